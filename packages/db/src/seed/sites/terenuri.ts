import type { ContentDocuments, TermsAndPrivacy } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";
import { contentByLang, noSiteFiles, week } from "./shared.ts";

/**
 * Terenuri.md: a classifieds board for land plots in Moldova (Romanian and Russian). Prices in EUR, area in
 * ares. There is nothing to deliver, so the "delivery" page describes the advert promotion rates instead.
 */

const t = (ro: string, ru: string): Localized => ({ ro, ru });

const PHONE = "+373 22 600 500";
const MOBILE = "+373 69 600 500";
const EMAIL = "info@terenuri.md";
const MODERATION_EMAIL = "moderare@terenuri.md";
const IDNO = "1020600008165";
const MAP = { lat: 47.027, lng: 28.8305, zoom: 16 };

const address = t(
  "str. Mitropolit Petru Movilă 23, of. 4, Chișinău, MD-2004",
  "ул. Митрополит Петру Мовилэ, 23, оф. 4, Кишинёв, MD-2004",
);

const workHours = t("Luni–vineri: 09:00–18:00", "Пн–Пт: 09:00–18:00");

const legalRo: TermsAndPrivacy = {
  terms: {
    title: "Termeni de utilizare",
    html: `<h2>Despre serviciu</h2>
<p>Terenuri.md este o platformă de anunțuri administrată de S.R.L. „Terenuri Media” (IDNO ${IDNO}), cu sediul în ${address.ro}. Platforma permite publicarea și căutarea anunțurilor de vânzare și arendă a terenurilor. Nu suntem agent imobiliar și nu suntem parte la contractele încheiate între utilizatori.</p>
<h2>Contul de utilizator</h2>
<ul>
<li>Pentru a publica anunțuri trebuie să vă creați un cont și să confirmați numărul de telefon sau adresa de e-mail prin codul primit.</li>
<li>Intrați în cont cu numărul de telefon și codul primit prin SMS. Nu comunicați nimănui codul: sunteți responsabil de toate acțiunile efectuate din contul dumneavoastră.</li>
<li>O persoană poate avea un singur cont; conturile duplicate pot fi blocate.</li>
</ul>
<h2>Anunțurile</h2>
<p>Autorul anunțului garantează că are dreptul să vândă sau să dea în arendă terenul și că informațiile publicate — suprafața, prețul, numărul cadastral, fotografiile — sunt reale. Anunțurile sunt moderate înainte de publicare; putem respinge sau dezactiva anunțurile care încalcă Regulile de publicare.</p>
<h2>Servicii plătite</h2>
<p>Serviciile de promovare (TOP, Premium, pachetele pentru agenții) se achită online, în avans, la prețurile de pe pagina „Tarife și promovare”. Dacă un anunț promovat este respins la moderare, suma se restituie integral; după începerea promovării serviciul nu se rambursează.</p>
<h2>Reclamații</h2>
<p>Orice utilizator poate raporta un anunț sau un alt utilizator prin butonul „Raportează”. Examinăm reclamațiile în 24 de ore și putem bloca anunțurile sau conturile care încalcă acești termeni.</p>
<h2>Limitarea răspunderii</h2>
<p>Nu verificăm situația juridică a terenurilor și nu garantăm exactitatea anunțurilor. Înainte de tranzacție verificați extrasul din Registrul bunurilor imobile și încheiați contractul la notar. Nu răspundem pentru prejudiciile rezultate din înțelegerile dintre utilizatori.</p>
<h2>Dispoziții finale</h2>
<p>Acești termeni sunt guvernați de legislația Republicii Moldova, inclusiv de Legea nr. 284/2004 privind comerțul electronic. Putem modifica termenii; versiunea actualizată se publică pe această pagină.</p>`,
  },
  privacy_policy: {
    title: "Politica de confidențialitate",
    html: `<p>S.R.L. „Terenuri Media” (IDNO ${IDNO}) este operator de date cu caracter personal și prelucrează datele utilizatorilor în conformitate cu Legea nr. 133/2011 privind protecția datelor cu caracter personal.</p>
<h2>Ce date colectăm</h2>
<ul>
<li>numele, numărul de telefon și adresa de e-mail, verificate prin cod la înregistrare;</li>
<li>conținutul anunțurilor: descrierea, fotografiile, localizarea și numărul cadastral al terenului;</li>
<li>lista de favorite, istoricul anunțurilor și al plăților pentru servicii;</li>
<li>reclamațiile trimise și primite;</li>
<li>date tehnice: adresa IP, tipul dispozitivului, fișiere cookie.</li>
</ul>
<h2>Ce date sunt publice</h2>
<p>Numele și numărul de telefon indicate în anunț, precum și localizarea terenului pe hartă, sunt vizibile tuturor vizitatorilor — altfel cumpărătorii nu v-ar putea contacta. Numărul de telefon se afișează complet doar după apăsarea butonului „Arată telefonul”. Adresa de e-mail nu se publică.</p>
<h2>În ce scopuri</h2>
<ul>
<li>publicarea și moderarea anunțurilor;</li>
<li>verificarea utilizatorilor și prevenirea fraudelor;</li>
<li>procesarea plăților pentru servicii;</li>
<li>examinarea reclamațiilor;</li>
<li>notificări despre anunțuri noi — doar dacă v-ați abonat.</li>
</ul>
<h2>Păstrarea datelor</h2>
<p>Anunțurile arhivate se păstrează 12 luni, apoi se șterg. Datele contului se păstrează până la ștergerea acestuia, pe care o puteți face oricând din profil. Datele despre plăți se păstrează pe durata impusă de legislația contabilă.</p>
<h2>Drepturile dumneavoastră</h2>
<p>Aveți dreptul la informare, de acces, de intervenție (rectificare, actualizare, blocare sau ștergere), de opoziție, dreptul de a nu fi supus unei decizii individuale și dreptul de a vă adresa justiției. Cererile se transmit la ${EMAIL}. Puteți depune o plângere la Centrul Național pentru Protecția Datelor cu Caracter Personal (www.datepersonale.md).</p>`,
  },
  cookies: {
    title: "Politica privind fișierele cookie",
    html: `<p>Terenuri.md folosește fișiere cookie — fișiere text mici pe care browserul le salvează pe dispozitivul dumneavoastră.</p>
<h2>Ce cookie-uri folosim</h2>
<ul>
<li><strong>Strict necesare</strong> — limba, autentificarea, protecția formularelor. Fără ele nu vă puteți conecta și nu puteți publica anunțuri.</li>
<li><strong>Funcționale</strong> — filtrele de căutare, anunțurile favorite și cele vizualizate recent.</li>
<li><strong>Analitice</strong> — statistici despre folosirea site-ului; se activează doar cu acordul dumneavoastră.</li>
</ul>
<h2>Cât timp se păstrează</h2>
<p>Cookie-ul de limbă se păstrează 365 de zile, lista de favorite — până la un an, iar cookie-urile de autentificare — cel mult 7 zile.</p>
<h2>Cum le gestionați</h2>
<p>Puteți șterge sau bloca fișierele cookie din setările browserului. Fără cookie-urile strict necesare nu vă veți putea conecta la cont.</p>`,
  },
};

