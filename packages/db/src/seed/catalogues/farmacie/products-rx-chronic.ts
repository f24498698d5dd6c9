import type { ProductSeed } from "../../catalogue-types.ts";
import { rxMeds as rx, t } from "./lib.ts";

/** Prescription medicines for chronic conditions: blood pressure, cholesterol, diabetes, thyroid, clots. */

const PRESSURE_INDICATIONS = t(
  "hipertensiune arterială; unele preparate și în insuficiența cardiacă sau boala coronariană",
  "артериальная гипертензия; некоторые препараты также при сердечной недостаточности или ишемической болезни сердца",
  "артеріальна гіпертензія; деякі препарати також при серцевій недостатності або ішемічній хворобі серця",
  "high blood pressure; some also for heart failure or coronary heart disease",
);

const PRESSURE_NOTE = t(
  "Se ia zilnic, pe termen lung, la aceeași oră; nu întrerupeți tratamentul fără acordul medicului.",
  "Принимается ежедневно и длительно, в одно и то же время; не прекращайте лечение без согласования с врачом.",
  "Приймається щодня й тривало, в один і той самий час; не припиняйте лікування без погодження з лікарем.",
  "It is taken every day, long term, at the same time; do not stop without talking to your doctor.",
);

const aceInhibitors = [
  ...rx({
    substance: ["enalapril"],
    age: ["adults"],
    short: t(
      "Inhibitor ECA pentru tensiune arterială mare și insuficiență cardiacă.",
      "Ингибитор АПФ при повышенном давлении и сердечной недостаточности.",
      "Інгібітор АПФ при підвищеному тиску та серцевій недостатності.",
      "ACE inhibitor for high blood pressure and heart failure.",
    ),
    about: t(
      `Enalaprilul relaxează vasele de sânge și reduce încărcarea inimii. ${PRESSURE_NOTE.ro}`,
      `Эналаприл расслабляет сосуды и снижает нагрузку на сердце. ${PRESSURE_NOTE.ru}`,
      `Еналаприл розслаблює судини й зменшує навантаження на серце. ${PRESSURE_NOTE.uk}`,
      `Enalapril relaxes the blood vessels and eases the load on the heart. ${PRESSURE_NOTE.en}`,
    ),
    indications: PRESSURE_INDICATIONS,
    dosage: t(
      "conform prescripției; de obicei 10–20 mg pe zi, în 1–2 prize",
      "по назначению врача; обычно 10–20 мг в сутки в 1–2 приёма",
      "за призначенням лікаря; зазвичай 10–20 мг на добу в 1–2 прийоми",
      "as prescribed; usually 10–20 mg a day in 1–2 doses",
    ),
    variants: [
      {
        code: "FF-10811",
        brand: "krka",
        name: t("Enap", "Энап", "Енап", "Enap"),
        strength: "10 mg",
        pack: { form: "tablets", n: 20 },
        price: 38.9,
      },
    ],
  }),
  ...rx({
    substance: ["lisinopril"],
    age: ["adults"],
    short: t(
      "Inhibitor ECA cu administrare o dată pe zi, pentru hipertensiune.",
      "Ингибитор АПФ с приёмом 1 раз в сутки при гипертонии.",
      "Інгібітор АПФ із прийомом 1 раз на добу при гіпертензії.",
      "Once-daily ACE inhibitor for high blood pressure.",
    ),
    about: t(
      `Lisinoprilul scade tensiunea arterială timp de 24 de ore și protejează inima și rinichii. ${PRESSURE_NOTE.ro}`,
      `Лизиноприл снижает давление на 24 часа и защищает сердце и почки. ${PRESSURE_NOTE.ru}`,
      `Лізиноприл знижує тиск на 24 години та захищає серце й нирки. ${PRESSURE_NOTE.uk}`,
      `Lisinopril lowers blood pressure for 24 hours and protects the heart and kidneys. ${PRESSURE_NOTE.en}`,
    ),
    indications: PRESSURE_INDICATIONS,
    dosage: t(
      "conform prescripției; de obicei 10–20 mg o dată pe zi",
      "по назначению врача; обычно 10–20 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 10–20 мг 1 раз на добу",
      "as prescribed; usually 10–20 mg once a day",
    ),
    variants: [
      {
        code: "FF-10812",
        brand: "balkan",
        name: t("Lisinopril Balkan", "Лизиноприл Balkan", "Лізиноприл Balkan", "Lisinopril Balkan"),
        strength: "10 mg",
        pack: { form: "tablets", n: 30 },
        price: 32.9,
      },
    ],
  }),
  ...rx({
    substance: ["perindopril"],
    age: ["adults"],
    short: t(
      "Perindopril pentru hipertensiune și protecția inimii.",
      "Периндоприл при гипертонии и для защиты сердца.",
      "Периндоприл при гіпертензії та для захисту серця.",
      "Perindopril for high blood pressure and heart protection.",
    ),
    about: t(
      `Perindoprilul este un inhibitor ECA cu acțiune de lungă durată, folosit și pentru prevenirea complicațiilor cardiovasculare. ${PRESSURE_NOTE.ro}`,
      `Периндоприл — ингибитор АПФ длительного действия, который применяют и для профилактики сердечно-сосудистых осложнений. ${PRESSURE_NOTE.ru}`,
      `Периндоприл — інгібітор АПФ тривалої дії, який застосовують і для профілактики серцево-судинних ускладнень. ${PRESSURE_NOTE.uk}`,
      `Perindopril is a long-acting ACE inhibitor also used to prevent cardiovascular complications. ${PRESSURE_NOTE.en}`,
    ),
    indications: PRESSURE_INDICATIONS,
    dosage: t(
      "conform prescripției; de obicei 5–10 mg o dată pe zi, dimineața, înainte de masă",
      "по назначению врача; обычно 5–10 мг 1 раз в сутки утром перед едой",
      "за призначенням лікаря; зазвичай 5–10 мг 1 раз на добу вранці перед їдою",
      "as prescribed; usually 5–10 mg once a day in the morning before breakfast",
    ),
    variants: [
      {
        code: "FF-10813",
        brand: "servier",
        name: t("Prestarium", "Престариум", "Престаріум", "Prestarium"),
        strength: "5 mg",
        pack: { form: "tablets", n: 30 },
        price: 124.9,
        country: "ireland",
      },
    ],
  }),
];

