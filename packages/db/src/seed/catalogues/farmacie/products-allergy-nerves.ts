import type { ProductSeed } from "../../catalogue-types.ts";
import { meds, t } from "./lib.ts";

/** Allergy (antihistamines) and nerves and sleep (herbal sedatives, magnesium, sleep aids, ginkgo). */

const ALLERGY_INDICATIONS = t(
  "rinită alergică sezonieră și perenă, conjunctivită alergică, urticarie, mâncărimi ale pielii",
  "сезонный и круглогодичный аллергический ринит, аллергический конъюнктивит, крапивница, кожный зуд",
  "сезонний і цілорічний алергічний риніт, алергічний кон’юнктивіт, кропив’янка, свербіж шкіри",
  "seasonal and year-round allergic rhinitis, allergic conjunctivitis, hives and itchy skin",
);

const loratadine = meds({
  substance: ["loratadine"],
  cats: ["alergie"],
  age: ["adults", "children"],
  short: t(
    "Antihistaminic care nu dă somnolență, o dată pe zi.",
    "Антигистаминное средство без сонливости, 1 раз в сутки.",
    "Антигістамінний засіб без сонливості, 1 раз на добу.",
    "Non-drowsy once-a-day antihistamine.",
  ),
  about: t(
    "Loratadina blochează acțiunea histaminei și calmează strănutul, nasul care curge, mâncărimea și lăcrimarea timp de 24 de ore, fără să provoace somnolență.",
    "Лоратадин блокирует действие гистамина и на 24 часа снимает чихание, насморк, зуд и слезотечение, не вызывая сонливости.",
    "Лоратадин блокує дію гістаміну й на 24 години знімає чхання, нежить, свербіж і сльозотечу, не спричиняючи сонливості.",
    "Loratadine blocks histamine and relieves sneezing, a runny nose, itching and watery eyes for 24 hours without making you drowsy.",
  ),
  indications: ALLERGY_INDICATIONS,
  dosage: t(
    "un comprimat de 10 mg o dată pe zi",
    "по 1 таблетке 10 мг 1 раз в сутки",
    "по 1 таблетці 10 мг 1 раз на добу",
    "one 10 mg tablet once a day",
  ),
  childrenText: t(
    "2–12 ani: sub 30 kg — 5 mg (5 ml sirop) o dată pe zi; peste 30 kg — 10 mg o dată pe zi",
    "2–12 лет: при массе до 30 кг — 5 мг (5 мл сиропа) 1 раз в сутки; более 30 кг — 10 мг 1 раз в сутки",
    "2–12 років: за маси до 30 кг — 5 мг (5 мл сиропу) 1 раз на добу; понад 30 кг — 10 мг 1 раз на добу",
    "2–12 years: under 30 kg, 5 mg (5 ml syrup) once a day; over 30 kg, 10 mg once a day",
  ),
  variants: [
    {
      code: "FF-10401",
      brand: "bayer",
      name: t("Claritine", "Кларитин", "Кларитин", "Claritine"),
      strength: "10 mg",
      pack: { form: "tablets", n: 10 },
      price: 86.9,
      country: "belgium",
      sortPriority: 70,
    },
    {
      code: "FF-10402",
      brand: "bayer",
      name: t("Claritine", "Кларитин", "Кларитин", "Claritine"),
      strength: "1 mg/ml",
      pack: { form: "syrup", ml: 120 },
      price: 99.9,
      country: "belgium",
      age: ["children"],
    },
    {
      code: "FF-10403",
      brand: "farmaprim",
      name: t("Loratadină Farmaprim", "Лоратадин Farmaprim", "Лоратадин Farmaprim", "Loratadine Farmaprim"),
      strength: "10 mg",
      pack: { form: "tablets", n: 10 },
      price: 16.5,
      fullPrice: true,
    },
    {
      code: "FF-10404",
      brand: "balkan",
      name: t("Loratadină Balkan", "Лоратадин Balkan", "Лоратадин Balkan", "Loratadine Balkan"),
      strength: "10 mg",
      pack: { form: "tablets", n: 20 },
      price: 24.9,
    },
  ],
});

