import type { ContentDocuments } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, type MoldovaShopLegal, moldovaShopLegal, noSiteFiles, week } from "./shared.ts";

/**
 * Farmacia Familiei: a chain of five pharmacies in Chișinău (one open 24/7). Pharmacy rules: prescription
 * medicines are only reserved for pickup in a pharmacy, and the footer, about page and terms carry the
 * licence and the contacts of the regulator (AMDM).
 */

const t = (ro: string, ru: string, uk: string, en: string): Localized => ({ ro, ru, uk, en });

const PHONE = "+373 22 404 040";
const MOBILE = "+373 60 404 040";
const EMAIL = "info@farmaciafamiliei.md";
const IDNO = "1003600154872";
const MAP = { lat: 47.0256, lng: 28.8318, zoom: 14 };
const AMDM_URL = "https://www.amdm.gov.md";

/** Head office = the 24/7 pharmacy in the city centre. */
const address = t(
  "bd. Ștefan cel Mare și Sfînt 128, Chișinău, MD-2012",
  "бул. Штефан чел Маре ши Сфынт, 128, Кишинёв, MD-2012",
  "бульв. Штефан чел Маре ші Сфинт, 128, Кишинів, MD-2012",
  "128 Ștefan cel Mare și Sfînt Blvd., Chișinău MD-2012, Moldova",
);

const licence = t(
  "Licența pentru activitate farmaceutică nr. 064512 din 14.06.2021",
  "Лицензия на фармацевтическую деятельность № 064512 от 14.06.2021",
  "Ліцензія на фармацевтичну діяльність № 064512 від 14.06.2021",
  "Pharmacy licence No. 064512 of 14.06.2021",
);

/** The regulator's contacts, with the official Romanian name kept in every language. */
const regulator = t(
  "Agenția Medicamentului și Dispozitivelor Medicale (AMDM), str. Korolenko 2/1, Chișinău, tel. +373 22 884 301",
  "Агентство лекарств и медицинских изделий (Agenția Medicamentului și Dispozitivelor Medicale, AMDM), ул. Короленко, 2/1, Кишинёв, тел. +373 22 884 301",
  "Агентство з лікарських засобів і медичних виробів (Agenția Medicamentului și Dispozitivelor Medicale, AMDM), вул. Короленка, 2/1, Кишинів, тел. +373 22 884 301",
  "Medicines and Medical Devices Agency (Agenția Medicamentului și Dispozitivelor Medicale, AMDM), 2/1 Korolenko St., Chișinău, tel. +373 22 884 301",
);

const workHours = t(
  "Farmacia din centru: non-stop. Linia de informații: zilnic 08:00–22:00.",
  "Аптека в центре: круглосуточно. Справочная линия: ежедневно 08:00–22:00.",
  "Аптека в центрі: цілодобово. Довідкова лінія: щодня 08:00–22:00.",
  "City-centre pharmacy: open 24/7. Information line: daily 8:00–22:00.",
);

const amdmLink = `<a href="${AMDM_URL}" target="_blank" rel="noopener">www.amdm.gov.md</a>`;

