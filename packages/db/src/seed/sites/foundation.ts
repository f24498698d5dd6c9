import type { ContentDocuments } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, type MoldovaShopLegal, moldovaShopLegal, noSiteFiles, week } from "./shared.ts";

/** Foundation Beauty: a cosmetics and skincare boutique in central Chișinău with an online shop. */

const t = (ro: string, ru: string, en: string): Localized => ({ ro, ru, en });

const PHONE = "+373 22 271 808";
const MOBILE = "+373 68 271 808";
const EMAIL = "hello@foundation.md";
const MAP = { lat: 47.0238, lng: 28.829, zoom: 16 };

const address = t(
  "str. București 67, Chișinău, MD-2012",
  "ул. Бухарестская, 67, Кишинёв, MD-2012",
  "67 București St., Chișinău MD-2012, Moldova",
);

const workHours = t(
  "Luni–sâmbătă: 10:00–20:00, duminică: 10:00–18:00",
  "Пн–Сб: 10:00–20:00, Вс: 10:00–18:00",
  "Mon–Sat: 10:00–20:00, Sun: 10:00–18:00",
);

const legal: MoldovaShopLegal = {
  company: "Foundation Beauty",
  idno: "1019600012637",
  domain: "foundation.md",
  email: EMAIL,
  phone: PHONE,
  address,
  returns: t(
    "<p>Din motive de igienă, produsele cosmetice și parfumurile desigilate sau folosite nu pot fi returnate, cu excepția celor care au defecte de calitate. Mostrele și cadourile primite gratuit nu se returnează.</p>",
    "<p>По гигиеническим причинам вскрытые или использованные косметические средства и парфюмерия возврату не подлежат, кроме товаров ненадлежащего качества. Бесплатные пробники и подарки не возвращаются.</p>",
    "<p>For hygiene reasons, cosmetics and fragrances that have been opened or used cannot be returned unless they are faulty. Free samples and gifts are not returnable.</p>",
  ),
  extraTerms: t(
    "<h2>Originalitatea și utilizarea produselor</h2><p>Toate produsele sunt achiziționate de la producători sau de la distribuitorii lor oficiali și sunt însoțite de documente de conformitate. Înainte de utilizare citiți compoziția și instrucțiunile, iar dacă aveți pielea sensibilă faceți un test de toleranță pe o zonă mică. Recomandările cosmetologilor noștri nu înlocuiesc consultația unui medic dermatolog.</p>",
    "<h2>Оригинальность и применение</h2><p>Все товары закупаются у производителей или их официальных дистрибьюторов и сопровождаются документами о соответствии. Перед применением прочитайте состав и инструкцию, а при чувствительной коже сделайте тест на небольшом участке. Рекомендации наших косметологов не заменяют консультацию врача-дерматолога.</p>",
    "<h2>Authenticity and use</h2><p>All products are bought from the manufacturers or their official distributors and come with conformity documents. Read the ingredients and instructions before use, and if your skin is sensitive, do a patch test on a small area first. Advice from our cosmetologists does not replace a consultation with a dermatologist.</p>",
  ),
  extraPrivacy: t(
    "<h2>Consultațiile de îngrijire</h2><p>Fotografiile și informațiile despre tipul de piele pe care ni le trimiteți pentru o consultație le folosim doar pentru a vă recomanda produse și le ștergem în cel mult 30 de zile.</p>",
    "<h2>Консультации по уходу</h2><p>Фотографии и сведения о типе кожи, которые вы присылаете для консультации, мы используем только для подбора средств и удаляем не позднее чем через 30 дней.</p>",
    "<h2>Skincare consultations</h2><p>Photos and skin details you send us for a consultation are used only to recommend products and are deleted within 30 days.</p>",
  ),
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Cumpărături",
        links: [
          { title: "Livrare și plată", url: "/delivery" },
          { title: "Consultație gratuită", url: "/page/consultatie-gratuita" },
          { title: "Cardul de fidelitate", url: "/page/card-de-fidelitate" },
          { title: "Garanția originalității", url: "/page/produse-originale" },
        ],
      },
      {
        title: "Foundation Beauty",
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
      "Foundation Beauty — cosmetice și îngrijire a pielii de la branduri verificate, cu sfaturi de la cosmetologi și livrare în toată Moldova.",
    copyright: "© 2025 Foundation Beauty SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ro", legal),
  delivery_page: {
    title: "Livrare și plată",
    html: "<p>Comenzile confirmate până la ora 15:00 le expediem în aceeași zi. Ambalăm fiecare comandă cu grijă și adăugăm mostre gratuite potrivite tipului dumneavoastră de piele.</p><p>Plata se face în numerar sau cu cardul la primire ori online, pe site.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Curier în Chișinău",
        html: "<p><strong>Standard — 45 lei</strong>, în ziua următoare; gratuit pentru comenzile de la 600 lei.</p><p><strong>Expres — 80 lei</strong>, în 3 ore, zilnic între 10:00 și 20:00.</p>",
      },
      {
        id: "regions",
        title: "Regiunile Moldovei",
        html: "<p>Expediem în toată țara prin curier. Livrarea standard costă 60 lei și durează 1–2 zile lucrătoare; este gratuită pentru comenzile de la 1000 lei. Livrarea expres — 120 lei, a doua zi până la ora 12:00.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Ridicați coletul din cel mai apropiat oficiu sau terminal Nova Post. Livrarea durează 1–2 zile lucrătoare, iar când coletul ajunge primiți un SMS cu codul de ridicare.</p>",
      },
      {
        id: "pickup",
        title: "Ridicare din boutique",
        html: "<p>Gratuit, din boutique-ul de pe str. București 67, la 2 ore după confirmarea comenzii. Comanda vă așteaptă 5 zile, iar la ridicare puteți testa produsele.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre Foundation Beauty",
    html: "<p>Foundation Beauty a pornit în 2016 de la o idee simplă: să aducem în Chișinău cosmetica pe care o iubim, la prețuri corecte și cu sfaturi sincere. Astăzi avem un boutique în centrul orașului și un magazin online cu peste 2 000 de produse de la 120 de branduri.</p><p>Alegem dermatocosmetica, cosmetica coreeană și brandurile de machiaj după compoziție, nu după reclamă. Fiecare produs nou este testat de echipa noastră înainte să ajungă pe raft.</p><p>Cosmetologii noștri vă ajută gratuit să vă alcătuiți rutina de îngrijire — în boutique sau online.</p>",
    image: null,
    facts: [
      { value: "120+", label: "branduri" },
      { value: "2 000+", label: "produse" },
      { value: "9", label: "ani de frumusețe" },
      { value: "45 000", label: "clienți cu card de fidelitate" },
    ],
  },
  main_page_settings: {
    seo_title: "Foundation Beauty — cosmetice și îngrijirea pielii în Chișinău",
    seo_description:
      "Dermatocosmetică, cosmetică coreeană, machiaj și parfumuri originale. Consultație gratuită cu cosmetologul și livrare în toată Moldova.",
    heading: "Îngrijire care chiar funcționează",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacte",
    html: "<p>Boutique-ul Foundation Beauty se află în centrul Chișinăului, pe str. București 67. Treceți pe la noi pentru testere, o consultație sau doar o cafea și o discuție despre îngrijire.</p>",
    address: address.ro ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
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
          { title: "Доставка и оплата", url: "/delivery" },
          { title: "Бесплатная консультация", url: "/page/besplatnaya-konsultatsiya" },
          { title: "Карта лояльности", url: "/page/karta-loyalnosti" },
          { title: "Гарантия оригинальности", url: "/page/originalnaya-produktsiya" },
        ],
      },
      {
        title: "Foundation Beauty",
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
      "Foundation Beauty — косметика и уход за кожей от проверенных брендов, советы косметологов и доставка по всей Молдове.",
    copyright: "© 2025 Foundation Beauty SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ru", legal),
  delivery_page: {
    title: "Доставка и оплата",
    html: "<p>Заказы, подтверждённые до 15:00, отправляем в тот же день. Каждый заказ аккуратно упаковываем и бесплатно добавляем пробники, подходящие вашему типу кожи.</p><p>Оплата наличными или картой при получении либо онлайн на сайте.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Курьер по Кишинёву",
        html: "<p><strong>Стандартная — 45 леев</strong>, на следующий день; бесплатно при заказе от 600 леев.</p><p><strong>Экспресс — 80 леев</strong>, за 3 часа, ежедневно с 10:00 до 20:00.</p>",
      },
      {
        id: "regions",
        title: "Регионы Молдовы",
        html: "<p>Отправляем по всей стране курьером. Стандартная доставка стоит 60 леев и занимает 1–2 рабочих дня; при заказе от 1000 леев — бесплатно. Экспресс — 120 леев, на следующий день до 12:00.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Заберите посылку в ближайшем отделении или почтомате Nova Post. Доставка занимает 1–2 рабочих дня, а когда посылка прибудет, вы получите SMS с кодом для получения.</p>",
      },
      {
        id: "pickup",
        title: "Самовывоз из бутика",
        html: "<p>Бесплатно, из бутика на ул. Бухарестской, 67, через 2 часа после подтверждения заказа. Заказ ждёт вас 5 дней, а при получении можно протестировать средства.</p>",
      },
    ],
  },
  about_us_page: {
    title: "О Foundation Beauty",
    html: "<p>Foundation Beauty появился в 2016 году из простой идеи — привезти в Кишинёв косметику, которую мы любим, по честным ценам и с искренними советами. Сегодня у нас бутик в центре города и интернет-магазин, где более 2 000 товаров от 120 брендов.</p><p>Дерматокосметику, корейский уход и декоративную косметику мы выбираем по составу, а не по рекламе. Каждую новинку команда тестирует сама, прежде чем поставить её на полку.</p><p>Наши косметологи бесплатно помогут составить уход — в бутике или онлайн.</p>",
    image: null,
    facts: [
      { value: "120+", label: "брендов" },
      { value: "2 000+", label: "товаров" },
      { value: "9", label: "лет в бьюти-индустрии" },
      { value: "45 000", label: "клиентов с картой лояльности" },
    ],
  },
  main_page_settings: {
    seo_title: "Foundation Beauty — косметика и уход за кожей в Кишинёве",
    seo_description:
      "Оригинальная дерматокосметика, корейская косметика, макияж и парфюмерия. Бесплатная консультация косметолога и доставка по всей Молдове.",
    heading: "Уход, который действительно работает",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакты",
    html: "<p>Бутик Foundation Beauty находится в центре Кишинёва, на ул. Бухарестской, 67. Заходите протестировать новинки, получить консультацию или просто выпить кофе и поговорить об уходе.</p>",
    address: address.ru ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.ru ?? "",
    map: MAP,
  },
};

