import type { ArticleSetSeed } from "./types.ts";

/** The pharmacy's health articles and news (ro, ru, uk, en). */
export const farmacieArticles: ArticleSetSeed = {
  statuses: [
    {
      key: "health",
      name: {
        ro: "Sfaturi de sănătate",
        ru: "Советы о здоровье",
        uk: "Поради про здоровʼя",
        en: "Health advice",
      },
    },
    { key: "news", name: { ro: "Noutăți", ru: "Новости", uk: "Новини", en: "News" } },
  ],
  articles: [
    {
      status: "health",
      date: "2026-11-20",
      art: ["#0f766e", "#5eead4"],
      byLang: {
        ro: {
          title: "Cum ne pregătim pentru sezonul răcelilor",
          summary: "Câteva obiceiuri simple care scad riscul de răceală în lunile reci.",
          paragraphs: [
            "Spălatul mâinilor cu apă și săpun timp de 20 de secunde rămâne cea mai eficientă protecție. Aerisiți camerele de două ori pe zi și păstrați o umiditate de 40–60 %.",
            "Somnul de 7–8 ore și mesele cu legume și fructe susțin imunitatea mai bine decât orice supliment luat la întâmplare. Dacă apar febră peste 38,5 °C sau dificultăți de respirație, consultați medicul.",
          ],
        },
        ru: {
          title: "Как подготовиться к сезону простуд",
          summary: "Несколько простых привычек, которые снижают риск простуды в холодные месяцы.",
          paragraphs: [
            "Мытьё рук с мылом в течение 20 секунд остаётся самой надёжной защитой. Проветривайте комнаты дважды в день и поддерживайте влажность 40–60 %.",
            "Сон 7–8 часов и еда с овощами и фруктами поддерживают иммунитет лучше, чем случайные добавки. При температуре выше 38,5 °C или затруднённом дыхании обратитесь к врачу.",
          ],
        },
        uk: {
          title: "Як підготуватися до сезону застуд",
          summary: "Кілька простих звичок, що знижують ризик застуди в холодні місяці.",
          paragraphs: [
            "Миття рук з милом протягом 20 секунд лишається найнадійнішим захистом. Провітрюйте кімнати двічі на день і тримайте вологість 40–60 %.",
            "Сон 7–8 годин і їжа з овочами та фруктами підтримують імунітет краще за випадкові добавки. Якщо температура вища за 38,5 °C або важко дихати, зверніться до лікаря.",
          ],
        },
        en: {
          title: "Getting ready for the cold season",
          summary: "A few simple habits that lower the risk of catching a cold in the winter months.",
          paragraphs: [
            "Washing your hands with soap for 20 seconds is still the best protection. Air the rooms twice a day and keep the humidity between 40 and 60 %.",
            "Seven to eight hours of sleep and meals with vegetables and fruit support the immune system better than random supplements. See a doctor if the fever is above 38.5 °C or breathing gets hard.",
          ],
        },
      },
    },
    {
      status: "health",
      date: "2026-11-12",
      art: ["#1d4ed8", "#93c5fd"],
      byLang: {
        ro: {
          title: "Vitamina D iarna: cât și când",
          summary: "De ce scade vitamina D în sezonul rece și cum o completăm în siguranță.",
          paragraphs: [
            "Între noiembrie și martie soarele nu este suficient pentru ca pielea să producă vitamina D. Multe persoane ajung la valori scăzute fără să observe.",
            "Doza potrivită depinde de vârstă și de analize; pentru adulți se recomandă de obicei 1000–2000 UI pe zi. Întrebați farmacistul înainte de a combina mai multe suplimente.",
          ],
        },
        ru: {
          title: "Витамин D зимой: сколько и когда",
          summary: "Почему зимой падает уровень витамина D и как безопасно его восполнить.",
          paragraphs: [
            "С ноября по март солнца недостаточно, чтобы кожа вырабатывала витамин D. Многие люди приходят к низким значениям, не замечая этого.",
            "Подходящая доза зависит от возраста и анализов; взрослым обычно советуют 1000–2000 МЕ в день. Спросите фармацевта, прежде чем сочетать несколько добавок.",
          ],
        },
        uk: {
          title: "Вітамін D взимку: скільки і коли",
          summary: "Чому взимку падає рівень вітаміну D і як безпечно його поповнити.",
          paragraphs: [
            "З листопада по березень сонця замало, щоб шкіра виробляла вітамін D. Багато людей мають низькі значення, навіть не помічаючи цього.",
            "Доза залежить від віку та аналізів; дорослим зазвичай радять 1000–2000 МО на день. Запитайте фармацевта, перш ніж поєднувати кілька добавок.",
          ],
        },
        en: {
          title: "Vitamin D in winter: how much and when",
          summary: "Why vitamin D drops in the cold season and how to top it up safely.",
          paragraphs: [
            "From November to March the sun is too weak for the skin to make enough vitamin D. Many people end up with low levels without noticing.",
            "The right dose depends on age and blood tests; adults are usually advised 1000–2000 IU a day. Ask the pharmacist before combining several supplements.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-11-05",
      art: ["#be123c", "#fda4af"],
      byLang: {
        ro: {
          title: "Farmacia deschide un punct nou în Botanica",
          summary: "Din decembrie vă așteptăm și pe bulevardul Dacia, zilnic de la 8 la 22.",
          paragraphs: [
            "Noua farmacie are un colț pentru măsurarea tensiunii și a glicemiei, gratuit pentru clienți. Comenzile online pot fi ridicate de aici în aceeași zi.",
            "În prima săptămână, toți vizitatorii primesc o consultație despre medicamentele luate zilnic și o verificare a termenelor de valabilitate din trusa de acasă.",
          ],
        },
        ru: {
          title: "Аптека открывает новый пункт на Ботанике",
          summary: "С декабря ждём вас и на бульваре Дачия, ежедневно с 8 до 22.",
          paragraphs: [
            "В новой аптеке есть уголок для измерения давления и сахара, бесплатно для покупателей. Онлайн-заказы можно забрать здесь в тот же день.",
            "В первую неделю все посетители получат консультацию о ежедневных лекарствах и проверку сроков годности домашней аптечки.",
          ],
        },
        uk: {
          title: "Аптека відкриває новий пункт на Ботаниці",
          summary: "З грудня чекаємо на вас і на бульварі Дачія, щодня з 8 до 22.",
          paragraphs: [
            "У новій аптеці є куточок для вимірювання тиску й цукру, безкоштовно для покупців. Онлайн-замовлення можна забрати тут того ж дня.",
            "Першого тижня всі відвідувачі отримають консультацію щодо щоденних ліків і перевірку термінів придатності домашньої аптечки.",
          ],
        },
        en: {
          title: "A new pharmacy opens in Botanica",
          summary: "From December we are also on Dacia boulevard, every day from 8 to 22.",
          paragraphs: [
            "The new pharmacy has a corner for measuring blood pressure and blood sugar, free for customers. Online orders can be picked up there the same day.",
            "In the first week every visitor gets a talk about their daily medicines and a check of the expiry dates in their home first-aid kit.",
          ],
        },
      },
    },
    {
      status: "health",
      date: "2026-10-28",
      art: ["#7c3aed", "#c4b5fd"],
      byLang: {
        ro: {
          title: "Trusa de prim ajutor pentru acasă",
          summary: "Ce ar trebui să conțină trusa familiei și cât de des o verificăm.",
          paragraphs: [
            "Pansamente sterile, bandaj elastic, antiseptic, termometru, un antitermic și un antihistaminic acoperă majoritatea situațiilor de zi cu zi.",
            "Verificați trusa de două ori pe an și aruncați medicamentele expirate la farmacie, nu la gunoi. Păstrați-o într-un loc uscat, departe de copii.",
          ],
        },
        ru: {
          title: "Домашняя аптечка первой помощи",
          summary: "Что должно быть в семейной аптечке и как часто её проверять.",
          paragraphs: [
            "Стерильные повязки, эластичный бинт, антисептик, термометр, жаропонижающее и антигистаминное средство покрывают большинство бытовых случаев.",
            "Проверяйте аптечку дважды в год и сдавайте просроченные лекарства в аптеку, а не в мусор. Храните её в сухом месте, недоступном для детей.",
          ],
        },
        uk: {
          title: "Домашня аптечка першої допомоги",
          summary: "Що має бути в сімейній аптечці і як часто її перевіряти.",
          paragraphs: [
            "Стерильні пов'язки, еластичний бинт, антисептик, термометр, жарознижувальне й антигістамінний засіб покривають більшість побутових випадків.",
            "Перевіряйте аптечку двічі на рік і здавайте прострочені ліки в аптеку, а не на смітник. Зберігайте її в сухому місці, недоступному для дітей.",
          ],
        },
        en: {
          title: "A first-aid kit for the home",
          summary: "What the family kit should hold and how often to check it.",
          paragraphs: [
            "Sterile dressings, an elastic bandage, an antiseptic, a thermometer, a fever reducer and an antihistamine cover most everyday mishaps.",
            "Check the kit twice a year and bring expired medicines back to the pharmacy instead of the bin. Keep it somewhere dry and out of children's reach.",
          ],
        },
      },
    },
    {
      status: "health",
      date: "2026-10-15",
      art: ["#b45309", "#fcd34d"],
      byLang: {
        ro: {
          title: "Protecția solară nu e doar pentru vară",
          summary: "De ce dermatologii recomandă crema cu SPF și în zilele înnorate.",
          paragraphs: [
            "Razele UVA trec prin nori și prin geam și îmbătrânesc pielea tot anul. Pe zăpadă, reflexia aproape dublează expunerea.",
            "Pentru oraș, o cremă cu SPF 30 aplicată dimineața este suficientă; la munte alegeți SPF 50 și reaplicați la două ore.",
          ],
        },
        ru: {
          title: "Защита от солнца нужна не только летом",
          summary: "Почему дерматологи советуют крем с SPF и в пасмурные дни.",
          paragraphs: [
            "Лучи UVA проходят сквозь облака и стекло и старят кожу круглый год. На снегу отражение почти удваивает облучение.",
            "Для города достаточно крема с SPF 30 утром; в горах выбирайте SPF 50 и обновляйте каждые два часа.",
          ],
        },
        uk: {
          title: "Захист від сонця потрібен не лише влітку",
          summary: "Чому дерматологи радять крем з SPF і в похмурі дні.",
          paragraphs: [
            "Промені UVA проходять крізь хмари та скло і старять шкіру цілий рік. На снігу відбиття майже подвоює опромінення.",
            "Для міста досить крему з SPF 30 зранку; у горах обирайте SPF 50 і поновлюйте кожні дві години.",
          ],
        },
        en: {
          title: "Sun protection is not only for summer",
          summary: "Why dermatologists recommend SPF cream on cloudy days too.",
          paragraphs: [
            "UVA rays pass through clouds and window glass and age the skin all year round. On snow, the reflection almost doubles the exposure.",
            "In town an SPF 30 cream in the morning is enough; in the mountains choose SPF 50 and reapply every two hours.",
          ],
        },
      },
    },
    {
      status: "news",
      date: "2026-10-01",
      art: ["#047857", "#a7f3d0"],
      byLang: {
        ro: {
          title: "Rețetele electronice, acum și în comanda online",
          summary: "Puteți rezerva online medicamentele compensate cu rețeta electronică.",
          paragraphs: [
            "Introduceți codul rețetei la finalizarea comenzii, iar farmacistul verifică prescripția înainte de a pregăti pachetul.",
            "Medicamentele compensate se ridică din farmacie cu buletinul; restul comenzii poate fi livrat acasă.",
          ],
        },
        ru: {
          title: "Электронные рецепты теперь и в онлайн-заказе",
          summary: "Компенсированные лекарства можно забронировать онлайн по электронному рецепту.",
          paragraphs: [
            "Введите код рецепта при оформлении заказа, и фармацевт проверит назначение, прежде чем собрать посылку.",
            "Компенсированные лекарства выдаются в аптеке по удостоверению личности; остальной заказ можно доставить домой.",
          ],
        },
        uk: {
          title: "Електронні рецепти тепер і в онлайн-замовленні",
          summary: "Компенсовані ліки можна забронювати онлайн за електронним рецептом.",
          paragraphs: [
            "Введіть код рецепта під час оформлення замовлення, і фармацевт перевірить призначення, перш ніж зібрати посилку.",
            "Компенсовані ліки видаються в аптеці за посвідченням особи; решту замовлення можна доставити додому.",
          ],
        },
        en: {
          title: "E-prescriptions now work in online orders",
          summary: "Reimbursed medicines can be reserved online with an e-prescription.",
          paragraphs: [
            "Enter the prescription code at checkout and the pharmacist checks it before packing your order.",
            "Reimbursed medicines are handed over at the pharmacy on showing your ID; the rest of the order can be delivered home.",
          ],
        },
      },
    },
    {
      status: "health",
      date: "2026-09-18",
      art: ["#0e7490", "#a5f3fc"],
      byLang: {
        ro: {
          title: "Cum luăm corect antibioticele",
          summary: "Trei reguli care fac tratamentul eficient și previn rezistența.",
          paragraphs: [
            "Antibioticele tratează doar infecțiile bacteriene; răceala și gripa sunt virale și nu trec mai repede cu ele.",
            "Luați doza la ore fixe și terminați tratamentul chiar dacă vă simțiți mai bine. Nu păstrați resturi pentru data viitoare și nu le dați altcuiva.",
          ],
        },
        ru: {
          title: "Как правильно принимать антибиотики",
          summary: "Три правила, которые делают лечение эффективным и предотвращают устойчивость.",
          paragraphs: [
            "Антибиотики лечат только бактериальные инфекции; простуда и грипп вызваны вирусами и от них быстрее не проходят.",
            "Принимайте дозу в одно и то же время и завершайте курс, даже если стало лучше. Не храните остатки на следующий раз и не отдавайте их другим.",
          ],
        },
        uk: {
          title: "Як правильно приймати антибіотики",
          summary: "Три правила, що роблять лікування ефективним і запобігають стійкості.",
          paragraphs: [
            "Антибіотики лікують лише бактеріальні інфекції; застуда й грип спричинені вірусами і від них швидше не минають.",
            "Приймайте дозу в той самий час і завершуйте курс, навіть якщо стало краще. Не зберігайте залишки на наступний раз і не віддавайте їх іншим.",
          ],
        },
        en: {
          title: "How to take antibiotics properly",
          summary: "Three rules that make the treatment work and prevent resistance.",
          paragraphs: [
            "Antibiotics treat bacterial infections only; colds and flu are caused by viruses and do not pass faster with them.",
            "Take each dose at the same time of day and finish the course even when you feel better. Do not keep leftovers for next time or give them to anyone else.",
          ],
        },
      },
    },
  ],
};