const cetirizine = meds({
  substance: ["cetirizine"],
  cats: ["alergie"],
  age: ["adults", "children"],
  short: t(
    "Antihistaminic cu acțiune rapidă, eficient 24 de ore.",
    "Быстродействующее антигистаминное средство на 24 часа.",
    "Антигістамінний засіб швидкої дії на 24 години.",
    "Fast-acting antihistamine that lasts 24 hours.",
  ),
  about: t(
    "Cetirizina începe să acționeze în circa o oră și ameliorează simptomele alergiei pe tot parcursul zilei. Rareori poate da o ușoară somnolență.",
    "Цетиризин начинает действовать примерно через час и облегчает симптомы аллергии на весь день. Изредка может вызывать лёгкую сонливость.",
    "Цетиризин починає діяти приблизно за годину й полегшує симптоми алергії на весь день. Зрідка може спричиняти легку сонливість.",
    "Cetirizine starts working in about an hour and relieves allergy symptoms all day. It may occasionally cause mild drowsiness.",
  ),
  indications: ALLERGY_INDICATIONS,
  dosage: t(
    "10 mg (un comprimat sau 20 de picături) o dată pe zi, de preferință seara",
    "10 мг (1 таблетка или 20 капель) 1 раз в сутки, лучше вечером",
    "10 мг (1 таблетка або 20 крапель) 1 раз на добу, краще ввечері",
    "10 mg (one tablet or 20 drops) once a day, preferably in the evening",
  ),
  childrenText: t(
    "picături: 2–6 ani — câte 5 picături de 2 ori pe zi; 6–12 ani — câte 10 picături de 2 ori pe zi; comprimate — de la 6 ani",
    "капли: 2–6 лет — по 5 капель 2 раза в сутки; 6–12 лет — по 10 капель 2 раза в сутки; таблетки — с 6 лет",
    "краплі: 2–6 років — по 5 крапель 2 рази на добу; 6–12 років — по 10 крапель 2 рази на добу; таблетки — з 6 років",
    "drops: 2–6 years, 5 drops twice a day; 6–12 years, 10 drops twice a day; tablets from 6 years",
  ),
  variants: [
    {
      code: "FF-10411",
      brand: "ucb",
      name: t("Zyrtec", "Зиртек", "Зиртек", "Zyrtec"),
      strength: "10 mg",
      pack: { form: "tablets", n: 7 },
      price: 92.5,
      country: "switzerland",
    },
    {
      code: "FF-10412",
      brand: "ucb",
      name: t("Zyrtec", "Зиртек", "Зиртек", "Zyrtec"),
      strength: "10 mg/ml",
      pack: {
        form: "drops",
        ml: 20,
        name: t("picături orale", "капли для приёма внутрь", "краплі оральні", "oral drops"),
      },
      price: 149.9,
      country: "switzerland",
    },
    {
      code: "FF-10413",
      brand: "drreddys",
      name: t("Cetrin", "Цетрин", "Цетрин", "Cetrin"),
      strength: "10 mg",
      pack: { form: "tablets", n: 20 },
      price: 69.9,
    },
  ],
});

const levocetirizine = meds({
  substance: ["levocetirizine"],
  cats: ["alergie"],
  age: ["adults", "children"],
  short: t(
    "Antihistaminic de nouă generație pentru alergii persistente.",
    "Антигистаминный препарат нового поколения при стойкой аллергии.",
    "Антигістамінний препарат нового покоління при стійкій алергії.",
    "New-generation antihistamine for persistent allergies.",
  ),
  about: t(
    "Levocetirizina este forma activă a cetirizinei: acționează în doză mai mică, rapid și timp de 24 de ore.",
    "Левоцетиризин — активная форма цетиризина: действует в меньшей дозе, быстро и в течение 24 часов.",
    "Левоцетиризин — активна форма цетиризину: діє в меншій дозі, швидко та протягом 24 годин.",
    "Levocetirizine is the active form of cetirizine: it works at a lower dose, quickly and for 24 hours.",
  ),
  indications: ALLERGY_INDICATIONS,
  dosage: t(
    "un comprimat de 5 mg o dată pe zi",
    "по 1 таблетке 5 мг 1 раз в сутки",
    "по 1 таблетці 5 мг 1 раз на добу",
    "one 5 mg tablet once a day",
  ),
  childrenText: t(
    "comprimatele — de la 6 ani",
    "таблетки — с 6 лет",
    "таблетки — з 6 років",
    "tablets from 6 years",
  ),
  variants: [
    {
      code: "FF-10421",
      brand: "ucb",
      name: t("Xyzal", "Ксизал", "Ксизал", "Xyzal"),
      strength: "5 mg",
      pack: { form: "tablets", n: 10 },
      price: 118.9,
      country: "switzerland",
    },
  ],
});