const amlodipine = rx({
  substance: ["amlodipine"],
  age: ["adults"],
  short: t(
    "Blocant al canalelor de calciu pentru hipertensiune și angină pectorală.",
    "Блокатор кальциевых каналов при гипертонии и стенокардии.",
    "Блокатор кальцієвих каналів при гіпертензії та стенокардії.",
    "Calcium channel blocker for high blood pressure and angina.",
  ),
  about: t(
    `Amlodipina dilată arterele și scade tensiunea lin, pe parcursul a 24 de ore. ${PRESSURE_NOTE.ro}`,
    `Амлодипин расширяет артерии и плавно снижает давление в течение 24 часов. ${PRESSURE_NOTE.ru}`,
    `Амлодипін розширює артерії та плавно знижує тиск протягом 24 годин. ${PRESSURE_NOTE.uk}`,
    `Amlodipine widens the arteries and lowers blood pressure smoothly over 24 hours. ${PRESSURE_NOTE.en}`,
  ),
  indications: t(
    "hipertensiune arterială, angină pectorală stabilă",
    "артериальная гипертензия, стабильная стенокардия",
    "артеріальна гіпертензія, стабільна стенокардія",
    "high blood pressure, stable angina",
  ),
  dosage: t(
    "conform prescripției; de obicei 5–10 mg o dată pe zi",
    "по назначению врача; обычно 5–10 мг 1 раз в сутки",
    "за призначенням лікаря; зазвичай 5–10 мг 1 раз на добу",
    "as prescribed; usually 5–10 mg once a day",
  ),
  variants: [
    {
      code: "FF-10814",
      brand: "krka",
      name: t("Tenox", "Тенокс", "Тенокс", "Tenox"),
      strength: "5 mg",
      pack: { form: "tablets", n: 30 },
      price: 62.9,
    },
    {
      code: "FF-10815",
      brand: "farmaprim",
      name: t("Amlodipină Farmaprim", "Амлодипин Farmaprim", "Амлодипін Farmaprim", "Amlodipine Farmaprim"),
      strength: "10 mg",
      pack: { form: "tablets", n: 30 },
      price: 29.9,
    },
  ],
});

