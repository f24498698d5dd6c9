import type { ProductSeed } from "../../catalogue-types.ts";
import { rxMeds as rx, t } from "./lib.ts";

/**
 * Prescription-only medicines: reserved online and collected from a pharmacy on presentation of the
 * original prescription (isRecipe, no home delivery).
 */

const ANTIBIOTIC_NOTE = t(
  "Luați antibioticul exact cât a prescris medicul, chiar dacă vă simțiți mai bine.",
  "Принимайте антибиотик ровно столько, сколько назначил врач, даже если стало лучше.",
  "Приймайте антибіотик рівно стільки, скільки призначив лікар, навіть якщо стало краще.",
  "Take the antibiotic for exactly as long as prescribed, even if you feel better.",
);

const amoxicillin = rx({
  substance: ["amoxicillin"],
  age: ["adults", "children"],
  short: t(
    "Antibiotic din grupa penicilinelor pentru infecții bacteriene.",
    "Антибиотик пенициллинового ряда для лечения бактериальных инфекций.",
    "Антибіотик пеніцилінового ряду для лікування бактеріальних інфекцій.",
    "Penicillin-type antibiotic for bacterial infections.",
  ),
  about: t(
    `Amoxicilina este un antibiotic cu spectru larg, activ împotriva multor bacterii care provoacă infecții respiratorii, ORL și urinare. ${ANTIBIOTIC_NOTE.ro}`,
    `Амоксициллин — антибиотик широкого спектра, активный против многих бактерий, вызывающих инфекции дыхательных путей, ЛОР-органов и мочевыводящих путей. ${ANTIBIOTIC_NOTE.ru}`,
    `Амоксицилін — антибіотик широкого спектра, активний проти багатьох бактерій, що спричиняють інфекції дихальних шляхів, ЛОР-органів і сечовивідних шляхів. ${ANTIBIOTIC_NOTE.uk}`,
    `Amoxicillin is a broad-spectrum antibiotic active against many bacteria that cause chest, ear, nose and throat and urinary infections. ${ANTIBIOTIC_NOTE.en}`,
  ),
  indications: t(
    "amigdalită, sinuzită, otită, bronșită, pneumonie, infecții urinare",
    "тонзиллит, синусит, отит, бронхит, пневмония, инфекции мочевыводящих путей",
    "тонзиліт, синусит, отит, бронхіт, пневмонія, інфекції сечовивідних шляхів",
    "tonsillitis, sinusitis, ear infections, bronchitis, pneumonia, urinary tract infections",
  ),
  dosage: t(
    "conform prescripției; de obicei câte 500 mg la 8 ore, 5–10 zile",
    "по назначению врача; обычно по 500 мг каждые 8 часов в течение 5–10 дней",
    "за призначенням лікаря; зазвичай по 500 мг кожні 8 годин протягом 5–10 днів",
    "as prescribed; usually 500 mg every 8 hours for 5–10 days",
  ),
  childrenText: t(
    "doza se calculează de medic după greutate",
    "дозу рассчитывает врач по массе тела",
    "дозу розраховує лікар за масою тіла",
    "the dose is calculated by the doctor from body weight",
  ),
  variants: [
    {
      code: "FF-10801",
      brand: "antibiotice",
      name: t(
        "Amoxicilină Antibiotice",
        "Амоксициллин Antibiotice",
        "Амоксицилін Antibiotice",
        "Amoxicillin Antibiotice",
      ),
      strength: "500 mg",
      pack: { form: "capsules", n: 20 },
      price: 36.9,
    },
  ],
});

const amoxiclav = rx({
  substance: ["amoxicillin", "clavulanic-acid"],
  age: ["adults", "children"],
  short: t(
    "Amoxicilină protejată cu acid clavulanic, pentru infecții rezistente.",
    "Амоксициллин, защищённый клавулановой кислотой, для лечения устойчивых инфекций.",
    "Амоксицилін, захищений клавулановою кислотою, для лікування стійких інфекцій.",
    "Amoxicillin protected by clavulanic acid, for resistant infections.",
  ),
  about: t(
    `Acidul clavulanic blochează enzimele prin care unele bacterii distrug amoxicilina, lărgind spectrul de acțiune al antibioticului. ${ANTIBIOTIC_NOTE.ro}`,
    `Клавулановая кислота блокирует ферменты, с помощью которых некоторые бактерии разрушают амоксициллин, и расширяет спектр действия антибиотика. ${ANTIBIOTIC_NOTE.ru}`,
    `Клавуланова кислота блокує ферменти, за допомогою яких деякі бактерії руйнують амоксицилін, і розширює спектр дії антибіотика. ${ANTIBIOTIC_NOTE.uk}`,
    `Clavulanic acid blocks the enzymes some bacteria use to destroy amoxicillin, widening the antibiotic’s range. ${ANTIBIOTIC_NOTE.en}`,
  ),
  indications: t(
    "sinuzită, otită medie, infecții ale căilor respiratorii inferioare, infecții urinare, ale pielii și țesuturilor moi",
    "синусит, средний отит, инфекции нижних дыхательных путей, мочевыводящих путей, кожи и мягких тканей",
    "синусит, середній отит, інфекції нижніх дихальних шляхів, сечовивідних шляхів, шкіри та м’яких тканин",
    "sinusitis, middle ear infection, lower respiratory, urinary, skin and soft tissue infections",
  ),
  dosage: t(
    "conform prescripției; de obicei un comprimat de 875/125 mg de 2 ori pe zi, la începutul mesei",
    "по назначению врача; обычно по 1 таблетке 875/125 мг 2 раза в сутки в начале еды",
    "за призначенням лікаря; зазвичай по 1 таблетці 875/125 мг 2 рази на добу на початку їди",
    "as prescribed; usually one 875/125 mg tablet twice a day at the start of a meal",
  ),
  childrenText: t(
    "suspensia orală, în doză calculată după greutate; suspensia preparată se păstrează la frigider 7 zile",
    "суспензия для приёма внутрь в дозе по массе тела; готовую суспензию хранят в холодильнике 7 дней",
    "суспензія оральна в дозі за масою тіла; готову суспензію зберігають у холодильнику 7 днів",
    "the oral suspension, dosed by weight; keep the made-up suspension in the fridge for 7 days",
  ),
  variants: [
    {
      code: "FF-10802",
      brand: "sandoz",
      name: t("Amoxiclav", "Амоксиклав", "Амоксиклав", "Amoxiclav"),
      strength: "875 mg/125 mg",
      pack: { form: "tablets", n: 14 },
      price: 98.9,
      composition: t(
        "amoxicilină 875 mg și acid clavulanic 125 mg într-un comprimat filmat",
        "амоксициллин 875 мг и клавулановая кислота 125 мг в 1 таблетке, покрытой оболочкой",
        "амоксицилін 875 мг і клавуланова кислота 125 мг в 1 таблетці, вкритій оболонкою",
        "amoxicillin 875 mg and clavulanic acid 125 mg per film-coated tablet",
      ),
    },
    {
      code: "FF-10803",
      brand: "sandoz",
      name: t("Amoxiclav", "Амоксиклав", "Амоксиклав", "Amoxiclav"),
      strength: "250 mg/62.5 mg/5 ml",
      pack: {
        form: "powder",
        ml: 100,
        name: t(
          "pulbere pentru suspensie orală",
          "порошок для суспензии",
          "порошок для суспензії",
          "powder for oral suspension",
        ),
      },
      price: 74.9,
      age: ["children"],
      shape: "bottle",
      composition: t(
        "amoxicilină 250 mg și acid clavulanic 62,5 mg în 5 ml de suspensie preparată",
        "амоксициллин 250 мг и клавулановая кислота 62,5 мг в 5 мл готовой суспензии",
        "амоксицилін 250 мг і клавуланова кислота 62,5 мг у 5 мл готової суспензії",
        "amoxicillin 250 mg and clavulanic acid 62.5 mg per 5 ml of made-up suspension",
      ),
    },
  ],
});