const dimetindene = meds({
  substance: ["dimetindene"],
  cats: ["alergie"],
  age: ["adults", "children", "infants"],
  short: t(
    "Calmează mâncărimea în alergii, urticarie și după mușcături de insecte; picăturile — de la o lună.",
    "Снимает зуд при аллергии, крапивнице и укусах насекомых; капли — с 1 месяца.",
    "Знімає свербіж при алергії, кропив’янці та укусах комах; краплі — з 1 місяця.",
    "Soothes itching from allergies, hives and insect bites; drops from 1 month old.",
  ),
  about: t(
    "Dimetindenul este un antihistaminic care calmează rapid mâncărimea și iritația. Gelul răcorește pielea, iar picăturile se pot da chiar și sugarilor.",
    "Диметинден — антигистаминное средство, которое быстро успокаивает зуд и раздражение. Гель охлаждает кожу, а капли можно давать даже младенцам.",
    "Диметинден — антигістамінний засіб, що швидко заспокоює свербіж і подразнення. Гель охолоджує шкіру, а краплі можна давати навіть немовлятам.",
    "Dimetindene is an antihistamine that quickly calms itching and irritation. The gel cools the skin, and the drops can be given even to babies.",
  ),
  indications: t(
    "mâncărimi în alergii cutanate și urticarie, mușcături de insecte, arsuri solare ușoare, varicelă",
    "зуд при кожной аллергии и крапивнице, укусы насекомых, лёгкие солнечные ожоги, ветряная оспа",
    "свербіж при шкірній алергії та кропив’янці, укуси комах, легкі сонячні опіки, вітряна віспа",
    "itching with skin allergies and hives, insect bites, mild sunburn, chickenpox",
  ),
  dosage: t(
    "gel: se aplică de 2–4 ori pe zi pe zona afectată; picături: câte 20–40 de picături de 3 ori pe zi",
    "гель: наносить 2–4 раза в сутки на поражённый участок; капли: по 20–40 капель 3 раза в сутки",
    "гель: наносити 2–4 рази на добу на уражену ділянку; краплі: по 20–40 крапель 3 рази на добу",
    "gel: apply 2–4 times a day to the affected skin; drops: 20–40 drops 3 times a day",
  ),
  childrenText: t(
    "picături: 1 lună–1 an — câte 3–10 picături de 3 ori pe zi; 1–3 ani — câte 10–15 picături de 3 ori pe zi; gelul nu se aplică pe suprafețe mari la sugari",
    "капли: 1 месяц–1 год — по 3–10 капель 3 раза в сутки; 1–3 года — по 10–15 капель 3 раза в сутки; у младенцев гель не наносят на большие участки кожи",
    "краплі: 1 місяць–1 рік — по 3–10 крапель 3 рази на добу; 1–3 роки — по 10–15 крапель 3 рази на добу; у немовлят гель не наносять на великі ділянки шкіри",
    "drops: 1 month to 1 year, 3–10 drops 3 times a day; 1–3 years, 10–15 drops 3 times a day; do not apply the gel to large areas in babies",
  ),
  variants: [
    {
      code: "FF-10431",
      brand: "haleon",
      name: t("Fenistil", "Фенистил", "Феністил", "Fenistil"),
      strength: "0.1%",
      pack: { form: "gel", g: 30 },
      price: 108.9,
      country: "switzerland",
      cats: ["alergie", "prim-ajutor"],
    },
    {
      code: "FF-10432",
      brand: "haleon",
      name: t("Fenistil", "Фенистил", "Феністил", "Fenistil"),
      strength: "1 mg/ml",
      pack: {
        form: "drops",
        ml: 20,
        name: t("picături orale", "капли для приёма внутрь", "краплі оральні", "oral drops"),
      },
      price: 114.5,
      country: "switzerland",
    },
  ],
});