const betaBlockers = [
  ...rx({
    substance: ["bisoprolol"],
    age: ["adults"],
    short: t(
      "Beta-blocant pentru hipertensiune, angină și tulburări de ritm.",
      "Бета-блокатор при гипертонии, стенокардии и нарушениях ритма.",
      "Бета-блокатор при гіпертензії, стенокардії та порушеннях ритму.",
      "Beta blocker for high blood pressure, angina and heart rhythm problems.",
    ),
    about: t(
      `Bisoprololul rărește pulsul și reduce consumul de oxigen al inimii. ${PRESSURE_NOTE.ro}`,
      `Бисопролол урежает пульс и снижает потребность сердца в кислороде. ${PRESSURE_NOTE.ru}`,
      `Бісопролол уповільнює пульс і знижує потребу серця в кисні. ${PRESSURE_NOTE.uk}`,
      `Bisoprolol slows the pulse and cuts the heart’s oxygen demand. ${PRESSURE_NOTE.en}`,
    ),
    indications: t(
      "hipertensiune arterială, angină pectorală, insuficiență cardiacă cronică",
      "артериальная гипертензия, стенокардия, хроническая сердечная недостаточность",
      "артеріальна гіпертензія, стенокардія, хронічна серцева недостатність",
      "high blood pressure, angina, chronic heart failure",
    ),
    dosage: t(
      "conform prescripției; de obicei 5–10 mg o dată pe zi, dimineața",
      "по назначению врача; обычно 5–10 мг 1 раз в сутки утром",
      "за призначенням лікаря; зазвичай 5–10 мг 1 раз на добу вранці",
      "as prescribed; usually 5–10 mg once a day in the morning",
    ),
    variants: [
      {
        code: "FF-10816",
        brand: "merck",
        name: t("Concor", "Конкор", "Конкор", "Concor"),
        strength: "5 mg",
        pack: { form: "tablets", n: 30 },
        price: 89.9,
      },
    ],
  }),
  ...rx({
    substance: ["nebivolol"],
    age: ["adults"],
    short: t(
      "Beta-blocant de generație nouă, cu efect vasodilatator.",
      "Бета-блокатор нового поколения с сосудорасширяющим действием.",
      "Бета-блокатор нового покоління із судинорозширювальною дією.",
      "New-generation beta blocker that also widens blood vessels.",
    ),
    about: t(
      `Nebivololul rărește pulsul și, în plus, relaxează vasele de sânge, fiind bine tolerat. ${PRESSURE_NOTE.ro}`,
      `Небиволол урежает пульс и дополнительно расслабляет сосуды, хорошо переносится. ${PRESSURE_NOTE.ru}`,
      `Небіволол уповільнює пульс і додатково розслаблює судини, добре переноситься. ${PRESSURE_NOTE.uk}`,
      `Nebivolol slows the pulse and also relaxes the blood vessels; it is well tolerated. ${PRESSURE_NOTE.en}`,
    ),
    indications: t(
      "hipertensiune arterială, insuficiență cardiacă cronică la vârstnici",
      "артериальная гипертензия, хроническая сердечная недостаточность у пожилых",
      "артеріальна гіпертензія, хронічна серцева недостатність у літніх людей",
      "high blood pressure, chronic heart failure in older people",
    ),
    dosage: t(
      "conform prescripției; de obicei 5 mg o dată pe zi",
      "по назначению врача; обычно 5 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 5 мг 1 раз на добу",
      "as prescribed; usually 5 mg once a day",
    ),
    variants: [
      {
        code: "FF-10817",
        brand: "berlin",
        name: t("Nebilet", "Небилет", "Небілет", "Nebilet"),
        strength: "5 mg",
        pack: { form: "tablets", n: 28 },
        price: 176.9,
      },
    ],
  }),
];