const legalRu: TermsAndPrivacy = {
  terms: {
    title: "Условия использования",
    html: `<h2>О сервисе</h2>
<p>Terenuri.md — доска объявлений, которой управляет ООО «Terenuri Media» (IDNO ${IDNO}), адрес: ${address.ru}. Платформа позволяет размещать и искать объявления о продаже и аренде земельных участков. Мы не являемся агентством недвижимости и не участвуем в сделках между пользователями.</p>
<h2>Учётная запись</h2>
<ul>
<li>Чтобы размещать объявления, нужно зарегистрироваться и подтвердить номер телефона или адрес электронной почты кодом.</li>
<li>Вход в учётную запись — по номеру телефона и коду из SMS. Никому не сообщайте код: вы отвечаете за все действия, совершённые из вашей учётной записи.</li>
<li>Один человек может иметь только одну учётную запись; дубликаты могут быть заблокированы.</li>
</ul>
<h2>Объявления</h2>
<p>Автор объявления гарантирует, что имеет право продавать или сдавать участок в аренду и что опубликованные сведения — площадь, цена, кадастровый номер, фотографии — соответствуют действительности. Объявления проходят модерацию перед публикацией; мы можем отклонить или деактивировать объявления, нарушающие Правила публикации.</p>
<h2>Платные услуги</h2>
<p>Услуги продвижения (TOP, Premium, пакеты для агентств) оплачиваются онлайн заранее по ценам со страницы «Тарифы и продвижение». Если продвигаемое объявление не прошло модерацию, деньги возвращаются полностью; после начала продвижения услуга не возмещается.</p>
<h2>Жалобы</h2>
<p>Любой пользователь может пожаловаться на объявление или другого пользователя кнопкой «Пожаловаться». Мы рассматриваем жалобы в течение 24 часов и можем блокировать объявления или учётные записи, нарушающие эти условия.</p>
<h2>Ограничение ответственности</h2>
<p>Мы не проверяем юридический статус участков и не гарантируем точность объявлений. Перед сделкой проверьте выписку из Реестра недвижимого имущества и заключайте договор у нотариуса. Мы не несём ответственности за ущерб, возникший из договорённостей между пользователями.</p>
<h2>Заключительные положения</h2>
<p>Настоящие условия регулируются законодательством Республики Молдова, в том числе Законом № 284/2004 об электронной торговле. Мы можем изменять условия; актуальная редакция публикуется на этой странице.</p>`,
  },
  privacy_policy: {
    title: "Политика конфиденциальности",
    html: `<p>ООО «Terenuri Media» (IDNO ${IDNO}) является оператором персональных данных и обрабатывает данные пользователей в соответствии с Законом № 133/2011 о защите персональных данных.</p>
<h2>Какие данные мы собираем</h2>
<ul>
<li>имя, номер телефона и адрес электронной почты, подтверждённые кодом при регистрации;</li>
<li>содержание объявлений: описание, фотографии, местоположение и кадастровый номер участка;</li>
<li>избранное, историю объявлений и оплат услуг;</li>
<li>отправленные и полученные жалобы;</li>
<li>технические данные: IP-адрес, тип устройства, файлы cookie.</li>
</ul>
<h2>Какие данные публичны</h2>
<p>Имя и номер телефона, указанные в объявлении, а также местоположение участка на карте видны всем посетителям — иначе покупатели не смогли бы с вами связаться. Номер телефона полностью показывается только после нажатия кнопки «Показать телефон». Адрес электронной почты не публикуется.</p>
<h2>Для чего</h2>
<ul>
<li>публикация и модерация объявлений;</li>
<li>проверка пользователей и предотвращение мошенничества;</li>
<li>обработка оплат за услуги;</li>
<li>рассмотрение жалоб;</li>
<li>уведомления о новых объявлениях — только если вы подписались.</li>
</ul>
<h2>Хранение данных</h2>
<p>Архивные объявления хранятся 12 месяцев, затем удаляются. Данные учётной записи хранятся до её удаления, которое можно выполнить в любой момент в профиле. Данные об оплатах хранятся в течение срока, установленного законодательством о бухгалтерском учёте.</p>
<h2>Ваши права</h2>
<p>Вы имеете право на информацию, доступ, вмешательство (исправление, обновление, блокирование или удаление), возражение, право не подвергаться индивидуальному решению и право на обращение в суд. Запросы направляйте на ${EMAIL}. Вы можете подать жалобу в Национальный центр по защите персональных данных (www.datepersonale.md).</p>`,
  },
  cookies: {
    title: "Политика использования файлов cookie",
    html: `<p>Terenuri.md использует файлы cookie — небольшие текстовые файлы, которые браузер сохраняет на вашем устройстве.</p>
<h2>Какие cookie мы используем</h2>
<ul>
<li><strong>Строго необходимые</strong> — язык, авторизация, защита форм. Без них нельзя войти в кабинет и разместить объявление.</li>
<li><strong>Функциональные</strong> — фильтры поиска, избранные и недавно просмотренные объявления.</li>
<li><strong>Аналитические</strong> — статистика использования сайта; включаются только с вашего согласия.</li>
</ul>
<h2>Сколько они хранятся</h2>
<p>Cookie языка хранится 365 дней, избранное — до одного года, cookie авторизации — не более 7 дней.</p>
<h2>Как ими управлять</h2>
<p>Вы можете удалить или заблокировать cookie в настройках браузера. Без строго необходимых cookie войти в учётную запись не получится.</p>`,
  },
};