const chloropyramine = meds({
  substance: ["chloropyramine"],
  cats: ["alergie"],
  age: ["adults", "children"],
  short: t(
    "Antihistaminic clasic cu efect rapid și ușor sedativ.",
    "Классическое антигистаминное средство с быстрым и лёгким седативным действием.",
    "Класичний антигістамінний засіб зі швидкою та легкою седативною дією.",
    "Classic fast-acting antihistamine with a mild sedative effect.",
  ),
  about: t(
    "Cloropiramina acționează în 15–30 de minute și este utilă în reacțiile alergice acute. Poate da somnolență, de aceea se evită condusul auto.",
    "Хлоропирамин начинает действовать через 15–30 минут и полезен при острых аллергических реакциях. Может вызывать сонливость, поэтому не садитесь за руль.",
    "Хлоропірамін починає діяти через 15–30 хвилин і корисний при гострих алергічних реакціях. Може спричиняти сонливість, тому не сідайте за кермо.",
    "Chloropyramine works within 15–30 minutes and helps with acute allergic reactions. It can make you drowsy, so avoid driving.",
  ),
  indications: ALLERGY_INDICATIONS,
  dosage: t(
    "câte un comprimat de 25 mg de 3–4 ori pe zi, în timpul mesei",
    "по 1 таблетке 25 мг 3–4 раза в сутки во время еды",
    "по 1 таблетці 25 мг 3–4 рази на добу під час їди",
    "one 25 mg tablet 3–4 times a day with food",
  ),
  childrenText: t(
    "1–6 ani: câte ¼–½ comprimat de 2–3 ori pe zi; 6–14 ani: câte ½ comprimat de 2–3 ori pe zi",
    "1–6 лет: по ¼–½ таблетки 2–3 раза в сутки; 6–14 лет: по ½ таблетки 2–3 раза в сутки",
    "1–6 років: по ¼–½ таблетки 2–3 рази на добу; 6–14 років: по ½ таблетки 2–3 рази на добу",
    "1–6 years: ¼–½ tablet 2–3 times a day; 6–14 years: ½ tablet 2–3 times a day",
  ),
  variants: [
    {
      code: "FF-10441",
      brand: "egis",
      name: t("Suprastin", "Супрастин", "Супрастин", "Suprastin"),
      strength: "25 mg",
      pack: { form: "tablets", n: 20 },
      price: 56.9,
    },
  ],
});

// --- Nerves and sleep ---------------------------------------------------------------------------

