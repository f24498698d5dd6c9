import type { ContentDocuments } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, type MoldovaShopLegal, moldovaShopLegal, noSiteFiles, week } from "./shared.ts";

/** PrimeBuy: a dark-themed appliances and gadgets store with its own service centre in Chișinău (Botanica). */

const t = (ro: string, ru: string, en: string): Localized => ({ ro, ru, en });

const PHONE = "+373 22 855 100";
const MOBILE = "+373 78 855 100";
const SERVICE = "+373 22 855 105";
const EMAIL = "sales@primebuy.md";
const MAP = { lat: 46.9868, lng: 28.8572, zoom: 15 };

const address = t(
  "bd. Decebal 139, Chișinău, MD-2038",
  "бул. Дечебал, 139, Кишинёв, MD-2038",
  "139 Decebal Blvd., Chișinău MD-2038, Moldova",
);

const workHours = t(
  "Luni–vineri: 09:00–20:00, sâmbătă: 10:00–19:00, duminică: 10:00–18:00",
  "Пн–Пт: 09:00–20:00, Сб: 10:00–19:00, Вс: 10:00–18:00",
  "Mon–Fri: 9:00–20:00, Sat: 10:00–19:00, Sun: 10:00–18:00",
);

const legal: MoldovaShopLegal = {
  company: "Prime Buy Trading",
  idno: "1018600047219",
  domain: "primebuy.md",
  email: EMAIL,
  phone: PHONE,
  address,
  returns: t(
    "<p>Produsele tehnice se primesc înapoi doar în ambalajul original complet, cu toate accesoriile și documentele și fără urme de utilizare; sigiliile și peliculele de protecție nu trebuie să fie deteriorate. Produsele cu defect sunt preluate pentru diagnostic în centrul nostru de service și, dacă defectul se confirmă, sunt reparate sau înlocuite ori vi se restituie banii.</p>",
    "<p>Техника принимается обратно только в полной оригинальной упаковке, со всеми аксессуарами и документами и без следов использования; пломбы и защитные плёнки не должны быть повреждены. Неисправные товары принимаются на диагностику в наш сервисный центр и при подтверждении дефекта ремонтируются или заменяются, либо вам возвращаются деньги.</p>",
    "<p>Appliances and devices are taken back only in their complete original packaging, with all accessories and documents and no signs of use; seals and protective films must be intact. Faulty products are accepted for diagnosis at our service centre and, if the fault is confirmed, repaired, replaced or refunded.</p>",
  ),
  extraTerms: t(
    "<h2>Garanție și service</h2><p>Toate produsele au garanție oficială de la 12 la 36 de luni, indicată în fișa produsului și în certificatul de garanție. Reparațiile în garanție se efectuează în centrul de service PrimeBuy sau în service-urile autorizate ale producătorilor, în cel mult 14 zile calendaristice.</p><h2>Cumpărarea în credit</h2><p>Creditul este acordat de instituțiile financiare partenere, în baza contractului pe care îl încheiați direct cu acestea. PrimeBuy nu percepe comisioane suplimentare pentru cumpărarea în credit.</p>",
    "<h2>Гарантия и сервис</h2><p>На все товары действует официальная гарантия от 12 до 36 месяцев, указанная в карточке товара и в гарантийном талоне. Гарантийный ремонт выполняется в сервисном центре PrimeBuy или в авторизованных сервисах производителей не более чем за 14 календарных дней.</p><h2>Покупка в кредит</h2><p>Кредит предоставляют партнёрские финансовые организации по договору, который вы заключаете непосредственно с ними. PrimeBuy не взимает дополнительных комиссий за покупку в кредит.</p>",
    "<h2>Warranty and service</h2><p>All products carry an official warranty of 12 to 36 months, shown on the product page and in the warranty card. Warranty repairs are carried out at the PrimeBuy service centre or at the manufacturers’ authorised service centres within 14 calendar days.</p><h2>Buying on credit</h2><p>Credit is provided by our partner financial institutions under a contract you sign directly with them. PrimeBuy charges no extra fees for buying on credit.</p>",
  ),
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Cumpărători",
        links: [
          { title: "Livrare și instalare", url: "/delivery" },
          { title: "Cumpără în credit", url: "/page/cumpara-in-credit" },
          { title: "Garanție și service", url: "/page/garantie-si-service" },
          { title: "Trade-in", url: "/page/trade-in" },
        ],
      },
      {
        title: "PrimeBuy",
        links: [
          { title: "Despre noi", url: "/about" },
          { title: "Articole", url: "/articles" },
          { title: "Oferte speciale", url: "/special-offers" },
          { title: "Contacte", url: "/contacts" },
        ],
      },
      {
        title: "Informații legale",
        links: [
          { title: "Termeni și condiții", url: "/terms" },
          { title: "Politica de confidențialitate", url: "/policy" },
          { title: "Politica cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "PrimeBuy — electrocasnice, smartphone-uri și gadgeturi cu garanție oficială, service propriu, livrare și instalare în toată Moldova.",
    copyright: "© 2025 Prime Buy Trading SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ro", legal),
  delivery_page: {
    title: "Livrare și instalare",
    html: "<p>Livrăm tehnica în Chișinău și în toată Moldova cu transportul propriu. Electrocasnicele mari le urcăm la etaj și, la cerere, le conectăm, iar ambalajul îl luăm cu noi.</p><p>Puteți plăti în numerar sau cu cardul la primire, online ori în credit.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Chișinău",
        html: "<p><strong>Standard — 50 lei</strong>, a doua zi; gratuit pentru comenzile de la 1500 lei.</p><p><strong>Expres — 100 lei</strong>, în aceeași zi pentru comenzile confirmate până la ora 14:00 (doar produse mici și medii).</p><p>Urcarea la etaj a electrocasnicelor mari este gratuită dacă blocul are lift; fără lift costă 25 lei pentru fiecare etaj.</p>",
      },
      {
        id: "regions",
        title: "Regiunile Moldovei",
        html: "<p>Livrăm în toate raioanele în 1–3 zile lucrătoare. Livrarea standard costă 100 lei și este gratuită pentru comenzile de la 3000 lei; livrarea expres costă 180 lei și ajunge a doua zi.</p>",
      },
      {
        id: "installation",
        title: "Instalare",
        html: "<p>Conectarea mașinilor de spălat rufe și vase sau montarea televizorului pe perete — de la 300 lei. Instalarea aparatelor de aer condiționat — de la 1200 lei, cu materialele standard incluse. Programați instalarea când plasați comanda.</p>",
      },
      {
        id: "pickup",
        title: "Ridicare din magazin",
        html: "<p>Gratuit, din magazinul de pe bd. Decebal 139, în aceeași zi pentru produsele aflate în stoc. Vă anunțăm prin SMS când comanda este pregătită.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre PrimeBuy",
    html: "<p>PrimeBuy este un magazin de tehnică și gadgeturi din Chișinău, deschis în 2019 în sectorul Botanica. Aducem electrocasnice, smartphone-uri și dispozitive pentru casa inteligentă de la branduri de încredere, cu garanție oficială și service propriu.</p><p>În magazin puteți testa căștile, compara televizoarele unul lângă altul și încerca espressoarele. Consultanții noștri sunt pasionați de tehnologie și vă ajută să alegeți ce vi se potrivește, nu ce e mai scump.</p><p>Livrăm și instalăm tehnica în toată Moldova și vă oferim cumpărare în credit și trade-in.</p>",
    image: null,
    facts: [
      { value: "6", label: "ani pe piață" },
      { value: "4 000+", label: "produse" },
      { value: "36", label: "de luni — garanția maximă" },
      { value: "0%", label: "credit pe 6 luni" },
    ],
  },
  main_page_settings: {
    seo_title: "PrimeBuy — tehnică și gadgeturi în Chișinău",
    seo_description:
      "Electrocasnice, smartphone-uri, TV, audio și casă inteligentă cu garanție oficială, livrare și instalare în toată Moldova. Credit 0% și trade-in.",
    heading: "Tehnică de top, la un clic distanță",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacte",
    html: `<p>Magazinul și centrul de service PrimeBuy se află pe bd. Decebal 139, în sectorul Botanica, cu parcare pentru clienți. Pentru reparații în garanție sunați la service: ${SERVICE}.</p>`,
    address: address.ro ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE, SERVICE],
    work_hours: workHours.ro ?? "",
    map: MAP,
  },
};