const ro: ContentDocuments = {
  footer_settings: {
    columns: [
      {
        title: "Utilizatori",
        links: [
          { title: "Cum să adaugi un anunț", url: "/page/cum-sa-adaugi-un-anunt" },
          { title: "Verificarea terenului", url: "/page/verificarea-terenului" },
          { title: "Regulile de publicare", url: "/page/regulile-de-publicare" },
          { title: "Tarife și promovare", url: "/delivery" },
        ],
      },
      {
        title: "Terenuri.md",
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
          { title: "Termeni de utilizare", url: "/terms" },
          { title: "Politica de confidențialitate", url: "/policy" },
          { title: "Politica cookie", url: "/cookies" },
        ],
      },
    ],
    about_text:
      "Terenuri.md — anunțuri de vânzare și arendă a terenurilor din toată Moldova: loturi pentru construcții, terenuri agricole, loturi pomicole și terenuri comerciale.",
    copyright: "© 2025 Terenuri Media SRL. Toate drepturile rezervate.",
    address: address.ro ?? "",
    work_hours: workHours.ro ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: legalRo,
  delivery_page: {
    title: "Tarife și promovare",
    html: "<p>Publicarea anunțurilor pe Terenuri.md este gratuită pentru persoanele fizice — până la 3 anunțuri active. Ca să vindeți mai repede, puteți promova anunțul cu serviciile de mai jos. Plata se face online, cu cardul.</p>",
    tabs: [
      {
        id: "gratuit",
        title: "Anunț gratuit",
        html: "<p>Până la 3 anunțuri active pentru persoanele fizice, valabile 60 de zile, cu reînnoire gratuită. Anunțul apare în listă în ordinea publicării.</p>",
      },
      {
        id: "top",
        title: "TOP",
        html: "<p>Anunțul se afișează pe primele poziții în categoria și regiunea sa. 7 zile — 5 €, 30 de zile — 15 €.</p>",
      },
      {
        id: "premium",
        title: "Premium",
        html: "<p>Anunț evidențiat cu chenar și etichetă, afișat pe pagina principală și ridicat automat în fiecare zi. 7 zile — 12 €, 30 de zile — 35 €.</p>",
      },
      {
        id: "agentii",
        title: "Pentru agenții",
        html: `<p>Pachete lunare pentru agenții imobiliare și dezvoltatori: de la 25 de anunțuri active, import automat din CRM și profil de companie verificat. Prețul — de la 49 € pe lună; scrieți-ne la ${EMAIL}.</p>`,
      },
    ],
  },
  about_us_page: {
    title: "Despre Terenuri.md",
    html: "<p>Terenuri.md este un site de anunțuri specializat în terenurile din Republica Moldova: loturi pentru construcții, terenuri agricole, vii, livezi, loturi pomicole și terenuri comerciale. L-am lansat în 2018 pentru ca vânzătorii și cumpărătorii să se găsească direct, fără intermediari inutili.</p><p>Fiecare anunț trece prin moderare, iar numărul de telefon al autorului este verificat prin SMS. Pe hartă vedeți exact unde se află terenul, iar filtrele după regiune, suprafață și preț vă ajută să găsiți repede ce căutați.</p><p>Nu suntem parte la tranzacții și nu percepem comision din vânzare. Vă recomandăm să verificați întotdeauna documentele terenului înainte de a plăti.</p>",
    image: null,
    facts: [
      { value: "6 700+", label: "anunțuri active" },
      { value: "120 000", label: "vizitatori pe lună" },
      { value: "2 h", label: "timpul mediu de moderare" },
      { value: "0 €", label: "comision din vânzare" },
    ],
  },
  main_page_settings: {
    seo_title: "Terenuri.md — anunțuri de vânzare a terenurilor în Moldova",
    seo_description:
      "Terenuri pentru construcții, agricole, loturi pomicole și case cu teren în Chișinău și în toată Moldova. Anunțuri verificate, hartă și filtre după preț și suprafață.",
    heading: "Găsește terenul potrivit",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Contacte",
    html: `<p>Biroul Terenuri.md se află în centrul Chișinăului. Pentru întrebări despre anunțuri, plăți și promovare ne puteți suna în zilele lucrătoare sau ne puteți scrie oricând. Reclamațiile despre anunțuri le trimiteți la ${MODERATION_EMAIL} sau prin butonul „Raportează” de pe pagina anunțului.</p>`,
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
        title: "Пользователям",
        links: [
          { title: "Как добавить объявление", url: "/page/kak-dobavit-obyavlenie" },
          { title: "Проверка участка", url: "/page/proverka-uchastka" },
          { title: "Правила публикации", url: "/page/pravila-publikatsii" },
          { title: "Тарифы и продвижение", url: "/delivery" },
        ],
      },
      {
        title: "Terenuri.md",
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
      "Terenuri.md — объявления о продаже и аренде земли по всей Молдове: участки под строительство, сельхозземли, дачные и коммерческие участки.",
    copyright: "© 2025 Terenuri Media SRL. Все права защищены.",
    address: address.ru ?? "",
    work_hours: workHours.ru ?? "",
  },
  default_site_files: noSiteFiles,
  terms_and_privacy_policy: legalRu,
  delivery_page: {
    title: "Тарифы и продвижение",
    html: "<p>Размещение объявлений на Terenuri.md бесплатно для частных лиц — до 3 активных объявлений. Чтобы продать быстрее, объявление можно продвинуть с помощью услуг ниже. Оплата онлайн банковской картой.</p>",
    tabs: [
      {
        id: "gratuit",
        title: "Бесплатное объявление",
        html: "<p>До 3 активных объявлений для частных лиц, срок размещения — 60 дней с бесплатным продлением. Объявление показывается в списке в порядке публикации.</p>",
      },
      {
        id: "top",
        title: "TOP",
        html: "<p>Объявление показывается на первых позициях в своей категории и регионе. 7 дней — 5 €, 30 дней — 15 €.</p>",
      },
      {
        id: "premium",
        title: "Premium",
        html: "<p>Объявление выделено рамкой и меткой, показывается на главной странице и автоматически поднимается каждый день. 7 дней — 12 €, 30 дней — 35 €.</p>",
      },
      {
        id: "agentii",
        title: "Для агентств",
        html: `<p>Ежемесячные пакеты для агентств недвижимости и застройщиков: от 25 активных объявлений, автоматический импорт из CRM и проверенный профиль компании. Цена — от 49 € в месяц; пишите на ${EMAIL}.</p>`,
      },
    ],
  },
  about_us_page: {
    title: "О Terenuri.md",
    html: "<p>Terenuri.md — доска объявлений о земельных участках в Республике Молдова: участки под строительство, сельхозземли, виноградники, сады, дачные и коммерческие участки. Мы запустили сайт в 2018 году, чтобы продавцы и покупатели находили друг друга напрямую, без лишних посредников.</p><p>Каждое объявление проходит модерацию, а номер телефона автора подтверждается по SMS. На карте видно, где именно находится участок, а фильтры по региону, площади и цене помогают быстро найти нужное.</p><p>Мы не участвуем в сделках и не берём комиссию с продажи. Перед оплатой обязательно проверяйте документы на участок.</p>",
    image: null,
    facts: [
      { value: "6 700+", label: "активных объявлений" },
      { value: "120 000", label: "посетителей в месяц" },
      { value: "2 ч", label: "среднее время модерации" },
      { value: "0 €", label: "комиссия с продажи" },
    ],
  },
  main_page_settings: {
    seo_title: "Terenuri.md — объявления о продаже земельных участков в Молдове",
    seo_description:
      "Участки под строительство, сельхозземли, дачи и дома с участком в Кишинёве и по всей Молдове. Проверенные объявления, карта и фильтры по цене и площади.",
    heading: "Найдите свой участок",
    blocks: ["banners", "menu_categories"],
  },
  page_contacts: {
    title: "Контакты",
    html: `<p>Офис Terenuri.md находится в центре Кишинёва. По вопросам объявлений, оплаты и продвижения звоните в рабочие дни или пишите в любое время. Жалобы на объявления отправляйте на ${MODERATION_EMAIL} или через кнопку «Пожаловаться» на странице объявления.</p>`,
    address: address.ru ?? "",
    email: EMAIL,
    phones: [PHONE, MOBILE],
    work_hours: workHours.ru ?? "",
    map: MAP,
  },
};