const STATIN_NOTE = t(
  "Statinele se iau seara sau la aceeași oră în fiecare zi, împreună cu o dietă săracă în grăsimi.",
  "Статины принимают вечером или в одно и то же время каждый день, вместе с диетой с пониженным содержанием жиров.",
  "Статини приймають увечері або в один і той самий час щодня, разом із дієтою зі зниженим вмістом жирів.",
  "Statins are taken in the evening or at the same time each day, alongside a low-fat diet.",
);

const statins = [
  ...rx({
    substance: ["atorvastatin"],
    age: ["adults"],
    short: t(
      "Statină pentru scăderea colesterolului și prevenirea bolilor cardiovasculare.",
      "Статин для снижения холестерина и профилактики сердечно-сосудистых заболеваний.",
      "Статин для зниження холестерину та профілактики серцево-судинних захворювань.",
      "Statin that lowers cholesterol and helps prevent heart disease.",
    ),
    about: t(
      `Atorvastatina reduce producția de colesterol în ficat și scade colesterolul LDL („rău”). ${STATIN_NOTE.ro}`,
      `Аторвастатин снижает выработку холестерина в печени и уменьшает уровень «плохого» холестерина ЛПНП. ${STATIN_NOTE.ru}`,
      `Аторвастатин знижує вироблення холестерину в печінці та зменшує рівень «поганого» холестерину ЛПНЩ. ${STATIN_NOTE.uk}`,
      `Atorvastatin reduces cholesterol production in the liver and lowers LDL (“bad”) cholesterol. ${STATIN_NOTE.en}`,
    ),
    indications: t(
      "hipercolesterolemie, prevenirea infarctului și a accidentului vascular cerebral",
      "гиперхолестеринемия, профилактика инфаркта и инсульта",
      "гіперхолестеринемія, профілактика інфаркту та інсульту",
      "high cholesterol, preventing heart attack and stroke",
    ),
    dosage: t(
      "conform prescripției; de obicei 10–40 mg o dată pe zi",
      "по назначению врача; обычно 10–40 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 10–40 мг 1 раз на добу",
      "as prescribed; usually 10–40 mg once a day",
    ),
    variants: [
      {
        code: "FF-10821",
        brand: "krka",
        name: t("Atoris", "Аторис", "Аторис", "Atoris"),
        strength: "20 mg",
        pack: { form: "tablets", n: 30 },
        price: 139.9,
      },
      {
        code: "FF-10822",
        brand: "teva",
        name: t("Atorvastatină Teva", "Аторвастатин Teva", "Аторвастатин Teva", "Atorvastatin Teva"),
        strength: "20 mg",
        pack: { form: "tablets", n: 30 },
        price: 98.9,
        country: "romania",
      },
    ],
  }),
  ...rx({
    substance: ["rosuvastatin"],
    age: ["adults"],
    short: t(
      "Statină puternică pentru colesterol crescut.",
      "Мощный статин при повышенном холестерине.",
      "Потужний статин при підвищеному холестерині.",
      "High-potency statin for raised cholesterol.",
    ),
    about: t(
      `Rosuvastatina scade eficient colesterolul LDL chiar și în doze mici. ${STATIN_NOTE.ro}`,
      `Розувастатин эффективно снижает холестерин ЛПНП даже в небольших дозах. ${STATIN_NOTE.ru}`,
      `Розувастатин ефективно знижує холестерин ЛПНЩ навіть у невеликих дозах. ${STATIN_NOTE.uk}`,
      `Rosuvastatin lowers LDL cholesterol effectively even at low doses. ${STATIN_NOTE.en}`,
    ),
    indications: t(
      "hipercolesterolemie, dislipidemie mixtă, prevenirea evenimentelor cardiovasculare",
      "гиперхолестеринемия, смешанная дислипидемия, профилактика сердечно-сосудистых событий",
      "гіперхолестеринемія, змішана дисліпідемія, профілактика серцево-судинних подій",
      "high cholesterol, mixed dyslipidaemia, preventing cardiovascular events",
    ),
    dosage: t(
      "conform prescripției; de obicei 5–20 mg o dată pe zi",
      "по назначению врача; обычно 5–20 мг 1 раз в сутки",
      "за призначенням лікаря; зазвичай 5–20 мг 1 раз на добу",
      "as prescribed; usually 5–20 mg once a day",
    ),
    variants: [
      {
        code: "FF-10823",
        brand: "krka",
        name: t("Roxera", "Роксера", "Роксера", "Roxera"),
        strength: "10 mg",
        pack: { form: "tablets", n: 30 },
        price: 154.9,
      },
      {
        code: "FF-10824",
        stock: [0, 0, 0, 0, 0],
        brand: "gedeon",
        name: t("Mertenil", "Мертенил", "Мертеніл", "Mertenil"),
        strength: "10 mg",
        pack: { form: "tablets", n: 30 },
        price: 165.9,
      },
    ],
  }),
];

