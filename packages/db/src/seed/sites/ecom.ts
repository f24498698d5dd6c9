import type { ContentDocuments, TermsAndPrivacy } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, noSiteFiles, week } from "./shared.ts";

/**
 * eCom Electronice: an electronics shop in Iași, Romania. Prices in RON; the legal texts follow Romanian
 * and EU rules (GDPR, OUG 34/2014 on consumer rights, OUG 140/2021 on conformity, OUG 5/2015 on WEEE).
 */

const t = (ro: string, en: string): Localized => ({ ro, en });

const PHONE = "+40 232 210 450";
const MOBILE = "+40 744 318 902";
const SERVICE = "+40 232 210 455";
const EMAIL = "contact@ecomelectronice.ro";
const PRIVACY_EMAIL = "protectiadatelor@ecomelectronice.ro";
const COMPANY = "eCom Distribution S.R.L.";
const CUI = "RO38451276";
const REG_COM = "J22/1843/2017";
const MAP = { lat: 47.1735, lng: 27.556, zoom: 15 };

const address = t("Șos. Păcurari 121, Iași 700544, România", "121 Păcurari Road, Iași 700544, Romania");

const workHours = t(
  "Showroom: luni–vineri 09:00–20:00, sâmbătă 10:00–18:00. Call center: luni–vineri 08:00–20:00.",
  "Showroom: Mon–Fri 9:00–20:00, Sat 10:00–18:00. Call centre: Mon–Fri 8:00–20:00.",
);

