import type { ContentDocuments, DefaultSiteFiles, Language, TermsAndPrivacy } from "@sf/contract";
import type { Localized } from "../../schema.ts";
import type { SiteSeed } from "../types.ts";

/**
 * Small helpers shared by the demo site files. Everything here is data shaping plus the legal
 * boilerplate common to the Moldovan shops; the texts of each site live in its own file.
 */

/** Weekly opening hours, Sunday first (index 0), as the shop contacts expect. `null` means closed. */
export function week(
  weekdays: string | null,
  saturday: string | null = weekdays,
  sunday: string | null = saturday,
): (string | null)[] {
  return [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday];
}

/** No uploaded files: the storefront falls back to the theme's own logo and placeholders. */
export const noSiteFiles: DefaultSiteFiles = {
  logo: null,
  logo_dark: null,
  favicon: null,
  placeholder_image: null,
  og_image: null,
};

/** Turns "all documents of one language" into the seed's "one document per key and language" shape. */
export function contentByLang(docs: Partial<Record<Language, ContentDocuments>>): SiteSeed["content"] {
  const entries = Object.entries(docs) as [Language, ContentDocuments][];
  const pick = <K extends keyof ContentDocuments>(key: K) =>
    Object.fromEntries(entries.map(([lang, doc]) => [lang, doc[key]])) as Partial<
      Record<Language, ContentDocuments[K]>
    >;
  return {
    footer_settings: pick("footer_settings"),
    default_site_files: pick("default_site_files"),
    terms_and_privacy_policy: pick("terms_and_privacy_policy"),
    delivery_page: pick("delivery_page"),
    about_us_page: pick("about_us_page"),
    main_page_settings: pick("main_page_settings"),
    page_contacts: pick("page_contacts"),
  };
}

/** Facts about the legal entity behind a Moldovan online shop, for its terms and privacy texts. */
export type MoldovaShopLegal = {
  /** Company name without the legal form, e.g. "Casa Mea Grup". */
  company: string;
  /** 13-digit state identification number (IDNO). */
  idno: string;
  domain: string;
  email: string;
  phone: string;
  address: Localized;
  /** Shop-specific return rules: HTML appended to the right-of-withdrawal section. */
  returns: Localized;
  /** Extra HTML sections for the terms, inserted before the final provisions. */
  extraTerms?: Localized;
  /** Extra HTML sections for the privacy policy, inserted after the purposes of processing. */
  extraPrivacy?: Localized;
};

function companyName(lang: Language, company: string): string {
  switch (lang) {
    case "ro":
      return `S.R.L. „${company}”`;
    case "ru":
      return `ООО «${company}»`;
    case "uk":
      return `ТОВ «${company}»`;
    case "en":
      return `${company} SRL`;
  }
}

/**
 * Terms, privacy policy and cookie policy of an online shop in the Republic of Moldova
 * (Civil Code, Law 105/2003 on consumer protection, Law 284/2004 on electronic commerce,
 * Law 133/2011 on personal data protection).
 */
