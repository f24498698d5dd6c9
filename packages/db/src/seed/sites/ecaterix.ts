import type { ContentDocuments } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, type MoldovaShopLegal, moldovaShopLegal, noSiteFiles, week } from "./shared.ts";

/** Ecaterix: healthy meal-plan delivery and event catering from a kitchen in Chișinău. Main language Russian. */

const t = (ro: string, ru: string, en: string): Localized => ({ ro, ru, en });

const PHONE = "+373 22 311 522";
const MOBILE = "+373 69 311 522";
const EMAIL = "order@ecaterix.md";
const MAP = { lat: 47.0335, lng: 28.836, zoom: 16 };

const address = t(
  "str. Albișoara 42, Chișinău, MD-2005",
  "ул. Албишоара, 42, Кишинёв, MD-2005",
  "42 Albișoara St., Chișinău MD-2005, Moldova",
);

const workHours = t(
  "Ridicare: luni–vineri 08:00–20:00, sâmbătă 09:00–18:00, duminică 09:00–15:00. Livrarea rațiilor: zilnic 06:00–10:00.",
  "Самовывоз: Пн–Пт 08:00–20:00, Сб 09:00–18:00, Вс 09:00–15:00. Доставка рационов: ежедневно 06:00–10:00.",
  "Pickup: Mon–Fri 8:00–20:00, Sat 9:00–18:00, Sun 9:00–15:00. Meal delivery: daily 6:00–10:00.",
);

const legal: MoldovaShopLegal = {
  company: "Ecaterix Food",
  idno: "1017600031284",
  domain: "ecaterix.md",
  email: EMAIL,
  phone: PHONE,
  address,
  returns: t(
    "<p>Produsele alimentare perisabile, inclusiv rațiile zilnice și meniurile de catering, nu pot fi returnate după livrare, cu excepția cazurilor în care au defecte de calitate. Programul de alimentație poate fi pus pe pauză sau anulat cu cel puțin 24 de ore înainte de următoarea livrare; costul zilelor neutilizate se restituie sau se reportează, la alegerea dumneavoastră.</p>",
    "<p>Скоропортящиеся продукты питания, в том числе дневные рационы и кейтеринговые меню, возврату после доставки не подлежат, за исключением случаев ненадлежащего качества. Программу питания можно поставить на паузу или отменить не позднее чем за 24 часа до следующей доставки; стоимость неиспользованных дней возвращается или переносится — на ваш выбор.</p>",
    "<p>Perishable food, including daily meal plans and catering menus, cannot be returned after delivery unless it is of inadequate quality. You can pause or cancel a meal plan at least 24 hours before the next delivery; unused days are refunded or carried over, whichever you prefer.</p>",
  ),
  extraTerms: t(
    "<h2>Alergeni și păstrarea alimentelor</h2><p>Pentru fiecare fel de mâncare indicăm valoarea energetică, proteinele, grăsimile, glucidele și alergenii principali. Bucătăria noastră lucrează cu gluten, lapte, ouă, nuci, pește și susan, de aceea nu putem garanta lipsa totală a urmelor acestora. Păstrați mâncarea la frigider, la +2…+6 °C, și consumați-o în ziua livrării.</p><h2>Catering</h2><p>Comenzile de catering se confirmă printr-o ofertă scrisă și un avans de 30%. La anularea cu mai puțin de 48 de ore înainte de eveniment avansul nu se restituie, deoarece produsele sunt deja achiziționate.</p>",
    "<h2>Аллергены и хранение</h2><p>Для каждого блюда мы указываем калорийность, белки, жиры, углеводы и основные аллергены. На нашей кухне используются глютен, молоко, яйца, орехи, рыба и кунжут, поэтому мы не можем гарантировать полное отсутствие их следов. Храните еду в холодильнике при +2…+6 °C и съедайте в день доставки.</p><h2>Кейтеринг</h2><p>Заказы на кейтеринг подтверждаются письменным предложением и предоплатой 30%. При отмене менее чем за 48 часов до мероприятия предоплата не возвращается, так как продукты уже закуплены.</p>",
    "<h2>Allergens and storage</h2><p>For every dish we list calories, protein, fat, carbohydrates and the main allergens. Our kitchen handles gluten, milk, eggs, nuts, fish and sesame, so we cannot guarantee the complete absence of traces. Keep the food refrigerated at +2…+6 °C and eat it on the day of delivery.</p><h2>Catering</h2><p>Catering orders are confirmed by a written quote and a 30% deposit. If an event is cancelled less than 48 hours in advance the deposit is not refunded, as the ingredients have already been bought.</p>",
  ),
  extraPrivacy: t(
    "<h2>Preferințe alimentare</h2><p>Dacă ne comunicați alergii, restricții alimentare sau obiective privind greutatea, le folosim doar pentru a vă adapta meniul. Aceste informații pot ține de sănătate, de aceea le prelucrăm numai cu acordul dumneavoastră explicit și le ștergem la cerere.</p>",
    "<h2>Пищевые предпочтения</h2><p>Если вы сообщаете нам об аллергиях, ограничениях в питании или целях по весу, мы используем эти сведения только для подбора меню. Такие данные могут касаться здоровья, поэтому мы обрабатываем их лишь с вашего явного согласия и удаляем по запросу.</p>",
    "<h2>Dietary preferences</h2><p>If you tell us about allergies, dietary restrictions or weight goals, we use this information only to tailor your menu. Because it may concern your health, we process it only with your explicit consent and delete it on request.</p>",
  ),
};