const legalRo: TermsAndPrivacy = {
  terms: {
    title: "Termeni și condiții",
    html: `<h2>Informații despre comerciant</h2>
<p>Site-ul ecomelectronice.ro este administrat de ${COMPANY}, cu sediul în ${address.ro}, CUI ${CUI}, nr. de ordine în Registrul Comerțului ${REG_COM}, e-mail ${EMAIL}, telefon ${PHONE}. Plasând o comandă, acceptați acești termeni și condiții.</p>
<h2>Comenzi și încheierea contractului</h2>
<ul>
<li>Comanda reprezintă o ofertă de cumpărare; contractul la distanță se încheie în momentul în care vă confirmăm comanda prin e-mail.</li>
<li>Ne rezervăm dreptul de a anula comenzile cu prețuri afișate vădit greșit din cauza unei erori tehnice; în acest caz vă anunțăm și restituim integral orice sumă achitată.</li>
<li>Stocul afișat se actualizează periodic. Dacă un produs nu mai este disponibil, vă contactăm înainte de expediere.</li>
</ul>
<h2>Prețuri și plată</h2>
<p>Prețurile sunt exprimate în lei (RON) și includ TVA. Puteți plăti online cu cardul, ramburs la curier (numerar sau card), prin ordin de plată sau în rate, prin partenerii noștri financiari. Factura fiscală se emite electronic și vă este trimisă pe e-mail.</p>
<h2>Livrarea</h2>
<p>Livrăm în toată România prin curier, în lockere și, în Iași, cu flota proprie. Termenele și tarifele sunt descrise pe pagina „Livrare”. Vă rugăm să verificați coletul în prezența curierului și să menționați orice deteriorare în procesul-verbal de predare.</p>
<h2>Dreptul de retragere</h2>
<p>Conform OUG nr. 34/2014, aveți dreptul să vă retrageți din contract în termen de 14 zile calendaristice de la primirea produsului, fără a indica motivul. Ne puteți notifica din contul de client, prin e-mail sau folosind modelul de formular de retragere din anexa la ordonanță. Restituim contravaloarea produsului și costul livrării standard în cel mult 14 zile de la notificare; rambursarea poate fi amânată până la primirea produsului. Costul direct al returnării este suportat de cumpărător.</p>
<p>Dreptul de retragere nu se aplică produselor sigilate care, din motive de igienă, nu pot fi returnate după desigilare (de exemplu, căștile in-ear), și nici înregistrărilor audio-video sau programelor informatice sigilate care au fost desigilate după livrare.</p>
<h2>Garanția</h2>
<p>Toate produsele beneficiază de garanția legală de conformitate de 2 ani, conform OUG nr. 140/2021, și, după caz, de garanția comercială oferită de producător, menționată în certificatul de garanție. Pentru reparații în garanție contactați service-ul nostru la ${SERVICE} sau aduceți produsul în showroom.</p>
<h2>Echipamente electrice uzate (DEEE)</h2>
<p>La cumpărarea unui echipament nou vă preluăm gratuit echipamentul vechi de același tip, în sistemul „unu la unu”, conform OUG nr. 5/2015. Nu aruncați echipamentele electrice și electronice împreună cu deșeurile menajere.</p>
<h2>Reclamații și soluționarea litigiilor</h2>
<p>Reclamațiile le puteți trimite la ${EMAIL}; vă răspundem în cel mult 15 zile. Dacă nu ajungem la o soluție, vă puteți adresa Autorității Naționale pentru Protecția Consumatorilor (anpc.ro) sau unei entități de soluționare alternativă a litigiilor (SAL), ori puteți folosi platforma europeană de soluționare online a litigiilor (SOL). Contractul este guvernat de legea română.</p>`,
  },
  privacy_policy: {
    title: "Politica de confidențialitate",
    html: `<p>${COMPANY} (CUI ${CUI}, ${address.ro}) este operator de date cu caracter personal și prelucrează datele dumneavoastră conform Regulamentului (UE) 2016/679 (GDPR) și Legii nr. 190/2018.</p>
<h2>Ce date prelucrăm și în ce temei</h2>
<ul>
<li><strong>Executarea contractului</strong> (art. 6 alin. (1) lit. b) GDPR): nume, telefon, e-mail, adresa de livrare și de facturare — pentru procesarea și livrarea comenzilor, retururi și garanție.</li>
<li><strong>Obligații legale</strong> (lit. c): datele din facturi și documentele contabile, păstrate conform legislației fiscale.</li>
<li><strong>Interes legitim</strong> (lit. f): prevenirea fraudelor, securitatea site-ului și soluționarea reclamațiilor.</li>
<li><strong>Consimțământ</strong> (lit. a): newsletter și cookie-uri de analiză sau marketing; îl puteți retrage oricând, fără a afecta legalitatea prelucrării anterioare.</li>
</ul>
<h2>Destinatarii datelor</h2>
<p>Transmitem datele doar partenerilor necesari: firmelor de curierat, procesatorului de plăți, instituțiilor financiare (numai dacă alegeți plata în rate) și furnizorilor de găzduire și servicii IT, care acționează în baza unor contracte de prelucrare. Datele sunt stocate în Uniunea Europeană.</p>
<h2>Cât timp păstrăm datele</h2>
<p>Datele contului — până la ștergerea acestuia; documentele financiar-contabile — 10 ani, conform legii; datele folosite pentru marketing — până la retragerea consimțământului.</p>
<h2>Drepturile dumneavoastră</h2>
<p>Aveți dreptul de acces, de rectificare, de ștergere, de restricționare a prelucrării, de portabilitate a datelor, de opoziție și dreptul de a nu face obiectul unei decizii bazate exclusiv pe prelucrarea automată. Cererile le puteți trimite la ${PRIVACY_EMAIL}; răspundem în cel mult o lună. Aveți, de asemenea, dreptul de a depune plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (www.dataprotection.ro).</p>`,
  },
  cookies: {
    title: "Politica de cookie-uri",
    html: `<p>Site-ul ecomelectronice.ro folosește cookie-uri conform Legii nr. 506/2004 și GDPR. Cookie-urile strict necesare sunt plasate fără consimțământ; toate celelalte — doar după ce vă exprimați acordul în bannerul de cookie-uri.</p>
<h2>Ce cookie-uri folosim</h2>
<ul>
<li><strong>Strict necesare</strong> — coșul de cumpărături, autentificarea, limba și securitatea sesiunii.</li>
<li><strong>De preferințe</strong> — lista de favorite, produsele comparate și cele vizualizate recent.</li>
<li><strong>De analiză</strong> — statistici agregate despre folosirea site-ului, pentru a-l îmbunătăți.</li>
<li><strong>De marketing</strong> — afișarea de reclame relevante pe alte site-uri.</li>
</ul>
<h2>Durata de stocare</h2>
<p>Cookie-urile de sesiune se șterg la închiderea browserului. Cookie-ul de limbă se păstrează 365 de zile, coșul și favoritele — până la un an, iar cookie-urile de autentificare — cel mult 7 zile.</p>
<h2>Cum vă gestionați opțiunile</h2>
<p>Vă puteți retrage oricând acordul ștergând cookie-urile din setările browserului; la următoarea vizită vă vom întreba din nou. Pentru întrebări ne puteți scrie la ${PRIVACY_EMAIL}.</p>`,
  },
};