export function moldovaShopLegal(lang: Language, p: MoldovaShopLegal): TermsAndPrivacy {
  const co = companyName(lang, p.company);
  const addr = p.address[lang] ?? "";
  const returns = p.returns[lang] ?? "";
  const extraTerms = p.extraTerms?.[lang] ?? "";
  const extraPrivacy = p.extraPrivacy?.[lang] ?? "";
  const { domain, email, phone, idno } = p;

  switch (lang) {
    case "ro":
      return {
        terms: {
          title: "Termeni și condiții",
          html: `<h2>Dispoziții generale</h2>
<p>Acești termeni și condiții reglementează utilizarea site-ului ${domain} și vânzarea produselor la distanță de către ${co} (IDNO ${idno}), cu sediul în ${addr} (în continuare — „Vânzătorul”). Plasând o comandă, confirmați că ați citit și acceptați acești termeni.</p>
<p>Raporturile dintre Vânzător și cumpărător sunt reglementate de legislația Republicii Moldova, în special de Codul civil, Legea nr. 105/2003 privind protecția consumatorilor și Legea nr. 284/2004 privind comerțul electronic.</p>
<h2>Plasarea comenzii</h2>
<ul>
<li>Comanda poate fi plasată pe site cu sau fără crearea unui cont personal.</li>
<li>După plasare primiți un mesaj cu numărul comenzii, iar operatorul nostru vă contactează pentru confirmare, de regulă în aceeași zi lucrătoare.</li>
<li>Contractul de vânzare-cumpărare se consideră încheiat din momentul confirmării comenzii de către Vânzător.</li>
<li>Dacă un produs nu mai este disponibil, vă informăm și vă propunem un înlocuitor sau îl excludem din comandă, restituind integral suma achitată pentru el.</li>
</ul>
<h2>Prețuri și plată</h2>
<p>Prețurile sunt afișate în lei moldovenești (MDL) și includ TVA. Se aplică prețul afișat pe site în momentul plasării comenzii. Costul livrării este indicat separat, înainte de confirmarea comenzii.</p>
<p>Puteți achita în numerar sau cu cardul la primire ori online, cu cardul bancar, pe pagina securizată a băncii. Vânzătorul nu are acces la datele cardului dumneavoastră.</p>
<h2>Livrarea</h2>
<p>Modalitățile, termenele și tarifele de livrare sunt descrise pe pagina „Livrare”. Riscul deteriorării accidentale a produselor trece la cumpărător în momentul recepționării acestora.</p>
<h2>Dreptul de retragere și returnarea</h2>
<p>Consumatorul are dreptul să se retragă din contractul încheiat la distanță, fără a indica motivul, în termen de 14 zile calendaristice de la primirea produsului. Produsul se returnează în ambalajul original, fără urme de utilizare, împreună cu documentul de plată. Suma achitată se restituie în cel mult 14 zile de la primirea notificării de retragere.</p>
${returns}
<h2>Reclamații</h2>
<p>Dacă ați primit o comandă deteriorată, incompletă sau un produs care nu corespunde celui comandat, scrieți-ne la ${email} sau sunați la ${phone}. Examinăm fiecare reclamație și vă răspundem în termenele prevăzute de lege. Consumatorii se pot adresa, de asemenea, Agenției pentru Protecția Consumatorilor și Supravegherea Pieței.</p>
${extraTerms}
<h2>Dispoziții finale</h2>
<p>Vânzătorul poate modifica acești termeni; versiunea în vigoare este publicată permanent pe această pagină și se aplică comenzilor plasate după publicare. Litigiile se soluționează pe cale amiabilă, iar în lipsa unui acord — de instanțele competente ale Republicii Moldova.</p>`,
        },
        privacy_policy: {
          title: "Politica de confidențialitate",
          html: `<p>${co} (IDNO ${idno}, ${addr}) este operator de date cu caracter personal și prelucrează datele clienților săi în conformitate cu Legea nr. 133/2011 privind protecția datelor cu caracter personal. Această politică explică ce date colectăm, de ce și cum le protejăm.</p>
<h2>Ce date colectăm</h2>
<ul>
<li>numele și prenumele;</li>
<li>numărul de telefon și adresa de e-mail;</li>
<li>adresa de livrare;</li>
<li>istoricul comenzilor și, pentru participanții la programul de fidelitate, soldul punctelor;</li>
<li>date tehnice: adresa IP, tipul dispozitivului și al browserului, fișiere cookie.</li>
</ul>
<h2>În ce scopuri</h2>
<ul>
<li>procesarea, confirmarea și livrarea comenzilor;</li>
<li>administrarea contului personal și a programului de fidelitate;</li>
<li>răspunsul la întrebări și reclamații;</li>
<li>trimiterea ofertelor și noutăților — numai cu acordul dumneavoastră, pe care îl puteți retrage oricând;</li>
<li>îndeplinirea obligațiilor legale, inclusiv a celor contabile și fiscale.</li>
</ul>
${extraPrivacy}
<h2>Cui transmitem datele</h2>
<p>Datele sunt transmise doar în măsura necesară executării comenzii: serviciilor de curierat, băncii care procesează plata și furnizorilor noștri de servicii IT, obligați să respecte confidențialitatea. Nu vindem și nu închiriem datele dumneavoastră.</p>
<h2>Cât timp păstrăm datele</h2>
<p>Datele despre comenzi se păstrează pe durata impusă de legislația contabilă, iar datele contului — până la ștergerea acestuia. Contul poate fi șters oricând din setările profilului.</p>
<h2>Securitatea datelor</h2>
<p>Aplicăm măsuri organizatorice și tehnice de protecție: conexiune criptată (HTTPS), acces restricționat al angajaților, parole păstrate doar sub formă de hash.</p>
<h2>Drepturile dumneavoastră</h2>
<p>Aveți dreptul la informare, dreptul de acces la date, dreptul de intervenție asupra lor (rectificare, actualizare, blocare sau ștergere), dreptul de opoziție, dreptul de a nu fi supus unei decizii individuale și dreptul de a vă adresa justiției. Cererile se transmit la ${email}. Dacă considerați că drepturile v-au fost încălcate, puteți depune o plângere la Centrul Național pentru Protecția Datelor cu Caracter Personal (www.datepersonale.md).</p>`,
        },
        cookies: {
          title: "Politica privind fișierele cookie",
          html: `<p>Site-ul ${domain} folosește fișiere cookie — fișiere text de mici dimensiuni pe care browserul le salvează pe dispozitivul dumneavoastră. Ele ne ajută să memorăm limba aleasă și conținutul coșului și să facem site-ul mai comod.</p>
<h2>Ce cookie-uri folosim</h2>
<ul>
<li><strong>Strict necesare</strong> — limba, coșul de cumpărături, sesiunea de autentificare, identificatorul browserului. Fără ele site-ul nu poate funcționa corect.</li>
<li><strong>Funcționale</strong> — orașul selectat, lista de favorite și produsele vizualizate recent.</li>
<li><strong>Analitice și de marketing</strong> — statistici despre utilizarea site-ului; se activează doar cu acordul dumneavoastră.</li>
</ul>
<h2>Cât timp se păstrează</h2>
<p>Cookie-ul de limbă se păstrează 365 de zile, coșul și lista de favorite — până la un an, iar cookie-urile de autentificare — cel mult 7 zile. Cookie-urile de sesiune se șterg la închiderea browserului.</p>
<h2>Cum le puteți gestiona</h2>
<p>Puteți șterge sau bloca fișierele cookie din setările browserului. Rețineți că fără cookie-urile strict necesare coșul și autentificarea nu vor funcționa. Întrebările despre cookie-uri ni le puteți trimite la ${email}.</p>`,
        },
      };

    case "ru":
      return {
        terms: {
          title: "Условия использования",
          html: `<h2>Общие положения</h2>
<p>Настоящие условия регулируют использование сайта ${domain} и дистанционную продажу товаров компанией ${co} (IDNO ${idno}), зарегистрированной по адресу: ${addr} (далее — «Продавец»). Оформляя заказ, вы подтверждаете, что ознакомились с этими условиями и принимаете их.</p>
<p>Отношения между Продавцом и покупателем регулируются законодательством Республики Молдова, в частности Гражданским кодексом, Законом № 105/2003 о защите прав потребителей и Законом № 284/2004 об электронной торговле.</p>
<h2>Оформление заказа</h2>
<ul>
<li>Заказ можно оформить на сайте как с регистрацией личного кабинета, так и без неё.</li>
<li>После оформления вы получите сообщение с номером заказа, а оператор свяжется с вами для подтверждения — как правило, в тот же рабочий день.</li>
<li>Договор купли-продажи считается заключённым с момента подтверждения заказа Продавцом.</li>
<li>Если товар закончился, мы сообщим об этом и предложим замену либо исключим его из заказа и полностью вернём уплаченную за него сумму.</li>
</ul>
<h2>Цены и оплата</h2>
<p>Цены указаны в молдавских леях (MDL) с учётом НДС. Действует цена, указанная на сайте в момент оформления заказа. Стоимость доставки указывается отдельно до подтверждения заказа.</p>
<p>Оплатить заказ можно наличными или картой при получении либо онлайн банковской картой на защищённой странице банка. Продавец не получает доступа к данным вашей карты.</p>
<h2>Доставка</h2>
<p>Способы, сроки и стоимость доставки описаны на странице «Доставка». Риск случайного повреждения товара переходит к покупателю в момент его получения.</p>
<h2>Право на отказ и возврат</h2>
<p>Потребитель вправе отказаться от договора, заключённого на расстоянии, без объяснения причин в течение 14 календарных дней со дня получения товара. Товар возвращается в оригинальной упаковке, без следов использования, вместе с документом об оплате. Деньги возвращаются не позднее 14 дней с момента получения уведомления об отказе.</p>
${returns}
<h2>Претензии</h2>
<p>Если вы получили повреждённый или неполный заказ либо товар не соответствует заказанному, напишите нам на ${email} или позвоните по номеру ${phone}. Мы рассматриваем каждую претензию и отвечаем в сроки, установленные законом. Потребители также могут обратиться в Агентство по защите прав потребителей и надзору за рынком.</p>
${extraTerms}
<h2>Заключительные положения</h2>
<p>Продавец может изменять настоящие условия; действующая редакция всегда опубликована на этой странице и применяется к заказам, оформленным после её публикации. Споры решаются путём переговоров, а при недостижении согласия — в компетентных судах Республики Молдова.</p>`,
        },
        privacy_policy: {
          title: "Политика конфиденциальности",
          html: `<p>${co} (IDNO ${idno}, ${addr}) является оператором персональных данных и обрабатывает данные клиентов в соответствии с Законом № 133/2011 о защите персональных данных. Эта политика объясняет, какие данные мы собираем, зачем и как их защищаем.</p>
<h2>Какие данные мы собираем</h2>
<ul>
<li>имя и фамилию;</li>
<li>номер телефона и адрес электронной почты;</li>
<li>адрес доставки;</li>
<li>историю заказов, а для участников программы лояльности — баланс баллов;</li>
<li>технические данные: IP-адрес, тип устройства и браузера, файлы cookie.</li>
</ul>
<h2>Для чего</h2>
<ul>
<li>обработка, подтверждение и доставка заказов;</li>
<li>ведение личного кабинета и программы лояльности;</li>
<li>ответы на вопросы и претензии;</li>
<li>рассылка предложений и новостей — только с вашего согласия, которое можно отозвать в любой момент;</li>
<li>выполнение требований закона, в том числе бухгалтерских и налоговых.</li>
</ul>
${extraPrivacy}
<h2>Кому мы передаём данные</h2>
<p>Данные передаются только в объёме, необходимом для выполнения заказа: курьерским службам, банку, обрабатывающему платёж, и нашим IT-подрядчикам, которые обязаны соблюдать конфиденциальность. Мы не продаём и не сдаём ваши данные в аренду.</p>
<h2>Сколько мы храним данные</h2>
<p>Данные о заказах хранятся в течение срока, установленного законодательством о бухгалтерском учёте, данные личного кабинета — до его удаления. Удалить кабинет можно в любой момент в настройках профиля.</p>
<h2>Безопасность</h2>
<p>Мы применяем организационные и технические меры защиты: шифрованное соединение (HTTPS), ограниченный доступ сотрудников, хранение паролей только в виде хеша.</p>
<h2>Ваши права</h2>
<p>Вы имеете право на информацию, право доступа к своим данным, право вмешательства (исправление, обновление, блокирование или удаление), право на возражение, право не подвергаться индивидуальному решению и право на обращение в суд. Запросы направляйте на ${email}. Если вы считаете, что ваши права нарушены, вы можете подать жалобу в Национальный центр по защите персональных данных (www.datepersonale.md).</p>`,
        },
        cookies: {
          title: "Политика использования файлов cookie",
          html: `<p>Сайт ${domain} использует файлы cookie — небольшие текстовые файлы, которые браузер сохраняет на вашем устройстве. Они помогают запомнить выбранный язык и содержимое корзины и сделать сайт удобнее.</p>
<h2>Какие cookie мы используем</h2>
<ul>
<li><strong>Строго необходимые</strong> — язык, корзина, сессия входа, идентификатор браузера. Без них сайт не сможет работать корректно.</li>
<li><strong>Функциональные</strong> — выбранный город, избранное и недавно просмотренные товары.</li>
<li><strong>Аналитические и маркетинговые</strong> — статистика использования сайта; включаются только с вашего согласия.</li>
</ul>
<h2>Сколько они хранятся</h2>
<p>Cookie языка хранится 365 дней, корзина и избранное — до одного года, cookie авторизации — не более 7 дней. Сессионные cookie удаляются при закрытии браузера.</p>
<h2>Как ими управлять</h2>
<p>Вы можете удалить или заблокировать cookie в настройках браузера. Учтите, что без строго необходимых cookie корзина и вход в кабинет работать не будут. Вопросы о cookie присылайте на ${email}.</p>`,
        },
      };

    case "uk":
      return {
        terms: {
          title: "Умови використання",
          html: `<h2>Загальні положення</h2>
<p>Ці умови регулюють використання сайту ${domain} та дистанційний продаж товарів компанією ${co} (IDNO ${idno}), зареєстрованою за адресою: ${addr} (далі — «Продавець»). Оформлюючи замовлення, ви підтверджуєте, що ознайомилися з цими умовами та приймаєте їх.</p>
<p>Відносини між Продавцем і покупцем регулюються законодавством Республіки Молдова, зокрема Цивільним кодексом, Законом № 105/2003 про захист прав споживачів і Законом № 284/2004 про електронну торгівлю.</p>
<h2>Оформлення замовлення</h2>
<ul>
<li>Замовлення можна оформити на сайті як із реєстрацією особистого кабінету, так і без неї.</li>
<li>Після оформлення ви отримаєте повідомлення з номером замовлення, а оператор зв’яжеться з вами для підтвердження — зазвичай того ж робочого дня.</li>
<li>Договір купівлі-продажу вважається укладеним з моменту підтвердження замовлення Продавцем.</li>
<li>Якщо товар закінчився, ми повідомимо про це й запропонуємо заміну або вилучимо його із замовлення та повністю повернемо сплачену за нього суму.</li>
</ul>
<h2>Ціни та оплата</h2>
<p>Ціни вказано в молдовських леях (MDL) з урахуванням ПДВ. Діє ціна, зазначена на сайті в момент оформлення замовлення. Вартість доставки вказується окремо до підтвердження замовлення.</p>
<p>Оплатити замовлення можна готівкою або карткою під час отримання чи онлайн банківською карткою на захищеній сторінці банку. Продавець не отримує доступу до даних вашої картки.</p>
<h2>Доставка</h2>
<p>Способи, строки та вартість доставки описано на сторінці «Доставка». Ризик випадкового пошкодження товару переходить до покупця в момент його отримання.</p>
<h2>Право на відмову та повернення</h2>
<p>Споживач має право відмовитися від договору, укладеного на відстані, без пояснення причин протягом 14 календарних днів від дня отримання товару. Товар повертається в оригінальному пакуванні, без слідів використання, разом із документом про оплату. Кошти повертаються не пізніше ніж через 14 днів після отримання повідомлення про відмову.</p>
${returns}
<h2>Претензії</h2>
<p>Якщо ви отримали пошкоджене чи неповне замовлення або товар не відповідає замовленому, напишіть нам на ${email} або зателефонуйте за номером ${phone}. Ми розглядаємо кожну претензію та відповідаємо у строки, встановлені законом. Споживачі також можуть звернутися до Агентства із захисту прав споживачів та нагляду за ринком.</p>
${extraTerms}
<h2>Прикінцеві положення</h2>
<p>Продавець може змінювати ці умови; чинна редакція завжди опублікована на цій сторінці та застосовується до замовлень, оформлених після її публікації. Спори вирішуються шляхом переговорів, а в разі недосягнення згоди — компетентними судами Республіки Молдова.</p>`,
        },
        privacy_policy: {
          title: "Політика конфіденційності",
          html: `<p>${co} (IDNO ${idno}, ${addr}) є оператором персональних даних і обробляє дані клієнтів відповідно до Закону № 133/2011 про захист персональних даних. Ця політика пояснює, які дані ми збираємо, навіщо та як їх захищаємо.</p>
<h2>Які дані ми збираємо</h2>
<ul>
<li>ім’я та прізвище;</li>
<li>номер телефону та адресу електронної пошти;</li>
<li>адресу доставки;</li>
<li>історію замовлень, а для учасників програми лояльності — баланс балів;</li>
<li>технічні дані: IP-адресу, тип пристрою та браузера, файли cookie.</li>
</ul>
<h2>Для чого</h2>
<ul>
<li>обробка, підтвердження та доставка замовлень;</li>
<li>ведення особистого кабінету та програми лояльності;</li>
<li>відповіді на запитання та претензії;</li>
<li>розсилка пропозицій і новин — лише за вашою згодою, яку можна відкликати будь-коли;</li>
<li>виконання вимог закону, зокрема бухгалтерських і податкових.</li>
</ul>
${extraPrivacy}
<h2>Кому ми передаємо дані</h2>
<p>Дані передаються лише в обсязі, необхідному для виконання замовлення: кур’єрським службам, банку, що обробляє платіж, і нашим IT-підрядникам, які зобов’язані дотримуватися конфіденційності. Ми не продаємо ваші дані й не передаємо їх стороннім особам для реклами.</p>
<h2>Скільки ми зберігаємо дані</h2>
<p>Дані про замовлення зберігаються протягом строку, встановленого законодавством про бухгалтерський облік, дані особистого кабінету — до його видалення. Видалити кабінет можна будь-коли в налаштуваннях профілю.</p>
<h2>Безпека</h2>
<p>Ми застосовуємо організаційні та технічні заходи захисту: шифроване з’єднання (HTTPS), обмежений доступ працівників, зберігання паролів лише у вигляді хешу.</p>
<h2>Ваші права</h2>
<p>Ви маєте право на інформацію, право доступу до своїх даних, право втручання (виправлення, оновлення, блокування або видалення), право на заперечення, право не підлягати індивідуальному рішенню та право на звернення до суду. Запити надсилайте на ${email}. Якщо ви вважаєте, що ваші права порушено, ви можете подати скаргу до Національного центру із захисту персональних даних (www.datepersonale.md).</p>`,
        },
        cookies: {
          title: "Політика щодо файлів cookie",
          html: `<p>Сайт ${domain} використовує файли cookie — невеликі текстові файли, які браузер зберігає на вашому пристрої. Вони допомагають запам’ятати обрану мову та вміст кошика й зробити сайт зручнішим.</p>
<h2>Які cookie ми використовуємо</h2>
<ul>
<li><strong>Суворо необхідні</strong> — мова, кошик, сесія входу, ідентифікатор браузера. Без них сайт не може працювати коректно.</li>
<li><strong>Функціональні</strong> — обране місто, список обраного та нещодавно переглянуті товари.</li>
<li><strong>Аналітичні та маркетингові</strong> — статистика використання сайту; вмикаються лише за вашою згодою.</li>
</ul>
<h2>Скільки вони зберігаються</h2>
<p>Cookie мови зберігається 365 днів, кошик і обране — до одного року, cookie авторизації — не довше 7 днів. Сесійні cookie видаляються після закриття браузера.</p>
<h2>Як ними керувати</h2>
<p>Ви можете видалити або заблокувати cookie в налаштуваннях браузера. Зважте, що без суворо необхідних cookie кошик і вхід до кабінету не працюватимуть. Запитання щодо cookie надсилайте на ${email}.</p>`,
        },
      };

    case "en":
      return {
        terms: {
          title: "Terms and Conditions",
          html: `<h2>General provisions</h2>
<p>These terms govern the use of ${domain} and distance sales of goods by ${co} (IDNO ${idno}), registered at ${addr} (the “Seller”). By placing an order you confirm that you have read and accept these terms.</p>
<p>The relationship between the Seller and the buyer is governed by the laws of the Republic of Moldova, in particular the Civil Code, Law No. 105/2003 on Consumer Protection and Law No. 284/2004 on Electronic Commerce.</p>
<h2>Placing an order</h2>
<ul>
<li>You can order on the website with or without creating a personal account.</li>
<li>Once the order is placed you receive a message with its number, and our operator contacts you to confirm it, usually on the same working day.</li>
<li>The sales contract is concluded when the Seller confirms the order.</li>
<li>If an item is out of stock, we let you know and offer a replacement, or remove it from the order and refund the amount paid for it in full.</li>
</ul>
<h2>Prices and payment</h2>
<p>Prices are shown in Moldovan lei (MDL) and include VAT. The price that applies is the one shown on the website when the order is placed. The delivery cost is shown separately before you confirm the order.</p>
<p>You can pay in cash or by card on delivery, or online by bank card on the bank’s secure page. The Seller never has access to your card details.</p>
<h2>Delivery</h2>
<p>Delivery methods, times and rates are described on the Delivery page. The risk of accidental damage passes to the buyer when the goods are received.</p>
<h2>Right of withdrawal and returns</h2>
<p>As a consumer you may withdraw from a distance contract without giving any reason within 14 calendar days of receiving the goods. Items must be returned in their original packaging, unused, together with the proof of payment. We refund the amount paid within 14 days of receiving your withdrawal notice.</p>
${returns}
<h2>Complaints</h2>
<p>If your order arrives damaged or incomplete, or an item does not match what you ordered, write to ${email} or call ${phone}. We review every complaint and reply within the time limits set by law. Consumers may also contact the Agency for Consumer Protection and Market Surveillance.</p>
${extraTerms}
<h2>Final provisions</h2>
<p>The Seller may amend these terms; the current version is always published on this page and applies to orders placed after its publication. Disputes are settled amicably where possible, otherwise by the competent courts of the Republic of Moldova.</p>`,
        },
        privacy_policy: {
          title: "Privacy Policy",
          html: `<p>${co} (IDNO ${idno}, ${addr}) is the controller of your personal data and processes customer data in accordance with Law No. 133/2011 on Personal Data Protection. This policy explains what data we collect, why, and how we protect it.</p>
<h2>What data we collect</h2>
<ul>
<li>first and last name;</li>
<li>phone number and e-mail address;</li>
<li>delivery address;</li>
<li>order history and, for loyalty programme members, the points balance;</li>
<li>technical data: IP address, device and browser type, cookies.</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>to process, confirm and deliver orders;</li>
<li>to run your personal account and the loyalty programme;</li>
<li>to answer questions and complaints;</li>
<li>to send offers and news — only with your consent, which you can withdraw at any time;</li>
<li>to meet legal obligations, including accounting and tax requirements.</li>
</ul>
${extraPrivacy}
<h2>Who we share it with</h2>
<p>We share data only as far as needed to fulfil your order: with courier services, the bank processing the payment and our IT service providers, all of whom are bound by confidentiality. We never sell or rent out your data.</p>
<h2>How long we keep it</h2>
<p>Order data is kept for the period required by accounting law; account data is kept until the account is deleted. You can delete your account at any time in your profile settings.</p>
<h2>Security</h2>
<p>We apply organisational and technical safeguards: encrypted connections (HTTPS), restricted staff access and passwords stored only as hashes.</p>
<h2>Your rights</h2>
<p>You have the right to information, to access your data, to intervene in it (rectify, update, block or erase it), to object, not to be subject to an individual decision, and to go to court. Send requests to ${email}. If you believe your rights have been breached, you can lodge a complaint with the National Center for Personal Data Protection (www.datepersonale.md).</p>`,
        },
        cookies: {
          title: "Cookie Policy",
          html: `<p>${domain} uses cookies — small text files that your browser stores on your device. They help us remember your language and your cart and make the site easier to use.</p>
<h2>Cookies we use</h2>
<ul>
<li><strong>Strictly necessary</strong> — language, shopping cart, login session and browser identifier. The site cannot work properly without them.</li>
<li><strong>Functional</strong> — your selected city, favourites and recently viewed products.</li>
<li><strong>Analytics and marketing</strong> — statistics on how the site is used; set only with your consent.</li>
</ul>
<h2>How long they last</h2>
<p>The language cookie lasts 365 days, cart and favourites cookies up to one year, and login cookies no more than 7 days. Session cookies are deleted when you close the browser.</p>
<h2>Managing cookies</h2>
<p>You can delete or block cookies in your browser settings. Without the strictly necessary cookies, the cart and login will not work. Questions about cookies can be sent to ${email}.</p>`,
        },
      };
  }
}