const azithromycin = rx({
  substance: ["azithromycin"],
  age: ["adults"],
  short: t(
    "Antibiotic macrolid cu tratament scurt, de 3 zile.",
    "Антибиотик-макролид с коротким курсом лечения — 3 дня.",
    "Антибіотик-макролід із коротким курсом лікування — 3 дні.",
    "Macrolide antibiotic with a short 3-day course.",
  ),
  about: t(
    `Azitromicina se acumulează în țesuturi și acționează încă multe zile după ultima doză, de aceea tratamentul durează doar 3 zile. ${ANTIBIOTIC_NOTE.ro}`,
    `Азитромицин накапливается в тканях и действует ещё много дней после последней дозы, поэтому курс лечения длится всего 3 дня. ${ANTIBIOTIC_NOTE.ru}`,
    `Азитроміцин накопичується в тканинах і діє ще багато днів після останньої дози, тому курс лікування триває лише 3 дні. ${ANTIBIOTIC_NOTE.uk}`,
    `Azithromycin builds up in the tissues and keeps working for days after the last dose, so a course lasts only 3 days. ${ANTIBIOTIC_NOTE.en}`,
  ),
  indications: t(
    "infecții ale căilor respiratorii și ORL, infecții ale pielii, unele infecții urogenitale",
    "инфекции дыхательных путей и ЛОР-органов, инфекции кожи, некоторые урогенитальные инфекции",
    "інфекції дихальних шляхів і ЛОР-органів, інфекції шкіри, деякі урогенітальні інфекції",
    "respiratory and ENT infections, skin infections, some genito-urinary infections",
  ),
  dosage: t(
    "conform prescripției; de obicei 500 mg o dată pe zi, 3 zile, cu o oră înainte sau la 2 ore după masă",
    "по назначению врача; обычно 500 мг 1 раз в сутки 3 дня, за час до или через 2 часа после еды",
    "за призначенням лікаря; зазвичай 500 мг 1 раз на добу 3 дні, за годину до або через 2 години після їди",
    "as prescribed; usually 500 mg once a day for 3 days, an hour before or 2 hours after food",
  ),
  variants: [
    {
      code: "FF-10804",
      brand: "teva",
      name: t("Sumamed", "Сумамед", "Сумамед", "Sumamed"),
      strength: "500 mg",
      pack: { form: "tablets", n: 3 },
      price: 119.9,
      country: "croatia",
    },
    {
      code: "FF-10805",
      brand: "balkan",
      name: t("Azitromicină Balkan", "Азитромицин Balkan", "Азитроміцин Balkan", "Azithromycin Balkan"),
      strength: "500 mg",
      pack: { form: "capsules", n: 3 },
      price: 54.9,
    },
  ],
});

const ciprofloxacin = rx({
  substance: ["ciprofloxacin"],
  age: ["adults"],
  short: t(
    "Antibiotic fluorochinolonic pentru infecții urinare și intestinale.",
    "Антибиотик-фторхинолон при инфекциях мочевыводящих путей и кишечника.",
    "Антибіотик-фторхінолон при інфекціях сечовивідних шляхів і кишечника.",
    "Fluoroquinolone antibiotic for urinary and gut infections.",
  ),
  about: t(
    `Ciprofloxacina este un antibiotic puternic, rezervat infecțiilor în care alte antibiotice nu sunt potrivite. În timpul tratamentului evitați expunerea la soare. ${ANTIBIOTIC_NOTE.ro}`,
    `Ципрофлоксацин — сильный антибиотик, который применяют, когда другие антибиотики не подходят. Во время лечения избегайте солнца. ${ANTIBIOTIC_NOTE.ru}`,
    `Ципрофлоксацин — сильний антибіотик, який застосовують, коли інші антибіотики не підходять. Під час лікування уникайте сонця. ${ANTIBIOTIC_NOTE.uk}`,
    `Ciprofloxacin is a strong antibiotic kept for infections where other antibiotics are unsuitable. Avoid the sun during treatment. ${ANTIBIOTIC_NOTE.en}`,
  ),
  indications: t(
    "infecții urinare complicate, prostatită, infecții intestinale bacteriene",
    "осложнённые инфекции мочевыводящих путей, простатит, бактериальные кишечные инфекции",
    "ускладнені інфекції сечовивідних шляхів, простатит, бактеріальні кишкові інфекції",
    "complicated urinary tract infections, prostatitis, bacterial gut infections",
  ),
  dosage: t(
    "conform prescripției; de obicei 250–500 mg de 2 ori pe zi, la distanță de lactate și de preparatele cu calciu",
    "по назначению врача; обычно 250–500 мг 2 раза в сутки, отдельно от молочных продуктов и препаратов кальция",
    "за призначенням лікаря; зазвичай 250–500 мг 2 рази на добу, окремо від молочних продуктів і препаратів кальцію",
    "as prescribed; usually 250–500 mg twice a day, apart from dairy products and calcium supplements",
  ),
  variants: [
    {
      code: "FF-10806",
      brand: "krka",
      name: t("Ciprinol", "Ципринол", "Ципринол", "Ciprinol"),
      strength: "500 mg",
      pack: { form: "tablets", n: 10 },
      price: 64.9,
    },
  ],
});