const legal: MoldovaShopLegal = {
  company: "Farmacia Familiei",
  idno: IDNO,
  domain: "farmaciafamiliei.md",
  email: EMAIL,
  phone: PHONE,
  address,
  returns: t(
    "<p>Conform legislației, medicamentele, dispozitivele medicale sterile și produsele de igienă personală de calitate corespunzătoare nu pot fi returnate sau schimbate. Dacă ați primit un produs deteriorat, greșit sau cu termenul de valabilitate expirat, îl înlocuim ori vă restituim banii.</p>",
    "<p>В соответствии с законодательством лекарственные препараты, стерильные медицинские изделия и средства личной гигиены надлежащего качества возврату и обмену не подлежат. Если вы получили повреждённый, не тот или просроченный товар, мы заменим его или вернём деньги.</p>",
    "<p>Відповідно до законодавства лікарські засоби, стерильні медичні вироби та засоби особистої гігієни належної якості не підлягають поверненню чи обміну. Якщо ви отримали пошкоджений, не той або прострочений товар, ми замінимо його чи повернемо кошти.</p>",
    "<p>By law, medicines, sterile medical devices and personal hygiene products of proper quality cannot be returned or exchanged. If you receive a damaged, wrong or expired product, we will replace it or refund you.</p>",
  ),
  extraTerms: t(
    `<h2>Medicamentele cu rețetă</h2><p>Medicamentele eliberate cu prescripție medicală pot fi doar rezervate pe site și ridicate personal dintr-o farmacie Farmacia Familiei; ele nu se livrează la domiciliu. Pentru fiecare astfel de produs cumpărătorul confirmă că deține o rețetă valabilă, iar farmacistul verifică rețeta originală la eliberare. Rezervarea se păstrează 24 de ore.</p><h2>Informații de reglementare</h2><p>${licence.ro}. Autoritatea de supraveghere: ${regulator.ro}, ${amdmLink}.</p>`,
    `<h2>Рецептурные препараты</h2><p>Лекарства, отпускаемые по рецепту врача, можно только забронировать на сайте и забрать лично в аптеке Farmacia Familiei; на дом они не доставляются. Для каждого такого товара покупатель подтверждает, что у него есть действующий рецепт, а фармацевт проверяет оригинал рецепта при отпуске. Бронь сохраняется 24 часа.</p><h2>Регуляторная информация</h2><p>${licence.ru}. Надзорный орган: ${regulator.ru}, ${amdmLink}.</p>`,
    `<h2>Рецептурні препарати</h2><p>Ліки, що відпускаються за рецептом лікаря, можна лише забронювати на сайті й забрати особисто в аптеці Farmacia Familiei; додому вони не доставляються. Для кожного такого товару покупець підтверджує, що має чинний рецепт, а фармацевт перевіряє оригінал рецепта під час відпуску. Бронь зберігається 24 години.</p><h2>Регуляторна інформація</h2><p>${licence.uk}. Наглядовий орган: ${regulator.uk}, ${amdmLink}.</p>`,
    `<h2>Prescription medicines</h2><p>Prescription-only medicines can only be reserved on the website and collected in person from a Farmacia Familiei pharmacy; they are never delivered to your home. For each such item the buyer confirms that they hold a valid prescription, and the pharmacist checks the original prescription when dispensing. Reservations are held for 24 hours.</p><h2>Regulatory information</h2><p>${licence.en}. Supervisory authority: ${regulator.en}, ${amdmLink}.</p>`,
  ),
  extraPrivacy: t(
    "<h2>Date privind sănătatea</h2><p>Informațiile despre medicamentele comandate și datele din rețete sunt categorii speciale de date. Le prelucrăm doar pentru eliberarea medicamentelor și consilierea farmaceutică; au acces la ele numai farmaciștii și nu le folosim niciodată în scopuri de marketing.</p>",
    "<h2>Данные о здоровье</h2><p>Сведения о заказанных лекарствах и данные рецептов относятся к специальным категориям данных. Мы обрабатываем их только для отпуска лекарств и фармацевтического консультирования; доступ к ним есть лишь у фармацевтов, и в маркетинговых целях мы их никогда не используем.</p>",
    "<h2>Дані про здоров’я</h2><p>Відомості про замовлені ліки та дані рецептів належать до спеціальних категорій даних. Ми обробляємо їх лише для відпуску ліків і фармацевтичного консультування; доступ до них мають тільки фармацевти, і в маркетингових цілях ми їх ніколи не використовуємо.</p>",
    "<h2>Health data</h2><p>Information about the medicines you order and prescription details are special categories of data. We process them only to dispense medicines and give pharmaceutical advice; only pharmacists can access them, and we never use them for marketing.</p>",
  ),
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Clienți",
        links: [
          { title: "Livrare și ridicare", url: "/delivery" },
          { title: "Cum să comanzi", url: "/page/cum-sa-comanzi" },
          { title: "Medicamente cu rețetă", url: "/page/medicamente-cu-reteta" },
        ],
      },
      {
        title: "Farmacia Familiei",
        links: [
          { title: "Despre noi", url: "/about" },
          { title: "Articole", url: "/articles" },
          { title: "Oferte speciale", url: "/special-offers" },
          { title: "Farmaciile noastre", url: "/contacts" },
          { title: "Informații farmaceutice", url: "/page/informatii-farmaceutice" },
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
    about_text: `Farmacia Familiei — rețea de 5 farmacii în Chișinău. S.R.L. „Farmacia Familiei”, IDNO ${IDNO}. ${licence.ro}. Autoritatea de reglementare: ${regulator.ro}. Medicamentele cu rețetă se rezervă doar pentru ridicare din farmacie.`,
    copyright: "© 2025 Farmacia Familiei SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ro", legal),
  delivery_page: {
    title: "Livrare și ridicare",
    html: "<p>Produsele fără rețetă, vitaminele, dermatocosmetica și produsele pentru mame și copii vi le aducem acasă sau le puteți ridica din oricare dintre cele 5 farmacii ale noastre.</p><p><strong>Medicamentele cu rețetă se rezervă doar pentru ridicare din farmacie</strong> și nu se livrează la domiciliu: farmacistul trebuie să verifice rețeta originală.</p>",
    tabs: [
      {
        id: "pickup",
        title: "Ridicare din farmacie",
        html: "<p>Gratuit. Alegeți farmacia la plasarea comenzii — pe pagina produsului vedeți stocul din fiecare farmacie. Comanda este gata în 1–2 ore, iar farmacia de pe bd. Ștefan cel Mare și Sfînt 128 lucrează non-stop.</p><p>Rezervarea se păstrează 24 de ore. Medicamentele cu rețetă se eliberează doar la prezentarea rețetei originale.</p>",
      },
      {
        id: "chisinau",
        title: "Curier în Chișinău",
        html: "<p><strong>Standard — 40 lei</strong>, în aceeași zi pentru comenzile plasate până la ora 15:00; gratuit pentru comenzile de la 500 lei.</p><p><strong>Expres — 80 lei</strong>, în 90 de minute, zilnic între 08:00 și 22:00.</p><p>Produsele care trebuie păstrate la rece le livrăm în genți termoizolante. Medicamentele cu rețetă nu se livrează.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post — regiuni",
        html: "<p>Trimitem produse fără rețetă în toată Moldova prin Nova Post, în 1–2 zile lucrătoare. Costul este de 60 lei, iar pentru comenzile de la 1000 lei livrarea este gratuită.</p><p>Produsele care necesită lanț frigorific (insuline, vaccinuri, unele picături oftalmice) și medicamentele cu rețetă nu se expediază prin poștă.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Despre Farmacia Familiei",
    html: `<p>Farmacia Familiei este o rețea de 5 farmacii din Chișinău, deschisă în 2004 de o familie de farmaciști. Am păstrat principiul de la început: sfatul farmacistului contează la fel de mult ca medicamentul potrivit.</p><p>Avem peste 8 000 de produse — medicamente, vitamine, dispozitive medicale, dermatocosmetică și produse pentru mame și copii. Farmacia de pe bd. Ștefan cel Mare și Sfînt 128 lucrează non-stop.</p><p>Medicamentele cu rețetă le puteți rezerva pe site și ridica din farmacie, prezentând rețeta originală; ele nu se livrează la domiciliu.</p><h2>Informații de reglementare</h2><p>S.R.L. „Farmacia Familiei”, IDNO ${IDNO}. ${licence.ro}. Autoritatea de reglementare: ${regulator.ro}, ${amdmLink} — aici puteți verifica farmacia în registrul farmaciilor autorizate.</p>`,
    image: null,
    facts: [
      { value: "5", label: "farmacii în Chișinău" },
      { value: "24/7", label: "farmacia din centru" },
      { value: "8 000+", label: "produse" },
      { value: "21", label: "de ani de activitate" },
    ],
  },
  main_page_settings: {
    seo_title: "Farmacia Familiei — farmacie online în Chișinău",
    seo_description:
      "Medicamente, vitamine, dermatocosmetică și dispozitive medicale cu livrare în toată Moldova. Rezervare online și ridicare din 5 farmacii, una non-stop.",
    heading: "Grijă pentru toată familia",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Farmaciile noastre",
    html: "<p>Avem 5 farmacii în Chișinău, iar cea de pe bd. Ștefan cel Mare și Sfînt 128 lucrează non-stop. Adresa și programul fiecărei farmacii le găsiți mai jos. Linia de informații farmaceutice vă răspunde zilnic între 08:00 și 22:00.</p>",
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
          { title: "Доставка и самовывоз", url: "/delivery" },
          { title: "Как заказать", url: "/page/kak-zakazat" },
          { title: "Рецептурные препараты", url: "/page/retsepturnye-preparaty" },
        ],
      },
      {
        title: "Farmacia Familiei",
        links: [
          { title: "О нас", url: "/about" },
          { title: "Статьи", url: "/articles" },
          { title: "Акции", url: "/special-offers" },
          { title: "Наши аптеки", url: "/contacts" },
          { title: "Фармацевтическая информация", url: "/page/farmatsevticheskaya-informatsiya" },
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
    about_text: `Farmacia Familiei — сеть из 5 аптек в Кишинёве. ООО «Farmacia Familiei», IDNO ${IDNO}. ${licence.ru}. Регулирующий орган: ${regulator.ru}. Рецептурные препараты бронируются только для самовывоза из аптеки.`,
    copyright: "© 2025 Farmacia Familiei SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("ru", legal),
  delivery_page: {
    title: "Доставка и самовывоз",
    html: "<p>Безрецептурные препараты, витамины, дерматокосметику и товары для мам и малышей мы привезём домой, или вы можете забрать их в любой из наших 5 аптек.</p><p><strong>Рецептурные препараты бронируются только для самовывоза из аптеки</strong> и на дом не доставляются: фармацевт должен проверить оригинал рецепта.</p>",
    tabs: [
      {
        id: "pickup",
        title: "Самовывоз из аптеки",
        html: "<p>Бесплатно. Выберите аптеку при оформлении заказа — на странице товара видно наличие в каждой аптеке. Заказ будет готов через 1–2 часа, а аптека на бул. Штефан чел Маре ши Сфынт, 128 работает круглосуточно.</p><p>Бронь хранится 24 часа. Рецептурные препараты отпускаются только при предъявлении оригинала рецепта.</p>",
      },
      {
        id: "chisinau",
        title: "Курьер по Кишинёву",
        html: "<p><strong>Стандартная — 40 леев</strong>, в тот же день для заказов, оформленных до 15:00; бесплатно при заказе от 500 леев.</p><p><strong>Экспресс — 80 леев</strong>, за 90 минут, ежедневно с 08:00 до 22:00.</p><p>Товары, требующие хранения в холоде, доставляем в термосумках. Рецептурные препараты не доставляются.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post — регионы",
        html: "<p>Отправляем безрецептурные товары по всей Молдове через Nova Post за 1–2 рабочих дня. Стоимость — 60 леев, при заказе от 1000 леев доставка бесплатна.</p><p>Товары, требующие холодовой цепи (инсулины, вакцины, некоторые глазные капли), и рецептурные препараты почтой не отправляются.</p>",
      },
    ],
  },
  about_us_page: {
    title: "О Farmacia Familiei",
    html: `<p>Farmacia Familiei — сеть из 5 аптек в Кишинёве, которую в 2004 году открыла семья фармацевтов. Мы сохранили главный принцип с первого дня: совет фармацевта так же важен, как правильно подобранное лекарство.</p><p>У нас более 8 000 товаров — лекарства, витамины, медицинская техника, дерматокосметика и товары для мам и малышей. Аптека на бул. Штефан чел Маре ши Сфынт, 128 работает круглосуточно.</p><p>Рецептурные препараты можно забронировать на сайте и забрать в аптеке, предъявив оригинал рецепта; на дом они не доставляются.</p><h2>Регуляторная информация</h2><p>ООО «Farmacia Familiei», IDNO ${IDNO}. ${licence.ru}. Регулирующий орган: ${regulator.ru}, ${amdmLink} — здесь можно проверить аптеку в реестре лицензированных аптек.</p>`,
    image: null,
    facts: [
      { value: "5", label: "аптек в Кишинёве" },
      { value: "24/7", label: "аптека в центре" },
      { value: "8 000+", label: "товаров" },
      { value: "21", label: "год работы" },
    ],
  },
  main_page_settings: {
    seo_title: "Farmacia Familiei — интернет-аптека в Кишинёве",
    seo_description:
      "Лекарства, витамины, дерматокосметика и медтехника с доставкой по всей Молдове. Онлайн-бронирование и самовывоз из 5 аптек, одна работает круглосуточно.",
    heading: "Забота обо всей семье",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Наши аптеки",
    html: "<p>У нас 5 аптек в Кишинёве, а аптека на бул. Штефан чел Маре ши Сфынт, 128 работает круглосуточно. Адреса и график каждой аптеки — ниже. Фармацевтическая справочная линия отвечает ежедневно с 08:00 до 22:00.</p>",
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
          { title: "Доставка та самовивіз", url: "/delivery" },
          { title: "Як замовити", url: "/page/yak-zamovyty" },
          { title: "Рецептурні препарати", url: "/page/retsepturni-preparaty" },
        ],
      },
      {
        title: "Farmacia Familiei",
        links: [
          { title: "Про нас", url: "/about" },
          { title: "Статті", url: "/articles" },
          { title: "Акції", url: "/special-offers" },
          { title: "Наші аптеки", url: "/contacts" },
          { title: "Фармацевтична інформація", url: "/page/farmatsevtychna-informatsiia" },
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
    about_text: `Farmacia Familiei — мережа з 5 аптек у Кишиневі. ТОВ «Farmacia Familiei», IDNO ${IDNO}. ${licence.uk}. Регуляторний орган: ${regulator.uk}. Рецептурні препарати бронюються лише для самовивозу з аптеки.`,
    copyright: "© 2025 Farmacia Familiei SRL. Усі права захищено.",
    address: address.uk ?? "",
    work_hours: workHours.uk ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("uk", legal),
  delivery_page: {
    title: "Доставка та самовивіз",
    html: "<p>Безрецептурні препарати, вітаміни, дерматокосметику та товари для мам і малюків ми привеземо додому, або ви можете забрати їх у будь-якій із наших 5 аптек.</p><p><strong>Рецептурні препарати бронюються лише для самовивозу з аптеки</strong> й додому не доставляються: фармацевт має перевірити оригінал рецепта.</p>",
    tabs: [
      {
        id: "pickup",
        title: "Самовивіз з аптеки",
        html: "<p>Безкоштовно. Оберіть аптеку під час оформлення замовлення — на сторінці товару видно наявність у кожній аптеці. Замовлення буде готове за 1–2 години, а аптека на бульв. Штефан чел Маре ші Сфинт, 128 працює цілодобово.</p><p>Бронь зберігається 24 години. Рецептурні препарати відпускаються лише за пред’явлення оригіналу рецепта.</p>",
      },
      {
        id: "chisinau",
        title: "Кур’єр по Кишиневу",
        html: "<p><strong>Стандартна — 40 леїв</strong>, того ж дня для замовлень, оформлених до 15:00; безкоштовно в разі замовлення від 500 леїв.</p><p><strong>Експрес — 80 леїв</strong>, за 90 хвилин, щодня з 08:00 до 22:00.</p><p>Товари, що потребують зберігання в холоді, доставляємо в термосумках. Рецептурні препарати не доставляються.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post — регіони",
        html: "<p>Надсилаємо безрецептурні товари по всій Молдові через Nova Post за 1–2 робочі дні. Вартість — 60 леїв, у разі замовлення від 1000 леїв доставка безкоштовна.</p><p>Товари, що потребують холодового ланцюга (інсуліни, вакцини, деякі очні краплі), і рецептурні препарати поштою не надсилаються.</p>",
      },
    ],
  },
  about_us_page: {
    title: "Про Farmacia Familiei",
    html: `<p>Farmacia Familiei — мережа з 5 аптек у Кишиневі, яку 2004 року відкрила родина фармацевтів. Ми зберегли головний принцип із першого дня: порада фармацевта так само важлива, як правильно дібрані ліки.</p><p>У нас понад 8 000 товарів — ліки, вітаміни, медична техніка, дерматокосметика та товари для мам і малюків. Аптека на бульв. Штефан чел Маре ші Сфинт, 128 працює цілодобово.</p><p>Рецептурні препарати можна забронювати на сайті й забрати в аптеці, пред’явивши оригінал рецепта; додому вони не доставляються.</p><h2>Регуляторна інформація</h2><p>ТОВ «Farmacia Familiei», IDNO ${IDNO}. ${licence.uk}. Регуляторний орган: ${regulator.uk}, ${amdmLink} — тут можна перевірити аптеку в реєстрі ліцензованих аптек.</p>`,
    image: null,
    facts: [
      { value: "5", label: "аптек у Кишиневі" },
      { value: "24/7", label: "аптека в центрі" },
      { value: "8 000+", label: "товарів" },
      { value: "21", label: "рік роботи" },
    ],
  },
  main_page_settings: {
    seo_title: "Farmacia Familiei — інтернет-аптека в Кишиневі",
    seo_description:
      "Ліки, вітаміни, дерматокосметика та медтехніка з доставкою по всій Молдові. Онлайн-бронювання та самовивіз із 5 аптек, одна працює цілодобово.",
    heading: "Турбота про всю родину",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Наші аптеки",
    html: "<p>У нас 5 аптек у Кишиневі, а аптека на бульв. Штефан чел Маре ші Сфинт, 128 працює цілодобово. Адреси та графік роботи кожної аптеки — нижче. Фармацевтична довідкова лінія відповідає щодня з 08:00 до 22:00.</p>",
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
          { title: "Delivery and pickup", url: "/delivery" },
          { title: "How to order", url: "/page/how-to-order" },
          { title: "Prescription medicines", url: "/page/prescription-medicines" },
        ],
      },
      {
        title: "Farmacia Familiei",
        links: [
          { title: "About us", url: "/about" },
          { title: "Articles", url: "/articles" },
          { title: "Special offers", url: "/special-offers" },
          { title: "Our pharmacies", url: "/contacts" },
          { title: "Pharmacy information", url: "/page/pharmacy-information" },
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
    about_text: `Farmacia Familiei is a chain of 5 pharmacies in Chișinău. Farmacia Familiei SRL, IDNO ${IDNO}. ${licence.en}. Regulator: ${regulator.en}. Prescription medicines are reserved for pharmacy pickup only.`,
    copyright: "© 2025 Farmacia Familiei SRL. All rights reserved.",
    address: address.en ?? "",
    work_hours: workHours.en ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: moldovaShopLegal("en", legal),
  delivery_page: {
    title: "Delivery and pickup",
    html: "<p>We deliver over-the-counter medicines, vitamins, dermocosmetics and mother-and-baby products to your door, or you can collect them from any of our 5 pharmacies.</p><p><strong>Prescription medicines are reserved for pharmacy pickup only</strong> and are never delivered to your home: the pharmacist has to check the original prescription.</p>",
    tabs: [
      {
        id: "pickup",
        title: "Pharmacy pickup",
        html: "<p>Free. Choose a pharmacy at checkout — each product page shows the stock in every pharmacy. Your order is ready within 1–2 hours, and the pharmacy at 128 Ștefan cel Mare și Sfînt Blvd. is open 24/7.</p><p>Reservations are held for 24 hours. Prescription medicines are dispensed only on presentation of the original prescription.</p>",
      },
      {
        id: "chisinau",
        title: "Courier in Chișinău",
        html: "<p><strong>Standard — 40 MDL</strong>, same day for orders placed by 15:00; free on orders of 500 MDL or more.</p><p><strong>Express — 80 MDL</strong>, within 90 minutes, every day from 8:00 to 22:00.</p><p>Products that must be kept cold are delivered in insulated bags. Prescription medicines are not delivered.</p>",
      },
      {
        id: "nova-post",
        title: "Nova Post — regions",
        html: "<p>We send over-the-counter products all over Moldova via Nova Post within 1–2 working days. It costs 60 MDL and is free on orders of 1000 MDL or more.</p><p>Cold-chain products (insulins, vaccines, some eye drops) and prescription medicines are not sent by post.</p>",
      },
    ],
  },
  about_us_page: {
    title: "About Farmacia Familiei",
    html: `<p>Farmacia Familiei is a chain of 5 pharmacies in Chișinău, opened in 2004 by a family of pharmacists. We have kept our founding principle: a pharmacist’s advice matters as much as the right medicine.</p><p>We stock more than 8,000 products — medicines, vitamins, medical devices, dermocosmetics and mother-and-baby products. The pharmacy at 128 Ștefan cel Mare și Sfînt Blvd. is open 24/7.</p><p>Prescription medicines can be reserved on the website and collected from a pharmacy on presentation of the original prescription; they are not delivered to your home.</p><h2>Regulatory information</h2><p>Farmacia Familiei SRL, IDNO ${IDNO}. ${licence.en}. Regulator: ${regulator.en}, ${amdmLink} — where you can check the pharmacy in the register of licensed pharmacies.</p>`,
    image: null,
    facts: [
      { value: "5", label: "pharmacies in Chișinău" },
      { value: "24/7", label: "city-centre pharmacy" },
      { value: "8,000+", label: "products" },
      { value: "21", label: "years in business" },
    ],
  },
  main_page_settings: {
    seo_title: "Farmacia Familiei — online pharmacy in Chișinău",
    seo_description:
      "Medicines, vitamins, dermocosmetics and medical devices delivered across Moldova. Reserve online and collect from 5 pharmacies, one open 24/7.",
    heading: "Caring for the whole family",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Our pharmacies",
    html: "<p>We have 5 pharmacies in Chișinău, and the one at 128 Ștefan cel Mare și Sfînt Blvd. is open 24/7. The address and opening hours of each pharmacy are listed below. Our pharmacy information line answers every day from 8:00 to 22:00.</p>",
    address: address.en ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.en ?? "",
    map: MAP,
  },
};

export const farmacieSite: SiteSeed = {
  code: "farmacie",
  name: "Farmacia Familiei",
  languages: ["ro", "ru", "uk", "en"],
  mainLanguage: "ro",
  currency: "MDL",
  settings: {
    project: "Farmacia Familiei",
    project_currency: "MDL",
    langs: ["ro", "ru", "uk", "en"],
    mainUiInterface: {
      mainNavigationType: "pills",
      topNavigationType: "classic",
      mainLang: "ro",
      // View types (decision 0042): this shop shows some of the non-default variants.
      footer_view_type: "compact",
      product_card_view_type: "centered",
      product_cart_button_view_type: "full_width",
    },
    phones: { main: PHONE, stationary: "+373 22 404 041", support: MOBILE },
    main_email: EMAIL,
    social_media: [
      { type: "viber", url: "viber://chat?number=%2B37360404040" },
      { type: "telegram", url: "https://t.me/farmacia_demo_md" },
    ],
    // The chain's apps, linked in the footer.
    mobile_apps_settings: {
      app_store: "https://apps.apple.com/md/app/farmacia-demo/id6450000001",
      google_play: "https://play.google.com/store/apps/details?id=md.farmacia.demo",
    },
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/farmaciafamiliei.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/farmaciafamiliei.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37360404040", title: "Viber" },
      { type: "telegram", url: "https://t.me/farmaciafamiliei", title: "Telegram" },
    ],
    delivery_price: [
      { type: "standart", price: 40, regional_price: 60, free_delivery: 500 },
      { type: "express", price: 80, regional_price: 100, free_delivery: null },
    ],
    free_delivery_region: 1000,
    text_delivery_info:
      "Livrare gratuită în Chișinău de la 500 lei. Medicamentele cu rețetă se rezervă doar pentru ridicare din farmacie.",
    default_sorting: false,
    has_product_of_the_day: true,
    discount_card_settings: { enabled: true },
    additional_settings: {
      enable_product_reviews: true,
      is_user_cabinet: true,
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
          seoDescription:
            "Comandați online cu livrare sau ridicare din farmacie. Medicamentele cu rețetă se ridică doar din farmacie.",
          html: "<ol><li>Găsiți produsul în catalog sau prin căutare și verificați în ce farmacii este disponibil.</li><li>Adăugați-l în coș și alegeți livrarea la domiciliu sau ridicarea dintr-o farmacie.</li><li>Indicați datele de contact și metoda de plată, apoi confirmați comanda.</li><li>Farmacistul vă sună dacă are întrebări, iar când comanda este gata primiți un SMS.</li></ol><p><strong>Important:</strong> medicamentele cu rețetă nu se livrează la domiciliu. Ele pot fi doar rezervate pe site și ridicate dintr-o farmacie Farmacia Familiei, prezentând rețeta originală. Pentru fiecare astfel de produs din coș confirmați că aveți o rețetă valabilă.</p>",
        },
        ru: {
          slug: "kak-zakazat",
          title: "Как заказать",
          seoDescription:
            "Заказывайте онлайн с доставкой или самовывозом из аптеки. Рецептурные препараты — только самовывоз из аптеки.",
          html: "<ol><li>Найдите товар в каталоге или через поиск и проверьте, в каких аптеках он есть в наличии.</li><li>Добавьте его в корзину и выберите доставку на дом или самовывоз из аптеки.</li><li>Укажите контактные данные и способ оплаты, затем подтвердите заказ.</li><li>Если у фармацевта будут вопросы, он вам перезвонит, а когда заказ будет готов, вы получите SMS.</li></ol><p><strong>Важно:</strong> рецептурные препараты на дом не доставляются. Их можно только забронировать на сайте и забрать в аптеке Farmacia Familiei, предъявив оригинал рецепта. Для каждого такого товара в корзине подтвердите, что у вас есть действующий рецепт.</p>",
        },
        uk: {
          slug: "yak-zamovyty",
          title: "Як замовити",
          seoDescription:
            "Замовляйте онлайн із доставкою або самовивозом з аптеки. Рецептурні препарати — лише самовивіз з аптеки.",
          html: "<ol><li>Знайдіть товар у каталозі або через пошук і перевірте, в яких аптеках він є в наявності.</li><li>Додайте його до кошика та оберіть доставку додому чи самовивіз з аптеки.</li><li>Вкажіть контактні дані та спосіб оплати, а потім підтвердьте замовлення.</li><li>Якщо у фармацевта виникнуть запитання, він вам зателефонує, а коли замовлення буде готове, ви отримаєте SMS.</li></ol><p><strong>Важливо:</strong> рецептурні препарати додому не доставляються. Їх можна лише забронювати на сайті й забрати в аптеці Farmacia Familiei, пред’явивши оригінал рецепта. Для кожного такого товару в кошику підтвердьте, що маєте чинний рецепт.</p>",
        },
        en: {
          slug: "how-to-order",
          title: "How to order",
          seoDescription:
            "Order online for delivery or pharmacy pickup. Prescription medicines are available for pharmacy pickup only.",
          html: "<ol><li>Find the product in the catalogue or via search and check which pharmacies have it in stock.</li><li>Add it to your cart and choose home delivery or pickup from a pharmacy.</li><li>Enter your contact details and payment method, then confirm the order.</li><li>The pharmacist calls you if they have any questions, and you get a text when your order is ready.</li></ol><p><strong>Important:</strong> prescription medicines are not delivered to your home. They can only be reserved on the website and collected from a Farmacia Familiei pharmacy on presentation of the original prescription. For each such item in your cart, confirm that you hold a valid prescription.</p>",
        },
      },
    },
    {
      key: "prescriptions",
      byLang: {
        ro: {
          slug: "medicamente-cu-reteta",
          title: "Medicamente cu rețetă",
          html: "<p>Medicamentele care se eliberează pe bază de prescripție medicală sunt marcate în catalog cu eticheta „Cu rețetă”. Le puteți rezerva online, dar nu le livrăm: le ridicați personal dintr-o farmacie Farmacia Familiei.</p><h2>Cum funcționează rezervarea</h2><ol><li>Adăugați medicamentul în coș și confirmați că aveți o rețetă valabilă.</li><li>Alegeți farmacia de ridicare — vedeți stocul din fiecare farmacie.</li><li>Rezervarea se păstrează 24 de ore de la SMS-ul de confirmare.</li><li>La ridicare prezentați rețeta originală; farmacistul o verifică și vă explică modul de administrare.</li></ol><h2>Medicamente compensate</h2><p>Medicamentele compensate din fondurile asigurării obligatorii de asistență medicală se eliberează pe baza rețetei electronice, în toate farmaciile noastre. Prețul compensat se calculează la casă.</p>",
        },
        ru: {
          slug: "retsepturnye-preparaty",
          title: "Рецептурные препараты",
          html: "<p>Лекарства, которые отпускаются по рецепту врача, отмечены в каталоге меткой «По рецепту». Их можно забронировать онлайн, но мы их не доставляем: вы забираете их лично в аптеке Farmacia Familiei.</p><h2>Как работает бронирование</h2><ol><li>Добавьте препарат в корзину и подтвердите, что у вас есть действующий рецепт.</li><li>Выберите аптеку для самовывоза — видно наличие в каждой аптеке.</li><li>Бронь хранится 24 часа с момента SMS-подтверждения.</li><li>При получении предъявите оригинал рецепта; фармацевт проверит его и объяснит, как принимать препарат.</li></ol><h2>Компенсируемые препараты</h2><p>Лекарства, компенсируемые из фондов обязательного медицинского страхования, отпускаются по электронному рецепту во всех наших аптеках. Компенсированная цена рассчитывается на кассе.</p>",
        },
        uk: {
          slug: "retsepturni-preparaty",
          title: "Рецептурні препарати",
          html: "<p>Ліки, що відпускаються за рецептом лікаря, позначені в каталозі міткою «За рецептом». Їх можна забронювати онлайн, але ми їх не доставляємо: ви забираєте їх особисто в аптеці Farmacia Familiei.</p><h2>Як працює бронювання</h2><ol><li>Додайте препарат до кошика та підтвердьте, що маєте чинний рецепт.</li><li>Оберіть аптеку для самовивозу — видно наявність у кожній аптеці.</li><li>Бронь зберігається 24 години з моменту SMS-підтвердження.</li><li>Під час отримання пред’явіть оригінал рецепта; фармацевт перевірить його та пояснить, як приймати препарат.</li></ol><h2>Компенсовані препарати</h2><p>Ліки, що компенсуються з фондів обов’язкового медичного страхування, відпускаються за електронним рецептом в усіх наших аптеках. Компенсовану ціну розраховують на касі.</p>",
        },
        en: {
          slug: "prescription-medicines",
          title: "Prescription medicines",
          html: "<p>Medicines that require a doctor’s prescription are marked “Prescription” in the catalogue. You can reserve them online, but we do not deliver them: you collect them in person from a Farmacia Familiei pharmacy.</p><h2>How reservation works</h2><ol><li>Add the medicine to your cart and confirm that you hold a valid prescription.</li><li>Choose the pharmacy for pickup — you can see the stock in each one.</li><li>The reservation is held for 24 hours from the confirmation text.</li><li>Bring the original prescription; the pharmacist checks it and explains how to take the medicine.</li></ol><h2>Reimbursed medicines</h2><p>Medicines reimbursed from the compulsory health insurance funds are dispensed against an electronic prescription at all our pharmacies. The reimbursed price is calculated at the till.</p>",
        },
      },
    },
    {
      key: "regulatory-info",
      byLang: {
        ro: {
          slug: "informatii-farmaceutice",
          title: "Informații farmaceutice și de reglementare",
          html: `<p>S.R.L. „Farmacia Familiei” (IDNO ${IDNO}) desfășoară activitate farmaceutică în baza licenței nr. 064512 din 14.06.2021. Toate farmaciile rețelei sunt înregistrate în registrul farmaciilor autorizate.</p><h2>Autoritatea de reglementare</h2><p>Agenția Medicamentului și Dispozitivelor Medicale (AMDM)<br>str. Korolenko 2/1, Chișinău<br>tel. +373 22 884 301<br>${amdmLink}</p><p>Pe site-ul AMDM puteți verifica dacă o farmacie este autorizată și puteți raporta reacțiile adverse la medicamente.</p><h2>Farmacovigilență</h2><p>Dacă observați o reacție adversă după administrarea unui medicament, spuneți-i farmacistului sau medicului ori raportați-o direct AMDM. Informațiile de pe site nu înlocuiesc consultația medicului; citiți cu atenție prospectul înainte de utilizare.</p>`,
        },
        ru: {
          slug: "farmatsevticheskaya-informatsiya",
          title: "Фармацевтическая и регуляторная информация",
          html: `<p>ООО «Farmacia Familiei» (IDNO ${IDNO}) осуществляет фармацевтическую деятельность на основании лицензии № 064512 от 14.06.2021. Все аптеки сети внесены в реестр лицензированных аптек.</p><h2>Регулирующий орган</h2><p>Агентство лекарств и медицинских изделий (Agenția Medicamentului și Dispozitivelor Medicale, AMDM)<br>ул. Короленко, 2/1, Кишинёв<br>тел. +373 22 884 301<br>${amdmLink}</p><p>На сайте AMDM можно проверить, есть ли у аптеки лицензия, и сообщить о побочных реакциях на лекарства.</p><h2>Фармаконадзор</h2><p>Если после приёма лекарства вы заметили побочную реакцию, сообщите об этом фармацевту или врачу либо напрямую в AMDM. Информация на сайте не заменяет консультацию врача; перед применением внимательно прочитайте инструкцию.</p>`,
        },
        uk: {
          slug: "farmatsevtychna-informatsiia",
          title: "Фармацевтична та регуляторна інформація",
          html: `<p>ТОВ «Farmacia Familiei» (IDNO ${IDNO}) провадить фармацевтичну діяльність на підставі ліцензії № 064512 від 14.06.2021. Усі аптеки мережі внесено до реєстру ліцензованих аптек.</p><h2>Регуляторний орган</h2><p>Агентство з лікарських засобів і медичних виробів (Agenția Medicamentului și Dispozitivelor Medicale, AMDM)<br>вул. Короленка, 2/1, Кишинів<br>тел. +373 22 884 301<br>${amdmLink}</p><p>На сайті AMDM можна перевірити, чи має аптека ліцензію, і повідомити про побічні реакції на ліки.</p><h2>Фармаконагляд</h2><p>Якщо після прийому ліків ви помітили побічну реакцію, повідомте про це фармацевта чи лікаря або безпосередньо AMDM. Інформація на сайті не замінює консультації лікаря; перед застосуванням уважно прочитайте інструкцію.</p>`,
        },
        en: {
          slug: "pharmacy-information",
          title: "Pharmacy and regulatory information",
          html: `<p>Farmacia Familiei SRL (IDNO ${IDNO}) operates under pharmacy licence No. 064512 of 14.06.2021. All pharmacies in the chain are listed in the register of licensed pharmacies.</p><h2>Regulator</h2><p>Medicines and Medical Devices Agency (Agenția Medicamentului și Dispozitivelor Medicale, AMDM)<br>2/1 Korolenko St., Chișinău<br>tel. +373 22 884 301<br>${amdmLink}</p><p>On the AMDM website you can check whether a pharmacy is licensed and report side effects of medicines.</p><h2>Pharmacovigilance</h2><p>If you notice a side effect after taking a medicine, tell your pharmacist or doctor, or report it directly to AMDM. Information on this website does not replace medical advice; read the patient leaflet carefully before use.</p>`,
        },
      },
    },
  ],
  menu: [
    {
      title: t("Medicamente", "Лекарства", "Ліки", "Medicines"),
      url: t("/medicamente", "/lekarstva", "/liky", "/medicines"),
      icon: "pill",
      productCount: 2840,
      children: [
        {
          title: t("Răceală și gripă", "Простуда и грипп", "Застуда та грип", "Cold and flu"),
          url: t(
            "/medicamente/raceala-gripa",
            "/lekarstva/prostuda-gripp",
            "/liky/zastuda-hryp",
            "/medicines/cold-flu",
          ),
          productCount: 412,
        },
        {
          title: t("Durere și febră", "Боль и температура", "Біль і температура", "Pain and fever"),
          url: t(
            "/medicamente/durere-febra",
            "/lekarstva/bol-temperatura",
            "/liky/bil-temperatura",
            "/medicines/pain-fever",
          ),
          productCount: 356,
        },
        {
          title: t("Digestie", "Пищеварение", "Травлення", "Digestion"),
          url: t(
            "/medicamente/digestie",
            "/lekarstva/pishchevarenie",
            "/liky/travlennia",
            "/medicines/digestion",
          ),
          productCount: 398,
        },
        {
          title: t("Alergie", "Аллергия", "Алергія", "Allergy"),
          url: t("/medicamente/alergie", "/lekarstva/allergiya", "/liky/alerhiia", "/medicines/allergy"),
          productCount: 164,
        },
        {
          title: t(
            "Medicamente cu rețetă",
            "Рецептурные препараты",
            "Рецептурні препарати",
            "Prescription medicines",
          ),
          url: t(
            "/medicamente/cu-reteta",
            "/lekarstva/retsepturnye",
            "/liky/retsepturni",
            "/medicines/prescription",
          ),
          badge: t("Doar ridicare", "Только самовывоз", "Лише самовивіз", "Pickup only"),
          productCount: 1210,
        },
      ],
    },
    {
      title: t(
        "Vitamine și suplimente",
        "Витамины и БАДы",
        "Вітаміни та добавки",
        "Vitamins and supplements",
      ),
      url: t("/vitamine-suplimente", "/vitaminy-bady", "/vitaminy-dobavky", "/vitamins-supplements"),
      icon: "leaf",
      productCount: 960,
      children: [
        {
          title: t("Multivitamine", "Мультивитамины", "Мультивітаміни", "Multivitamins"),
          url: t(
            "/vitamine-suplimente/multivitamine",
            "/vitaminy-bady/multivitaminy",
            "/vitaminy-dobavky/multyvitaminy",
            "/vitamins-supplements/multivitamins",
          ),
          productCount: 240,
        },
        {
          title: t("Imunitate", "Иммунитет", "Імунітет", "Immunity"),
          url: t(
            "/vitamine-suplimente/imunitate",
            "/vitaminy-bady/immunitet",
            "/vitaminy-dobavky/imunitet",
            "/vitamins-supplements/immunity",
          ),
          productCount: 186,
        },
        {
          title: t("Omega-3", "Омега-3", "Омега-3", "Omega-3"),
          url: t(
            "/vitamine-suplimente/omega-3",
            "/vitaminy-bady/omega-3",
            "/vitaminy-dobavky/omega-3",
            "/vitamins-supplements/omega-3",
          ),
          productCount: 74,
        },
      ],
    },
    {
      title: t("Dispozitive medicale", "Медицинская техника", "Медична техніка", "Medical devices"),
      url: t("/dispozitive-medicale", "/meditsinskaya-tekhnika", "/medychna-tekhnika", "/medical-devices"),
      icon: "heart",
      productCount: 412,
      children: [
        {
          title: t("Tensiometre", "Тонометры", "Тонометри", "Blood pressure monitors"),
          url: t(
            "/dispozitive-medicale/tensiometre",
            "/meditsinskaya-tekhnika/tonometry",
            "/medychna-tekhnika/tonometry",
            "/medical-devices/blood-pressure-monitors",
          ),
          productCount: 64,
        },
        {
          title: t(
            "Glucometre și teste",
            "Глюкометры и тест-полоски",
            "Глюкометри й тест-смужки",
            "Glucose meters and strips",
          ),
          url: t(
            "/dispozitive-medicale/glucometre",
            "/meditsinskaya-tekhnika/glyukometry",
            "/medychna-tekhnika/hliukometry",
            "/medical-devices/glucose-meters",
          ),
          productCount: 88,
        },
        {
          title: t("Termometre", "Термометры", "Термометри", "Thermometers"),
          url: t(
            "/dispozitive-medicale/termometre",
            "/meditsinskaya-tekhnika/termometry",
            "/medychna-tekhnika/termometry",
            "/medical-devices/thermometers",
          ),
          productCount: 42,
        },
        {
          title: t("Nebulizatoare", "Небулайзеры", "Небулайзери", "Nebulisers"),
          url: t(
            "/dispozitive-medicale/nebulizatoare",
            "/meditsinskaya-tekhnika/nebulayzery",
            "/medychna-tekhnika/nebulaizery",
            "/medical-devices/nebulisers",
          ),
          productCount: 31,
        },
      ],
    },
    {
      title: t("Mama și copilul", "Мама и малыш", "Мама і малюк", "Mother and baby"),
      url: t("/mama-si-copilul", "/mama-i-malysh", "/mama-i-maliuk", "/mother-baby"),
      icon: "baby",
      productCount: 780,
      children: [
        {
          title: t("Alimentație pentru copii", "Детское питание", "Дитяче харчування", "Baby food"),
          url: t(
            "/mama-si-copilul/alimentatie-copii",
            "/mama-i-malysh/detskoe-pitanie",
            "/mama-i-maliuk/dytiache-kharchuvannia",
            "/mother-baby/baby-food",
          ),
          productCount: 264,
        },
        {
          title: t("Scutece", "Подгузники", "Підгузки", "Nappies"),
          url: t(
            "/mama-si-copilul/scutece",
            "/mama-i-malysh/podguzniki",
            "/mama-i-maliuk/pidhuzky",
            "/mother-baby/nappies",
          ),
          productCount: 148,
        },
        {
          title: t("Îngrijirea bebelușului", "Уход за малышом", "Догляд за малюком", "Baby care"),
          url: t(
            "/mama-si-copilul/ingrijire-bebelusi",
            "/mama-i-malysh/ukhod-za-malyshom",
            "/mama-i-maliuk/dohliad-za-maliukom",
            "/mother-baby/baby-care",
          ),
          productCount: 210,
        },
      ],
    },
    {
      title: t("Dermatocosmetică", "Дерматокосметика", "Дерматокосметика", "Dermocosmetics"),
      url: t("/dermatocosmetica", "/dermatokosmetika", "/dermatokosmetyka", "/dermocosmetics"),
      icon: "sparkles",
      productCount: 1350,
    },
    {
      title: t("Igienă", "Гигиена", "Гігієна", "Hygiene"),
      url: t("/igiena", "/gigiena", "/hihiiena", "/hygiene"),
      icon: "tooth",
      productCount: 690,
      children: [
        {
          title: t("Igienă orală", "Гигиена полости рта", "Гігієна ротової порожнини", "Oral care"),
          url: t(
            "/igiena/igiena-orala",
            "/gigiena/polost-rta",
            "/hihiiena/porozhnyna-rota",
            "/hygiene/oral-care",
          ),
          productCount: 280,
        },
        {
          title: t("Igienă intimă", "Интимная гигиена", "Інтимна гігієна", "Intimate care"),
          url: t(
            "/igiena/igiena-intima",
            "/gigiena/intimnaya",
            "/hihiiena/intymna",
            "/hygiene/intimate-care",
          ),
          productCount: 96,
        },
      ],
    },
    {
      title: t("Optică", "Оптика", "Оптика", "Eye care"),
      url: t("/optica", "/optika", "/optyka", "/eye-care"),
      icon: "eye",
      productCount: 214,
    },
    {
      title: t("Oferte", "Акции", "Акції", "Offers"),
      url: t("/oferte", "/aktsii", "/aktsii", "/offers"),
      icon: "tag",
      badge: t("−25%", "−25%", "−25%", "−25%"),
      productCount: 320,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#0E7C66", to: "#8FD3C1", emoji: "💊" },
      url: t("/vitamine-suplimente", "/vitaminy-bady", "/vitaminy-dobavky", "/vitamins-supplements"),
      title: t(
        "Imunitate pentru toată familia",
        "Иммунитет для всей семьи",
        "Імунітет для всієї родини",
        "Immunity for the whole family",
      ),
      description: t(
        "Vitamine și suplimente cu reduceri de până la 25%",
        "Витамины и добавки со скидкой до 25%",
        "Вітаміни та добавки зі знижкою до 25%",
        "Vitamins and supplements up to 25% off",
      ),
    },
    {
      showOn: "main",
      art: { from: "#1565C0", to: "#90CAF9", emoji: "🏥" },
      url: t("/delivery", "/delivery", "/delivery", "/delivery"),
      title: t(
        "Rezervă online, ridică din farmacie",
        "Бронируйте онлайн, забирайте в аптеке",
        "Бронюйте онлайн, забирайте в аптеці",
        "Reserve online, collect in store",
      ),
      description: t(
        "Comanda e gata în 1–2 ore, în 5 farmacii din Chișinău",
        "Заказ готов за 1–2 часа в 5 аптеках Кишинёва",
        "Замовлення готове за 1–2 години в 5 аптеках Кишинева",
        "Ready in 1–2 hours at 5 pharmacies in Chișinău",
      ),
    },
    {
      showOn: "main",
      art: { from: "#F48FB1", to: "#FFF1F5", emoji: "🍼" },
      url: t("/mama-si-copilul", "/mama-i-malysh", "/mama-i-maliuk", "/mother-baby"),
      title: t(
        "Tot ce trebuie pentru cei mici",
        "Всё для самых маленьких",
        "Усе для найменших",
        "Everything for little ones",
      ),
      description: t(
        "Scutece, alimentație și îngrijire pentru bebeluși",
        "Подгузники, питание и уход для малышей",
        "Підгузки, харчування та догляд для малюків",
        "Nappies, baby food and baby care",
      ),
    },
  ],
  shops: [
    {
      title: t(
        "Farmacia Familiei — Centru (non-stop)",
        "Farmacia Familiei — Центр (круглосуточно)",
        "Farmacia Familiei — Центр (цілодобово)",
        "Farmacia Familiei — City Centre (24/7)",
      ),
      address,
      phones: ["+373 22 404 041", PHONE],
      hours: week("00:00-24:00"),
      lat: 47.0256,
      lng: 28.8318,
    },
    {
      title: t(
        "Farmacia Familiei — Ismail",
        "Farmacia Familiei — Измаильская",
        "Farmacia Familiei — Ізмаїльська",
        "Farmacia Familiei — Ismail",
      ),
      address: t(
        "str. Ismail 86, Chișinău, MD-2001",
        "ул. Измаильская, 86, Кишинёв, MD-2001",
        "вул. Ізмаїльська, 86, Кишинів, MD-2001",
        "86 Ismail St., Chișinău MD-2001, Moldova",
      ),
      phones: ["+373 22 404 042", PHONE],
      hours: week("08:00-21:00", "09:00-20:00", "09:00-18:00"),
      lat: 47.0175,
      lng: 28.842,
    },
    {
      title: t(
        "Farmacia Familiei — Botanica",
        "Farmacia Familiei — Ботаника",
        "Farmacia Familiei — Ботаніка",
        "Farmacia Familiei — Botanica",
      ),
      address: t(
        "bd. Dacia 44, Chișinău, MD-2060",
        "бул. Дачия, 44, Кишинёв, MD-2060",
        "бульв. Дачія, 44, Кишинів, MD-2060",
        "44 Dacia Blvd., Chișinău MD-2060, Moldova",
      ),
      phones: ["+373 22 404 043", PHONE],
      hours: week("08:00-21:00", "08:00-21:00", "09:00-19:00"),
      lat: 46.9865,
      lng: 28.859,
    },
    {
      title: t(
        "Farmacia Familiei — Buiucani",
        "Farmacia Familiei — Буюканы",
        "Farmacia Familiei — Буюкани",
        "Farmacia Familiei — Buiucani",
      ),
      address: t(
        "str. Alba Iulia 75, Chișinău, MD-2071",
        "ул. Алба Юлия, 75, Кишинёв, MD-2071",
        "вул. Алба-Юлія, 75, Кишинів, MD-2071",
        "75 Alba Iulia St., Chișinău MD-2071, Moldova",
      ),
      phones: ["+373 22 404 044", PHONE],
      hours: week("08:00-20:00", "09:00-18:00", null),
      lat: 47.0405,
      lng: 28.7905,
    },
    {
      title: t(
        "Farmacia Familiei — Râșcani",
        "Farmacia Familiei — Рышкановка",
        "Farmacia Familiei — Ришкани",
        "Farmacia Familiei — Râșcani",
      ),
      address: t(
        "bd. Moscova 15, Chișinău, MD-2068",
        "бул. Московский, 15, Кишинёв, MD-2068",
        "бульв. Московський, 15, Кишинів, MD-2068",
        "15 Moscova Blvd., Chișinău MD-2068, Moldova",
      ),
      phones: ["+373 22 404 045", PHONE],
      hours: week("08:00-21:00", "09:00-20:00", "09:00-18:00"),
      lat: 47.0555,
      lng: 28.869,
    },
  ],
};