const herbalSedatives = meds({
  substance: ["plant-extracts"],
  cats: ["sistem-nervos"],
  age: ["adults"],
  short: t(
    "Sedativ din plante pentru stres, neliniște și somn agitat.",
    "Растительное успокоительное при стрессе, беспокойстве и тревожном сне.",
    "Рослинний заспокійливий засіб при стресі, тривожності та неспокійному сні.",
    "Herbal calmative for stress, restlessness and disturbed sleep.",
  ),
  about: t(
    "Extractele de valeriană, melisă, mentă și alte plante medicinale calmează tensiunea nervoasă și ajută să adormiți mai ușor, fără senzația de „cap greu” dimineața.",
    "Экстракты валерианы, мелиссы, мяты и других лекарственных растений снимают нервное напряжение и помогают легче заснуть, не вызывая утренней «тяжёлой головы».",
    "Екстракти валеріани, меліси, м’яти та інших лікарських рослин знімають нервове напруження й допомагають легше заснути, не спричиняючи вранішньої «важкої голови».",
    "Extracts of valerian, lemon balm, peppermint and other medicinal plants ease nervous tension and help you fall asleep without a groggy head in the morning.",
  ),
  indications: t(
    "stres, iritabilitate, neliniște, dificultăți de adormire, nevroză ușoară",
    "стресс, раздражительность, беспокойство, трудности с засыпанием, лёгкие неврозы",
    "стрес, дратівливість, тривожність, труднощі із засинанням, легкі неврози",
    "stress, irritability, restlessness, trouble falling asleep, mild anxiety",
  ),
  dosage: t(
    "conform formei: de regulă 1–2 comprimate sau 5 ml de 2–3 ori pe zi; pentru somn — o doză cu o oră înainte de culcare",
    "в зависимости от формы: обычно по 1–2 таблетки или 5 мл 2–3 раза в сутки; для сна — 1 доза за час до сна",
    "залежно від форми: зазвичай по 1–2 таблетки або 5 мл 2–3 рази на добу; для сну — 1 доза за годину до сну",
    "depending on the form, usually 1–2 tablets or 5 ml 2–3 times a day; for sleep, one dose an hour before bed",
  ),
  childrenText: t("de la 12 ani", "с 12 лет", "з 12 років", "from 12 years"),
  variants: [
    {
      code: "FF-10501",
      brand: "teva",
      name: t("Novo-Passit", "Ново-Пассит", "Ново-Пасит", "Novo-Passit"),
      pack: {
        form: "solution",
        ml: 100,
        name: t("soluție orală", "раствор для приёма внутрь", "розчин оральний", "oral solution"),
      },
      price: 128.9,
      country: "czechia",
      composition: t(
        "guaifenesină 200 mg și 157,5 mg extract din valeriană, melisă, sunătoare, păducel, floarea-pasiunii, hamei și soc în 5 ml",
        "гвайфенезин 200 мг и 157,5 мг экстракта валерианы, мелиссы, зверобоя, боярышника, пассифлоры, хмеля и бузины в 5 мл",
        "гвайфенезин 200 мг і 157,5 мг екстракту валеріани, меліси, звіробою, глоду, пасифлори, хмелю та бузини в 5 мл",
        "guaifenesin 200 mg and 157.5 mg extract of valerian, lemon balm, St John’s wort, hawthorn, passion flower, hops and elder per 5 ml",
      ),
      sortPriority: 55,
    },
    {
      code: "FF-10502",
      brand: "teva",
      name: t("Novo-Passit", "Ново-Пассит", "Ново-Пасит", "Novo-Passit"),
      pack: { form: "tablets", n: 30 },
      price: 159.9,
      country: "czechia",
      composition: t(
        "guaifenesină 200 mg și 157,5 mg extract din valeriană, melisă, sunătoare, păducel, floarea-pasiunii, hamei și soc într-un comprimat",
        "гвайфенезин 200 мг и 157,5 мг экстракта валерианы, мелиссы, зверобоя, боярышника, пассифлоры, хмеля и бузины в 1 таблетке",
        "гвайфенезин 200 мг і 157,5 мг екстракту валеріани, меліси, звіробою, глоду, пасифлори, хмелю та бузини в 1 таблетці",
        "guaifenesin 200 mg and 157.5 mg extract of valerian, lemon balm, St John’s wort, hawthorn, passion flower, hops and elder per tablet",
      ),
    },
    {
      code: "FF-10503",
      brand: "sandoz",
      name: t("Persen", "Персен", "Персен", "Persen"),
      pack: { form: "tablets", n: 40 },
      price: 136.9,
      composition: t(
        "extract uscat de valeriană 50 mg, de mentă 25 mg și de melisă 25 mg într-un drajeu",
        "сухой экстракт валерианы 50 мг, мяты 25 мг и мелиссы 25 мг в 1 драже",
        "сухий екстракт валеріани 50 мг, м’яти 25 мг і меліси 25 мг в 1 драже",
        "dry extracts of valerian 50 mg, peppermint 25 mg and lemon balm 25 mg per coated tablet",
      ),
    },
    {
      code: "FF-10504",
      brand: "sandoz",
      name: t("Persen Forte", "Персен Форте", "Персен Форте", "Persen Forte"),
      pack: { form: "capsules", n: 20 },
      price: 168.5,
      composition: t(
        "extract uscat de valeriană 125 mg, de mentă 25 mg și de melisă 25 mg într-o capsulă",
        "сухой экстракт валерианы 125 мг, мяты 25 мг и мелиссы 25 мг в 1 капсуле",
        "сухий екстракт валеріани 125 мг, м’яти 25 мг і меліси 25 мг в 1 капсулі",
        "dry extracts of valerian 125 mg, peppermint 25 mg and lemon balm 25 mg per capsule",
      ),
    },
  ],
});