const pantoprazole = rx({
  substance: ["pantoprazole"],
  age: ["adults"],
  short: t(
    "Inhibitor al pompei de protoni pentru ulcer și boala de reflux.",
    "Ингибитор протонной помпы при язве и рефлюксной болезни.",
    "Інгібітор протонної помпи при виразці та рефлюксній хворобі.",
    "Proton pump inhibitor for ulcers and reflux disease.",
  ),
  about: t(
    "Pantoprazolul reduce puternic aciditatea gastrică și permite vindecarea mucoasei esofagului și a stomacului.",
    "Пантопразол сильно снижает кислотность желудка и даёт зажить слизистой пищевода и желудка.",
    "Пантопразол значно знижує кислотність шлунка й дає загоїтися слизовій стравоходу та шлунка.",
    "Pantoprazole strongly reduces stomach acid and lets the lining of the oesophagus and stomach heal.",
  ),
  indications: t(
    "boala de reflux gastroesofagian, esofagită de reflux, ulcer gastric și duodenal, eradicarea Helicobacter pylori",
    "гастроэзофагеальная рефлюксная болезнь, рефлюкс-эзофагит, язва желудка и двенадцатиперстной кишки, эрадикация Helicobacter pylori",
    "гастроезофагеальна рефлюксна хвороба, рефлюкс-езофагіт, виразка шлунка та дванадцятипалої кишки, ерадикація Helicobacter pylori",
    "gastro-oesophageal reflux disease, reflux oesophagitis, stomach and duodenal ulcers, Helicobacter pylori eradication",
  ),
  dosage: t(
    "conform prescripției; de obicei 40 mg o dată pe zi, cu o oră înainte de micul dejun",
    "по назначению врача; обычно 40 мг 1 раз в сутки за час до завтрака",
    "за призначенням лікаря; зазвичай 40 мг 1 раз на добу за годину до сніданку",
    "as prescribed; usually 40 mg once a day an hour before breakfast",
  ),
  variants: [
    {
      code: "FF-10836",
      brand: "krka",
      name: t("Nolpaza", "Нольпаза", "Нольпаза", "Nolpaza"),
      strength: "40 mg",
      pack: { form: "tablets", n: 28 },
      price: 129.9,
    },
  ],
});

const NEURO_NOTE = t(
  "Nu consumați alcool în timpul tratamentului și nu întrerupeți brusc administrarea.",
  "Во время лечения не употребляйте алкоголь и не прекращайте приём резко.",
  "Під час лікування не вживайте алкоголь і не припиняйте прийом раптово.",
  "Avoid alcohol during treatment and do not stop taking it suddenly.",
);

