import type { ContentDocuments } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, type MoldovaShopLegal, moldovaShopLegal, noSiteFiles, week } from "./shared.ts";

/** Casa Mea: a home and garden general store with a showroom in Chișinău (Ciocana). */

const t = (ro: string, ru: string, uk: string, en: string): Localized => ({ ro, ru, uk, en });

const PHONE = "+373 22 840 210";
const MOBILE = "+373 69 840 210";
const EMAIL = "info@casamea.md";
const MAP = { lat: 47.0262, lng: 28.8905, zoom: 15 };

const address = t(
  "str. Uzinelor 19, Chișinău, MD-2023",
  "ул. Узинелор, 19, Кишинёв, MD-2023",
  "вул. Узінелор, 19, Кишинів, MD-2023",
  "19 Uzinelor St., Chișinău MD-2023, Moldova",
);

const workHours = t(
  "Luni–sâmbătă: 09:00–19:00, duminică: 10:00–17:00",
  "Пн–Сб: 09:00–19:00, Вс: 10:00–17:00",
  "Пн–Сб: 09:00–19:00, Нд: 10:00–17:00",
  "Mon–Sat: 9:00–19:00, Sun: 10:00–17:00",
);

const legal: MoldovaShopLegal = {
  company: "Casa Mea Grup",
  idno: "1014600023451",
  domain: "casamea.md",
  email: EMAIL,
  phone: PHONE,
  address,
  returns: t(
    "<p>Nu pot fi returnate produsele confecționate sau croite la comandă (de exemplu, perdelele cusute după dimensiunile dumneavoastră), plantele vii, semințele și bunurile vândute la metru. Mobila asamblată de cumpărător se primește înapoi doar dacă nu a fost deteriorată la montare.</p>",
    "<p>Не подлежат возврату товары, изготовленные или раскроенные по индивидуальному заказу (например, шторы, сшитые по вашим размерам), живые растения, семена и товары, проданные на метраж. Мебель, собранная покупателем, принимается обратно, только если она не была повреждена при сборке.</p>",
    "<p>Не підлягають поверненню товари, виготовлені або розкроєні на індивідуальне замовлення (наприклад, штори, пошиті за вашими розмірами), живі рослини, насіння та товари, продані на метраж. Меблі, зібрані покупцем, приймаються назад, лише якщо їх не було пошкоджено під час збирання.</p>",
    "<p>Made-to-measure items (such as curtains sewn to your dimensions), live plants, seeds and goods sold by the metre cannot be returned. Furniture assembled by the buyer is taken back only if it was not damaged during assembly.</p>",
  ),
  extraTerms: t(
    "<h2>Garanție</h2><p>Sculele electrice, corpurile de iluminat și tehnica de grădină au garanția producătorului, indicată în fișa produsului și în certificatul de garanție (de regulă 12–24 de luni). Pentru mobilă garanția este de 18 luni de la data livrării.</p>",
    "<h2>Гарантия</h2><p>На электроинструмент, светильники и садовую технику действует гарантия производителя, указанная в карточке товара и в гарантийном талоне (как правило, 12–24 месяца). Гарантия на мебель — 18 месяцев с даты доставки.</p>",
    "<h2>Гарантія</h2><p>На електроінструмент, світильники та садову техніку діє гарантія виробника, зазначена в картці товару та в гарантійному талоні (як правило, 12–24 місяці). Гарантія на меблі — 18 місяців від дати доставки.</p>",
    "<h2>Warranty</h2><p>Power tools, light fittings and garden equipment carry the manufacturer’s warranty shown on the product page and in the warranty card (usually 12–24 months). Furniture is covered for 18 months from the delivery date.</p>",
  ),
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Cumpărători",
        links: [
          { title: "Livrare și plată", url: "/delivery" },
          { title: "Cum să comanzi", url: "/page/cum-sa-comanzi" },
          { title: "Returnarea produselor", url: "/page/returnarea-produselor" },
          { title: "Asamblarea mobilei", url: "/page/asamblarea-mobilei" },
        ],
      },
      {
        title: "Casa Mea",
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
      "Casa Mea — tot ce trebuie pentru casă și grădină: mobilă, iluminat, textile, veselă, unelte și plante, cu livrare în toată Moldova.",
    copyright: "© 2025 Casa Mea Grup SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ro", legal),
  delivery_page: {
    title: "Livrare și plată",
    html: "<p>Livrăm comenzile în Chișinău și în toată Republica Moldova. Costul livrării se calculează automat în coș, în funcție de adresă și de metoda aleasă. Mobila voluminoasă se aduce până la ușa apartamentului, iar la cerere o și asamblăm.</p><p>Puteți achita în numerar sau cu cardul la primire ori online, pe site.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Curier în Chișinău",
        html: "<p><strong>Standard — 50 lei:</strong> a doua zi lucrătoare, în intervalul orar ales (09:00–14:00 sau 14:00–20:00).</p><p><strong>Expres — 100 lei:</strong> în aceeași zi pentru comenzile confirmate până la ora 13:00.</p><p>Pentru comenzile de la 1000 lei livrarea standard este gratuită. Urcarea mobilei la etaj în blocurile fără lift costă 30 lei pentru fiecare etaj.</p>",
      },
      {
        id: "regions",
        title: "Regiunile Moldovei",
        html: "<p>Livrăm în toate raioanele cu transportul propriu, în 1–3 zile lucrătoare. Tariful standard este de 90 lei, cel expres — 150 lei. Comenzile de la 2000 lei se livrează gratuit.</p><p>Curierul vă sună cu o zi înainte pentru a stabili ora.</p>",
      },
      {
        id: "pickup",
        title: "Ridicare din showroom",
        html: "<p>Ridicați gratuit comanda din showroomul de pe str. Uzinelor 19 (Ciocana), cu parcare pentru clienți. Vă trimitem un SMS când comanda este pregătită, de regulă în 2 ore. Comanda se păstrează 3 zile.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Coletele mici — textile, decor, veselă — le puteți primi la orice oficiu sau terminal Nova Post din Moldova. Alegeți orașul și oficiul la plasarea comenzii; termenul de livrare este de 1–2 zile lucrătoare, iar costul se achită conform tarifelor Nova Post.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre Casa Mea",
    html: "<p>Casa Mea a pornit în 2010 ca un mic magazin de unelte în Ciocana și a devenit un magazin general pentru casă și grădină, cu un showroom de 3 500 m² și un catalog online de peste 12 000 de produse.</p><p>Alegem produse de la producători din Moldova, România, Polonia și Italia și le verificăm înainte de a le pune în vânzare. Consultanții noștri vă ajută să alegeți o canapea, o lustră sau o sapă — fără grabă și fără insistență.</p><p>Livrăm în toată țara, asamblăm mobila la domiciliu și oferim garanție pentru toate produsele tehnice.</p>",
    image: null,
    facts: [
      { value: "15", label: "ani alături de clienți" },
      { value: "12 000+", label: "produse în catalog" },
      { value: "3 500 m²", label: "showroom în Chișinău" },
      { value: "24 h", label: "livrare în Chișinău" },
    ],
  },
  main_page_settings: {
    seo_title: "Casa Mea — magazin online pentru casă și grădină în Chișinău",
    seo_description:
      "Mobilă, iluminat, textile, veselă, unelte și tot ce trebuie pentru grădină. Livrare în toată Moldova, gratuită în Chișinău de la 1000 lei.",
    heading: "Totul pentru casă și grădină",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacte",
    html: "<p>Ne găsiți în showroomul Casa Mea din sectorul Ciocana, cu parcare gratuită pentru clienți. Pentru întrebări despre comenzi sunați-ne sau scrieți-ne — răspundem în timpul programului de lucru.</p>",
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
          { title: "Как заказать", url: "/page/kak-zakazat" },
          { title: "Возврат товара", url: "/page/vozvrat-tovara" },
          { title: "Сборка мебели", url: "/page/sborka-mebeli" },
        ],
      },
      {
        title: "Casa Mea",
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
      "Casa Mea — всё для дома и сада: мебель, освещение, текстиль, посуда, инструменты и растения с доставкой по всей Молдове.",
    copyright: "© 2025 Casa Mea Grup SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ru", legal),
  delivery_page: {
    title: "Доставка и оплата",
    html: "<p>Мы доставляем заказы по Кишинёву и по всей Республике Молдова. Стоимость доставки рассчитывается в корзине автоматически — в зависимости от адреса и выбранного способа. Крупногабаритную мебель привозим до двери квартиры, а по желанию и собираем.</p><p>Оплатить заказ можно наличными или картой при получении либо онлайн на сайте.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Курьер по Кишинёву",
        html: "<p><strong>Стандартная — 50 леев:</strong> на следующий рабочий день, в выбранный интервал (09:00–14:00 или 14:00–20:00).</p><p><strong>Экспресс — 100 леев:</strong> в тот же день для заказов, подтверждённых до 13:00.</p><p>При заказе от 1000 леев стандартная доставка бесплатна. Подъём мебели на этаж в домах без лифта — 30 леев за каждый этаж.</p>",
      },
      {
        id: "regions",
        title: "Регионы Молдовы",
        html: "<p>Доставляем во все районы собственным транспортом за 1–3 рабочих дня. Стандартный тариф — 90 леев, экспресс — 150 леев. Заказы от 2000 леев доставляем бесплатно.</p><p>Курьер позвонит накануне, чтобы согласовать время.</p>",
      },
      {
        id: "pickup",
        title: "Самовывоз из шоурума",
        html: "<p>Заберите заказ бесплатно в шоуруме на ул. Узинелор, 19 (Чеканы), есть парковка для клиентов. Мы пришлём SMS, когда заказ будет готов, — обычно в течение 2 часов. Заказ хранится 3 дня.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Небольшие посылки — текстиль, декор, посуду — можно получить в любом отделении или почтомате Nova Post в Молдове. Выберите город и отделение при оформлении заказа; срок доставки — 1–2 рабочих дня, стоимость оплачивается по тарифам Nova Post.</p>",
      },
    ],
  },
  about_us_page: {
    title: "О Casa Mea",
    html: "<p>Casa Mea начиналась в 2010 году как небольшой магазин инструментов на Чеканах, а сегодня это универсальный магазин для дома и сада с шоурумом площадью 3 500 м² и онлайн-каталогом из более чем 12 000 товаров.</p><p>Мы отбираем товары у производителей из Молдовы, Румынии, Польши и Италии и проверяем их, прежде чем выставить на продажу. Наши консультанты помогут выбрать диван, люстру или тяпку — без спешки и навязчивости.</p><p>Доставляем по всей стране, собираем мебель на дому и даём гарантию на всю технику.</p>",
    image: null,
    facts: [
      { value: "15", label: "лет с покупателями" },
      { value: "12 000+", label: "товаров в каталоге" },
      { value: "3 500 м²", label: "шоурум в Кишинёве" },
      { value: "24 ч", label: "доставка по Кишинёву" },
    ],
  },
  main_page_settings: {
    seo_title: "Casa Mea — интернет-магазин для дома и сада в Кишинёве",
    seo_description:
      "Мебель, освещение, текстиль, посуда, инструменты и всё для сада. Доставка по всей Молдове, бесплатно по Кишинёву от 1000 леев.",
    heading: "Всё для дома и сада",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакты",
    html: "<p>Ждём вас в шоуруме Casa Mea в секторе Чеканы, для клиентов есть бесплатная парковка. По вопросам заказов звоните или пишите — мы отвечаем в рабочее время.</p>",
    address: address.ru ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.ru ?? "",
    map: MAP,
  },
};