const DIABETES_NOTE = t(
  "Tratamentul se însoțește de dietă, mișcare și controlul regulat al glicemiei.",
  "Лечение сопровождается диетой, физической активностью и регулярным контролем глюкозы.",
  "Лікування супроводжується дієтою, фізичною активністю та регулярним контролем глюкози.",
  "Treatment goes hand in hand with diet, exercise and regular blood sugar checks.",
);

const diabetes = [
  ...rx({
    substance: ["metformin"],
    age: ["adults"],
    short: t(
      "Metformină, tratamentul de bază în diabetul zaharat de tip 2.",
      "Метформин — базовое лечение сахарного диабета 2 типа.",
      "Метформін — базове лікування цукрового діабету 2 типу.",
      "Metformin, the first-line treatment for type 2 diabetes.",
    ),
    about: t(
      `Metformina reduce producția de glucoză în ficat și crește sensibilitatea țesuturilor la insulină, fără a provoca hipoglicemie. ${DIABETES_NOTE.ro}`,
      `Метформин уменьшает выработку глюкозы печенью и повышает чувствительность тканей к инсулину, не вызывая гипогликемии. ${DIABETES_NOTE.ru}`,
      `Метформін зменшує вироблення глюкози печінкою та підвищує чутливість тканин до інсуліну, не спричиняючи гіпоглікемії. ${DIABETES_NOTE.uk}`,
      `Metformin reduces glucose production by the liver and makes tissues more sensitive to insulin without causing hypoglycaemia. ${DIABETES_NOTE.en}`,
    ),
    indications: t(
      "diabet zaharat de tip 2, mai ales la persoanele supraponderale",
      "сахарный диабет 2 типа, особенно у людей с избыточной массой тела",
      "цукровий діабет 2 типу, особливо в людей із надмірною масою тіла",
      "type 2 diabetes, particularly in overweight people",
    ),
    dosage: t(
      "conform prescripției; de obicei 850 mg de 2–3 ori pe zi, în timpul sau după masă",
      "по назначению врача; обычно по 850 мг 2–3 раза в сутки во время или после еды",
      "за призначенням лікаря; зазвичай по 850 мг 2–3 рази на добу під час або після їди",
      "as prescribed; usually 850 mg 2–3 times a day with or after meals",
    ),
    variants: [
      {
        code: "FF-10831",
        brand: "berlin",
        name: t("Siofor", "Сиофор", "Сіофор", "Siofor"),
        strength: "850 mg",
        pack: { form: "tablets", n: 60 },
        price: 89.9,
        compatible: ["FF-12101", "FF-12102"],
      },
      {
        code: "FF-10832",
        brand: "polpharma",
        name: t("Metformax", "Метформакс", "Метформакс", "Metformax"),
        strength: "850 mg",
        pack: { form: "tablets", n: 60 },
        price: 62.9,
      },
    ],
  }),
  ...rx({
    substance: ["gliclazide"],
    age: ["adults"],
    short: t(
      "Gliclazidă cu eliberare modificată, o dată pe zi, în diabetul de tip 2.",
      "Гликлазид с модифицированным высвобождением, 1 раз в сутки, при диабете 2 типа.",
      "Гліклазид із модифікованим вивільненням, 1 раз на добу, при діабеті 2 типу.",
      "Once-daily modified-release gliclazide for type 2 diabetes.",
    ),
    about: t(
      `Gliclazida stimulează pancreasul să elibereze insulină; forma cu eliberare modificată asigură un efect uniform toată ziua. ${DIABETES_NOTE.ro}`,
      `Гликлазид стимулирует выработку инсулина поджелудочной железой; форма с модифицированным высвобождением обеспечивает равномерное действие весь день. ${DIABETES_NOTE.ru}`,
      `Гліклазид стимулює вироблення інсуліну підшлунковою залозою; форма з модифікованим вивільненням забезпечує рівномірну дію весь день. ${DIABETES_NOTE.uk}`,
      `Gliclazide prompts the pancreas to release insulin; the modified-release form gives an even effect all day. ${DIABETES_NOTE.en}`,
    ),
    indications: t(
      "diabet zaharat de tip 2, când dieta și metformina nu sunt suficiente",
      "сахарный диабет 2 типа, когда диеты и метформина недостаточно",
      "цукровий діабет 2 типу, коли дієти й метформіну недостатньо",
      "type 2 diabetes when diet and metformin are not enough",
    ),
    dosage: t(
      "conform prescripției; de obicei 30–120 mg o dată pe zi, la micul dejun",
      "по назначению врача; обычно 30–120 мг 1 раз в сутки во время завтрака",
      "за призначенням лікаря; зазвичай 30–120 мг 1 раз на добу під час сніданку",
      "as prescribed; usually 30–120 mg once a day with breakfast",
    ),
    variants: [
      {
        code: "FF-10833",
        brand: "servier",
        name: t("Diaprel MR", "Диапрел MR", "Діапрел MR", "Diaprel MR"),
        strength: "60 mg",
        pack: { form: "tablets", n: 30 },
        price: 148.9,
      },
    ],
  }),
];