const ru: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Покупателям",
        links: [
          { title: "Доставка и установка", url: "/delivery" },
          { title: "Покупка в кредит", url: "/page/pokupka-v-kredit" },
          { title: "Гарантия и сервис", url: "/page/garantiya-i-servis" },
          { title: "Trade-in", url: "/page/trade-in" },
        ],
      },
      {
        title: "PrimeBuy",
        links: [
          { title: "О нас", url: "/about" },
          { title: "Статьи", url: "/articles" },
          { title: "Акции", url: "/special-offers" },
          { title: "Контакты", url: "/contacts" },
        ],
      },
      {
        title: "Правовая информация",
        links: [
          { title: "Условия использования", url: "/terms" },
          { title: "Политика конфиденциальности", url: "/policy" },
          { title: "Политика cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "PrimeBuy — бытовая техника, смартфоны и гаджеты с официальной гарантией, собственным сервисом, доставкой и установкой по всей Молдове.",
    copyright: "© 2025 Prime Buy Trading SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ru", legal),
  delivery_page: {
    title: "Доставка и установка",
    html: "<p>Мы доставляем технику по Кишинёву и всей Молдове собственным транспортом. Крупную технику поднимаем на этаж и по желанию подключаем, а упаковку забираем с собой.</p><p>Оплата наличными или картой при получении, онлайн или в кредит.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Кишинёв",
        html: "<p><strong>Стандартная — 50 леев</strong>, на следующий день; бесплатно при заказе от 1500 леев.</p><p><strong>Экспресс — 100 леев</strong>, в тот же день для заказов, подтверждённых до 14:00 (только малая и средняя техника).</p><p>Подъём крупной техники на этаж бесплатный, если в доме есть лифт; без лифта — 25 леев за каждый этаж.</p>",
      },
      {
        id: "regions",
        title: "Регионы Молдовы",
        html: "<p>Доставляем во все районы за 1–3 рабочих дня. Стандартная доставка стоит 100 леев и бесплатна при заказе от 3000 леев; экспресс — 180 леев, на следующий день.</p>",
      },
      {
        id: "installation",
        title: "Установка",
        html: "<p>Подключение стиральных и посудомоечных машин или монтаж телевизора на стену — от 300 леев. Установка кондиционеров — от 1200 леев, стандартные материалы включены. Запланируйте установку при оформлении заказа.</p>",
      },
      {
        id: "pickup",
        title: "Самовывоз из магазина",
        html: "<p>Бесплатно, из магазина на бул. Дечебал, 139, в тот же день для товаров в наличии. Мы пришлём SMS, когда заказ будет готов.</p>",
      },
    ],
  },
  about_us_page: {
    title: "О PrimeBuy",
    html: "<p>PrimeBuy — магазин техники и гаджетов в Кишинёве, открытый в 2019 году на Ботанике. Мы привозим бытовую технику, смартфоны и устройства для умного дома от надёжных брендов — с официальной гарантией и собственным сервисом.</p><p>В магазине можно послушать наушники, сравнить телевизоры бок о бок и попробовать кофе из разных кофемашин. Наши консультанты увлечены техникой и помогут выбрать то, что подходит именно вам, а не то, что дороже.</p><p>Мы доставляем и устанавливаем технику по всей Молдове, а также предлагаем покупку в кредит и trade-in.</p>",
    image: null,
    facts: [
      { value: "6", label: "лет на рынке" },
      { value: "4 000+", label: "товаров" },
      { value: "36", label: "месяцев — максимальная гарантия" },
      { value: "0%", label: "кредит на 6 месяцев" },
    ],
  },
  main_page_settings: {
    seo_title: "PrimeBuy — техника и гаджеты в Кишинёве",
    seo_description:
      "Бытовая техника, смартфоны, ТВ, аудио и умный дом с официальной гарантией, доставкой и установкой по всей Молдове. Кредит 0% и trade-in.",
    heading: "Топовая техника в один клик",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакты",
    html: `<p>Магазин и сервисный центр PrimeBuy находятся на бул. Дечебал, 139, на Ботанике, для клиентов есть парковка. По вопросам гарантийного ремонта звоните в сервис: ${SERVICE}.</p>`,
    address: address.ru ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE, SERVICE],
    work_hours: workHours.ru ?? "",
    map: MAP,
  },
};