const legalEn: TermsAndPrivacy = {
  terms: {
    title: "Terms and Conditions",
    html: `<h2>About the trader</h2>
<p>ecomelectronice.ro is operated by ${COMPANY}, registered office ${address.en}, tax ID ${CUI}, Trade Register No. ${REG_COM}, e-mail ${EMAIL}, phone ${PHONE}. By placing an order you accept these terms and conditions.</p>
<h2>Orders and the contract</h2>
<ul>
<li>Your order is an offer to buy; the distance contract is concluded when we confirm the order by e-mail.</li>
<li>We may cancel orders with obviously wrong prices caused by a technical error; in that case we let you know and refund any amount paid in full.</li>
<li>Stock levels are updated regularly. If a product is no longer available, we contact you before dispatch.</li>
</ul>
<h2>Prices and payment</h2>
<p>Prices are in Romanian lei (RON) and include VAT. You can pay online by card, cash or card on delivery, by bank transfer, or in instalments through our financing partners. The tax invoice is issued electronically and sent to you by e-mail.</p>
<h2>Delivery</h2>
<p>We deliver throughout Romania by courier, to parcel lockers and, in Iași, with our own vans. Times and rates are described on the Delivery page. Please check the parcel in front of the courier and note any damage on the delivery receipt.</p>
<h2>Right of withdrawal</h2>
<p>Under Government Emergency Ordinance No. 34/2014 you may withdraw from the contract within 14 calendar days of receiving the product without giving a reason. You can notify us from your customer account, by e-mail or using the model withdrawal form annexed to the ordinance. We refund the product price and the standard delivery cost within 14 days of your notice; the refund may be withheld until we receive the product back. The direct cost of returning the product is borne by the buyer.</p>
<p>The right of withdrawal does not apply to sealed goods that cannot be returned for hygiene reasons once unsealed (such as in-ear headphones), or to sealed audio, video or software products unsealed after delivery.</p>
<h2>Warranty</h2>
<p>All products carry the 2-year legal guarantee of conformity under Government Emergency Ordinance No. 140/2021 and, where applicable, the manufacturer’s commercial warranty stated in the warranty certificate. For warranty repairs call our service centre on ${SERVICE} or bring the product to our showroom.</p>
<h2>Waste electrical equipment (WEEE)</h2>
<p>When you buy a new appliance, we take back your old appliance of the same type free of charge on a one-for-one basis, under Government Emergency Ordinance No. 5/2015. Do not dispose of electrical and electronic equipment with household waste.</p>
<h2>Complaints and disputes</h2>
<p>Send complaints to ${EMAIL}; we reply within 15 days. If we cannot reach a solution, you can contact the National Authority for Consumer Protection (anpc.ro), an alternative dispute resolution (ADR) body, or the EU online dispute resolution (ODR) platform. The contract is governed by Romanian law.</p>`,
  },
  privacy_policy: {
    title: "Privacy Policy",
    html: `<p>${COMPANY} (tax ID ${CUI}, ${address.en}) is the controller of your personal data and processes it under Regulation (EU) 2016/679 (GDPR) and Romanian Law No. 190/2018.</p>
<h2>What we process and on what basis</h2>
<ul>
<li><strong>Performance of a contract</strong> (Art. 6(1)(b) GDPR): name, phone, e-mail, delivery and billing address — to process and deliver orders, handle returns and warranty claims.</li>
<li><strong>Legal obligation</strong> (Art. 6(1)(c)): invoice data and accounting records, kept as required by tax law.</li>
<li><strong>Legitimate interest</strong> (Art. 6(1)(f)): fraud prevention, website security and complaint handling.</li>
<li><strong>Consent</strong> (Art. 6(1)(a)): newsletter and analytics or marketing cookies; you may withdraw it at any time without affecting earlier processing.</li>
</ul>
<h2>Who receives your data</h2>
<p>We share data only with the partners we need: courier companies, the payment processor, financial institutions (only if you choose to pay in instalments) and hosting and IT providers acting under data processing agreements. Data is stored in the European Union.</p>
<h2>How long we keep it</h2>
<p>Account data until the account is deleted; financial and accounting records for 10 years as required by law; marketing data until you withdraw consent.</p>
<h2>Your rights</h2>
<p>You have the right of access, rectification, erasure, restriction of processing, data portability, objection, and the right not to be subject to a decision based solely on automated processing. Send requests to ${PRIVACY_EMAIL}; we reply within one month. You also have the right to lodge a complaint with the Romanian National Supervisory Authority for Personal Data Processing (www.dataprotection.ro).</p>`,
  },
  cookies: {
    title: "Cookie Policy",
    html: `<p>ecomelectronice.ro uses cookies in line with Romanian Law No. 506/2004 and the GDPR. Strictly necessary cookies are set without consent; all others are set only after you agree in the cookie banner.</p>
<h2>Cookies we use</h2>
<ul>
<li><strong>Strictly necessary</strong> — shopping cart, login, language and session security.</li>
<li><strong>Preferences</strong> — favourites, compared and recently viewed products.</li>
<li><strong>Analytics</strong> — aggregated statistics on how the site is used, so we can improve it.</li>
<li><strong>Marketing</strong> — showing relevant ads on other websites.</li>
</ul>
<h2>How long they last</h2>
<p>Session cookies are deleted when you close the browser. The language cookie lasts 365 days, cart and favourites up to one year, and login cookies no more than 7 days.</p>
<h2>Managing your choices</h2>
<p>You can withdraw consent at any time by deleting cookies in your browser settings; we will ask again on your next visit. For questions, write to ${PRIVACY_EMAIL}.</p>`,
  },
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Informații clienți",
        links: [
          { title: "Livrare", url: "/delivery" },
          { title: "Returnarea produselor", url: "/page/retur-produse" },
          { title: "Garanție și service", url: "/page/garantie-si-service" },
          { title: "Cumpără în rate", url: "/page/cumpara-in-rate" },
        ],
      },
      {
        title: "eCom Electronice",
        links: [
          { title: "Despre noi", url: "/about" },
          { title: "Articole", url: "/articles" },
          { title: "Oferte speciale", url: "/special-offers" },
          { title: "Contact", url: "/contacts" },
        ],
      },
      {
        title: "Legal",
        links: [
          { title: "Termeni și condiții", url: "/terms" },
          { title: "Politica de confidențialitate", url: "/policy" },
          { title: "Politica de cookie-uri", url: "/cookies" },
        ],
      },
    ],
    about_text: `eCom Electronice — telefoane, laptopuri, televizoare și gadgeturi cu garanție în România și livrare rapidă în toată țara. ${COMPANY}, CUI ${CUI}, ${REG_COM}.`,
    copyright: `© 2025 ${COMPANY}. Toate drepturile rezervate.`,
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: legalRo,
  delivery_page: {
    title: "Livrare",
    html: "<p>Comenzile confirmate în zilele lucrătoare până la ora 15:00 pleacă din depozit în aceeași zi. Primiți numărul AWB prin e-mail și SMS, ca să urmăriți coletul.</p><p>Puteți plăti online cu cardul, ramburs la curier, prin ordin de plată sau în rate.</p>",
    tabs: [
      {
        id: "curier",
        title: "Curier în toată țara",
        html: "<p>Livrăm prin FAN Courier și Sameday în 1–2 zile lucrătoare, oriunde în România. Livrarea standard costă 25 lei și este gratuită pentru comenzile de la 400 lei; livrarea expres — 45 lei, a doua zi până la ora 12:00.</p><p>Televizoarele mari și electrocasnicele le livrăm cu transport dedicat, la aceleași tarife.</p>",
      },
      {
        id: "easybox",
        title: "Easybox și lockere",
        html: "<p>Alegeți un locker Sameday easybox sau FANbox la finalizarea comenzii. Coletul ajunge în 1–2 zile lucrătoare, iar codul de deschidere îl primiți prin SMS. Tarifele sunt aceleași ca la livrarea prin curier. Produsele care nu încap în locker se livrează prin curier.</p>",
      },
      {
        id: "iasi",
        title: "Iași — în aceeași zi",
        html: "<p>În Iași livrăm cu mașinile noastre: standard — 15 lei, a doua zi; expres — 30 lei, în aceeași zi pentru comenzile confirmate până la ora 14:00. Livrarea standard este gratuită pentru comenzile de la 250 lei.</p>",
      },
      {
        id: "ridicare",
        title: "Ridicare din showroom",
        html: "<p>Gratuit, din showroomul de pe Șos. Păcurari 121, Iași, la 2 ore după confirmarea comenzii. Comanda se păstrează 3 zile lucrătoare, iar la ridicare vă putem ajuta cu configurarea dispozitivului.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre eCom Electronice",
    html: "<p>eCom Electronice este un magazin de electronice din Iași, pornit în 2017 de trei ingineri pasionați de tehnologie. Astăzi livrăm în toată România și avem un showroom pe Șos. Păcurari, unde puteți testa produsele înainte de a le cumpăra.</p><p>Lucrăm direct cu importatorii oficiali ai marilor branduri, așa că toate produsele au factură și garanție în România. Echipa de suport tehnic vă ajută la alegere, la configurare și, dacă e nevoie, în service.</p><p>Credem în prețuri transparente, livrare rapidă și retur fără complicații.</p>",
    image: null,
    facts: [
      { value: "8", label: "ani pe piață" },
      { value: "6 500+", label: "produse în stoc" },
      { value: "24 h", label: "livrare în Iași" },
      { value: "4,8/5", label: "nota clienților" },
    ],
  },
  main_page_settings: {
    seo_title: "eCom Electronice — magazin online de electronice din Iași",
    seo_description:
      "Telefoane, laptopuri, televizoare, căști și gadgeturi cu garanție în România. Livrare în 24–48 de ore în toată țara, gratuit de la 400 lei.",
    heading: "Tehnologie la prețuri corecte",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contact",
    html: `<p>Showroomul și service-ul eCom Electronice se află în Iași, pe Șos. Păcurari 121, cu parcare gratuită. Pentru comenzi și informații ne puteți suna sau scrie; pentru reparații în garanție folosiți numărul service-ului: ${SERVICE}.</p><p>${COMPANY} · CUI ${CUI} · ${REG_COM}</p>`,
    address: address.ro ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE, SERVICE],
    work_hours: workHours.ro ?? "",
    map: MAP,
  },
};