const psych = [
  ...rx({
    substance: ["alprazolam"],
    age: ["adults"],
    short: t(
      "Anxiolitic pentru tulburările de anxietate, pe termen scurt.",
      "Анксиолитик для кратковременного лечения тревожных расстройств.",
      "Анксіолітик для короткочасного лікування тривожних розладів.",
      "Anti-anxiety medicine for short-term treatment of anxiety disorders.",
    ),
    about: t(
      `Alprazolamul este o benzodiazepină care reduce anxietatea și tensiunea; poate da somnolență și dependență, de aceea se folosește strict conform prescripției. ${NEURO_NOTE.ro}`,
      `Алпразолам — бензодиазепин, который уменьшает тревогу и напряжение; может вызывать сонливость и зависимость, поэтому применяется строго по назначению. ${NEURO_NOTE.ru}`,
      `Алпразолам — бензодіазепін, що зменшує тривогу та напруження; може спричиняти сонливість і залежність, тому застосовується суворо за призначенням. ${NEURO_NOTE.uk}`,
      `Alprazolam is a benzodiazepine that reduces anxiety and tension; it can cause drowsiness and dependence, so use it strictly as prescribed. ${NEURO_NOTE.en}`,
    ),
    indications: t(
      "tulburare de anxietate generalizată, tulburare de panică",
      "генерализованное тревожное расстройство, паническое расстройство",
      "генералізований тривожний розлад, панічний розлад",
      "generalised anxiety disorder, panic disorder",
    ),
    dosage: t(
      "conform prescripției; de obicei 0,25–0,5 mg de 3 ori pe zi",
      "по назначению врача; обычно по 0,25–0,5 мг 3 раза в сутки",
      "за призначенням лікаря; зазвичай по 0,25–0,5 мг 3 рази на добу",
      "as prescribed; usually 0.25–0.5 mg 3 times a day",
    ),
    variants: [
      {
        code: "FF-10841",
        brand: "pfizer",
        name: t("Xanax", "Ксанакс", "Ксанакс", "Xanax"),
        strength: "0.25 mg",
        pack: { form: "tablets", n: 30 },
        price: 96.9,
        country: "italy",
      },
    ],
  }),
  ...rx({
    substance: ["sertraline"],
    age: ["adults"],
    short: t(
      "Antidepresiv din grupa ISRS pentru depresie și tulburări anxioase.",
      "Антидепрессант из группы СИОЗС при депрессии и тревожных расстройствах.",
      "Антидепресант із групи СІЗЗС при депресії та тривожних розладах.",
      "SSRI antidepressant for depression and anxiety disorders.",
    ),
    about: t(
      `Sertralina crește nivelul de serotonină din creier; efectul complet apare după 2–4 săptămâni. ${NEURO_NOTE.ro}`,
      `Сертралин повышает уровень серотонина в мозге; полный эффект развивается через 2–4 недели. ${NEURO_NOTE.ru}`,
      `Сертралін підвищує рівень серотоніну в мозку; повний ефект розвивається через 2–4 тижні. ${NEURO_NOTE.uk}`,
      `Sertraline raises serotonin levels in the brain; the full effect appears after 2–4 weeks. ${NEURO_NOTE.en}`,
    ),
    indications: t(
      "depresie, tulburare obsesiv-compulsivă, tulburare de panică, anxietate socială",
      "депрессия, обсессивно-компульсивное расстройство, паническое расстройство, социальная тревожность",
      "депресія, обсесивно-компульсивний розлад, панічний розлад, соціальна тривожність",
      "depression, obsessive-compulsive disorder, panic disorder, social anxiety",
    ),
    dosage: t(
      "conform prescripției; de obicei 50 mg o dată pe zi",
      "по назначению врача; обычно 50 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 50 мг 1 раз на добу",
      "as prescribed; usually 50 mg once a day",
    ),
    variants: [
      {
        code: "FF-10842",
        brand: "krka",
        name: t("Asentra", "Асентра", "Асентра", "Asentra"),
        strength: "50 mg",
        pack: { form: "tablets", n: 28 },
        price: 214.9,
      },
    ],
  }),
  ...rx({
    substance: ["escitalopram"],
    age: ["adults"],
    short: t(
      "Antidepresiv modern, bine tolerat, pentru depresie și anxietate.",
      "Современный хорошо переносимый антидепрессант при депрессии и тревоге.",
      "Сучасний добре переносимий антидепресант при депресії та тривозі.",
      "Modern, well-tolerated antidepressant for depression and anxiety.",
    ),
    about: t(
      `Escitalopramul este un inhibitor selectiv al recaptării serotoninei, cu puține interacțiuni; se ia o dată pe zi. ${NEURO_NOTE.ro}`,
      `Эсциталопрам — селективный ингибитор обратного захвата серотонина с небольшим числом взаимодействий; принимается 1 раз в сутки. ${NEURO_NOTE.ru}`,
      `Есциталопрам — селективний інгібітор зворотного захоплення серотоніну з невеликою кількістю взаємодій; приймається 1 раз на добу. ${NEURO_NOTE.uk}`,
      `Escitalopram is a selective serotonin reuptake inhibitor with few interactions, taken once a day. ${NEURO_NOTE.en}`,
    ),
    indications: t(
      "episoade depresive majore, tulburare de panică, anxietate generalizată și socială",
      "большие депрессивные эпизоды, паническое расстройство, генерализованная и социальная тревожность",
      "великі депресивні епізоди, панічний розлад, генералізована та соціальна тривожність",
      "major depressive episodes, panic disorder, generalised and social anxiety",
    ),
    dosage: t(
      "conform prescripției; de obicei 10 mg o dată pe zi",
      "по назначению врача; обычно 10 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 10 мг 1 раз на добу",
      "as prescribed; usually 10 mg once a day",
    ),
    variants: [
      {
        code: "FF-10843",
        brand: "lundbeck",
        name: t("Cipralex", "Ципралекс", "Ципралекс", "Cipralex"),
        strength: "10 mg",
        pack: { form: "tablets", n: 28 },
        price: 389.9,
      },
    ],
  }),
];