const valerian = meds({
  substance: ["valerian"],
  cats: ["sistem-nervos"],
  age: ["adults", "children"],
  short: t(
    "Extract de valeriană pentru liniștire și un somn mai bun.",
    "Экстракт валерианы для успокоения и лучшего сна.",
    "Екстракт валеріани для заспокоєння та кращого сну.",
    "Valerian extract to calm you down and help you sleep.",
  ),
  about: t(
    "Valeriana este cea mai cunoscută plantă calmantă: reduce excitabilitatea nervoasă și scurtează timpul de adormire. Efectul se instalează treptat, în câteva zile de administrare regulată.",
    "Валериана — самое известное успокаивающее растение: снижает нервную возбудимость и сокращает время засыпания. Эффект развивается постепенно, за несколько дней регулярного приёма.",
    "Валеріана — найвідоміша заспокійлива рослина: знижує нервову збудливість і скорочує час засинання. Ефект розвивається поступово, за кілька днів регулярного прийому.",
    "Valerian is the best-known calming plant: it reduces nervous excitability and shortens the time it takes to fall asleep. The effect builds over a few days of regular use.",
  ),
  indications: t(
    "neliniște, tensiune nervoasă, insomnie ușoară, palpitații de origine nervoasă",
    "беспокойство, нервное напряжение, лёгкая бессонница, сердцебиение нервного происхождения",
    "неспокій, нервове напруження, легке безсоння, серцебиття нервового походження",
    "restlessness, nervous tension, mild insomnia, nervous palpitations",
  ),
  dosage: t(
    "câte 1–2 comprimate de 3 ori pe zi, după masă",
    "по 1–2 таблетки 3 раза в сутки после еды",
    "по 1–2 таблетки 3 рази на добу після їди",
    "1–2 tablets 3 times a day after meals",
  ),
  childrenText: t(
    "de la 3 ani: câte un comprimat de 1–3 ori pe zi",
    "с 3 лет: по 1 таблетке 1–3 раза в сутки",
    "з 3 років: по 1 таблетці 1–3 рази на добу",
    "from 3 years: one tablet 1–3 times a day",
  ),
  variants: [
    {
      code: "FF-10511",
      brand: "farmaprim",
      name: t("Valeriană Farmaprim", "Валериана Farmaprim", "Валеріана Farmaprim", "Valerian Farmaprim"),
      strength: "20 mg",
      pack: { form: "tablets", n: 50 },
      price: 17.9,
      fullPrice: true,
    },
  ],
});

const MAGNE_FACTS = {
  about: t(
    "Magneziul este esențial pentru funcționarea nervilor și a mușchilor, iar vitamina B6 îi îmbunătățește absorbția și pătrunderea în celule. Deficitul de magneziu se manifestă prin oboseală, iritabilitate, somn prost și crampe musculare.",
    "Магний необходим для работы нервов и мышц, а витамин B6 улучшает его всасывание и проникновение в клетки. Дефицит магния проявляется усталостью, раздражительностью, плохим сном и мышечными судорогами.",
    "Магній необхідний для роботи нервів і м’язів, а вітамін B6 покращує його всмоктування та проникнення в клітини. Дефіцит магнію проявляється втомою, дратівливістю, поганим сном і м’язовими судомами.",
    "Magnesium is essential for nerves and muscles, and vitamin B6 improves its absorption and uptake into cells. Low magnesium shows up as tiredness, irritability, poor sleep and muscle cramps.",
  ),
};