export const terenuriSite: SiteSeed = {
  code: "terenuri",
  name: "Terenuri.md",
  languages: ["ro", "ru"],
  mainLanguage: "ro",
  currency: "EUR",
  settings: {
    project: "Terenuri.md",
    project_currency: "EUR",
    langs: ["ro", "ru"],
    mainUiInterface: {
      mainNavigationType: "pills",
      topNavigationType: "centered",
      mainLang: "ro",
      mobileBarUiType: "hide",
      // View types (decision 0042): this shop shows some of the non-default variants.
      header_view_type: "centered",
    },
    phones: { main: PHONE, support: MOBILE },
    main_email: EMAIL,
    socialNetworkLinks: [
      { type: "facebook", url: "https://www.facebook.com/terenuri.md", title: "Facebook" },
      { type: "instagram", url: "https://www.instagram.com/terenuri.md", title: "Instagram" },
      { type: "viber", url: "viber://chat?number=%2B37369600500", title: "Viber" },
      { type: "telegram", url: "https://t.me/terenuri_md", title: "Telegram" },
    ],
    // A classifieds board sells no goods: no delivery rates or free-delivery thresholds.
    delivery_price: [],
    free_delivery_region: null,
    text_delivery_info: "",
    default_sorting: false,
    has_product_of_the_day: true,
    product_display: "list",
    pagination_option: "load_more",
    additional_settings: {
      enable_product_reviews: false,
      is_units_measurement: true,
      is_user_cabinet: true,
    },
  },
  content: contentByLang({ ro, ru }),
  pages: [
    {
      key: "post-advert",
      byLang: {
        ro: {
          slug: "cum-sa-adaugi-un-anunt",
          title: "Cum să adaugi un anunț",
          seoDescription:
            "Publicați gratuit un anunț de vânzare sau arendă a terenului în cinci pași simpli.",
          html: "<ol><li>Înregistrați-vă și confirmați numărul de telefon sau adresa de e-mail prin codul primit.</li><li>Apăsați „Adaugă anunț”, alegeți categoria și indicați regiunea, localitatea și, pentru Chișinău, sectorul.</li><li>Completați suprafața (în ari sau hectare), prețul în euro sau lei, numărul cadastral și descrierea în română și rusă.</li><li>Încărcați până la 20 de fotografii și marcați terenul pe hartă.</li><li>Trimiteți anunțul la moderare — de regulă îl verificăm în 2 ore în zilele lucrătoare.</li></ol><p>Puteți salva anunțul ca ciornă și reveni la el oricând. Publicarea anunțurilor de bază este gratuită.</p>",
        },
        ru: {
          slug: "kak-dobavit-obyavlenie",
          title: "Как добавить объявление",
          seoDescription:
            "Бесплатно разместите объявление о продаже или аренде участка за пять простых шагов.",
          html: "<ol><li>Зарегистрируйтесь и подтвердите номер телефона или адрес электронной почты полученным кодом.</li><li>Нажмите «Добавить объявление», выберите категорию и укажите регион, населённый пункт и, для Кишинёва, сектор.</li><li>Укажите площадь (в сотках или гектарах), цену в евро или леях, кадастровый номер и описание на румынском и русском языках.</li><li>Загрузите до 20 фотографий и отметьте участок на карте.</li><li>Отправьте объявление на модерацию — обычно мы проверяем его в течение 2 часов в рабочие дни.</li></ol><p>Объявление можно сохранить как черновик и вернуться к нему в любое время. Размещение базовых объявлений бесплатно.</p>",
        },
      },
    },
    {
      key: "land-check",
      byLang: {
        ro: {
          slug: "verificarea-terenului",
          title: "Cum verifici un teren înainte de cumpărare",
          html: "<p>Înainte de a da un avans, verificați câteva lucruri esențiale:</p><ul><li><strong>Extrasul din Registrul bunurilor imobile</strong> — îl obțineți de la Agenția Servicii Publice pe baza numărului cadastral. Din el aflați cine este proprietarul, care sunt suprafața și destinația terenului și dacă există interdicții sau ipoteci.</li><li><strong>Destinația terenului</strong> — pe un teren agricol nu se poate construi fără schimbarea destinației, o procedură lungă și costisitoare.</li><li><strong>Accesul și utilitățile</strong> — drum, energie electrică, apă, gaz, canalizare; cereți condițiile tehnice de racordare sau întrebați furnizorii.</li><li><strong>Hotarele</strong> — comandați trasarea hotarelor la un inginer cadastral licențiat.</li></ul><p>Contractul de vânzare-cumpărare a terenului se încheie în formă autentică, la notar. Nu transferați bani înainte de a vedea terenul și documentele în original.</p>",
        },
        ru: {
          slug: "proverka-uchastka",
          title: "Как проверить участок перед покупкой",
          html: "<p>Прежде чем вносить задаток, проверьте несколько важных вещей:</p><ul><li><strong>Выписку из Реестра недвижимого имущества</strong> — её выдаёт Агентство государственных услуг по кадастровому номеру. Из неё вы узнаете, кто собственник, какова площадь и назначение участка и нет ли запретов или ипотеки.</li><li><strong>Назначение земли</strong> — на сельскохозяйственной земле нельзя строить без смены назначения, а это долгая и дорогая процедура.</li><li><strong>Подъезд и коммуникации</strong> — дорога, электричество, вода, газ, канализация; запросите технические условия подключения или уточните у поставщиков.</li><li><strong>Границы</strong> — закажите вынос границ в натуру у лицензированного кадастрового инженера.</li></ul><p>Договор купли-продажи земли заключается в нотариальной форме. Не переводите деньги, пока не увидите участок и оригиналы документов.</p>",
        },
      },
    },
    {
      key: "rules",
      byLang: {
        ro: {
          slug: "regulile-de-publicare",
          title: "Regulile de publicare",
          html: "<ul><li>Un anunț — un teren. Nu publicați același teren de mai multe ori.</li><li>Prețul și suprafața trebuie să fie reale. Puteți marca prețul ca negociabil, dar nu puteți indica „1 €” sau „0”.</li><li>Fotografiile trebuie să arate terenul real, fără logo-uri sau numere de telefon pe imagine.</li><li>Agențiile imobiliare își marchează anunțurile ca „agenție”.</li><li>Sunt interzise anunțurile despre terenuri din fondul forestier sau din ariile protejate, precum și cele publicate fără drept de dispoziție asupra terenului.</li></ul><p>Anunțurile care încalcă regulile sunt respinse sau dezactivate. Dacă observați un anunț suspect, folosiți butonul „Raportează” — echipa de moderare îl verifică în 24 de ore.</p>",
        },
        ru: {
          slug: "pravila-publikatsii",
          title: "Правила публикации",
          html: "<ul><li>Одно объявление — один участок. Не публикуйте один и тот же участок несколько раз.</li><li>Цена и площадь должны быть реальными. Цену можно отметить как договорную, но нельзя указывать «1 €» или «0».</li><li>На фотографиях должен быть настоящий участок, без логотипов и номеров телефонов на изображении.</li><li>Агентства недвижимости отмечают свои объявления как «агентство».</li><li>Запрещены объявления об участках лесного фонда и охраняемых территорий, а также объявления без права распоряжаться участком.</li></ul><p>Объявления, нарушающие правила, отклоняются или деактивируются. Если вы заметили подозрительное объявление, нажмите «Пожаловаться» — модераторы проверят его в течение 24 часов.</p>",
        },
      },
    },
  ],
  menu: [
    {
      title: t("Terenuri pentru construcții", "Участки под строительство"),
      url: t("/terenuri-constructii", "/uchastki-pod-stroitelstvo"),
      icon: "house",
      productCount: 1840,
      children: [
        {
          title: t("În Chișinău", "В Кишинёве"),
          url: t("/terenuri-constructii/chisinau", "/uchastki-pod-stroitelstvo/kishinev"),
          productCount: 420,
        },
        {
          title: t("Suburbiile Chișinăului", "Пригороды Кишинёва"),
          url: t("/terenuri-constructii/suburbii", "/uchastki-pod-stroitelstvo/prigorody"),
          productCount: 780,
        },
        {
          title: t("Alte localități", "Другие населённые пункты"),
          url: t(
            "/terenuri-constructii/alte-localitati",
            "/uchastki-pod-stroitelstvo/drugie-naselennye-punkty",
          ),
          productCount: 640,
        },
      ],
    },
    {
      title: t("Terenuri agricole", "Сельхозземли"),
      url: t("/terenuri-agricole", "/selkhozzemli"),
      icon: "leaf",
      productCount: 2350,
      children: [
        {
          title: t("Teren arabil", "Пашня"),
          url: t("/terenuri-agricole/arabil", "/selkhozzemli/pashnya"),
          productCount: 1420,
        },
        {
          title: t("Vii", "Виноградники"),
          url: t("/terenuri-agricole/vii", "/selkhozzemli/vinogradniki"),
          productCount: 510,
        },
        {
          title: t("Livezi", "Сады"),
          url: t("/terenuri-agricole/livezi", "/selkhozzemli/sady"),
          productCount: 420,
        },
      ],
    },
    {
      title: t("Loturi pomicole", "Дачные участки"),
      url: t("/loturi-pomicole", "/dachnye-uchastki"),
      icon: "tree",
      productCount: 960,
    },
    {
      title: t("Case cu teren", "Дома с участком"),
      url: t("/case-cu-teren", "/doma-s-uchastkom"),
      icon: "home",
      productCount: 640,
    },
    {
      title: t("Terenuri comerciale", "Коммерческие участки"),
      url: t("/terenuri-comerciale", "/kommercheskie-uchastki"),
      icon: "map",
      productCount: 410,
    },
    {
      title: t("Terenuri industriale", "Промышленные участки"),
      url: t("/terenuri-industriale", "/promyshlennye-uchastki"),
      icon: "tool",
      productCount: 185,
    },
    {
      title: t("Arendă", "Аренда земли"),
      url: t("/arenda", "/arenda-zemli"),
      icon: "tag",
      badge: t("Nou", "Новое"),
      productCount: 320,
    },
  ],
  slides: [
    {
      showOn: "main",
      art: { from: "#2E7D32", to: "#AED581", emoji: "🗺️" },
      url: t("/terenuri-constructii", "/uchastki-pod-stroitelstvo"),
      title: t("Găsește terenul potrivit", "Найдите свой участок"),
      description: t(
        "Peste 6 700 de anunțuri verificate din toată Moldova",
        "Более 6 700 проверенных объявлений по всей Молдове",
      ),
    },
    {
      showOn: "main",
      art: { from: "#5D4037", to: "#D7CCC8", emoji: "📍" },
      url: t("/page/cum-sa-adaugi-un-anunt", "/page/kak-dobavit-obyavlenie"),
      title: t("Vinzi un teren? Publică gratuit", "Продаёте участок? Разместите бесплатно"),
      description: t(
        "Anunțul tău ajunge la 120 000 de cumpărători pe lună",
        "Ваше объявление увидят 120 000 покупателей в месяц",
      ),
    },
    {
      showOn: "main",
      art: { from: "#33691E", to: "#FFF59D", emoji: "🌳" },
      url: t("/loturi-pomicole", "/dachnye-uchastki"),
      title: t("Loturi pomicole aproape de oraș", "Дачные участки рядом с городом"),
      description: t("Pentru weekenduri liniștite — de la 3 000 €", "Для спокойных выходных — от 3 000 €"),
    },
  ],
  shops: [
    {
      title: t("Biroul Terenuri.md", "Офис Terenuri.md"),
      address,
      phones: [PHONE, MOBILE],
      hours: week("09:00-18:00", null, null),
      lat: MAP.lat,
      lng: MAP.lng,
    },
  ],
};