const neuro = [
  ...rx({
    substance: ["vinpocetine"],
    age: ["adults"],
    short: t(
      "Vinpocetină pentru circulația cerebrală.",
      "Винпоцетин для улучшения мозгового кровообращения.",
      "Вінпоцетин для покращення мозкового кровообігу.",
      "Vinpocetine to improve blood flow to the brain.",
    ),
    about: t(
      "Cavinton dilată vasele cerebrale și îmbunătățește aportul de oxigen și glucoză la neuroni.",
      "Кавинтон расширяет сосуды головного мозга и улучшает снабжение нейронов кислородом и глюкозой.",
      "Кавінтон розширює судини головного мозку та покращує постачання нейронів киснем і глюкозою.",
      "Cavinton widens the brain’s blood vessels and improves oxygen and glucose supply to nerve cells.",
    ),
    indications: t(
      "tulburări de circulație cerebrală, după accident vascular, tulburări de memorie, amețeli de origine vasculară",
      "нарушения мозгового кровообращения, восстановление после инсульта, нарушения памяти, головокружение сосудистого происхождения",
      "порушення мозкового кровообігу, відновлення після інсульту, порушення пам’яті, запаморочення судинного походження",
      "poor cerebral circulation, recovery after stroke, memory problems, vascular dizziness",
    ),
    dosage: t(
      "conform prescripției; de obicei 5–10 mg de 3 ori pe zi, după masă",
      "по назначению врача; обычно по 5–10 мг 3 раза в сутки после еды",
      "за призначенням лікаря; зазвичай по 5–10 мг 3 рази на добу після їди",
      "as prescribed; usually 5–10 mg 3 times a day after meals",
    ),
    variants: [
      {
        code: "FF-10851",
        brand: "gedeon",
        name: t("Cavinton", "Кавинтон", "Кавінтон", "Cavinton"),
        strength: "10 mg",
        pack: { form: "tablets", n: 50 },
        price: 134.9,
      },
    ],
  }),
  ...rx({
    substance: ["tolperisone"],
    age: ["adults"],
    short: t(
      "Miorelaxant pentru spasmele musculare dureroase ale spatelui.",
      "Миорелаксант при болезненных мышечных спазмах в спине.",
      "Міорелаксант при болісних м’язових спазмах у спині.",
      "Muscle relaxant for painful back muscle spasms.",
    ),
    about: t(
      "Tolperisonul relaxează mușchii contractați fără să provoace somnolență marcată și se asociază adesea cu antiinflamatoarele.",
      "Толперизон расслабляет спазмированные мышцы, не вызывая выраженной сонливости, и часто сочетается с противовоспалительными средствами.",
      "Толперизон розслаблює спазмовані м’язи, не спричиняючи вираженої сонливості, і часто поєднується з протизапальними засобами.",
      "Tolperisone relaxes tight muscles without marked drowsiness and is often combined with anti-inflammatories.",
    ),
    indications: t(
      "spasme musculare în afecțiunile coloanei vertebrale, spasticitate după accident vascular",
      "мышечные спазмы при заболеваниях позвоночника, спастичность после инсульта",
      "м’язові спазми при захворюваннях хребта, спастичність після інсульту",
      "muscle spasm with spinal problems, spasticity after stroke",
    ),
    dosage: t(
      "conform prescripției; de obicei 150 mg de 3 ori pe zi, după masă",
      "по назначению врача; обычно по 150 мг 3 раза в сутки после еды",
      "за призначенням лікаря; зазвичай по 150 мг 3 рази на добу після їди",
      "as prescribed; usually 150 mg 3 times a day after meals",
    ),
    variants: [
      {
        code: "FF-10852",
        brand: "gedeon",
        name: t("Mydocalm", "Мидокалм", "Мідокалм", "Mydocalm"),
        strength: "150 mg",
        pack: { form: "tablets", n: 30 },
        price: 149.9,
      },
    ],
  }),
  ...rx({
    substance: ["betahistine"],
    age: ["adults"],
    short: t(
      "Betahistină pentru amețeli și vertij de origine vestibulară.",
      "Бетагистин при головокружении вестибулярного происхождения.",
      "Бетагістин при запамороченні вестибулярного походження.",
      "Betahistine for dizziness and vertigo of inner-ear origin.",
    ),
    about: t(
      "Betahistina îmbunătățește circulația în urechea internă și reduce frecvența și intensitatea crizelor de vertij.",
      "Бетагистин улучшает кровообращение во внутреннем ухе и уменьшает частоту и силу приступов головокружения.",
      "Бетагістин покращує кровообіг у внутрішньому вусі та зменшує частоту й силу нападів запаморочення.",
      "Betahistine improves blood flow in the inner ear and makes attacks of vertigo less frequent and less severe.",
    ),
    indications: t(
      "sindrom Ménière, vertij, țiuit în urechi, scăderea auzului de cauză vestibulară",
      "болезнь Меньера, вестибулярное головокружение, шум в ушах, снижение слуха",
      "хвороба Меньєра, вестибулярне запаморочення, шум у вухах, зниження слуху",
      "Ménière’s disease, vertigo, ringing in the ears, inner-ear hearing loss",
    ),
    dosage: t(
      "conform prescripției; de obicei 24 mg de 2 ori pe zi, la masă",
      "по назначению врача; обычно по 24 мг 2 раза в сутки во время еды",
      "за призначенням лікаря; зазвичай по 24 мг 2 рази на добу під час їди",
      "as prescribed; usually 24 mg twice a day with meals",
    ),
    variants: [
      {
        code: "FF-10853",
        brand: "abbott",
        name: t("Betaserc", "Бетасерк", "Бетасерк", "Betaserc"),
        strength: "24 mg",
        pack: { form: "tablets", n: 20 },
        price: 189.9,
        country: "netherlands",
      },
    ],
  }),
];

const STEROID_NOTE = t(
  "Corticosteroizii se iau dimineața; la tratamentul de durată doza se scade treptat, după indicația medicului.",
  "Кортикостероиды принимают утром; при длительном лечении дозу снижают постепенно, по указанию врача.",
  "Кортикостероїди приймають уранці; при тривалому лікуванні дозу знижують поступово, за вказівкою лікаря.",
  "Corticosteroids are taken in the morning; after long courses the dose is reduced gradually as the doctor directs.",
);

const steroids = [
  ...rx({
    substance: ["prednisolone"],
    age: ["adults", "children"],
    short: t(
      "Corticosteroid cu acțiune antiinflamatoare și antialergică puternică.",
      "Кортикостероид с сильным противовоспалительным и противоаллергическим действием.",
      "Кортикостероїд із сильною протизапальною та протиалергічною дією.",
      "Corticosteroid with strong anti-inflammatory and anti-allergic effects.",
    ),
    about: t(
      `Prednisolonul suprimă inflamația și reacțiile alergice și imune excesive. ${STEROID_NOTE.ro}`,
      `Преднизолон подавляет воспаление и избыточные аллергические и иммунные реакции. ${STEROID_NOTE.ru}`,
      `Преднізолон пригнічує запалення та надмірні алергічні й імунні реакції. ${STEROID_NOTE.uk}`,
      `Prednisolone suppresses inflammation and excessive allergic and immune reactions. ${STEROID_NOTE.en}`,
    ),
    indications: t(
      "boli reumatice, astm bronșic sever, reacții alergice severe, boli autoimune",
      "ревматические заболевания, тяжёлая бронхиальная астма, тяжёлые аллергические реакции, аутоиммунные заболевания",
      "ревматичні захворювання, тяжка бронхіальна астма, тяжкі алергічні реакції, автоімунні захворювання",
      "rheumatic diseases, severe asthma, severe allergic reactions, autoimmune diseases",
    ),
    dosage: t(
      "conform prescripției medicului, individual",
      "по индивидуальной схеме, назначенной врачом",
      "за індивідуальною схемою, призначеною лікарем",
      "individually, as prescribed by the doctor",
    ),
    variants: [
      {
        code: "FF-10861",
        brand: "gedeon",
        name: t(
          "Prednisolon Gedeon Richter",
          "Преднизолон Гедеон Рихтер",
          "Преднізолон Гедеон Ріхтер",
          "Prednisolone Gedeon Richter",
        ),
        strength: "5 mg",
        pack: { form: "tablets", n: 100 },
        price: 59.9,
      },
    ],
  }),
  ...rx({
    substance: ["methylprednisolone"],
    age: ["adults"],
    short: t(
      "Metilprednisolon pentru afecțiuni inflamatorii și alergice severe.",
      "Метилпреднизолон при тяжёлых воспалительных и аллергических заболеваниях.",
      "Метилпреднізолон при тяжких запальних та алергічних захворюваннях.",
      "Methylprednisolone for severe inflammatory and allergic conditions.",
    ),
    about: t(
      `Metilprednisolonul este un corticosteroid cu reținere mai mică de apă și sare decât prednisolonul. ${STEROID_NOTE.ro}`,
      `Метилпреднизолон — кортикостероид, который задерживает воду и соль меньше, чем преднизолон. ${STEROID_NOTE.ru}`,
      `Метилпреднізолон — кортикостероїд, що затримує воду й сіль менше, ніж преднізолон. ${STEROID_NOTE.uk}`,
      `Methylprednisolone is a corticosteroid that causes less water and salt retention than prednisolone. ${STEROID_NOTE.en}`,
    ),
    indications: t(
      "poliartrită reumatoidă, astm, dermatoze severe, boli autoimune",
      "ревматоидный артрит, астма, тяжёлые дерматозы, аутоиммунные заболевания",
      "ревматоїдний артрит, астма, тяжкі дерматози, автоімунні захворювання",
      "rheumatoid arthritis, asthma, severe skin disease, autoimmune diseases",
    ),
    dosage: t(
      "conform prescripției medicului, individual",
      "по индивидуальной схеме, назначенной врачом",
      "за індивідуальною схемою, призначеною лікарем",
      "individually, as prescribed by the doctor",
    ),
    variants: [
      {
        code: "FF-10862",
        brand: "pfizer",
        name: t("Medrol", "Медрол", "Медрол", "Medrol"),
        strength: "4 mg",
        pack: { form: "tablets", n: 30 },
        price: 124.9,
        country: "italy",
      },
    ],
  }),
];