const en: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Customer service",
        links: [
          { title: "Delivery and installation", url: "/delivery" },
          { title: "Buy on credit", url: "/page/buy-on-credit" },
          { title: "Warranty and service", url: "/page/warranty-and-service" },
          { title: "Trade-in", url: "/page/trade-in" },
        ],
      },
      {
        title: "PrimeBuy",
        links: [
          { title: "About us", url: "/about" },
          { title: "Articles", url: "/articles" },
          { title: "Special offers", url: "/special-offers" },
          { title: "Contacts", url: "/contacts" },
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
    about_text:
      "PrimeBuy sells home appliances, smartphones and gadgets with an official warranty, its own service centre, and delivery and installation all over Moldova.",
    copyright: "© 2025 Prime Buy Trading SRL. All rights reserved.",
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("en", legal),
  delivery_page: {
    title: "Delivery and installation",
    html: "<p>We deliver appliances across Chișinău and the whole of Moldova with our own vans. Large appliances are carried upstairs and connected on request, and we take the packaging away.</p><p>Pay in cash or by card on delivery, online or on credit.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Chișinău",
        html: "<p><strong>Standard — 50 MDL</strong>, next day; free on orders of 1500 MDL or more.</p><p><strong>Express — 100 MDL</strong>, same day for orders confirmed by 14:00 (small and medium items only).</p><p>Carrying large appliances upstairs is free if the building has a lift; otherwise it costs 25 MDL per floor.</p>",
      },
      {
        id: "regions",
        title: "Regions of Moldova",
        html: "<p>We deliver to every district within 1–3 working days. Standard delivery costs 100 MDL and is free on orders of 3000 MDL or more; express costs 180 MDL and arrives the next day.</p>",
      },
      {
        id: "installation",
        title: "Installation",
        html: "<p>Connecting a washing machine or dishwasher, or mounting a TV on the wall — from 300 MDL. Air conditioner installation — from 1200 MDL, standard materials included. Book installation when you place your order.</p>",
      },
      {
        id: "pickup",
        title: "Store pickup",
        html: "<p>Free from our store at 139 Decebal Blvd., same day for items in stock. We text you when your order is ready.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About PrimeBuy",
    html: "<p>PrimeBuy is an appliance and gadget store in Chișinău, opened in 2019 in the Botanica district. We bring home appliances, smartphones and smart-home devices from trusted brands, with an official warranty and our own service centre.</p><p>In the store you can try headphones, compare TVs side by side and taste coffee from different machines. Our advisers love technology and will help you choose what suits you, not what costs more.</p><p>We deliver and install appliances all over Moldova and offer buying on credit and trade-in.</p>",
    image: null,
    facts: [
      { value: "6", label: "years in business" },
      { value: "4,000+", label: "products" },
      { value: "36", label: "months — longest warranty" },
      { value: "0%", label: "credit for 6 months" },
    ],
  },
  main_page_settings: {
    seo_title: "PrimeBuy — appliances and gadgets in Chișinău",
    seo_description:
      "Home appliances, smartphones, TV, audio and smart home with an official warranty, delivery and installation across Moldova. 0% credit and trade-in.",
    heading: "Top tech, one click away",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacts",
    html: `<p>The PrimeBuy store and service centre are at 139 Decebal Blvd. in the Botanica district, with customer parking. For warranty repairs call the service centre: ${SERVICE}.</p>`,
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE, SERVICE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const primebuySite: SiteSeed = {
  code: "primebuy",
  name: "PrimeBuy",
  languages: ["ro", "ru", "en"],
  mainLanguage: "ro",
  currency: "MDL",
  settings: {
    project: "PrimeBuy",
    project_currency: "MDL",
    langs: ["ro", "ru", "en"],
    colors: { dark_theme: true },
    mainUiInterface: {
      mainNavigationType: "bar",
      topNavigationType: "compact",
      mainLang: "ro",
      promotions_main_page_view_type: "view_1",
      // View types (decision 0042): this shop shows some of the non-default variants.
      header_view_type: "compact",
      product_card_view_type: "compact",
      main_page_categories_view_type: "list",
      product_cart_button_view_type: "text",
    },
    phones: { main: PHONE, support: MOBILE, service_centre: SERVICE },
    main_email: EMAIL,
    mobile_apps_settings: {
      app_store: "https://apps.apple.com/md/app/primebuy/id6450000002",
      google_play: "https://play.google.com/store/apps/details?id=md.primebuy.app",
    },
    social_media: [{ type: "telegram", url: "https://t.me/primebuy_md" }],
    // A welcome notice, once per visitor, a few seconds after the cookie banner has its answer.
    popups: [
      {
        id: 1,
        lang: "ro",
        title: "Bun venit la PrimeBuy!",
        html: "<p>Livrarea în Chișinău este <strong>gratuită</strong> pentru comenzile de la 1500 lei. Produsele au garanție oficială, iar reparațiile se fac în centrul nostru de service din Botanica.</p>",
      },
      {
        id: 2,
        lang: "ru",
        title: "Добро пожаловать в PrimeBuy!",
        html: "<p>Доставка по Кишинёву <strong>бесплатна</strong> для заказов от 1500 лей. На товары действует официальная гарантия, ремонт выполняет наш сервисный центр на Ботанике.</p>",
      },
      {
        id: 3,
        lang: "en",
        title: "Welcome to PrimeBuy!",
        html: "<p>Delivery in Chișinău is <strong>free</strong> for orders from 1500 lei. Products carry the official warranty, and repairs are done in our own service centre in Botanica.</p>",
      },
    ],
    popups_configuration: { delay_seconds: 3 },
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/primebuy.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/primebuy.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37378855100", title: "Viber" },
      { type: "telegram", url: "https://t.me/primebuy_md", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 50, regional_price: 100, free_delivery: 1500 },
      { type: "express", price: 100, regional_price: 180, free_delivery: null },
    ],
    free_delivery_region: 3000,
    text_delivery_info: "Livrare gratuită în Chișinău pentru comenzile de la 1500 lei",
    default_sorting: false,
    has_product_of_the_day: true,
    // Partner credit programmes, offered in the cart for sums they lend.
    credits: [
      { id: 1, title: "maib 0% × 4", months: 4, annual_rate: 0, min_sum: 1000, max_sum: 30_000 },
      { id: 2, title: "Iute Credit × 12", months: 12, annual_rate: 14.9, min_sum: 2000, max_sum: 100_000 },
      { id: 3, title: "Iute Credit × 24", months: 24, annual_rate: 17.9, min_sum: 5000, max_sum: 150_000 },
    ],
    // GA4 alone (a made-up id): loads after the visitor accepts analytics (decision 0037).
    sitesettingsstatistic: { google_analytics_4: "G-DEMO456" },
    additional_settings: {
      // Parcels across Moldova by Nova Post (the demo carrier: no API key needed).
      novapost: { enabled: true },
      enable_product_reviews: true,
      show_stock_quantity_in_the_product_card: true,
      is_user_cabinet: true,
    },
  },
  content: contentByLang({ ro, ru, en }),
  pages: [
    {
      key: "credit",
      byLang: {
        ro: {
          slug: "cumpara-in-credit",
          title: "Cumpără în credit",
          seoDescription: "Credit 0% pe 6 luni sau rate de până la 36 de luni, cu aprobare în 15 minute.",
          html: "<p>Cumpărați acum și plătiți în rate lunare egale. Avem două opțiuni:</p><ul><li><strong>Credit 0% pe 6 luni</strong> — fără avans, fără dobândă și fără comisioane, pentru produsele marcate cu eticheta „0%”.</li><li><strong>Credit standard pe 6–36 de luni</strong> — pentru orice produs de la 1000 lei, cu avans de la 0%.</li></ul><h2>De ce aveți nevoie</h2><ul><li>buletinul de identitate al Republicii Moldova;</li><li>vârsta între 18 și 70 de ani;</li><li>un număr de telefon mobil activ.</li></ul><p>Cererea o puteți depune online, la finalizarea comenzii, sau în magazin. Răspunsul vine în aproximativ 15 minute. Creditul este acordat de instituțiile financiare partenere.</p>",
        },
        ru: {
          slug: "pokupka-v-kredit",
          title: "Покупка в кредит",
          seoDescription: "Кредит 0% на 6 месяцев или рассрочка до 36 месяцев с одобрением за 15 минут.",
          html: "<p>Покупайте сейчас и платите равными ежемесячными платежами. Есть два варианта:</p><ul><li><strong>Кредит 0% на 6 месяцев</strong> — без первого взноса, процентов и комиссий, на товары с меткой «0%».</li><li><strong>Стандартный кредит на 6–36 месяцев</strong> — на любой товар от 1000 леев, первый взнос от 0%.</li></ul><h2>Что понадобится</h2><ul><li>удостоверение личности Республики Молдова;</li><li>возраст от 18 до 70 лет;</li><li>действующий номер мобильного телефона.</li></ul><p>Заявку можно подать онлайн при оформлении заказа или в магазине. Ответ приходит примерно за 15 минут. Кредит предоставляют партнёрские финансовые организации.</p>",
        },
        en: {
          slug: "buy-on-credit",
          title: "Buy on credit",
          seoDescription:
            "0% credit for 6 months or instalments over up to 36 months, approved in 15 minutes.",
          html: "<p>Buy now and pay in equal monthly instalments. There are two options:</p><ul><li><strong>0% credit for 6 months</strong> — no deposit, no interest and no fees, on products marked “0%”.</li><li><strong>Standard credit over 6–36 months</strong> — on any product from 1000 MDL, with a deposit from 0%.</li></ul><h2>What you need</h2><ul><li>a Moldovan identity card;</li><li>to be between 18 and 70 years old;</li><li>an active mobile phone number.</li></ul><p>Apply online at checkout or in the store. You get an answer in about 15 minutes. Credit is provided by our partner financial institutions.</p>",
        },
      },
    },
    {
      key: "warranty",
      byLang: {
        ro: {
          slug: "garantie-si-service",
          title: "Garanție și service",
          html: `<p>Toate produsele PrimeBuy au garanție oficială de la 12 la 36 de luni. Perioada exactă este indicată în fișa produsului și în certificatul de garanție.</p><h2>Cum apelați la garanție</h2><ol><li>Sunați la centrul de service: ${SERVICE}, sau aduceți produsul în magazin împreună cu bonul și certificatul de garanție.</li><li>Electrocasnicele mari le diagnosticăm la domiciliu — tehnicianul vine în 1–2 zile lucrătoare.</li><li>Reparația durează cel mult 14 zile calendaristice; dacă nu se încadrează în termen, vă oferim un produs de schimb.</li></ol><p>Garanția nu acoperă deteriorările mecanice, contactul cu lichide și defectele apărute din cauza instalării incorecte de către terți.</p>`,
        },
        ru: {
          slug: "garantiya-i-servis",
          title: "Гарантия и сервис",
          html: `<p>На все товары PrimeBuy действует официальная гарантия от 12 до 36 месяцев. Точный срок указан в карточке товара и в гарантийном талоне.</p><h2>Как воспользоваться гарантией</h2><ol><li>Позвоните в сервисный центр: ${SERVICE}, или принесите товар в магазин вместе с чеком и гарантийным талоном.</li><li>Крупную технику диагностируем на дому — мастер приедет в течение 1–2 рабочих дней.</li><li>Ремонт занимает не более 14 календарных дней; если мы не укладываемся в срок, даём подменный товар.</li></ol><p>Гарантия не распространяется на механические повреждения, попадание жидкости и неисправности, вызванные неправильной установкой третьими лицами.</p>`,
        },
        en: {
          slug: "warranty-and-service",
          title: "Warranty and service",
          html: `<p>All PrimeBuy products carry an official warranty of 12 to 36 months. The exact period is shown on the product page and in the warranty card.</p><h2>How to make a warranty claim</h2><ol><li>Call the service centre on ${SERVICE}, or bring the product to the store with the receipt and warranty card.</li><li>We diagnose large appliances at your home — a technician visits within 1–2 working days.</li><li>Repairs take no more than 14 calendar days; if we cannot meet that deadline, we lend you a replacement.</li></ol><p>The warranty does not cover mechanical damage, liquid damage or faults caused by incorrect installation by third parties.</p>`,
        },
      },
    },
    {
      key: "trade-in",
      byLang: {
        ro: {
          slug: "trade-in",
          title: "Trade-in: schimbă vechiul pe nou",
          html: "<p>Aduceți smartphone-ul, tableta sau laptopul vechi în magazin și primiți pe loc o reducere la un dispozitiv nou — de până la 3 000 lei.</p><ol><li>Consultantul verifică starea dispozitivului în 10–15 minute.</li><li>Vă spunem valoarea de trade-in, care se scade imediat din prețul produsului nou.</li><li>Vă ajutăm să transferați datele și ștergem în siguranță memoria dispozitivului vechi.</li></ol><p>Acceptăm dispozitive funcționale, fără blocări de cont (iCloud, Google). Valoarea depinde de model, vârstă și starea estetică.</p>",
        },
        ru: {
          slug: "trade-in",
          title: "Trade-in: обмен старого на новое",
          html: "<p>Принесите в магазин старый смартфон, планшет или ноутбук и сразу получите скидку на новое устройство — до 3 000 леев.</p><ol><li>Консультант проверит состояние устройства за 10–15 минут.</li><li>Мы назовём сумму trade-in, и она сразу вычитается из цены нового товара.</li><li>Поможем перенести данные и надёжно очистим память старого устройства.</li></ol><p>Принимаем исправные устройства без блокировки аккаунта (iCloud, Google). Сумма зависит от модели, возраста и внешнего состояния.</p>",
        },
        en: {
          slug: "trade-in",
          title: "Trade-in: swap old for new",
          html: "<p>Bring your old smartphone, tablet or laptop to the store and get an instant discount of up to 3,000 MDL on a new device.</p><ol><li>An adviser checks the condition of your device in 10–15 minutes.</li><li>We tell you the trade-in value, which is taken straight off the price of the new product.</li><li>We help you transfer your data and securely wipe the old device.</li></ol><p>We accept working devices without account locks (iCloud, Google). The value depends on the model, age and cosmetic condition.</p>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Telefoane și gadgeturi", "Телефоны и гаджеты", "Phones and gadgets"),
      url: t("/telefoane-gadgeturi", "/telefony-gadzhety", "/phones-gadgets"),
      icon: "phone",
      productCount: 540,
      children: [
        {
          title: t("Smartphone-uri", "Смартфоны", "Smartphones"),
          url: t(
            "/telefoane-gadgeturi/smartphone-uri",
            "/telefony-gadzhety/smartfony",
            "/phones-gadgets/smartphones",
          ),
          productCount: 286,
        },
        {
          title: t("Ceasuri inteligente", "Умные часы", "Smartwatches"),
          url: t(
            "/telefoane-gadgeturi/ceasuri-inteligente",
            "/telefony-gadzhety/umnye-chasy",
            "/phones-gadgets/smartwatches",
          ),
          productCount: 118,
        },
        {
          title: t("Accesorii", "Аксессуары", "Accessories"),
          url: t(
            "/telefoane-gadgeturi/accesorii",
            "/telefony-gadzhety/aksessuary",
            "/phones-gadgets/accessories",
          ),
          productCount: 136,
        },
      ],
    },
    {
      title: t("Laptopuri și tablete", "Ноутбуки и планшеты", "Laptops and tablets"),
      url: t("/laptopuri-tablete", "/noutbuki-planshety", "/laptops-tablets"),
      icon: "laptop",
      productCount: 310,
    },
    {
      title: t("TV și video", "Телевизоры и видео", "TV and video"),
      url: t("/tv-video", "/televizory-video", "/tv-video"),
      icon: "tv",
      productCount: 228,
    },
    {
      title: t("Audio", "Аудио", "Audio"),
      url: t("/audio", "/audio", "/audio"),
      icon: "headphones",
      productCount: 275,
      children: [
        {
          title: t("Căști", "Наушники", "Headphones"),
          url: t("/audio/casti", "/audio/naushniki", "/audio/headphones"),
          productCount: 142,
        },
        {
          title: t("Boxe portabile", "Портативные колонки", "Portable speakers"),
          url: t("/audio/boxe-portabile", "/audio/kolonki", "/audio/speakers"),
          productCount: 89,
        },
        {
          title: t("Soundbar-uri", "Саундбары", "Soundbars"),
          url: t("/audio/soundbar", "/audio/saundbary", "/audio/soundbars"),
          productCount: 44,
        },
      ],
    },
    {
      title: t("Electrocasnice mari", "Крупная бытовая техника", "Large appliances"),
      url: t("/electrocasnice-mari", "/krupnaya-tekhnika", "/large-appliances"),
      icon: "home",
      productCount: 460,
      children: [
        {
          title: t("Frigidere", "Холодильники", "Fridges"),
          url: t(
            "/electrocasnice-mari/frigidere",
            "/krupnaya-tekhnika/kholodilniki",
            "/large-appliances/fridges",
          ),
          productCount: 128,
        },
        {
          title: t("Mașini de spălat rufe", "Стиральные машины", "Washing machines"),
          url: t(
            "/electrocasnice-mari/masini-de-spalat",
            "/krupnaya-tekhnika/stiralnye-mashiny",
            "/large-appliances/washing-machines",
          ),
          productCount: 112,
        },
        {
          title: t("Aragazuri și cuptoare", "Плиты и духовые шкафы", "Cookers and ovens"),
          url: t(
            "/electrocasnice-mari/aragazuri-cuptoare",
            "/krupnaya-tekhnika/plity-dukhovki",
            "/large-appliances/cookers-ovens",
          ),
          productCount: 134,
        },
        {
          title: t("Mașini de spălat vase", "Посудомоечные машины", "Dishwashers"),
          url: t(
            "/electrocasnice-mari/masini-spalat-vase",
            "/krupnaya-tekhnika/posudomoechnye-mashiny",
            "/large-appliances/dishwashers",
          ),
          productCount: 86,
        },
      ],
    },
    {
      title: t("Electrocasnice mici", "Мелкая бытовая техника", "Small appliances"),
      url: t("/electrocasnice-mici", "/melkaya-tekhnika", "/small-appliances"),
      icon: "plug",
      productCount: 520,
      children: [
        {
          title: t("Aspiratoare", "Пылесосы", "Vacuum cleaners"),
          url: t(
            "/electrocasnice-mici/aspiratoare",
            "/melkaya-tekhnika/pylesosy",
            "/small-appliances/vacuum-cleaners",
          ),
          productCount: 124,
        },
        {
          title: t("Espressoare", "Кофемашины", "Coffee machines"),
          url: t(
            "/electrocasnice-mici/espressoare",
            "/melkaya-tekhnika/kofemashiny",
            "/small-appliances/coffee-machines",
          ),
          productCount: 96,
        },
        {
          title: t("Friteuze cu aer cald", "Аэрогрили", "Air fryers"),
          url: t(
            "/electrocasnice-mici/air-fryer",
            "/melkaya-tekhnika/aerogrili",
            "/small-appliances/air-fryers",
          ),
          productCount: 48,
        },
        {
          title: t("Blendere", "Блендеры", "Blenders"),
          url: t("/electrocasnice-mici/blendere", "/melkaya-tekhnika/blendery", "/small-appliances/blenders"),
          productCount: 72,
        },
      ],
    },
    {
      title: t("Climatizare", "Климатическая техника", "Climate control"),
      url: t("/climatizare", "/klimaticheskaya-tekhnika", "/climate-control"),
      icon: "sun",
      productCount: 180,
      children: [
        {
          title: t("Aparate de aer condiționat", "Кондиционеры", "Air conditioners"),
          url: t(
            "/climatizare/aer-conditionat",
            "/klimaticheskaya-tekhnika/konditsionery",
            "/climate-control/air-conditioners",
          ),
          productCount: 96,
        },
        {
          title: t("Încălzitoare", "Обогреватели", "Heaters"),
          url: t(
            "/climatizare/incalzitoare",
            "/klimaticheskaya-tekhnika/obogrevateli",
            "/climate-control/heaters",
          ),
          productCount: 84,
        },
      ],
    },
    {
      title: t("Casă inteligentă", "Умный дом", "Smart home"),
      url: t("/casa-inteligenta", "/umnyy-dom", "/smart-home"),
      icon: "house",
      badge: t("Nou", "Новинка", "New"),
      productCount: 140,
    },
    {
      title: t("Gaming", "Гейминг", "Gaming"),
      url: t("/gaming", "/geyming", "/gaming"),
      icon: "gamepad",
      productCount: 190,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#0F172A", to: "#6366F1", emoji: "🏠" },
      url: t("/casa-inteligenta", "/umnyy-dom", "/smart-home"),
      title: t("Casa inteligentă începe aici", "Умный дом начинается здесь", "Your smart home starts here"),
      description: t(
        "Becuri, prize și senzoare care se înțeleg cu telefonul tău",
        "Лампы, розетки и датчики, которые дружат с вашим смартфоном",
        "Bulbs, plugs and sensors that talk to your phone",
      ),
    },
    {
      showOn: "main",
      art: { from: "#111827", to: "#F59E0B", emoji: "💳" },
      url: t("/page/cumpara-in-credit", "/page/pokupka-v-kredit", "/page/buy-on-credit"),
      title: t("Credit 0% pe 6 luni", "Кредит 0% на 6 месяцев", "0% credit for 6 months"),
      description: t(
        "La produsele marcate „0%” — fără avans și fără comisioane",
        "На товары с меткой «0%» — без первого взноса и комиссий",
        "On products marked “0%” — no deposit, no fees",
      ),
    },
    {
      showOn: "top",
      art: { from: "#1E293B", to: "#22D3EE", emoji: "🔄" },
      url: t("/page/trade-in", "/page/trade-in", "/page/trade-in"),
      title: t(
        "Trade-in: adu vechiul, ia noul",
        "Trade-in: сдай старое — получи новое",
        "Trade-in: bring the old, take the new",
      ),
      description: t(
        "Până la 3 000 lei reducere la un smartphone nou",
        "До 3 000 леев скидки на новый смартфон",
        "Up to 3,000 MDL off a new smartphone",
      ),
    },
  ],
  shops: [
    {
      title: t(
        "Magazin și service PrimeBuy",
        "Магазин и сервис PrimeBuy",
        "PrimeBuy store and service centre",
      ),
      address,
      phones: [PHONE, SERVICE],
      hours: week("09:00-20:00", "10:00-19:00", "10:00-18:00"),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