const magneB6 = meds({
  substance: ["magnesium"],
  cats: ["sistem-nervos", "minerale"],
  age: ["adults", "children"],
  short: t(
    "Magneziu cu vitamina B6 pentru oboseală, stres și crampe musculare.",
    "Магний с витамином B6 при усталости, стрессе и мышечных судорогах.",
    "Магній з вітаміном B6 при втомі, стресі та м’язових судомах.",
    "Magnesium with vitamin B6 for tiredness, stress and muscle cramps.",
  ),
  about: MAGNE_FACTS.about,
  indications: t(
    "deficit de magneziu: oboseală, iritabilitate, tulburări de somn, crampe musculare, furnicături",
    "дефицит магния: усталость, раздражительность, нарушения сна, мышечные судороги, покалывание",
    "дефіцит магнію: втома, дратівливість, порушення сну, м’язові судоми, поколювання",
    "magnesium deficiency: tiredness, irritability, poor sleep, muscle cramps, tingling",
  ),
  dosage: t(
    "Magne B6: câte 2 comprimate de 3 ori pe zi; Magne B6 Forte: câte un comprimat de 3 ori pe zi; cu un pahar cu apă, în timpul mesei",
    "Магне B6: по 2 таблетки 3 раза в сутки; Магне B6 форте: по 1 таблетке 3 раза в сутки; во время еды, запивая стаканом воды",
    "Магне-B6: по 2 таблетки 3 рази на добу; Магне-B6 форте: по 1 таблетці 3 рази на добу; під час їди, запиваючи склянкою води",
    "Magne B6: 2 tablets 3 times a day; Magne B6 Forte: one tablet 3 times a day; with a glass of water at mealtimes",
  ),
  childrenText: t(
    "de la 6 ani (peste 20 kg), doza se reduce conform prospectului",
    "с 6 лет (масса более 20 кг), дозу уменьшают согласно инструкции",
    "з 6 років (маса понад 20 кг), дозу зменшують згідно з інструкцією",
    "from 6 years (over 20 kg) at a reduced dose, as in the leaflet",
  ),
  variants: [
    {
      code: "FF-10521",
      brand: "sanofi",
      name: t("Magne B6", "Магне B6", "Магне-B6", "Magne B6"),
      pack: { form: "tablets", n: 50 },
      price: 168.9,
      composition: t(
        "lactat de magneziu dihidrat 470 mg (48 mg magneziu) și clorhidrat de piridoxină 5 mg într-un comprimat",
        "магния лактата дигидрат 470 мг (48 мг магния) и пиридоксина гидрохлорид 5 мг в 1 таблетке",
        "магнію лактату дигідрат 470 мг (48 мг магнію) і піридоксину гідрохлорид 5 мг в 1 таблетці",
        "magnesium lactate dihydrate 470 mg (48 mg magnesium) and pyridoxine hydrochloride 5 mg per tablet",
      ),
      sortPriority: 75,
    },
    {
      code: "FF-10522",
      brand: "sanofi",
      name: t("Magne B6 Forte", "Магне B6 форте", "Магне-B6 форте", "Magne B6 Forte"),
      pack: { form: "tablets", n: 60 },
      price: 264.9,
      composition: t(
        "citrat de magneziu 618,43 mg (100 mg magneziu) și clorhidrat de piridoxină 10 mg într-un comprimat",
        "магния цитрат 618,43 мг (100 мг магния) и пиридоксина гидрохлорид 10 мг в 1 таблетке",
        "магнію цитрат 618,43 мг (100 мг магнію) і піридоксину гідрохлорид 10 мг в 1 таблетці",
        "magnesium citrate 618.43 mg (100 mg magnesium) and pyridoxine hydrochloride 10 mg per tablet",
      ),
      age: ["adults"],
      loyaltyGive: 7,
    },
  ],
});

const doxylamine = meds({
  substance: ["doxylamine"],
  cats: ["sistem-nervos"],
  age: ["adults"],
  short: t(
    "Somnifer fără rețetă pentru insomnia ocazională.",
    "Безрецептурное снотворное при эпизодической бессоннице.",
    "Безрецептурний снодійний засіб при епізодичному безсонні.",
    "Over-the-counter sleep aid for occasional insomnia.",
  ),
  about: t(
    "Doxilamina este un antihistaminic cu efect sedativ care scurtează timpul de adormire și îmbunătățește calitatea somnului. Se folosește pe termen scurt.",
    "Доксиламин — антигистаминное средство с седативным эффектом: сокращает время засыпания и улучшает качество сна. Применяется коротким курсом.",
    "Доксиламін — антигістамінний засіб із седативним ефектом: скорочує час засинання й покращує якість сну. Застосовується коротким курсом.",
    "Doxylamine is a sedating antihistamine that helps you fall asleep sooner and sleep better. It is for short-term use.",
  ),
  indications: t(
    "insomnie ocazională, dificultăți de adormire",
    "эпизодическая бессонница, трудности с засыпанием",
    "епізодичне безсоння, труднощі із засинанням",
    "occasional insomnia, difficulty falling asleep",
  ),
  dosage: t(
    "½–1 comprimat cu 15–30 de minute înainte de culcare, 2–5 zile; nu conduceți a doua zi dacă vă simțiți somnolent",
    "½–1 таблетка за 15–30 минут до сна в течение 2–5 дней; не садитесь за руль на следующий день, если чувствуете сонливость",
    "½–1 таблетка за 15–30 хвилин до сну протягом 2–5 днів; не сідайте за кермо наступного дня, якщо відчуваєте сонливість",
    "½–1 tablet 15–30 minutes before bed for 2–5 days; do not drive the next day if you feel drowsy",
  ),
  childrenText: t("de la 15 ani", "с 15 лет", "з 15 років", "from 15 years"),
  contraindications: t(
    "glaucom cu unghi închis, adenom de prostată, sarcină și alăptare",
    "закрытоугольная глаукома, аденома простаты, беременность и кормление грудью",
    "закритокутова глаукома, аденома простати, вагітність і годування груддю",
    "angle-closure glaucoma, enlarged prostate, pregnancy and breastfeeding",
  ),
  variants: [
    {
      code: "FF-10531",
      brand: "upsa",
      name: t("Donormil", "Донормил", "Донорміл", "Donormil"),
      strength: "15 mg",
      pack: { form: "tablets", n: 30 },
      price: 129.9,
    },
  ],
});