const fluconazole = rx({
  substance: ["fluconazole"],
  age: ["adults"],
  short: t(
    "Antifungic în doză unică pentru candidoza vaginală.",
    "Противогрибковое средство в разовой дозе при вагинальном кандидозе.",
    "Протигрибковий засіб у разовій дозі при вагінальному кандидозі.",
    "Single-dose antifungal for vaginal thrush.",
  ),
  about: t(
    "Fluconazolul oprește creșterea ciupercilor Candida; în candidoza vaginală acută este suficientă o singură capsulă de 150 mg.",
    "Флуконазол подавляет рост грибков Candida; при остром вагинальном кандидозе достаточно одной капсулы 150 мг.",
    "Флуконазол пригнічує ріст грибків Candida; при гострому вагінальному кандидозі достатньо однієї капсули 150 мг.",
    "Fluconazole stops Candida fungi from growing; a single 150 mg capsule is enough for acute vaginal thrush.",
  ),
  indications: t(
    "candidoză vaginală, balanită candidozică, candidoze ale mucoaselor",
    "вагинальный кандидоз, кандидозный баланит, кандидоз слизистых оболочек",
    "вагінальний кандидоз, кандидозний баланіт, кандидоз слизових оболонок",
    "vaginal thrush, candidal balanitis, mucosal candidiasis",
  ),
  dosage: t(
    "conform prescripției; în candidoza vaginală — o capsulă de 150 mg o singură dată",
    "по назначению врача; при вагинальном кандидозе — 1 капсула 150 мг однократно",
    "за призначенням лікаря; при вагінальному кандидозі — 1 капсула 150 мг одноразово",
    "as prescribed; for vaginal thrush, one 150 mg capsule as a single dose",
  ),
  variants: [
    {
      code: "FF-10871",
      brand: "pfizer",
      name: t("Diflucan", "Дифлюкан", "Дифлюкан", "Diflucan"),
      strength: "150 mg",
      pack: { form: "capsules", n: 1 },
      price: 178.9,
      country: "france",
    },
    {
      code: "FF-10872",
      brand: "balkan",
      name: t("Fluconazol Balkan", "Флуконазол Balkan", "Флуконазол Balkan", "Fluconazole Balkan"),
      strength: "150 mg",
      pack: { form: "capsules", n: 1 },
      price: 24.9,
    },
  ],
});

const tamsulosin = rx({
  substance: ["tamsulosin"],
  age: ["adults"],
  short: t(
    "Tamsulosin pentru simptomele urinare din adenomul de prostată.",
    "Тамсулозин при нарушениях мочеиспускания при аденоме простаты.",
    "Тамсулозин при порушеннях сечовипускання при аденомі простати.",
    "Tamsulosin for urinary symptoms of an enlarged prostate.",
  ),
  about: t(
    "Tamsulosinul relaxează musculatura prostatei și a colului vezical și ușurează urinarea, reducând nevoia de a urina noaptea.",
    "Тамсулозин расслабляет мышцы простаты и шейки мочевого пузыря, облегчает мочеиспускание и уменьшает ночные позывы.",
    "Тамсулозин розслаблює м’язи простати та шийки сечового міхура, полегшує сечовипускання й зменшує нічні позиви.",
    "Tamsulosin relaxes the muscles of the prostate and bladder neck, making it easier to pass urine and reducing night-time trips.",
  ),
  indications: t(
    "hiperplazie benignă de prostată cu tulburări de micțiune",
    "доброкачественная гиперплазия предстательной железы с нарушением мочеиспускания",
    "доброякісна гіперплазія передміхурової залози з порушенням сечовипускання",
    "benign prostatic hyperplasia with urinary symptoms",
  ),
  dosage: t(
    "conform prescripției; de obicei o capsulă de 0,4 mg pe zi, după micul dejun",
    "по назначению врача; обычно 1 капсула 0,4 мг в сутки после завтрака",
    "за призначенням лікаря; зазвичай 1 капсула 0,4 мг на добу після сніданку",
    "as prescribed; usually one 0.4 mg capsule a day after breakfast",
  ),
  variants: [
    {
      code: "FF-10873",
      brand: "zentiva",
      name: t("Focusin", "Фокусин", "Фокусин", "Focusin"),
      strength: "0.4 mg",
      pack: { form: "capsules", n: 30 },
      price: 189.9,
    },
  ],
});

const INHALER_NOTE = t(
  "Farmacistul vă arată la ridicare tehnica corectă de inhalare.",
  "При получении фармацевт покажет правильную технику ингаляции.",
  "Під час отримання фармацевт покаже правильну техніку інгаляції.",
  "When you collect it, the pharmacist will show you the correct inhaler technique.",
);