const ru: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Клиентам",
        links: [
          { title: "Доставка", url: "/delivery" },
          { title: "Как это работает", url: "/page/kak-eto-rabotaet" },
          { title: "Аллергены и состав", url: "/page/allergeny-i-sostav" },
          { title: "Вопросы и ответы", url: "/page/voprosy-i-otvety" },
        ],
      },
      {
        title: "Ecaterix",
        links: [
          { title: "О нас", url: "/about" },
          { title: "Статьи", url: "/articles" },
          { title: "Акции", url: "/special-offers" },
          { title: "Контакты", url: "/contacts" },
        ],
      },
      {
        title: "Документы",
        links: [
          { title: "Условия использования", url: "/terms" },
          { title: "Политика конфиденциальности", url: "/policy" },
          { title: "Политика cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "Ecaterix — здоровое питание с доставкой по Кишинёву: готовые рационы на каждый день, бизнес-ланчи и кейтеринг для мероприятий.",
    copyright: "© 2025 Ecaterix Food SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ru", legal),
  delivery_page: {
    title: "Доставка",
    html: "<p>Рационы мы готовим ночью и привозим утром в термосумках с охлаждением — еда остаётся свежей до конца дня. Заказы на следующий день принимаем до 14:00.</p><p>Оплата наличными или картой курьеру либо онлайн на сайте. Доставка по Кишинёву бесплатна при заказе от 600 леев.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Кишинёв",
        html: "<p><strong>Утренняя доставка рационов</strong> — ежедневно с 06:00 до 10:00. Накануне вечером курьер пришлёт SMS с точным получасовым интервалом. Стоимость — 40 леев, при заказе от 600 леев бесплатно.</p><p><strong>Экспресс-доставка</strong> блюд из меню в течение 2 часов — 90 леев, с 10:00 до 20:00. Доставляем по всему муниципию, включая Дурлешты, Ставчены, Кодру и Ватру.</p>",
      },
      {
        id: "nearby",
        title: "Ближайшие города",
        html: "<p>Привозим рационы в Яловены, Страшены, Криуляны и Анений Ной до 09:00. Стоимость доставки — 80 леев, при заказе от 1500 леев бесплатно. Экспресс-доставка в эти города — 140 леев.</p>",
      },
      {
        id: "pickup",
        title: "Самовывоз",
        html: "<p>Заберите заказ на нашей кухне на ул. Албишоара, 42: в будни с 08:00 до 20:00, в субботу с 09:00 до 18:00, в воскресенье с 09:00 до 15:00. Самовывоз бесплатный.</p>",
      },
      {
        id: "catering",
        title: "Кейтеринг",
        html: "<p>Доставка, сервировка и работа официантов на фуршетах и кофе-брейках рассчитываются индивидуально — в зависимости от количества гостей и площадки. Оставьте заявку минимум за 48 часов, и менеджер свяжется с вами в течение часа.</p>",
      },
    ],
  },
  about_us_page: {
    title: "О Ecaterix",
    html: "<p>Ecaterix — кухня здорового питания в Кишинёве. С 2017 года мы готовим сбалансированные рационы на день, неделю или месяц, чтобы вам не приходилось думать о покупках, готовке и подсчёте калорий.</p><p>Меню составляет наш диетолог, а шеф-повар каждую неделю обновляет блюда. Мы работаем с местными сезонными продуктами, готовим без сахара, майонеза и фритюра и указываем КБЖУ для каждого блюда.</p><p>Кроме программ питания, мы кормим офисы и обслуживаем мероприятия — от кофе-брейка на 20 человек до фуршета на 300 гостей.</p>",
    image: null,
    facts: [
      { value: "8", label: "лет готовим для Кишинёва" },
      { value: "1 200+", label: "рационов в день" },
      { value: "40+", label: "блюд в меню каждую неделю" },
      { value: "4", label: "программы от 1200 до 2500 ккал" },
    ],
  },
  main_page_settings: {
    seo_title: "Ecaterix — доставка здорового питания и кейтеринг в Кишинёве",
    seo_description:
      "Готовые рационы на 1200–2500 ккал с утренней доставкой, бизнес-ланчи и кейтеринг для мероприятий. Свежая еда без сахара и фритюра.",
    heading: "Правильное питание без готовки",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакты",
    html: "<p>Кухня и пункт самовывоза находятся на ул. Албишоара, 42. Заказы принимаем по телефону, в Viber и Telegram, заявки на кейтеринг — также по электронной почте.</p>",
    address: address.ru ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.ru ?? "",
    map: MAP,
  },
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Clienți",
        links: [
          { title: "Livrare", url: "/delivery" },
          { title: "Cum funcționează", url: "/page/cum-functioneaza" },
          { title: "Alergeni și compoziție", url: "/page/alergeni-si-compozitie" },
          { title: "Întrebări frecvente", url: "/page/intrebari-frecvente" },
        ],
      },
      {
        title: "Ecaterix",
        links: [
          { title: "Despre noi", url: "/about" },
          { title: "Articole", url: "/articles" },
          { title: "Oferte speciale", url: "/special-offers" },
          { title: "Contacte", url: "/contacts" },
        ],
      },
      {
        title: "Documente",
        links: [
          { title: "Termeni și condiții", url: "/terms" },
          { title: "Politica de confidențialitate", url: "/policy" },
          { title: "Politica cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "Ecaterix — mâncare sănătoasă cu livrare în Chișinău: rații gata pentru fiecare zi, prânzuri de birou și catering pentru evenimente.",
    copyright: "© 2025 Ecaterix Food SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ro", legal),
  delivery_page: {
    title: "Livrare",
    html: "<p>Pregătim rațiile noaptea și le livrăm dimineața, în genți termoizolante cu răcire, astfel încât mâncarea rămâne proaspătă toată ziua. Comenzile pentru ziua următoare le primim până la ora 14:00.</p><p>Plata se face în numerar sau cu cardul curierului ori online, pe site. Livrarea în Chișinău este gratuită pentru comenzile de la 600 lei.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Chișinău",
        html: "<p><strong>Livrarea de dimineață a rațiilor</strong> — zilnic, între 06:00 și 10:00. Cu o seară înainte, curierul vă trimite un SMS cu intervalul exact de 30 de minute. Costul este de 40 lei, gratuit pentru comenzile de la 600 lei.</p><p><strong>Livrarea expres</strong> a preparatelor din meniu în 2 ore — 90 lei, între 10:00 și 20:00. Livrăm în tot municipiul, inclusiv la Durlești, Stăuceni, Codru și Vatra.</p>",
      },
      {
        id: "nearby",
        title: "Orașe din apropiere",
        html: "<p>Aducem rațiile la Ialoveni, Strășeni, Criuleni și Anenii Noi până la ora 09:00. Livrarea costă 80 lei și este gratuită pentru comenzile de la 1500 lei. Livrarea expres în aceste orașe costă 140 lei.</p>",
      },
      {
        id: "pickup",
        title: "Ridicare personală",
        html: "<p>Ridicați comanda de la bucătăria noastră de pe str. Albișoara 42: în zilele lucrătoare între 08:00 și 20:00, sâmbăta între 09:00 și 18:00, duminica între 09:00 și 15:00. Ridicarea este gratuită.</p>",
      },
      {
        id: "catering",
        title: "Catering",
        html: "<p>Livrarea, aranjarea mesei și serviciul ospătarilor la bufete și coffee break-uri se calculează individual, în funcție de numărul de invitați și de locație. Trimiteți solicitarea cu cel puțin 48 de ore înainte, iar managerul vă contactează în decurs de o oră.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre Ecaterix",
    html: "<p>Ecaterix este o bucătărie de alimentație sănătoasă din Chișinău. Din 2017 pregătim rații echilibrate pentru o zi, o săptămână sau o lună, ca să nu vă mai gândiți la cumpărături, gătit și numărat calorii.</p><p>Meniul este alcătuit de nutriționistul nostru, iar bucătarul-șef înnoiește preparatele în fiecare săptămână. Lucrăm cu produse locale de sezon, gătim fără zahăr, maioneză și prăjeli și indicăm valorile nutriționale pentru fiecare fel de mâncare.</p><p>Pe lângă programele de alimentație, hrănim birouri și deservim evenimente — de la un coffee break pentru 20 de persoane la un bufet pentru 300 de invitați.</p>",
    image: null,
    facts: [
      { value: "8", label: "ani gătim pentru Chișinău" },
      { value: "1 200+", label: "rații pe zi" },
      { value: "40+", label: "preparate în meniu în fiecare săptămână" },
      { value: "4", label: "programe de la 1200 la 2500 kcal" },
    ],
  },
  main_page_settings: {
    seo_title: "Ecaterix — livrare de mâncare sănătoasă și catering în Chișinău",
    seo_description:
      "Rații gata de 1200–2500 kcal livrate dimineața, prânzuri de birou și catering pentru evenimente. Mâncare proaspătă, fără zahăr și prăjeli.",
    heading: "Mâncare sănătoasă, fără să gătești",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacte",
    html: "<p>Bucătăria și punctul de ridicare se află pe str. Albișoara 42. Primim comenzi la telefon, pe Viber și Telegram, iar solicitările de catering — și prin e-mail.</p>",
    address: address.ro ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.ro ?? "",
    map: MAP,
  },
};

const en: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "For customers",
        links: [
          { title: "Delivery", url: "/delivery" },
          { title: "How it works", url: "/page/how-it-works" },
          { title: "Allergens and ingredients", url: "/page/allergens" },
          { title: "FAQ", url: "/page/faq" },
        ],
      },
      {
        title: "Ecaterix",
        links: [
          { title: "About us", url: "/about" },
          { title: "Articles", url: "/articles" },
          { title: "Special offers", url: "/special-offers" },
          { title: "Contacts", url: "/contacts" },
        ],
      },
      {
        title: "Documents",
        links: [
          { title: "Terms and conditions", url: "/terms" },
          { title: "Privacy policy", url: "/policy" },
          { title: "Cookie policy", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "Ecaterix delivers healthy food across Chișinău: ready-made daily meal plans, office lunches and catering for events.",
    copyright: "© 2025 Ecaterix Food SRL. All rights reserved.",
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("en", legal),
  delivery_page: {
    title: "Delivery",
    html: "<p>We cook meal plans overnight and deliver them in the morning in chilled insulated bags, so the food stays fresh all day. Orders for the next day are accepted until 14:00.</p><p>Pay the courier in cash or by card, or pay online. Delivery in Chișinău is free on orders of 600 MDL or more.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Chișinău",
        html: "<p><strong>Morning meal-plan delivery</strong> — every day from 6:00 to 10:00. The evening before, the courier texts you an exact 30-minute window. It costs 40 MDL and is free on orders of 600 MDL or more.</p><p><strong>Express delivery</strong> of dishes from the menu within 2 hours — 90 MDL, from 10:00 to 20:00. We cover the whole municipality, including Durlești, Stăuceni, Codru and Vatra.</p>",
      },
      {
        id: "nearby",
        title: "Nearby towns",
        html: "<p>We bring meal plans to Ialoveni, Strășeni, Criuleni and Anenii Noi by 9:00. Delivery costs 80 MDL and is free on orders of 1500 MDL or more. Express delivery to these towns costs 140 MDL.</p>",
      },
      {
        id: "pickup",
        title: "Pickup",
        html: "<p>Collect your order from our kitchen at 42 Albișoara St.: weekdays 8:00–20:00, Saturday 9:00–18:00, Sunday 9:00–15:00. Pickup is free.</p>",
      },
      {
        id: "catering",
        title: "Catering",
        html: "<p>Delivery, table setting and waiting staff for buffets and coffee breaks are quoted individually, depending on the number of guests and the venue. Send us a request at least 48 hours ahead and a manager will get back to you within an hour.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About Ecaterix",
    html: "<p>Ecaterix is a healthy-food kitchen in Chișinău. Since 2017 we have been cooking balanced meal plans for a day, a week or a month, so you no longer have to think about shopping, cooking and counting calories.</p><p>Our nutritionist designs the menu and our head chef refreshes the dishes every week. We cook with local seasonal produce, without sugar, mayonnaise or deep frying, and list the nutritional values of every dish.</p><p>Besides meal plans, we feed offices and cater events — from a coffee break for 20 people to a buffet for 300 guests.</p>",
    image: null,
    facts: [
      { value: "8", label: "years cooking for Chișinău" },
      { value: "1,200+", label: "meal plans a day" },
      { value: "40+", label: "dishes on the menu every week" },
      { value: "4", label: "plans from 1200 to 2500 kcal" },
    ],
  },
  main_page_settings: {
    seo_title: "Ecaterix — healthy meal delivery and catering in Chișinău",
    seo_description:
      "Ready-made 1200–2500 kcal meal plans delivered every morning, office lunches and event catering. Fresh food with no sugar and no deep frying.",
    heading: "Healthy eating without cooking",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacts",
    html: "<p>Our kitchen and pickup point are at 42 Albișoara St. We take orders by phone, Viber and Telegram; catering requests are also welcome by e-mail.</p>",
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const ecaterixSite: SiteSeed = {
  code: "ecaterix",
  name: "Ecaterix",
  languages: ["ro", "ru", "en"],
  mainLanguage: "ru",
  currency: "MDL",
  settings: {
    project: "Ecaterix",
    project_currency: "MDL",
    langs: ["ro", "ru", "en"],
    mainUiInterface: {
      mainNavigationType: "underline",
      topNavigationType: "centered",
      mainLang: "ru",
    },
    phones: { main: PHONE, support: MOBILE },
    main_email: EMAIL,
    // A notice on the home page, in each language of the shop.
    main_page_info_block: {
      enabled: true,
      html: "<p><strong>Comenzile pentru evenimente</strong> se primesc cu cel puțin 48 de ore înainte. Pentru meniuri de peste 50 de persoane, sunați-ne: vă ajutăm să alegeți.</p>",
      translations: {
        ru: "<p><strong>Заказы на мероприятия</strong> принимаются не позднее чем за 48 часов. Для меню более чем на 50 человек позвоните нам: поможем с выбором.</p>",
        en: "<p><strong>Event orders</strong> are taken at least 48 hours ahead. For menus of more than 50 guests, call us: we will help you choose.</p>",
      },
    },
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/ecaterix.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/ecaterix.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37369311522", title: "Viber" },
      { type: "telegram", url: "https://t.me/ecaterix", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 40, regional_price: 80, free_delivery: 600 },
      { type: "express", price: 90, regional_price: 140, free_delivery: null },
    ],
    free_delivery_region: 1500,
    text_delivery_info: "Бесплатная доставка по Кишинёву при заказе от 600 леев",
    default_sorting: false,
    has_product_of_the_day: true,
    cart_settings: { min_order_sum: 200 },
    calendar_settings: { days_ahead: 14 },
    // Meal plans and dishes are brought by the shop's couriers across the Chișinău municipality only.
    cities_to_choose: [
      { id: 1, title: "Кишинёв" },
      { id: 2, title: "Дурлешты" },
      { id: 3, title: "Кодру" },
      { id: 4, title: "Ватра" },
      { id: 5, title: "Сынжера" },
      { id: 6, title: "Бачой" },
      { id: 7, title: "Чорэску" },
      { id: 8, title: "Крикова" },
      { id: 9, title: "Ставчены" },
      { id: 10, title: "Вадул-луй-Водэ" },
      { id: 11, title: "Трушены" },
      { id: 12, title: "Гратиешты" },
    ],
    additional_settings: {
      enable_product_reviews: true,
      is_units_measurement: true,
      is_user_cabinet: true,
    },
  },
  content: contentByLang({ ro, ru, en }),
  pages: [
    {
      key: "how-it-works",
      byLang: {
        ru: {
          slug: "kak-eto-rabotaet",
          title: "Как это работает",
          seoTitle: "Как работает доставка рационов Ecaterix",
          seoDescription: "Выберите программу и срок, а мы каждое утро привезём свежую еду на весь день.",
          html: "<ol><li>Выберите программу по калорийности — Slim, Balance, Fit или Sport — и срок: 1, 5, 7, 14 или 28 дней.</li><li>Укажите адрес и дату начала. Заказы на следующий день принимаем до 14:00.</li><li>Каждое утро курьер привозит пять приёмов пищи на весь день в охлаждающей сумке.</li><li>Храните блюда в холодильнике и разогревайте 1–2 минуты в микроволновой печи.</li></ol><p>Программу можно поставить на паузу или перенести доставку — достаточно предупредить нас за 24 часа.</p>",
        },
        ro: {
          slug: "cum-functioneaza",
          title: "Cum funcționează",
          seoTitle: "Cum funcționează livrarea rațiilor Ecaterix",
          seoDescription:
            "Alegeți programul și durata, iar noi vă aducem în fiecare dimineață mâncare proaspătă pentru toată ziua.",
          html: "<ol><li>Alegeți programul după numărul de calorii — Slim, Balance, Fit sau Sport — și durata: 1, 5, 7, 14 sau 28 de zile.</li><li>Indicați adresa și data de început. Comenzile pentru ziua următoare le primim până la ora 14:00.</li><li>În fiecare dimineață curierul vă aduce cinci mese pentru toată ziua, într-o geantă frigorifică.</li><li>Păstrați preparatele la frigider și încălziți-le 1–2 minute la cuptorul cu microunde.</li></ol><p>Programul poate fi pus pe pauză, iar livrarea — amânată, dacă ne anunțați cu 24 de ore înainte.</p>",
        },
        en: {
          slug: "how-it-works",
          title: "How it works",
          seoTitle: "How Ecaterix meal-plan delivery works",
          seoDescription:
            "Choose a plan and a duration, and we bring fresh food for the whole day every morning.",
          html: "<ol><li>Choose a plan by calories — Slim, Balance, Fit or Sport — and a duration: 1, 5, 7, 14 or 28 days.</li><li>Enter your address and start date. Orders for the next day are accepted until 14:00.</li><li>Every morning the courier brings five meals for the whole day in a cooler bag.</li><li>Keep the dishes in the fridge and warm them up for 1–2 minutes in the microwave.</li></ol><p>You can pause the plan or move a delivery — just let us know 24 hours in advance.</p>",
        },
      },
    },
    {
      key: "allergens",
      byLang: {
        ru: {
          slug: "allergeny-i-sostav",
          title: "Аллергены и состав",
          html: "<p>Для каждого блюда на сайте указаны состав, калорийность, содержание белков, жиров и углеводов, а также аллергены.</p><h2>Основные аллергены в нашем меню</h2><ul><li>глютен (пшеница, рожь, ячмень, овёс);</li><li>молоко и лактоза;</li><li>яйца;</li><li>орехи и арахис;</li><li>рыба и морепродукты;</li><li>соя, кунжут, сельдерей и горчица.</li></ul><p>Если у вас аллергия или непереносимость, укажите это при заказе — мы заменим блюда на безопасные. Поскольку все перечисленные продукты используются на одной кухне, полностью исключить их следы мы не можем.</p>",
        },
        ro: {
          slug: "alergeni-si-compozitie",
          title: "Alergeni și compoziție",
          html: "<p>Pentru fiecare preparat de pe site indicăm compoziția, valoarea energetică, conținutul de proteine, grăsimi și glucide, precum și alergenii.</p><h2>Principalii alergeni din meniul nostru</h2><ul><li>gluten (grâu, secară, orz, ovăz);</li><li>lapte și lactoză;</li><li>ouă;</li><li>nuci și arahide;</li><li>pește și fructe de mare;</li><li>soia, susan, țelină și muștar.</li></ul><p>Dacă aveți o alergie sau o intoleranță, menționați-o la comandă — vom înlocui preparatele cu altele potrivite. Deoarece toate produsele de mai sus sunt folosite în aceeași bucătărie, nu putem exclude complet urmele lor.</p>",
        },
        en: {
          slug: "allergens",
          title: "Allergens and ingredients",
          html: "<p>For every dish on the website we list the ingredients, calories, protein, fat and carbohydrates, as well as allergens.</p><h2>Main allergens on our menu</h2><ul><li>gluten (wheat, rye, barley, oats);</li><li>milk and lactose;</li><li>eggs;</li><li>tree nuts and peanuts;</li><li>fish and seafood;</li><li>soy, sesame, celery and mustard.</li></ul><p>If you have an allergy or intolerance, mention it when ordering and we will swap the dishes for safe ones. As all of these ingredients are used in the same kitchen, we cannot rule out traces completely.</p>",
        },
      },
    },
    {
      key: "faq",
      byLang: {
        ru: {
          slug: "voprosy-i-otvety",
          title: "Вопросы и ответы",
          html: "<h2>Можно ли похудеть на ваших рационах?</h2><p>Да, программы Slim и Balance создают умеренный дефицит калорий. Для устойчивого результата сочетайте питание с физической активностью, а при хронических заболеваниях посоветуйтесь с врачом.</p><h2>Можно ли заменить блюдо?</h2><p>Да, до двух замен в день бесплатно. Напишите нам в Viber или Telegram до 14:00 предыдущего дня.</p><h2>Сколько хранится еда?</h2><p>Блюда рассчитаны на день доставки. Храните их в холодильнике при температуре +2…+6 °C.</p><h2>Вы работаете в выходные?</h2><p>Да, рационы доставляем ежедневно, включая субботу и воскресенье.</p>",
        },
        ro: {
          slug: "intrebari-frecvente",
          title: "Întrebări frecvente",
          html: "<h2>Pot slăbi cu rațiile voastre?</h2><p>Da, programele Slim și Balance creează un deficit caloric moderat. Pentru un rezultat de durată combinați alimentația cu activitatea fizică, iar dacă aveți boli cronice consultați medicul.</p><h2>Pot înlocui un preparat?</h2><p>Da, până la două înlocuiri pe zi, gratuit. Scrieți-ne pe Viber sau Telegram până la ora 14:00 din ziua precedentă.</p><h2>Cât timp se păstrează mâncarea?</h2><p>Preparatele sunt gândite pentru ziua livrării. Păstrați-le la frigider, la o temperatură de +2…+6 °C.</p><h2>Lucrați în weekend?</h2><p>Da, livrăm rațiile zilnic, inclusiv sâmbăta și duminica.</p>",
        },
        en: {
          slug: "faq",
          title: "FAQ",
          html: "<h2>Can I lose weight on your meal plans?</h2><p>Yes, the Slim and Balance plans create a moderate calorie deficit. For lasting results combine them with physical activity, and talk to your doctor if you have a chronic condition.</p><h2>Can I swap a dish?</h2><p>Yes, up to two swaps a day free of charge. Message us on Viber or Telegram by 14:00 the day before.</p><h2>How long does the food keep?</h2><p>Dishes are meant to be eaten on the day of delivery. Keep them refrigerated at +2…+6 °C.</p><h2>Do you work at weekends?</h2><p>Yes, we deliver meal plans every day, including Saturday and Sunday.</p>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Programe de alimentație", "Программы питания", "Meal plans"),
      url: t("/programe", "/programmy", "/meal-plans"),
      icon: "salad",
      productCount: 20,
      children: [
        {
          title: t("Slim 1200 kcal", "Slim 1200 ккал", "Slim 1200 kcal"),
          url: t("/programe/slim-1200", "/programmy/slim-1200", "/meal-plans/slim-1200"),
          productCount: 5,
        },
        {
          title: t("Balance 1600 kcal", "Balance 1600 ккал", "Balance 1600 kcal"),
          url: t("/programe/balance-1600", "/programmy/balance-1600", "/meal-plans/balance-1600"),
          productCount: 5,
        },
        {
          title: t("Fit 2000 kcal", "Fit 2000 ккал", "Fit 2000 kcal"),
          url: t("/programe/fit-2000", "/programmy/fit-2000", "/meal-plans/fit-2000"),
          productCount: 5,
        },
        {
          title: t("Sport 2500 kcal", "Sport 2500 ккал", "Sport 2500 kcal"),
          url: t("/programe/sport-2500", "/programmy/sport-2500", "/meal-plans/sport-2500"),
          productCount: 5,
        },
      ],
    },
    {
      title: t("Meniu vegetarian", "Вегетарианское меню", "Vegetarian menu"),
      url: t("/meniu-vegetarian", "/vegetarianskoe-menyu", "/vegetarian-menu"),
      icon: "leaf",
      badge: t("Nou", "Новинка", "New"),
      productCount: 10,
    },
    {
      title: t("Prânzuri de birou", "Бизнес-ланчи", "Office lunches"),
      url: t("/pranzuri-birou", "/biznes-lanchi", "/office-lunches"),
      icon: "utensils",
      productCount: 18,
    },
    {
      title: t("Catering pentru evenimente", "Кейтеринг", "Event catering"),
      url: t("/catering", "/keytering", "/catering"),
      icon: "star",
      productCount: 35,
      children: [
        {
          title: t("Bufet", "Фуршет", "Buffet"),
          url: t("/catering/bufet", "/keytering/furshet", "/catering/buffet"),
          productCount: 12,
        },
        {
          title: t("Coffee break", "Кофе-брейк", "Coffee break"),
          url: t("/catering/coffee-break", "/keytering/kofe-breyk", "/catering/coffee-break"),
          productCount: 8,
        },
        {
          title: t("Platouri pentru petreceri", "Сеты для вечеринок", "Party platters"),
          url: t("/catering/platouri", "/keytering/sety", "/catering/platters"),
          productCount: 15,
        },
      ],
    },
    {
      title: t("Supe", "Супы", "Soups"),
      url: t("/supe", "/supy", "/soups"),
      icon: "soup",
      productCount: 14,
    },
    {
      title: t("Salate și bowl-uri", "Салаты и боулы", "Salads and bowls"),
      url: t("/salate", "/salaty", "/salads"),
      icon: "salad",
      productCount: 22,
    },
    {
      title: t("Deserturi fără zahăr", "Десерты без сахара", "Sugar-free desserts"),
      url: t("/deserturi", "/deserty", "/desserts"),
      icon: "cake",
      productCount: 16,
    },
    {
      title: t("Smoothie-uri și sucuri", "Смузи и соки", "Smoothies and juices"),
      url: t("/bauturi", "/napitki", "/drinks"),
      icon: "sun",
      productCount: 12,
    },
    {
      title: t("Certificate cadou", "Подарочные сертификаты", "Gift cards"),
      url: t("/certificate-cadou", "/sertifikaty", "/gift-cards"),
      icon: "heart",
      productCount: 4,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#2E7D32", to: "#C5E1A5", emoji: "🥗" },
      url: t("/programe", "/programmy", "/meal-plans"),
      title: t(
        "Mănâncă sănătos fără să gătești",
        "Правильное питание без готовки",
        "Eat well without cooking",
      ),
      description: t(
        "Programe de 1200–2500 kcal, livrate dimineața la ușă",
        "Рационы на 1200–2500 ккал с утренней доставкой",
        "1200–2500 kcal meal plans delivered every morning",
      ),
    },
    {
      showOn: "main",
      art: { from: "#F57C00", to: "#FFE0B2", emoji: "🍽️" },
      url: t("/catering", "/keytering", "/catering"),
      title: t("Catering pentru evenimentul tău", "Кейтеринг для вашего события", "Catering for your event"),
      description: t(
        "Bufet, coffee break și platouri — de la 20 la 300 de invitați",
        "Фуршеты, кофе-брейки и сеты — от 20 до 300 гостей",
        "Buffets, coffee breaks and platters for 20 to 300 guests",
      ),
    },
    {
      showOn: "main",
      art: { from: "#8D6E63", to: "#F8BBD0", emoji: "🍰" },
      url: t("/deserturi", "/deserty", "/desserts"),
      title: t("Deserturi fără zahăr", "Десерты без сахара", "Sugar-free desserts"),
      description: t(
        "Cheesecake, brownie și bomboane din curmale — gustoase și ușoare",
        "Чизкейки, брауни и конфеты из фиников — вкусно и легко",
        "Cheesecakes, brownies and date truffles — tasty and light",
      ),
    },
  ],
  shops: [
    {
      title: t(
        "Bucătăria Ecaterix — punct de ridicare",
        "Кухня Ecaterix — пункт самовывоза",
        "Ecaterix kitchen — pickup point",
      ),
      address,
      phones: [PHONE, MOBILE],
      hours: week("08:00-20:00", "09:00-18:00", "09:00-15:00"),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