const ginkgo = meds({
  substance: ["ginkgo"],
  cats: ["sistem-nervos", "inima-circulatie"],
  age: ["adults"],
  short: t(
    "Extract de Ginkgo biloba pentru memorie, concentrare și circulația cerebrală.",
    "Экстракт гинкго билоба для памяти, концентрации и мозгового кровообращения.",
    "Екстракт гінкго білоба для пам’яті, концентрації та мозкового кровообігу.",
    "Ginkgo biloba extract for memory, concentration and blood flow to the brain.",
  ),
  about: t(
    "Extractul standardizat de Ginkgo biloba îmbunătățește microcirculația și aportul de oxigen la creier. Efectul se observă după 4–6 săptămâni de administrare regulată.",
    "Стандартизированный экстракт гинкго билоба улучшает микроциркуляцию и снабжение мозга кислородом. Эффект заметен через 4–6 недель регулярного приёма.",
    "Стандартизований екстракт гінкго білоба покращує мікроциркуляцію та постачання мозку киснем. Ефект помітний через 4–6 тижнів регулярного прийому.",
    "Standardised Ginkgo biloba extract improves microcirculation and oxygen supply to the brain. Results show after 4–6 weeks of regular use.",
  ),
  indications: t(
    "scăderea memoriei și a concentrării la vârstnici, amețeli, țiuit în urechi, mâini și picioare reci",
    "ухудшение памяти и концентрации у пожилых людей, головокружение, шум в ушах, зябкость рук и ног",
    "погіршення пам’яті та концентрації в літніх людей, запаморочення, шум у вухах, мерзлякуватість рук і ніг",
    "age-related memory and concentration problems, dizziness, ringing in the ears, cold hands and feet",
  ),
  dosage: t(
    "Bilobil: câte o capsulă de 3 ori pe zi; Bilobil Forte: câte o capsulă de 2 ori pe zi; cel puțin 3 luni",
    "Билобил: по 1 капсуле 3 раза в сутки; Билобил форте: по 1 капсуле 2 раза в сутки; не менее 3 месяцев",
    "Білобіл: по 1 капсулі 3 рази на добу; Білобіл форте: по 1 капсулі 2 рази на добу; не менше 3 місяців",
    "Bilobil: one capsule 3 times a day; Bilobil Forte: one capsule twice a day; for at least 3 months",
  ),
  childrenText: t("de la 18 ani", "с 18 лет", "з 18 років", "from 18 years"),
  variants: [
    {
      code: "FF-10541",
      brand: "krka",
      name: t("Bilobil", "Билобил", "Білобіл", "Bilobil"),
      strength: "40 mg",
      pack: { form: "capsules", n: 60 },
      price: 152.9,
    },
    {
      code: "FF-10542",
      brand: "krka",
      name: t("Bilobil Forte", "Билобил форте", "Білобіл форте", "Bilobil Forte"),
      strength: "80 mg",
      pack: { form: "capsules", n: 60 },
      price: 236.9,
      loyaltyGive: 6,
    },
  ],
});

export const allergyNervesProducts: ProductSeed[] = [
  ...loratadine,
  ...cetirizine,
  ...levocetirizine,
  ...dimetindene,
  ...chloropyramine,
  ...herbalSedatives,
  ...valerian,
  ...magneB6,
  ...doxylamine,
  ...ginkgo,
];