const en: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Shopping",
        links: [
          { title: "Delivery and payment", url: "/delivery" },
          { title: "Free consultation", url: "/page/free-consultation" },
          { title: "Loyalty card", url: "/page/loyalty-card" },
          { title: "Authenticity guarantee", url: "/page/authentic-products" },
        ],
      },
      {
        title: "Foundation Beauty",
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
      "Foundation Beauty offers cosmetics and skincare from trusted brands, advice from cosmetologists and delivery all over Moldova.",
    copyright: "© 2025 Foundation Beauty SRL. All rights reserved.",
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("en", legal),
  delivery_page: {
    title: "Delivery and payment",
    html: "<p>Orders confirmed by 15:00 ship the same day. We pack every order with care and add free samples that suit your skin type.</p><p>Pay in cash or by card on delivery, or online on the website.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Courier in Chișinău",
        html: "<p><strong>Standard — 45 MDL</strong>, next day; free on orders of 600 MDL or more.</p><p><strong>Express — 80 MDL</strong>, within 3 hours, every day from 10:00 to 20:00.</p>",
      },
      {
        id: "regions",
        title: "Regions of Moldova",
        html: "<p>We ship nationwide by courier. Standard delivery costs 60 MDL and takes 1–2 working days; it is free on orders of 1000 MDL or more. Express costs 120 MDL and arrives the next day before noon.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Collect your parcel from the nearest Nova Post branch or parcel locker. Delivery takes 1–2 working days, and you receive a text with a pickup code when the parcel arrives.</p>",
      },
      {
        id: "pickup",
        title: "Boutique pickup",
        html: "<p>Free from our boutique at 67 București St., 2 hours after the order is confirmed. We hold your order for 5 days, and you can try the products when you collect it.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About Foundation Beauty",
    html: "<p>Foundation Beauty started in 2016 with a simple idea: to bring the cosmetics we love to Chișinău at fair prices and with honest advice. Today we have a boutique in the city centre and an online shop with more than 2,000 products from 120 brands.</p><p>We choose dermocosmetics, Korean skincare and make-up brands by their ingredients, not their advertising. Our team tries every new product before it reaches the shelf.</p><p>Our cosmetologists will help you build your skincare routine free of charge — in the boutique or online.</p>",
    image: null,
    facts: [
      { value: "120+", label: "brands" },
      { value: "2,000+", label: "products" },
      { value: "9", label: "years in beauty" },
      { value: "45,000", label: "loyalty card holders" },
    ],
  },
  main_page_settings: {
    seo_title: "Foundation Beauty — cosmetics and skincare in Chișinău",
    seo_description:
      "Authentic dermocosmetics, Korean skincare, make-up and fragrances. Free consultation with a cosmetologist and delivery all over Moldova.",
    heading: "Skincare that really works",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacts",
    html: "<p>The Foundation Beauty boutique is in central Chișinău at 67 București St. Drop in to try testers, get a consultation or just have a coffee and a chat about skincare.</p>",
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const foundationSite: SiteSeed = {
  code: "foundation",
  name: "Foundation Beauty",
  languages: ["ro", "ru", "en"],
  mainLanguage: "ro",
  currency: "MDL",
  settings: {
    project: "Foundation Beauty",
    project_currency: "MDL",
    langs: ["ro", "ru", "en"],
    mainUiInterface: {
      mainNavigationType: "underline",
      topNavigationType: "centered",
      mainLang: "ro",
      promotions_main_page_view_type: "view_1",
      // View types (decision 0042): this shop shows some of the non-default variants.
      footer_view_type: "compact",
    },
    phones: { main: PHONE, support: MOBILE },
    main_email: EMAIL,
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/foundationbeauty.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/foundation.beauty.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37368271808", title: "Viber" },
      { type: "telegram", url: "https://t.me/foundationbeauty", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 45, regional_price: 60, free_delivery: 600 },
      { type: "express", price: 80, regional_price: 120, free_delivery: null },
    ],
    free_delivery_region: 1000,
    text_delivery_info: "Livrare gratuită în Chișinău pentru comenzile de la 600 lei",
    default_sorting: false,
    has_product_of_the_day: true,
    discount_card_settings: { enabled: true },
    // The guest cart stays in the shopper's browser (a cookie), priced by the API on each read.
    cart_settings: { mode: "local" },
    additional_settings: {
      enable_product_reviews: true,
      is_user_cabinet: true,
    },
  },
  content: contentByLang({ ro, ru, en }),
  pages: [
    {
      key: "consultation",
      byLang: {
        ro: {
          slug: "consultatie-gratuita",
          title: "Consultație gratuită cu cosmetologul",
          seoDescription:
            "Alegem împreună rutina de îngrijire potrivită pielii dumneavoastră — în boutique sau online.",
          html: "<p>Nu știți ce ser să alegeți sau cum să combinați acizii cu retinolul? Cosmetologii noștri vă ajută gratuit, în boutique sau online.</p><ul><li><strong>În boutique</strong> — analiza pielii cu un aparat de diagnostic și alegerea rutinei de îngrijire, 30 de minute, cu programare.</li><li><strong>Online</strong> — trimiteți-ne pe Instagram sau Telegram o fotografie făcută la lumină naturală și descrieți ce vă deranjează; răspundem în 24 de ore.</li></ul><p>Consultația nu vă obligă să cumpărați nimic. Dacă aveți afecțiuni ale pielii, vă recomandăm să consultați și un medic dermatolog.</p>",
        },
        ru: {
          slug: "besplatnaya-konsultatsiya",
          title: "Бесплатная консультация косметолога",
          seoDescription: "Подберём уход, подходящий именно вашей коже, — в бутике или онлайн.",
          html: "<p>Не знаете, какую сыворотку выбрать или как сочетать кислоты с ретинолом? Наши косметологи помогут бесплатно — в бутике или онлайн.</p><ul><li><strong>В бутике</strong> — диагностика кожи на аппарате и подбор ухода, 30 минут, по предварительной записи.</li><li><strong>Онлайн</strong> — пришлите нам в Instagram или Telegram фото при дневном свете и опишите, что вас беспокоит; ответим в течение 24 часов.</li></ul><p>Консультация ни к чему вас не обязывает. При заболеваниях кожи рекомендуем также обратиться к врачу-дерматологу.</p>",
        },
        en: {
          slug: "free-consultation",
          title: "Free consultation with a cosmetologist",
          seoDescription:
            "Let’s find the right skincare routine for your skin together — in the boutique or online.",
          html: "<p>Not sure which serum to choose or how to combine acids with retinol? Our cosmetologists will help you free of charge, in the boutique or online.</p><ul><li><strong>In the boutique</strong> — a skin analysis with a diagnostic device and a tailored routine, 30 minutes, by appointment.</li><li><strong>Online</strong> — send us a photo taken in daylight on Instagram or Telegram and tell us what bothers you; we reply within 24 hours.</li></ul><p>There is no obligation to buy anything. If you have a skin condition, we also recommend seeing a dermatologist.</p>",
        },
      },
    },
    {
      key: "loyalty",
      byLang: {
        ro: {
          slug: "card-de-fidelitate",
          title: "Cardul de fidelitate Foundation",
          html: "<p>Cu fiecare cumpărătură acumulați puncte: 1 punct pentru fiecare 10 lei cheltuiți. Un punct valorează 1 leu și poate acoperi până la 30% din valoarea unei comenzi.</p><ul><li><strong>Silver</strong> — de la prima cumpărătură, cu 5% reducere de ziua dumneavoastră.</li><li><strong>Gold</strong> — după cumpărături de 5 000 lei, cu puncte duble în luna nașterii.</li><li><strong>Platinum</strong> — după 15 000 lei, cu livrare gratuită fără prag minim și acces la vânzările private.</li></ul><p>Cardul se activează automat când vă creați contul pe site, iar soldul punctelor îl vedeți în cabinetul personal.</p>",
        },
        ru: {
          slug: "karta-loyalnosti",
          title: "Карта лояльности Foundation",
          html: "<p>С каждой покупки вы получаете баллы: 1 балл за каждые 10 потраченных леев. Один балл равен 1 лею и может покрыть до 30% стоимости заказа.</p><ul><li><strong>Silver</strong> — с первой покупки, скидка 5% в день рождения.</li><li><strong>Gold</strong> — после покупок на 5 000 леев, двойные баллы в месяц рождения.</li><li><strong>Platinum</strong> — после 15 000 леев, бесплатная доставка без минимальной суммы и доступ к закрытым распродажам.</li></ul><p>Карта активируется автоматически при регистрации на сайте, а баланс баллов отображается в личном кабинете.</p>",
        },
        en: {
          slug: "loyalty-card",
          title: "Foundation loyalty card",
          html: "<p>Every purchase earns points: 1 point for every 10 MDL spent. One point is worth 1 MDL and can cover up to 30% of an order.</p><ul><li><strong>Silver</strong> — from your first purchase, with 5% off on your birthday.</li><li><strong>Gold</strong> — after 5,000 MDL of purchases, with double points in your birthday month.</li><li><strong>Platinum</strong> — after 15,000 MDL, with free delivery on any order and access to private sales.</li></ul><p>The card is activated automatically when you create an account on the website, and your points balance is shown in your personal account.</p>",
        },
      },
    },
    {
      key: "authenticity",
      byLang: {
        ro: {
          slug: "produse-originale",
          title: "Garanția originalității",
          html: "<p>Vindem doar cosmetice originale, cumpărate direct de la branduri sau de la distribuitorii lor oficiali din Moldova și din Uniunea Europeană.</p><ul><li>Fiecare lot vine cu certificate de conformitate și documente de import.</li><li>Păstrăm produsele într-un depozit climatizat, la temperatura recomandată de producători.</li><li>Pe ambalaj găsiți eticheta în limba română cu datele importatorului.</li></ul><p>Dacă aveți îndoieli privind autenticitatea unui produs, scrieți-ne — vă arătăm documentele lotului.</p>",
        },
        ru: {
          slug: "originalnaya-produktsiya",
          title: "Гарантия оригинальности",
          html: "<p>Мы продаём только оригинальную косметику, закупленную напрямую у брендов или их официальных дистрибьюторов в Молдове и Европейском союзе.</p><ul><li>Каждая партия сопровождается сертификатами соответствия и документами об импорте.</li><li>Товары хранятся на складе с климат-контролем при температуре, рекомендованной производителями.</li><li>На упаковке есть этикетка на румынском языке с данными импортёра.</li></ul><p>Если сомневаетесь в подлинности товара, напишите нам — покажем документы на партию.</p>",
        },
        en: {
          slug: "authentic-products",
          title: "Authenticity guarantee",
          html: "<p>We sell only genuine cosmetics, bought directly from the brands or their official distributors in Moldova and the European Union.</p><ul><li>Every batch comes with conformity certificates and import documents.</li><li>Products are stored in a climate-controlled warehouse at the temperature recommended by the manufacturers.</li><li>Each package carries a Romanian-language label with the importer’s details.</li></ul><p>If you have any doubts about a product’s authenticity, write to us and we will show you the batch documents.</p>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Îngrijirea feței", "Уход за лицом", "Face care"),
      url: t("/ingrijirea-fetei", "/ukhod-za-litsom", "/face-care"),
      icon: "sparkles",
      productCount: 540,
      children: [
        {
          title: t("Curățare și demachiere", "Очищение и демакияж", "Cleansers and make-up removers"),
          url: t("/ingrijirea-fetei/curatare", "/ukhod-za-litsom/ochishchenie", "/face-care/cleansers"),
          productCount: 96,
        },
        {
          title: t("Seruri", "Сыворотки", "Serums"),
          url: t("/ingrijirea-fetei/seruri", "/ukhod-za-litsom/syvorotki", "/face-care/serums"),
          productCount: 128,
        },
        {
          title: t("Creme hidratante", "Увлажняющие кремы", "Moisturisers"),
          url: t(
            "/ingrijirea-fetei/creme-hidratante",
            "/ukhod-za-litsom/uvlazhnyayushchie-kremy",
            "/face-care/moisturisers",
          ),
          productCount: 174,
        },
        {
          title: t("Măști", "Маски", "Face masks"),
          url: t("/ingrijirea-fetei/masti", "/ukhod-za-litsom/maski", "/face-care/masks"),
          productCount: 82,
        },
      ],
    },
    {
      title: t("Protecție solară", "Солнцезащитные средства", "Sun care"),
      url: t("/protectie-solara", "/solntsezashchitnye-sredstva", "/sun-care"),
      icon: "sun",
      productCount: 64,
    },
    {
      title: t("Machiaj", "Макияж", "Make-up"),
      url: t("/machiaj", "/makiyazh", "/makeup"),
      icon: "eye",
      productCount: 620,
      children: [
        {
          title: t("Ten", "Тон", "Face"),
          url: t("/machiaj/ten", "/makiyazh/ton", "/makeup/face"),
          productCount: 210,
        },
        {
          title: t("Ochi", "Глаза", "Eyes"),
          url: t("/machiaj/ochi", "/makiyazh/glaza", "/makeup/eyes"),
          productCount: 236,
        },
        {
          title: t("Buze", "Губы", "Lips"),
          url: t("/machiaj/buze", "/makiyazh/guby", "/makeup/lips"),
          productCount: 174,
        },
      ],
    },
    {
      title: t("Îngrijirea corpului", "Уход за телом", "Body care"),
      url: t("/ingrijirea-corpului", "/ukhod-za-telom", "/body-care"),
      icon: "leaf",
      productCount: 310,
    },
    {
      title: t("Îngrijirea părului", "Уход за волосами", "Hair care"),
      url: t("/ingrijirea-parului", "/ukhod-za-volosami", "/hair-care"),
      icon: "flower",
      productCount: 276,
      children: [
        {
          title: t("Șampoane", "Шампуни", "Shampoos"),
          url: t("/ingrijirea-parului/sampoane", "/ukhod-za-volosami/shampuni", "/hair-care/shampoos"),
          productCount: 98,
        },
        {
          title: t("Balsamuri și măști", "Бальзамы и маски", "Conditioners and masks"),
          url: t(
            "/ingrijirea-parului/balsamuri-masti",
            "/ukhod-za-volosami/balzamy-maski",
            "/hair-care/conditioners-masks",
          ),
          productCount: 112,
        },
        {
          title: t("Styling", "Укладка", "Styling"),
          url: t("/ingrijirea-parului/styling", "/ukhod-za-volosami/ukladka", "/hair-care/styling"),
          productCount: 66,
        },
      ],
    },
    {
      title: t("Cosmetică coreeană", "Корейская косметика", "K-beauty"),
      url: t("/cosmetica-coreeana", "/koreyskaya-kosmetika", "/k-beauty"),
      icon: "heart",
      badge: t("Hit", "Хит", "Bestseller"),
      productCount: 198,
    },
    {
      title: t("Parfumerie", "Парфюмерия", "Fragrances"),
      url: t("/parfumerie", "/parfyumeriya", "/fragrances"),
      icon: "star",
      productCount: 145,
    },
    {
      title: t("Seturi cadou", "Подарочные наборы", "Gift sets"),
      url: t("/seturi-cadou", "/podarochnye-nabory", "/gift-sets"),
      icon: "tag",
      badge: t("Nou", "Новинки", "New"),
      productCount: 58,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#C77D8E", to: "#F6D6DC", emoji: "✨" },
      url: t("/ingrijirea-fetei/seruri", "/ukhod-za-litsom/syvorotki", "/face-care/serums"),
      title: t(
        "Rutina perfectă începe cu un ser",
        "Идеальный уход начинается с сыворотки",
        "Great skin starts with a serum",
      ),
      description: t(
        "Vitamina C, niacinamidă și acid hialuronic — −20% toată luna",
        "Витамин C, ниацинамид и гиалуроновая кислота — −20% весь месяц",
        "Vitamin C, niacinamide and hyaluronic acid — 20% off all month",
      ),
    },
    {
      showOn: "main",
      art: { from: "#E8A0BF", to: "#FBE4EC", emoji: "🌸" },
      url: t("/cosmetica-coreeana", "/koreyskaya-kosmetika", "/k-beauty"),
      title: t("Cosmetică coreeană în 10 pași", "Корейский уход в 10 шагов", "The 10-step K-beauty routine"),
      description: t(
        "Peste 190 de produse de la branduri din Seul",
        "Более 190 средств от брендов из Сеула",
        "Over 190 products from Seoul brands",
      ),
    },
    {
      showOn: "top",
      art: { from: "#5E4B56", to: "#B9A3AE", emoji: "💬" },
      url: t("/page/consultatie-gratuita", "/page/besplatnaya-konsultatsiya", "/page/free-consultation"),
      title: t(
        "Consultație gratuită cu cosmetologul",
        "Бесплатная консультация косметолога",
        "Free consultation with a cosmetologist",
      ),
      description: t(
        "În boutique sau online — alegem împreună îngrijirea potrivită",
        "В бутике или онлайн — подберём подходящий уход",
        "In the boutique or online — we’ll find the right routine together",
      ),
    },
  ],
  shops: [
    {
      title: t("Boutique Foundation Beauty", "Бутик Foundation Beauty", "Foundation Beauty boutique"),
      address,
      phones: [PHONE, MOBILE],
      hours: week("10:00-20:00", "10:00-20:00", "10:00-18:00"),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