const inhalers = [
  ...rx({
    substance: ["salbutamol"],
    age: ["adults", "children"],
    short: t(
      "Inhalator cu salbutamol pentru ameliorarea rapidă a crizelor de astm.",
      "Ингалятор с сальбутамолом для быстрого снятия приступов астмы.",
      "Інгалятор із сальбутамолом для швидкого зняття нападів астми.",
      "Salbutamol inhaler for fast relief of asthma attacks.",
    ),
    about: t(
      `Salbutamolul dilată bronhiile în câteva minute și ușurează respirația în criza de astm sau bronhospasm. ${INHALER_NOTE.ro}`,
      `Сальбутамол за несколько минут расширяет бронхи и облегчает дыхание при приступе астмы или бронхоспазме. ${INHALER_NOTE.ru}`,
      `Сальбутамол за кілька хвилин розширює бронхи та полегшує дихання під час нападу астми чи бронхоспазму. ${INHALER_NOTE.uk}`,
      `Salbutamol opens the airways within minutes and eases breathing during an asthma attack or bronchospasm. ${INHALER_NOTE.en}`,
    ),
    indications: t(
      "crize de astm bronșic, bronhospasm la efort, BPOC",
      "приступы бронхиальной астмы, бронхоспазм при нагрузке, ХОБЛ",
      "напади бронхіальної астми, бронхоспазм під час навантаження, ХОЗЛ",
      "asthma attacks, exercise-induced bronchospasm, COPD",
    ),
    dosage: t(
      "conform prescripției; de obicei 1–2 inhalări la nevoie, cel mult 8 inhalări pe zi",
      "по назначению врача; обычно 1–2 ингаляции по потребности, не более 8 ингаляций в сутки",
      "за призначенням лікаря; зазвичай 1–2 інгаляції за потреби, не більше 8 інгаляцій на добу",
      "as prescribed; usually 1–2 puffs when needed, no more than 8 puffs a day",
    ),
    childrenText: t(
      "de la 4 ani, cu spacer",
      "с 4 лет, со спейсером",
      "з 4 років, зі спейсером",
      "from 4 years, with a spacer",
    ),
    variants: [
      {
        code: "FF-10881",
        brand: "gsk",
        name: t("Ventolin", "Вентолин", "Вентолін", "Ventolin"),
        strength: "100 mcg/dose",
        pack: { form: "inhaler", n: 200 },
        price: 89.9,
        country: "spain",
      },
    ],
  }),
  ...rx({
    substance: ["budesonide", "formoterol"],
    age: ["adults"],
    short: t(
      "Inhalator combinat pentru controlul de durată al astmului și BPOC.",
      "Комбинированный ингалятор для длительного контроля астмы и ХОБЛ.",
      "Комбінований інгалятор для тривалого контролю астми та ХОЗЛ.",
      "Combination inhaler for long-term control of asthma and COPD.",
    ),
    about: t(
      `Symbicort Turbuhaler asociază un corticosteroid inhalator, care reduce inflamația bronhiilor, cu un bronhodilatator cu acțiune rapidă și de lungă durată. ${INHALER_NOTE.ro}`,
      `Симбикорт Турбухалер сочетает ингаляционный кортикостероид, уменьшающий воспаление бронхов, и быстро и длительно действующий бронхорасширитель. ${INHALER_NOTE.ru}`,
      `Симбікорт Турбухалер поєднує інгаляційний кортикостероїд, що зменшує запалення бронхів, і бронхорозширювальний засіб швидкої та тривалої дії. ${INHALER_NOTE.uk}`,
      `Symbicort Turbuhaler combines an inhaled corticosteroid that calms airway inflammation with a fast- and long-acting bronchodilator. ${INHALER_NOTE.en}`,
    ),
    indications: t(
      "astm bronșic persistent, bronhopneumopatie obstructivă cronică (BPOC)",
      "персистирующая бронхиальная астма, хроническая обструктивная болезнь лёгких (ХОБЛ)",
      "персистувальна бронхіальна астма, хронічне обструктивне захворювання легень (ХОЗЛ)",
      "persistent asthma, chronic obstructive pulmonary disease (COPD)",
    ),
    dosage: t(
      "conform prescripției; de obicei 1–2 inhalări de 2 ori pe zi; clătiți gura după inhalare",
      "по назначению врача; обычно 1–2 ингаляции 2 раза в сутки; после ингаляции прополоскать рот",
      "за призначенням лікаря; зазвичай 1–2 інгаляції 2 рази на добу; після інгаляції прополоскати рот",
      "as prescribed; usually 1–2 inhalations twice a day; rinse your mouth afterwards",
    ),
    variants: [
      {
        code: "FF-10882",
        brand: "astrazeneca",
        name: t(
          "Symbicort Turbuhaler",
          "Симбикорт Турбухалер",
          "Симбікорт Турбухалер",
          "Symbicort Turbuhaler",
        ),
        strength: "160/4.5 mcg/dose",
        pack: { form: "inhaler", n: 120 },
        price: 489.9,
        composition: t(
          "budesonidă 160 mcg și fumarat de formoterol dihidrat 4,5 mcg într-o doză eliberată",
          "будесонид 160 мкг и формотерола фумарата дигидрат 4,5 мкг в 1 доставленной дозе",
          "будесонід 160 мкг і формотеролу фумарату дигідрат 4,5 мкг в 1 доставленій дозі",
          "budesonide 160 mcg and formoterol fumarate dihydrate 4.5 mcg per delivered dose",
        ),
      },
    ],
  }),
  ...rx({
    substance: ["budesonide"],
    age: ["adults", "children", "infants"],
    short: t(
      "Budesonidă pentru nebulizator, utilizabilă și la copiii mici.",
      "Будесонид для небулайзера, подходит и маленьким детям.",
      "Будесонід для небулайзера, підходить і маленьким дітям.",
      "Budesonide for nebulisers, suitable for young children too.",
    ),
    about: t(
      "Suspensia de budesonidă se inhalează cu un nebulizator cu compresor și reduce inflamația căilor respiratorii; este potrivită pentru copiii care nu pot folosi un inhalator.",
      "Суспензию будесонида ингалируют через компрессорный небулайзер; она уменьшает воспаление дыхательных путей и подходит детям, которые не могут пользоваться ингалятором.",
      "Суспензію будесоніду інгалюють через компресорний небулайзер; вона зменшує запалення дихальних шляхів і підходить дітям, які не можуть користуватися інгалятором.",
      "Budesonide suspension is inhaled through a compressor nebuliser and reduces airway inflammation; it suits children who cannot use an inhaler.",
    ),
    indications: t(
      "astm bronșic, laringotraheită acută (crup) la copii",
      "бронхиальная астма, острый ларинготрахеит (круп) у детей",
      "бронхіальна астма, гострий ларинготрахеїт (круп) у дітей",
      "asthma, acute laryngotracheitis (croup) in children",
    ),
    dosage: t(
      "conform prescripției; conținutul unui recipient unidoză se inhalează cu nebulizatorul de 1–2 ori pe zi",
      "по назначению врача; содержимое 1 небулы ингалируют через небулайзер 1–2 раза в сутки",
      "за призначенням лікаря; вміст 1 небули інгалюють через небулайзер 1–2 рази на добу",
      "as prescribed; inhale one nebule through the nebuliser once or twice a day",
    ),
    childrenText: t(
      "de la 6 luni, doza se stabilește de medic",
      "с 6 месяцев, дозу определяет врач",
      "з 6 місяців, дозу визначає лікар",
      "from 6 months, dose set by the doctor",
    ),
    variants: [
      {
        code: "FF-10883",
        brand: "astrazeneca",
        name: t("Pulmicort", "Пульмикорт", "Пульмікорт", "Pulmicort"),
        strength: "0.25 mg/ml",
        pack: { form: "nebules", n: 20 },
        price: 389.9,
        compatible: ["FF-12301", "FF-12302", "FF-12303", "FF-12304"],
      },
    ],
  }),
];