const levothyroxine = rx({
  substance: ["levothyroxine"],
  age: ["adults", "children"],
  short: t(
    "Hormon tiroidian pentru hipotiroidie.",
    "Гормон щитовидной железы при гипотиреозе.",
    "Гормон щитоподібної залози при гіпотиреозі.",
    "Thyroid hormone for an underactive thyroid.",
  ),
  about: t(
    "Levotiroxina înlocuiește hormonul pe care glanda tiroidă nu îl mai produce suficient. Doza se ajustează după analizele de TSH.",
    "Левотироксин восполняет гормон, который щитовидная железа вырабатывает в недостаточном количестве. Дозу подбирают по анализам ТТГ.",
    "Левотироксин заповнює гормон, який щитоподібна залоза виробляє в недостатній кількості. Дозу підбирають за аналізами ТТГ.",
    "Levothyroxine replaces the hormone the thyroid gland no longer makes in sufficient amounts. The dose is adjusted according to TSH tests.",
  ),
  indications: t(
    "hipotiroidie, gușă eutiroidiană, după operații pe tiroidă",
    "гипотиреоз, эутиреоидный зоб, состояние после операций на щитовидной железе",
    "гіпотиреоз, еутиреоїдний зоб, стан після операцій на щитоподібній залозі",
    "hypothyroidism, euthyroid goitre, after thyroid surgery",
  ),
  dosage: t(
    "conform prescripției; dimineața pe stomacul gol, cu 30 de minute înainte de micul dejun",
    "по назначению врача; утром натощак, за 30 минут до завтрака",
    "за призначенням лікаря; уранці натще, за 30 хвилин до сніданку",
    "as prescribed; in the morning on an empty stomach, 30 minutes before breakfast",
  ),
  variants: [
    {
      code: "FF-10834",
      brand: "merck",
      name: t("Euthyrox", "Эутирокс", "Еутирокс", "Euthyrox"),
      strength: "50 mcg",
      pack: { form: "tablets", n: 100 },
      price: 64.9,
    },
  ],
});