const uk: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Покупцям",
        links: [
          { title: "Доставка та оплата", url: "/delivery" },
          { title: "Як замовити", url: "/page/yak-zamovyty" },
          { title: "Повернення товару", url: "/page/povernennia-tovaru" },
          { title: "Збирання меблів", url: "/page/zbyrannia-mebliv" },
        ],
      },
      {
        title: "Casa Mea",
        links: [
          { title: "Про нас", url: "/about" },
          { title: "Статті", url: "/articles" },
          { title: "Акції", url: "/special-offers" },
          { title: "Контакти", url: "/contacts" },
        ],
      },
      {
        title: "Правова інформація",
        links: [
          { title: "Умови використання", url: "/terms" },
          { title: "Політика конфіденційності", url: "/policy" },
          { title: "Політика cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "Casa Mea — усе для дому та саду: меблі, освітлення, текстиль, посуд, інструменти й рослини з доставкою по всій Молдові.",
    copyright: "© 2025 Casa Mea Grup SRL. Усі права захищено.",
    address: address.uk ?? "",
    work_hours: workHours.uk ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("uk", legal),
  delivery_page: {
    title: "Доставка та оплата",
    html: "<p>Ми доставляємо замовлення по Кишиневу та по всій Республіці Молдова. Вартість доставки розраховується в кошику автоматично — залежно від адреси та обраного способу. Великі меблі привозимо до дверей квартири, а за бажанням і збираємо.</p><p>Оплатити замовлення можна готівкою або карткою під час отримання чи онлайн на сайті.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Кур’єр по Кишиневу",
        html: "<p><strong>Стандартна — 50 леїв:</strong> наступного робочого дня, в обраний проміжок часу (09:00–14:00 або 14:00–20:00).</p><p><strong>Експрес — 100 леїв:</strong> того ж дня для замовлень, підтверджених до 13:00.</p><p>У разі замовлення від 1000 леїв стандартна доставка безкоштовна. Підйом меблів на поверх у будинках без ліфта — 30 леїв за кожен поверх.</p>",
      },
      {
        id: "regions",
        title: "Регіони Молдови",
        html: "<p>Доставляємо в усі райони власним транспортом за 1–3 робочі дні. Стандартний тариф — 90 леїв, експрес — 150 леїв. Замовлення від 2000 леїв доставляємо безкоштовно.</p><p>Кур’єр зателефонує напередодні, щоб погодити час.</p>",
      },
      {
        id: "pickup",
        title: "Самовивіз із шоуруму",
        html: "<p>Заберіть замовлення безкоштовно в шоурумі на вул. Узінелор, 19 (сектор Чокана), для клієнтів є парковка. Ми надішлемо SMS, коли замовлення буде готове, — зазвичай протягом 2 годин. Замовлення зберігається 3 дні.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Невеликі посилки — текстиль, декор, посуд — можна отримати в будь-якому відділенні або поштоматі Nova Post у Молдові. Оберіть місто та відділення під час оформлення замовлення; строк доставки — 1–2 робочі дні, вартість сплачується за тарифами Nova Post.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Про Casa Mea",
    html: "<p>Casa Mea починалася 2010 року як невелика крамниця інструментів у секторі Чокана, а сьогодні це універсальний магазин для дому та саду з шоурумом площею 3 500 м² та онлайн-каталогом із понад 12 000 товарів.</p><p>Ми відбираємо товари від виробників із Молдови, Румунії, Польщі та Італії й перевіряємо їх, перш ніж виставити на продаж. Наші консультанти допоможуть обрати диван, люстру чи сапку — без поспіху та нав’язливості.</p><p>Доставляємо по всій країні, збираємо меблі вдома та надаємо гарантію на всю техніку.</p>",
    image: null,
    facts: [
      { value: "15", label: "років із покупцями" },
      { value: "12 000+", label: "товарів у каталозі" },
      { value: "3 500 м²", label: "шоурум у Кишиневі" },
      { value: "24 год", label: "доставка по Кишиневу" },
    ],
  },
  main_page_settings: {
    seo_title: "Casa Mea — інтернет-магазин для дому та саду в Кишиневі",
    seo_description:
      "Меблі, освітлення, текстиль, посуд, інструменти та все для саду. Доставка по всій Молдові, безкоштовно по Кишиневу від 1000 леїв.",
    heading: "Усе для дому та саду",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакти",
    html: "<p>Чекаємо на вас у шоурумі Casa Mea в секторі Чокана, для клієнтів є безкоштовна парковка. З питань замовлень телефонуйте або пишіть — ми відповідаємо в робочий час.</p>",
    address: address.uk ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.uk ?? "",
    map: MAP,
  },
};

const en: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Customer service",
        links: [
          { title: "Delivery and payment", url: "/delivery" },
          { title: "How to order", url: "/page/how-to-order" },
          { title: "Returns", url: "/page/returns" },
          { title: "Furniture assembly", url: "/page/furniture-assembly" },
        ],
      },
      {
        title: "Casa Mea",
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
      "Casa Mea has everything for your home and garden: furniture, lighting, textiles, tableware, tools and plants, delivered all over Moldova.",
    copyright: "© 2025 Casa Mea Grup SRL. All rights reserved.",
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("en", legal),
  delivery_page: {
    title: "Delivery and payment",
    html: "<p>We deliver across Chișinău and the whole Republic of Moldova. The delivery cost is calculated automatically in the cart based on your address and the method you choose. Bulky furniture is brought to your front door, and we can assemble it on request.</p><p>You can pay in cash or by card on delivery, or online on the website.</p>",
    tabs: [
      {
        id: "chisinau",
        title: "Courier in Chișinău",
        html: "<p><strong>Standard — 50 MDL:</strong> next working day, in the time slot you choose (9:00–14:00 or 14:00–20:00).</p><p><strong>Express — 100 MDL:</strong> same day for orders confirmed by 13:00.</p><p>Standard delivery is free for orders of 1000 MDL or more. Carrying furniture upstairs in buildings without a lift costs 30 MDL per floor.</p>",
      },
      {
        id: "regions",
        title: "Regions of Moldova",
        html: "<p>We deliver to every district with our own vans within 1–3 working days. The standard rate is 90 MDL and express is 150 MDL. Orders of 2000 MDL or more are delivered free of charge.</p><p>The driver calls the day before to agree on a time.</p>",
      },
      {
        id: "pickup",
        title: "Showroom pickup",
        html: "<p>Collect your order for free from our showroom at 19 Uzinelor St. (Ciocana), with customer parking. We text you when the order is ready, usually within 2 hours, and keep it for 3 days.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post",
        html: "<p>Small parcels — textiles, decor, tableware — can be collected at any Nova Post branch or parcel locker in Moldova. Choose the town and branch at checkout; delivery takes 1–2 working days and is charged at Nova Post rates.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About Casa Mea",
    html: "<p>Casa Mea started in 2010 as a small tool shop in Ciocana and has grown into a home and garden store with a 3,500 m² showroom and an online catalogue of more than 12,000 products.</p><p>We source from manufacturers in Moldova, Romania, Poland and Italy and check every product before it goes on sale. Our advisers will help you choose a sofa, a chandelier or a garden hoe — without rushing or pushing you.</p><p>We deliver nationwide, assemble furniture in your home and guarantee all our appliances and tools.</p>",
    image: null,
    facts: [
      { value: "15", label: "years serving customers" },
      { value: "12,000+", label: "products in the catalogue" },
      { value: "3,500 m²", label: "showroom in Chișinău" },
      { value: "24 h", label: "delivery in Chișinău" },
    ],
  },
  main_page_settings: {
    seo_title: "Casa Mea — home and garden store in Chișinău",
    seo_description:
      "Furniture, lighting, textiles, tableware, tools and everything for the garden. Delivery across Moldova, free in Chișinău on orders over 1000 MDL.",
    heading: "Everything for your home and garden",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacts",
    html: "<p>Visit the Casa Mea showroom in the Ciocana district — customer parking is free. For questions about orders, call or write to us during opening hours.</p>",
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const defaultSite: SiteSeed = {
  code: "default",
  name: "Casa Mea",
  languages: ["ro", "ru", "uk", "en"],
  mainLanguage: "ro",
  currency: "MDL",
  settings: {
    project: "Casa Mea",
    project_currency: "MDL",
    langs: ["ro", "ru", "uk", "en"],
    mainUiInterface: {
      mainNavigationType: "bar",
      topNavigationType: "classic",
      mainLang: "ro",
    },
    phones: { main: PHONE, stationary: "+373 22 840 211", support: MOBILE },
    main_email: EMAIL,
    // Chats the shop answers in, listed in the call-us panel beside the phones.
    social_media: [
      { type: "viber", url: "viber://chat?number=%2B37369840210" },
      { type: "telegram", url: "https://t.me/casamea_md" },
      { type: "whatsapp", url: "https://wa.me/37369840210" },
    ],
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/casamea.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/casamea.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37369840210", title: "Viber" },
      { type: "telegram", url: "https://t.me/casamea_md", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 50, regional_price: 90, free_delivery: 1000 },
      { type: "express", price: 100, regional_price: 150, free_delivery: null },
    ],
    free_delivery_region: 2000,
    text_delivery_info: "Livrare gratuită în Chișinău pentru comenzile de la 1000 lei",
    default_sorting: false,
    has_product_of_the_day: true,
    // The demo of the tax (decision 0023): Moldovan VAT, included in the prices as sold here.
    has_tax_calculation: true,
    // Every tracking tag, with made-up ids, so the cookie banner's gating shows and is tested
    // (decision 0037): none loads before the visitor's consent; the verification metas always.
    sitesettingsstatistic: {
      google_analytics_4: "G-DEMO123",
      google_tag_manager: "GTM-DEMO123",
      facebook_meta_pixel_code: "100000000000001",
      facebook_verification: "demo-facebook-verification",
      google_search_console: "demo-google-verification",
      yandex_metrika: "10000001",
      jivo_chat: "DemoJivo123",
    },
    additional_settings: {
      // Parcels across Moldova by Nova Post (the demo carrier: no API key needed).
      novapost: { enabled: true },
      enable_product_reviews: true,
      show_stock_quantity_in_the_product_card: true,
      is_user_cabinet: true,
      // A demo Twitter (X) app: the button shows only where the API has its secret in
      // DEMO_TWITTER_CONSUMER_SECRET, i.e. the browser tests with their fake Twitter
      // (test/fake-twitter.ts); `npm start` shows no dead button.
      social_login: {
        twitter: { consumer_key: "casa-mea-demo", consumer_secret_env: "DEMO_TWITTER_CONSUMER_SECRET" },
      },
    },
  },
  content: contentByLang({ ro, ru, uk, en }),
  pages: [
    {
      key: "how-to-order",
      byLang: {
        ro: {
          slug: "cum-sa-comanzi",
          title: "Cum să comanzi",
          seoTitle: "Cum să comanzi pe Casa Mea",
          seoDescription:
            "Patru pași simpli pentru a comanda mobilă, decor sau unelte cu livrare la domiciliu.",
          html: `<ol><li>Alegeți produsele din catalog și adăugați-le în coș.</li><li>În coș indicați numele, telefonul și adresa de livrare sau alegeți ridicarea din showroom.</li><li>Alegeți metoda de plată: numerar, card la primire sau card online.</li><li>Confirmați comanda — operatorul vă sună pentru a stabili ziua și intervalul de livrare.</li></ol><p>Preferați să comandați la telefon? Sunați la ${PHONE}, zilnic în timpul programului showroomului.</p>`,
        },
        ru: {
          slug: "kak-zakazat",
          title: "Как заказать",
          seoTitle: "Как сделать заказ в Casa Mea",
          seoDescription:
            "Четыре простых шага, чтобы заказать мебель, декор или инструменты с доставкой на дом.",
          html: `<ol><li>Выберите товары в каталоге и добавьте их в корзину.</li><li>В корзине укажите имя, телефон и адрес доставки или выберите самовывоз из шоурума.</li><li>Выберите способ оплаты: наличными, картой при получении или картой онлайн.</li><li>Подтвердите заказ — оператор перезвонит, чтобы согласовать день и интервал доставки.</li></ol><p>Удобнее заказать по телефону? Звоните ${PHONE} ежедневно в часы работы шоурума.</p>`,
        },
        uk: {
          slug: "yak-zamovyty",
          title: "Як замовити",
          seoTitle: "Як зробити замовлення в Casa Mea",
          seoDescription: "Чотири прості кроки, щоб замовити меблі, декор чи інструменти з доставкою додому.",
          html: `<ol><li>Оберіть товари в каталозі й додайте їх до кошика.</li><li>У кошику вкажіть ім’я, телефон і адресу доставки або оберіть самовивіз із шоуруму.</li><li>Оберіть спосіб оплати: готівкою, карткою під час отримання чи карткою онлайн.</li><li>Підтвердьте замовлення — оператор зателефонує, щоб погодити день і проміжок часу доставки.</li></ol><p>Зручніше замовити телефоном? Телефонуйте ${PHONE} щодня в години роботи шоуруму.</p>`,
        },
        en: {
          slug: "how-to-order",
          title: "How to order",
          seoTitle: "How to order from Casa Mea",
          seoDescription: "Four simple steps to order furniture, decor or tools with home delivery.",
          html: `<ol><li>Pick products in the catalogue and add them to your cart.</li><li>In the cart, enter your name, phone number and delivery address, or choose showroom pickup.</li><li>Choose how to pay: cash, card on delivery or card online.</li><li>Confirm the order — our operator will call you to agree on the delivery day and time slot.</li></ol><p>Prefer to order by phone? Call ${PHONE} any day during showroom opening hours.</p>`,
        },
      },
    },
    {
      key: "returns",
      byLang: {
        ro: {
          slug: "returnarea-produselor",
          title: "Returnarea produselor",
          html: `<p>Aveți la dispoziție 14 zile de la primire pentru a returna un produs care nu v-a convenit, dacă nu a fost folosit și are ambalajul original.</p><h2>Cum returnați un produs</h2><ol><li>Sunați la ${PHONE} sau scrieți la ${EMAIL}, indicând numărul comenzii.</li><li>Aduceți produsul în showroom sau programați ridicarea lui de către curier (gratuit pentru produsele cu defect).</li><li>Banii se restituie prin aceeași metodă de plată, în cel mult 14 zile.</li></ol><p>Nu se returnează perdelele croite la comandă, plantele vii, semințele și mărfurile vândute la metru.</p>`,
        },
        ru: {
          slug: "vozvrat-tovara",
          title: "Возврат товара",
          html: `<p>У вас есть 14 дней с момента получения, чтобы вернуть товар, который не подошёл, если он не был в использовании и сохранил оригинальную упаковку.</p><h2>Как вернуть товар</h2><ol><li>Позвоните по номеру ${PHONE} или напишите на ${EMAIL}, указав номер заказа.</li><li>Привезите товар в шоурум или закажите его вывоз курьером (для товаров с браком — бесплатно).</li><li>Деньги возвращаются тем же способом, которым вы платили, в течение 14 дней.</li></ol><p>Не подлежат возврату шторы, пошитые по индивидуальным размерам, живые растения, семена и товары, проданные на метраж.</p>`,
        },
        uk: {
          slug: "povernennia-tovaru",
          title: "Повернення товару",
          html: `<p>У вас є 14 днів від моменту отримання, щоб повернути товар, який не підійшов, якщо ним не користувалися і збережено оригінальне пакування.</p><h2>Як повернути товар</h2><ol><li>Зателефонуйте за номером ${PHONE} або напишіть на ${EMAIL}, вказавши номер замовлення.</li><li>Привезіть товар до шоуруму або замовте його вивезення кур’єром (для товарів із браком — безкоштовно).</li><li>Кошти повертаються тим самим способом, яким ви платили, протягом 14 днів.</li></ol><p>Не підлягають поверненню штори, пошиті за індивідуальними розмірами, живі рослини, насіння та товари, продані на метраж.</p>`,
        },
        en: {
          slug: "returns",
          title: "Returns",
          html: `<p>You have 14 days from delivery to return a product that did not suit you, as long as it is unused and in its original packaging.</p><h2>How to return an item</h2><ol><li>Call ${PHONE} or write to ${EMAIL} quoting your order number.</li><li>Bring the item to the showroom or book a courier collection (free for faulty items).</li><li>We refund you by the original payment method within 14 days.</li></ol><p>Made-to-measure curtains, live plants, seeds and goods sold by the metre cannot be returned.</p>`,
        },
      },
    },
    {
      key: "furniture-assembly",
      byLang: {
        ro: {
          slug: "asamblarea-mobilei",
          title: "Asamblarea mobilei",
          html: "<p>Echipa noastră asamblează la domiciliu mobila cumpărată în Casa Mea. Serviciul costă 10% din prețul mobilei, dar nu mai puțin de 200 lei; pentru comenzile de mobilă de la 10 000 lei asamblarea este gratuită.</p><ul><li>Programarea se face la confirmarea comenzii sau ulterior, la telefon.</li><li>Montatorii vin cu toate sculele necesare și iau ambalajele la plecare.</li><li>Oferim garanție de 12 luni pentru lucrările de asamblare.</li></ul>",
        },
        ru: {
          slug: "sborka-mebeli",
          title: "Сборка мебели",
          html: "<p>Наши мастера собирают на дому мебель, купленную в Casa Mea. Стоимость услуги — 10% от цены мебели, но не менее 200 леев; при заказе мебели от 10 000 леев сборка бесплатна.</p><ul><li>Время сборки согласуем при подтверждении заказа или позже по телефону.</li><li>Сборщики приезжают со всем необходимым инструментом и забирают упаковку с собой.</li><li>На работы по сборке действует гарантия 12 месяцев.</li></ul>",
        },
        uk: {
          slug: "zbyrannia-mebliv",
          title: "Збирання меблів",
          html: "<p>Наші майстри збирають удома меблі, придбані в Casa Mea. Вартість послуги — 10% від ціни меблів, але не менше ніж 200 леїв; у разі замовлення меблів від 10 000 леїв збирання безкоштовне.</p><ul><li>Час збирання погоджуємо під час підтвердження замовлення або пізніше телефоном.</li><li>Майстри приїжджають з усім потрібним інструментом і забирають пакування з собою.</li><li>На роботи зі збирання діє гарантія 12 місяців.</li></ul>",
        },
        en: {
          slug: "furniture-assembly",
          title: "Furniture assembly",
          html: "<p>Our fitters assemble furniture bought from Casa Mea in your home. The service costs 10% of the furniture price, with a minimum of 200 MDL, and is free for furniture orders of 10,000 MDL or more.</p><ul><li>We book the visit when confirming your order, or later by phone.</li><li>Fitters bring all the tools they need and take the packaging away.</li><li>Assembly work comes with a 12-month guarantee.</li></ul>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Mobilă", "Мебель", "Меблі", "Furniture"),
      url: t("/mobila", "/mebel", "/mebli", "/furniture"),
      icon: "sofa",
      productCount: 412,
      children: [
        {
          title: t("Canapele și fotolii", "Диваны и кресла", "Дивани та крісла", "Sofas and armchairs"),
          url: t(
            "/mobila/canapele-fotolii",
            "/mebel/divany-kresla",
            "/mebli/dyvany-krisla",
            "/furniture/sofas-armchairs",
          ),
          productCount: 118,
        },
        {
          title: t("Mese și scaune", "Столы и стулья", "Столи та стільці", "Tables and chairs"),
          url: t(
            "/mobila/mese-scaune",
            "/mebel/stoly-stulya",
            "/mebli/stoly-stiltsi",
            "/furniture/tables-chairs",
          ),
          productCount: 104,
        },
        {
          title: t("Dulapuri și comode", "Шкафы и комоды", "Шафи та комоди", "Wardrobes and dressers"),
          url: t(
            "/mobila/dulapuri-comode",
            "/mebel/shkafy-komody",
            "/mebli/shafy-komody",
            "/furniture/wardrobes-dressers",
          ),
          productCount: 96,
        },
        {
          title: t("Paturi și saltele", "Кровати и матрасы", "Ліжка та матраци", "Beds and mattresses"),
          url: t(
            "/mobila/paturi-saltele",
            "/mebel/krovati-matrasy",
            "/mebli/lizhka-matratsy",
            "/furniture/beds-mattresses",
          ),
          productCount: 94,
        },
      ],
    },
    {
      title: t("Iluminat", "Освещение", "Освітлення", "Lighting"),
      url: t("/iluminat", "/osveshchenie", "/osvitlennia", "/lighting"),
      icon: "lamp",
      productCount: 268,
      children: [
        {
          title: t("Lustre", "Люстры", "Люстри", "Chandeliers"),
          url: t(
            "/iluminat/lustre",
            "/osveshchenie/lyustry",
            "/osvitlennia/liustry",
            "/lighting/chandeliers",
          ),
          productCount: 87,
        },
        {
          title: t(
            "Veioze și lampadare",
            "Настольные лампы и торшеры",
            "Настільні лампи та торшери",
            "Table and floor lamps",
          ),
          url: t(
            "/iluminat/veioze-lampadare",
            "/osveshchenie/lampy-torshery",
            "/osvitlennia/lampy-torshery",
            "/lighting/table-floor-lamps",
          ),
          productCount: 121,
        },
        {
          title: t("Becuri LED", "Светодиодные лампы", "Світлодіодні лампи", "LED bulbs"),
          url: t(
            "/iluminat/becuri-led",
            "/osveshchenie/svetodiodnye-lampy",
            "/osvitlennia/svitlodiodni-lampy",
            "/lighting/led-bulbs",
          ),
          productCount: 60,
        },
      ],
    },
    {
      title: t("Bucătărie", "Кухня", "Кухня", "Kitchen"),
      url: t("/bucatarie", "/kukhnya", "/kukhnia", "/kitchen"),
      icon: "utensils",
      productCount: 735,
      children: [
        {
          title: t("Vase de gătit", "Посуда для готовки", "Посуд для приготування", "Cookware"),
          url: t(
            "/bucatarie/vase-gatit",
            "/kukhnya/posuda-dlya-gotovki",
            "/kukhnia/posud-dlia-pryhotuvannia",
            "/kitchen/cookware",
          ),
          productCount: 214,
        },
        {
          title: t("Veselă", "Столовая посуда", "Столовий посуд", "Tableware"),
          url: t(
            "/bucatarie/vesela",
            "/kukhnya/stolovaya-posuda",
            "/kukhnia/stolovyi-posud",
            "/kitchen/tableware",
          ),
          productCount: 296,
        },
        {
          title: t("Ustensile", "Кухонные принадлежности", "Кухонне приладдя", "Kitchen utensils"),
          url: t(
            "/bucatarie/ustensile",
            "/kukhnya/prinadlezhnosti",
            "/kukhnia/pryladdia",
            "/kitchen/utensils",
          ),
          productCount: 225,
        },
      ],
    },
    {
      title: t("Textile pentru casă", "Домашний текстиль", "Домашній текстиль", "Home textiles"),
      url: t("/textile", "/tekstil", "/tekstyl", "/textiles"),
      icon: "home",
      productCount: 390,
      children: [
        {
          title: t("Lenjerie de pat", "Постельное бельё", "Постільна білизна", "Bed linen"),
          url: t(
            "/textile/lenjerie-pat",
            "/tekstil/postelnoe-bele",
            "/tekstyl/postilna-bilyzna",
            "/textiles/bed-linen",
          ),
          productCount: 142,
        },
        {
          title: t("Perdele și draperii", "Шторы и тюль", "Штори та тюль", "Curtains"),
          url: t("/textile/perdele", "/tekstil/shtory", "/tekstyl/shtory", "/textiles/curtains"),
          productCount: 131,
        },
        {
          title: t("Covoare", "Ковры", "Килими", "Rugs"),
          url: t("/textile/covoare", "/tekstil/kovry", "/tekstyl/kylymy", "/textiles/rugs"),
          productCount: 117,
        },
      ],
    },
    {
      title: t("Decor", "Декор", "Декор", "Home decor"),
      url: t("/decor", "/dekor", "/dekor", "/decor"),
      icon: "sparkles",
      badge: t("Nou", "Новинки", "Новинки", "New"),
      productCount: 254,
    },
    {
      title: t("Grădină", "Сад и огород", "Сад і город", "Garden"),
      url: t("/gradina", "/sad-i-ogorod", "/sad-i-horod", "/garden"),
      icon: "flower",
      productCount: 521,
      children: [
        {
          title: t("Semințe și răsaduri", "Семена и рассада", "Насіння та розсада", "Seeds and seedlings"),
          url: t(
            "/gradina/seminte-rasaduri",
            "/sad-i-ogorod/semena-rassada",
            "/sad-i-horod/nasinnia-rozsada",
            "/garden/seeds-seedlings",
          ),
          productCount: 186,
        },
        {
          title: t("Mobilier de grădină", "Садовая мебель", "Садові меблі", "Garden furniture"),
          url: t(
            "/gradina/mobilier-gradina",
            "/sad-i-ogorod/sadovaya-mebel",
            "/sad-i-horod/sadovi-mebli",
            "/garden/garden-furniture",
          ),
          productCount: 94,
        },
        {
          title: t("Grătare și barbecue", "Грили и мангалы", "Грилі та мангали", "Grills and barbecues"),
          url: t(
            "/gradina/gratare",
            "/sad-i-ogorod/grili-mangaly",
            "/sad-i-horod/hryli-manhaly",
            "/garden/grills",
          ),
          productCount: 63,
        },
        {
          title: t("Irigare", "Полив", "Полив", "Watering"),
          url: t("/gradina/irigare", "/sad-i-ogorod/poliv", "/sad-i-horod/polyv", "/garden/watering"),
          productCount: 178,
        },
      ],
    },
    {
      title: t("Unelte și scule", "Инструменты", "Інструменти", "Tools"),
      url: t("/unelte", "/instrumenty", "/instrumenty", "/tools"),
      icon: "tool",
      productCount: 346,
      children: [
        {
          title: t("Scule electrice", "Электроинструмент", "Електроінструмент", "Power tools"),
          url: t(
            "/unelte/scule-electrice",
            "/instrumenty/elektroinstrument",
            "/instrumenty/elektroinstrument",
            "/tools/power-tools",
          ),
          productCount: 139,
        },
        {
          title: t("Unelte de mână", "Ручной инструмент", "Ручний інструмент", "Hand tools"),
          url: t(
            "/unelte/unelte-mana",
            "/instrumenty/ruchnoy-instrument",
            "/instrumenty/ruchnyi-instrument",
            "/tools/hand-tools",
          ),
          productCount: 152,
        },
        {
          title: t("Feronerie", "Крепёж", "Кріплення", "Fasteners"),
          url: t("/unelte/feronerie", "/instrumenty/krepezh", "/instrumenty/kriplennia", "/tools/fasteners"),
          productCount: 55,
        },
      ],
    },
    {
      title: t("Reduceri", "Скидки", "Знижки", "Sale"),
      url: t("/reduceri", "/skidki", "/znyzhky", "/sale"),
      icon: "tag",
      badge: t("Până la -40%", "До -40%", "До -40%", "Up to 40% off"),
      productCount: 128,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#2F7D4F", to: "#A8D672", emoji: "🌱" },
      url: t("/gradina", "/sad-i-ogorod", "/sad-i-horod", "/garden"),
      title: t(
        "Grădina ta, gata de primăvară",
        "Ваш сад готов к весне",
        "Ваш сад готовий до весни",
        "Get your garden ready for spring",
      ),
      description: t(
        "Semințe, răsaduri și unelte cu reduceri de până la 25%",
        "Семена, рассада и инструменты со скидками до 25%",
        "Насіння, розсада та інструменти зі знижками до 25%",
        "Seeds, seedlings and tools up to 25% off",
      ),
    },
    {
      showOn: "main",
      art: { from: "#F2A541", to: "#7A4E2D", emoji: "💡" },
      url: t("/iluminat", "/osveshchenie", "/osvitlennia", "/lighting"),
      title: t(
        "Lumină caldă pentru serile lungi",
        "Тёплый свет для долгих вечеров",
        "Тепле світло для довгих вечорів",
        "Warm light for long evenings",
      ),
      description: t(
        "Lustre, veioze și becuri LED — peste 250 de modele",
        "Люстры, настольные лампы и LED-лампы — более 250 моделей",
        "Люстри, настільні лампи та LED-лампи — понад 250 моделей",
        "Chandeliers, table lamps and LED bulbs — over 250 models",
      ),
    },
    {
      showOn: "top",
      art: { from: "#1F4E79", to: "#4F8FCB", emoji: "🚚" },
      url: t("/delivery", "/delivery", "/delivery", "/delivery"),
      title: t(
        "Livrare gratuită de la 1000 lei",
        "Бесплатная доставка от 1000 леев",
        "Безкоштовна доставка від 1000 леїв",
        "Free delivery from 1000 MDL",
      ),
      description: t(
        "În Chișinău, a doua zi lucrătoare",
        "По Кишинёву, на следующий рабочий день",
        "По Кишиневу, наступного робочого дня",
        "Across Chișinău, next working day",
      ),
    },
  ],
  shops: [
    {
      title: t("Showroom Casa Mea", "Шоурум Casa Mea", "Шоурум Casa Mea", "Casa Mea showroom"),
      address,
      phones: [PHONE, MOBILE],
      hours: week("09:00-19:00", "09:00-19:00", "10:00-17:00"),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