const en: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Customer information",
        links: [
          { title: "Delivery", url: "/delivery" },
          { title: "Returns", url: "/page/returns" },
          { title: "Warranty and service", url: "/page/warranty-and-service" },
          { title: "Buy in instalments", url: "/page/buy-in-instalments" },
        ],
      },
      {
        title: "eCom Electronice",
        links: [
          { title: "About us", url: "/about" },
          { title: "Articles", url: "/articles" },
          { title: "Special offers", url: "/special-offers" },
          { title: "Contact", url: "/contacts" },
        ],
      },
      {
        title: "Legal",
        links: [
          { title: "Terms and conditions", url: "/terms" },
          { title: "Privacy policy", url: "/policy" },
          { title: "Cookie policy", url: "/cookies" },
        ],
      },
    ],
    about_text: `eCom Electronice sells phones, laptops, TVs and gadgets with a Romanian warranty and fast nationwide delivery. ${COMPANY}, tax ID ${CUI}, ${REG_COM}.`,
    copyright: `© 2025 ${COMPANY}. All rights reserved.`,
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: legalEn,
  delivery_page: {
    title: "Delivery",
    html: "<p>Orders confirmed on working days by 15:00 leave our warehouse the same day. You receive the tracking number by e-mail and text message.</p><p>Pay online by card, cash or card on delivery, by bank transfer or in instalments.</p>",
    tabs: [
      {
        id: "curier",
        title: "Nationwide courier",
        html: "<p>We deliver with FAN Courier and Sameday within 1–2 working days anywhere in Romania. Standard delivery costs 25 RON and is free on orders of 400 RON or more; express costs 45 RON and arrives the next day before noon.</p><p>Large TVs and appliances are delivered by a dedicated van at the same rates.</p>",
      },
      {
        id: "easybox",
        title: "Easybox and lockers",
        html: "<p>Choose a Sameday easybox or FANbox locker at checkout. Your parcel arrives within 1–2 working days and the locker code comes by text message. Rates are the same as for courier delivery. Items too large for a locker are sent by courier.</p>",
      },
      {
        id: "iasi",
        title: "Iași — same day",
        html: "<p>In Iași we deliver with our own vans: standard — 15 RON, next day; express — 30 RON, same day for orders confirmed by 14:00. Standard delivery is free on orders of 250 RON or more.</p>",
      },
      {
        id: "ridicare",
        title: "Showroom pickup",
        html: "<p>Free from our showroom at 121 Păcurari Road, Iași, 2 hours after your order is confirmed. We hold it for 3 working days, and we can help you set up your device when you collect it.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About eCom Electronice",
    html: "<p>eCom Electronice is an electronics shop in Iași, founded in 2017 by three engineers who love technology. Today we deliver all over Romania and run a showroom on Păcurari Road where you can try products before buying.</p><p>We work directly with the official importers of the major brands, so every product comes with an invoice and a Romanian warranty. Our tech support team helps you choose, set up and, if needed, repair your devices.</p><p>We believe in transparent prices, fast delivery and hassle-free returns.</p>",
    image: null,
    facts: [
      { value: "8", label: "years in business" },
      { value: "6,500+", label: "products in stock" },
      { value: "24 h", label: "delivery in Iași" },
      { value: "4.8/5", label: "customer rating" },
    ],
  },
  main_page_settings: {
    seo_title: "eCom Electronice — online electronics store in Iași",
    seo_description:
      "Phones, laptops, TVs, headphones and gadgets with a Romanian warranty. Delivery within 24–48 hours nationwide, free on orders over 400 RON.",
    heading: "Technology at fair prices",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contact",
    html: `<p>The eCom Electronice showroom and service centre are at 121 Păcurari Road, Iași, with free parking. Call or write to us about orders; for warranty repairs use the service centre number: ${SERVICE}.</p><p>${COMPANY} · tax ID ${CUI} · ${REG_COM}</p>`,
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE, SERVICE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const ecomSite: SiteSeed = {
  code: "ecom",
  name: "eCom Electronice",
  languages: ["ro", "en"],
  mainLanguage: "ro",
  currency: "RON",
  settings: {
    project: "eCom Electronice",
    project_currency: "RON",
    langs: ["ro", "en"],
    is_romanian: true,
    mainUiInterface: {
      mainNavigationType: "bar",
      topNavigationType: "classic",
      mainLang: "ro",
      promotions_main_page_view_type: "view_1",
      // View types (decision 0042): this shop shows some of the non-default variants.
      header_view_type: "classic",
      main_page_categories_view_type: "slider",
      product_cart_button_view_type: "full_width",
    },
    phones: { main: PHONE, support: MOBILE, service_centre: SERVICE },
    main_email: EMAIL,
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/ecomelectronice", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/ecomelectronice.ro", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B40744318902", title: "Viber" },
      { type: "telegram", url: "https://t.me/ecomelectronice", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 15, regional_price: 25, free_delivery: 250 },
      { type: "express", price: 30, regional_price: 45, free_delivery: null },
    ],
    free_delivery_region: 400,
    text_delivery_info: "Livrare gratuită în toată țara pentru comenzile de la 400 lei",
    default_sorting: false,
    has_product_of_the_day: true,
    pagination_option: "load_more",
    additional_settings: {
      enable_product_reviews: true,
      show_stock_quantity_in_the_product_card: true,
      black_and_white_product_card_for_pre_order: true,
      is_user_cabinet: true,
    },
  },
  content: contentByLang({ ro, en }),
  pages: [
    {
      key: "warranty",
      byLang: {
        ro: {
          slug: "garantie-si-service",
          title: "Garanție și service",
          html: `<p>Toate produsele vândute de eCom Electronice au garanția legală de conformitate de 2 ani, iar multe branduri oferă în plus garanție comercială extinsă.</p><h2>Cum trimiteți un produs în service</h2><ol><li>Sunați la service: ${SERVICE} sau completați formularul de retur din cont, alegând „Service în garanție”.</li><li>Aduceți produsul în showroom sau vi-l preluăm gratuit prin curier de la adresa dumneavoastră.</li><li>Diagnosticul durează până la 5 zile lucrătoare, iar reparația — cel mult 15 zile calendaristice, conform legii.</li></ol><p>Dacă produsul nu poate fi reparat, îl înlocuim sau vă restituim banii. Păstrați factura — ea ține loc și de certificat de garanție.</p>`,
        },
        en: {
          slug: "warranty-and-service",
          title: "Warranty and service",
          html: `<p>Every product sold by eCom Electronice carries the 2-year legal guarantee of conformity, and many brands add an extended commercial warranty.</p><h2>How to send a product for repair</h2><ol><li>Call the service centre on ${SERVICE} or fill in the return form in your account and choose “Warranty repair”.</li><li>Bring the product to our showroom, or we collect it from your address by courier free of charge.</li><li>Diagnosis takes up to 5 working days, and repair no more than 15 calendar days, as required by law.</li></ol><p>If the product cannot be repaired, we replace it or refund you. Keep your invoice — it also serves as the warranty certificate.</p>`,
        },
      },
    },
    {
      key: "returns",
      byLang: {
        ro: {
          slug: "retur-produse",
          title: "Returnarea produselor",
          html: "<p>Aveți 14 zile calendaristice de la primire pentru a returna un produs, fără să ne spuneți motivul.</p><h2>Pașii pentru retur</h2><ol><li>Intrați în cont, la „Comenzile mele”, și alegeți „Returnează produsul” — sau scrieți-ne la contact@ecomelectronice.ro.</li><li>Ambalați produsul cu toate accesoriile și documentele primite.</li><li>Trimiteți-l prin curier sau aduceți-l în showroom; costul transportului de retur este suportat de dumneavoastră.</li><li>Restituim banii în cel mult 14 zile, prin aceeași metodă de plată sau prin transfer bancar.</li></ol><p>Căștile in-ear desigilate și jocurile sau programele desigilate nu pot fi returnate, cu excepția celor defecte.</p>",
        },
        en: {
          slug: "returns",
          title: "Returns",
          html: "<p>You have 14 calendar days from delivery to return a product without telling us why.</p><h2>How to return an item</h2><ol><li>Go to “My orders” in your account and choose “Return item”, or write to contact@ecomelectronice.ro.</li><li>Pack the product with all accessories and documents it came with.</li><li>Send it by courier or bring it to the showroom; the return shipping cost is paid by you.</li><li>We refund you within 14 days, by the original payment method or by bank transfer.</li></ol><p>Unsealed in-ear headphones and unsealed games or software cannot be returned unless they are faulty.</p>",
        },
      },
    },
    {
      key: "instalments",
      byLang: {
        ro: {
          slug: "cumpara-in-rate",
          title: "Cumpără în rate",
          seoDescription:
            "Rate fără dobândă cu cardurile de cumpărături sau credit online cu aprobare rapidă.",
          html: "<p>Pentru comenzile de la 500 lei puteți plăti în rate, în două moduri:</p><ul><li><strong>Rate fără dobândă cu cardul de cumpărături</strong> — 2–12 rate egale, cu cardurile de credit ale băncilor partenere. Alegeți numărul de rate la plata online.</li><li><strong>Credit online</strong> — 6–36 de rate, cu aprobare în aproximativ 15 minute, fără drumuri la bancă. Aveți nevoie doar de actul de identitate și de un telefon mobil.</li></ul><p>Costul total al creditului, DAE și graficul de rambursare vi se afișează înainte de semnarea contractului. Creditul este acordat de instituția financiară parteneră, nu de eCom Electronice.</p>",
        },
        en: {
          slug: "buy-in-instalments",
          title: "Buy in instalments",
          seoDescription:
            "Interest-free instalments with shopping credit cards or an online loan with fast approval.",
          html: "<p>For orders of 500 RON or more you can pay in instalments, in two ways:</p><ul><li><strong>Interest-free instalments with a shopping credit card</strong> — 2 to 12 equal payments with credit cards from our partner banks. Choose the number of instalments when paying online.</li><li><strong>Online loan</strong> — 6 to 36 instalments, approved in about 15 minutes without visiting a bank. All you need is your ID card and a mobile phone.</li></ul><p>The total cost of credit, APR and repayment schedule are shown before you sign the contract. Credit is provided by the partner financial institution, not by eCom Electronice.</p>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Telefoane și tablete", "Phones and tablets"),
      url: t("/telefoane-tablete", "/phones-tablets"),
      icon: "phone",
      productCount: 486,
      children: [
        {
          title: t("Smartphone-uri", "Smartphones"),
          url: t("/telefoane-tablete/smartphone-uri", "/phones-tablets/smartphones"),
          productCount: 248,
        },
        {
          title: t("Tablete", "Tablets"),
          url: t("/telefoane-tablete/tablete", "/phones-tablets/tablets"),
          productCount: 96,
        },
        {
          title: t("Accesorii GSM", "Phone accessories"),
          url: t("/telefoane-tablete/accesorii", "/phones-tablets/accessories"),
          productCount: 142,
        },
      ],
    },
    {
      title: t("Laptopuri și PC", "Laptops and PCs"),
      url: t("/laptopuri-pc", "/laptops-pcs"),
      icon: "laptop",
      productCount: 612,
      children: [
        {
          title: t("Laptopuri", "Laptops"),
          url: t("/laptopuri-pc/laptopuri", "/laptops-pcs/laptops"),
          productCount: 284,
        },
        {
          title: t("Calculatoare", "Desktop PCs"),
          url: t("/laptopuri-pc/calculatoare", "/laptops-pcs/desktops"),
          productCount: 88,
        },
        {
          title: t("Monitoare", "Monitors"),
          url: t("/laptopuri-pc/monitoare", "/laptops-pcs/monitors"),
          productCount: 126,
        },
        {
          title: t("Componente", "PC components"),
          url: t("/laptopuri-pc/componente", "/laptops-pcs/components"),
          productCount: 114,
        },
      ],
    },
    {
      title: t("TV și audio", "TV and audio"),
      url: t("/tv-audio", "/tv-audio"),
      icon: "tv",
      productCount: 344,
      children: [
        {
          title: t("Televizoare", "TVs"),
          url: t("/tv-audio/televizoare", "/tv-audio/tvs"),
          productCount: 152,
        },
        {
          title: t("Soundbar-uri", "Soundbars"),
          url: t("/tv-audio/soundbar", "/tv-audio/soundbars"),
          productCount: 64,
        },
        {
          title: t("Boxe portabile", "Portable speakers"),
          url: t("/tv-audio/boxe-portabile", "/tv-audio/portable-speakers"),
          productCount: 128,
        },
      ],
    },
    {
      title: t("Căști", "Headphones"),
      url: t("/casti", "/headphones"),
      icon: "headphones",
      productCount: 219,
    },
    {
      title: t("Foto și video", "Cameras"),
      url: t("/foto-video", "/cameras"),
      icon: "camera",
      productCount: 158,
      children: [
        {
          title: t("Aparate foto", "Photo cameras"),
          url: t("/foto-video/aparate-foto", "/cameras/photo-cameras"),
          productCount: 54,
        },
        {
          title: t("Camere sport", "Action cameras"),
          url: t("/foto-video/camere-sport", "/cameras/action-cameras"),
          productCount: 38,
        },
        {
          title: t("Drone", "Drones"),
          url: t("/foto-video/drone", "/cameras/drones"),
          productCount: 26,
        },
      ],
    },
    {
      title: t("Smartwatch și fitness", "Smartwatches and fitness"),
      url: t("/smartwatch", "/smartwatches"),
      icon: "watch",
      productCount: 187,
    },
    {
      title: t("Gaming", "Gaming"),
      url: t("/gaming", "/gaming"),
      icon: "gamepad",
      productCount: 265,
      children: [
        {
          title: t("Console", "Consoles"),
          url: t("/gaming/console", "/gaming/consoles"),
          productCount: 24,
        },
        {
          title: t("Jocuri", "Games"),
          url: t("/gaming/jocuri", "/gaming/games"),
          productCount: 156,
        },
        {
          title: t("Accesorii gaming", "Gaming accessories"),
          url: t("/gaming/accesorii", "/gaming/accessories"),
          productCount: 85,
        },
      ],
    },
    {
      title: t("Electrocasnice mici", "Small appliances"),
      url: t("/electrocasnice-mici", "/small-appliances"),
      icon: "plug",
      productCount: 402,
    },
    {
      title: t("Resigilate", "Open-box deals"),
      url: t("/resigilate", "/open-box"),
      icon: "tag",
      badge: t("Outlet", "Outlet"),
      productCount: 96,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#0D47A1", to: "#42A5F5", emoji: "📱" },
      url: t("/telefoane-tablete/smartphone-uri", "/phones-tablets/smartphones"),
      title: t("Smartphone-uri noi, la preț de lansare", "New smartphones at launch prices"),
      description: t(
        "Până la 12 rate fără dobândă și husă cadou",
        "Up to 12 interest-free instalments and a free case",
      ),
    },
    {
      showOn: "main",
      art: { from: "#263238", to: "#78909C", emoji: "💻" },
      url: t("/laptopuri-pc/laptopuri", "/laptops-pcs/laptops"),
      title: t("Laptopuri pentru școală și birou", "Laptops for school and work"),
      description: t(
        "Reduceri de până la 1 000 lei la modele selectate",
        "Up to 1,000 RON off selected models",
      ),
    },
    {
      showOn: "top",
      art: { from: "#E65100", to: "#FFB74D", emoji: "📦" },
      url: t("/delivery", "/delivery"),
      title: t("Livrare gratuită de la 400 lei", "Free delivery on orders over 400 RON"),
      description: t("În toată țara, prin curier sau easybox", "Nationwide, by courier or easybox"),
    },
  ],
  shops: [
    {
      title: t("Showroom și service eCom Electronice", "eCom Electronice showroom and service centre"),
      address,
      phones: [PHONE, SERVICE],
      hours: week("09:00-20:00", "10:00-18:00", null),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