const losartan = rx({
  substance: ["losartan"],
  age: ["adults"],
  short: t(
    "Sartan pentru hipertensiune, bine tolerat, fără tuse.",
    "Сартан при гипертонии, хорошо переносится и не вызывает кашля.",
    "Сартан при гіпертензії, добре переноситься й не спричиняє кашлю.",
    "Well-tolerated angiotensin blocker for high blood pressure, without the cough.",
  ),
  about: t(
    `Losartanul blochează receptorii angiotensinei II și scade tensiunea; spre deosebire de inhibitorii ECA, nu provoacă tuse seacă. ${PRESSURE_NOTE.ro}`,
    `Лозартан блокирует рецепторы ангиотензина II и снижает давление; в отличие от ингибиторов АПФ не вызывает сухого кашля. ${PRESSURE_NOTE.ru}`,
    `Лозартан блокує рецептори ангіотензину II та знижує тиск; на відміну від інгібіторів АПФ не спричиняє сухого кашлю. ${PRESSURE_NOTE.uk}`,
    `Losartan blocks angiotensin II receptors and lowers blood pressure; unlike ACE inhibitors, it does not cause a dry cough. ${PRESSURE_NOTE.en}`,
  ),
  indications: PRESSURE_INDICATIONS,
  dosage: t(
    "conform prescripției; de obicei 50 mg o dată pe zi",
    "по назначению врача; обычно 50 мг 1 раз в сутки",
    "за призначенням лікаря; зазвичай 50 мг 1 раз на добу",
    "as prescribed; usually 50 mg once a day",
  ),
  variants: [
    {
      code: "FF-10835",
      brand: "krka",
      name: t("Lorista", "Лориста", "Лориста", "Lorista"),
      strength: "50 mg",
      pack: { form: "tablets", n: 30 },
      price: 118.9,
    },
  ],
});

const clopidogrel = rx({
  substance: ["clopidogrel"],
  age: ["adults"],
  short: t(
    "Antiagregant plachetar pentru prevenirea trombozelor.",
    "Антиагрегант для профилактики тромбозов.",
    "Антиагрегант для профілактики тромбозів.",
    "Antiplatelet medicine to prevent blood clots.",
  ),
  about: t(
    "Clopidogrelul împiedică trombocitele să se agrege și reduce riscul de infarct și accident vascular după un eveniment cardiovascular sau după montarea unui stent.",
    "Клопидогрел препятствует склеиванию тромбоцитов и снижает риск инфаркта и инсульта после сердечно-сосудистого события или установки стента.",
    "Клопідогрель перешкоджає склеюванню тромбоцитів і знижує ризик інфаркту та інсульту після серцево-судинної події або встановлення стента.",
    "Clopidogrel stops platelets sticking together and lowers the risk of heart attack and stroke after a cardiovascular event or a stent.",
  ),
  indications: t(
    "după infarct, accident vascular ischemic, angioplastie coronariană; boală arterială periferică",
    "после инфаркта, ишемического инсульта, коронарной ангиопластики; заболевания периферических артерий",
    "після інфаркту, ішемічного інсульту, коронарної ангіопластики; захворювання периферичних артерій",
    "after a heart attack, ischaemic stroke or coronary angioplasty; peripheral arterial disease",
  ),
  dosage: t(
    "conform prescripției; de obicei 75 mg o dată pe zi",
    "по назначению врача; обычно 75 мг 1 раз в сутки",
    "за призначенням лікаря; зазвичай 75 мг 1 раз на добу",
    "as prescribed; usually 75 mg once a day",
  ),
  variants: [
    {
      code: "FF-10837",
      brand: "krka",
      name: t("Zylt", "Зилт", "Зилт", "Zylt"),
      strength: "75 mg",
      pack: { form: "tablets", n: 28 },
      price: 189.9,
    },
  ],
});

export const rxChronicProducts: ProductSeed[] = [
  ...aceInhibitors,
  ...amlodipine,
  ...betaBlockers,
  ...statins,
  ...diabetes,
  ...levothyroxine,
  ...losartan,
  ...clopidogrel,
];