const painRx = [
  ...rx({
    substance: ["nimesulide"],
    age: ["adults"],
    short: t(
      "Nimesulidă în plicuri pentru dureri acute și dureri menstruale.",
      "Нимесулид в пакетиках при острой боли и менструальных болях.",
      "Німесулід у пакетиках при гострому болю та менструальному болю.",
      "Nimesulide sachets for acute pain and period pain.",
    ),
    about: t(
      "Nimesulida este un antiinflamator nesteroidian cu efect rapid, folosit pe termen scurt, cel mult 15 zile, din cauza riscului pentru ficat.",
      "Нимесулид — быстродействующий нестероидный противовоспалительный препарат, применяемый коротким курсом, не более 15 дней, из-за риска для печени.",
      "Німесулід — швидкодійний нестероїдний протизапальний засіб, який застосовують коротким курсом, не більше 15 днів, через ризик для печінки.",
      "Nimesulide is a fast-acting NSAID used short term, for no more than 15 days, because of the risk to the liver.",
    ),
    indications: t(
      "dureri acute, dureri menstruale",
      "острая боль, менструальная боль",
      "гострий біль, менструальний біль",
      "acute pain, period pain",
    ),
    dosage: t(
      "conform prescripției; de obicei un plic de 100 mg de 2 ori pe zi, după masă",
      "по назначению врача; обычно по 1 пакетику 100 мг 2 раза в сутки после еды",
      "за призначенням лікаря; зазвичай по 1 пакетику 100 мг 2 рази на добу після їди",
      "as prescribed; usually one 100 mg sachet twice a day after food",
    ),
    childrenText: t(
      "contraindicat sub 12 ani",
      "противопоказан детям до 12 лет",
      "протипоказаний дітям до 12 років",
      "not for children under 12",
    ),
    variants: [
      {
        code: "FF-10891",
        brand: "berlin",
        name: t("Nimesil", "Нимесил", "Німесил", "Nimesil"),
        strength: "100 mg",
        pack: { form: "sachets", n: 30 },
        price: 164.9,
        country: "italy",
      },
    ],
  }),
  ...rx({
    substance: ["ketorolac"],
    age: ["adults"],
    short: t(
      "Analgezic puternic pentru dureri moderate și severe, pe termen scurt.",
      "Сильное обезболивающее при умеренной и сильной боли, коротким курсом.",
      "Сильний знеболювальний засіб при помірному та сильному болю, коротким курсом.",
      "Strong painkiller for moderate to severe pain, for short-term use.",
    ),
    about: t(
      "Ketorolacul are un efect analgezic comparabil cu al unor opioide ușoare, dar se folosește cel mult 5 zile.",
      "Кеторолак обладает обезболивающим эффектом, сравнимым со слабыми опиоидами, но применяется не дольше 5 дней.",
      "Кеторолак має знеболювальний ефект, порівнянний зі слабкими опіоїдами, але застосовується не довше 5 днів.",
      "Ketorolac relieves pain about as well as some mild opioids but is used for no more than 5 days.",
    ),
    indications: t(
      "dureri postoperatorii, dentare, posttraumatice",
      "послеоперационная, зубная, посттравматическая боль",
      "післяопераційний, зубний, посттравматичний біль",
      "post-operative, dental and post-injury pain",
    ),
    dosage: t(
      "conform prescripției; de obicei 10 mg la 4–6 ore, cel mult 40 mg pe zi",
      "по назначению врача; обычно по 10 мг каждые 4–6 часов, не более 40 мг в сутки",
      "за призначенням лікаря; зазвичай по 10 мг кожні 4–6 годин, не більше 40 мг на добу",
      "as prescribed; usually 10 mg every 4–6 hours, no more than 40 mg a day",
    ),
    variants: [
      {
        code: "FF-10892",
        brand: "sunpharma",
        name: t("Ketanov", "Кетанов", "Кетанов", "Ketanov"),
        strength: "10 mg",
        pack: { form: "tablets", n: 20 },
        price: 54.9,
        country: "romania",
      },
    ],
  }),
];

export const rxProducts: ProductSeed[] = [
  ...amoxicillin,
  ...amoxiclav,
  ...azithromycin,
  ...ciprofloxacin,
  ...pantoprazole,
  ...psych,
  ...neuro,
  ...steroids,
  ...fluconazole,
  ...tamsulosin,
  ...inhalers,
  ...painRx,
];
