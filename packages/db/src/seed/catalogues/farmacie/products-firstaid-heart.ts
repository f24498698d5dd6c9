import type { ProductSeed } from "../../catalogue-types.ts";
import { CLOSING, goods, LABEL, meds, t } from "./lib.ts";

/** First aid (antiseptics, healing creams, plasters, bandages) and heart and circulation. */

const dexpanthenol = meds({
  substance: ["dexpanthenol"],
  cats: ["prim-ajutor"],
  age: ["adults", "children", "infants"],
  short: t(
    "Dexpantenol pentru refacerea pielii iritate, crăpate sau lezate.",
    "Декспантенол для восстановления раздражённой, потрескавшейся или повреждённой кожи.",
    "Декспантенол для відновлення подразненої, потрісканої чи пошкодженої шкіри.",
    "Dexpanthenol to help irritated, cracked or damaged skin heal.",
  ),
  about: t(
    "Dexpantenolul se transformă în piele în vitamina B5 (acid pantotenic) și accelerează regenerarea celulelor. Formula fără parfum și fără conservanți este potrivită și pentru pielea sensibilă a bebelușului.",
    "Декспантенол превращается в коже в витамин B5 (пантотеновую кислоту) и ускоряет обновление клеток. Формула без отдушек и консервантов подходит и для чувствительной кожи малыша.",
    "Декспантенол перетворюється в шкірі на вітамін B5 (пантотенову кислоту) та прискорює оновлення клітин. Формула без ароматизаторів і консервантів підходить і для чутливої шкіри малюка.",
    "Dexpanthenol turns into vitamin B5 (pantothenic acid) in the skin and speeds up cell renewal. The fragrance- and preservative-free formula suits a baby’s sensitive skin too.",
  ),
  indications: t(
    "iritații de scutec, mameloane crăpate la mamele care alăptează, zgârieturi, arsuri ușoare, piele uscată și crăpată",
    "опрелости, трещины сосков у кормящих мам, царапины, лёгкие ожоги, сухая и потрескавшаяся кожа",
    "попрілості, тріщини сосків у мам-годувальниць, подряпини, легкі опіки, суха та потріскана шкіра",
    "nappy rash, sore cracked nipples in breastfeeding mums, scratches, minor burns, dry and cracked skin",
  ),
  dosage: t(
    "se aplică un strat subțire de 1–2 ori pe zi sau după fiecare schimbare a scutecului",
    "наносить тонким слоем 1–2 раза в сутки или после каждой смены подгузника",
    "наносити тонким шаром 1–2 рази на добу або після кожної зміни підгузка",
    "apply a thin layer once or twice a day, or at every nappy change",
  ),
  childrenText: t(
    "se poate folosi de la naștere",
    "можно применять с рождения",
    "можна застосовувати з народження",
    "suitable from birth",
  ),
  variants: [
    {
      code: "FF-10601",
      brand: "bayer",
      name: t("Bepanthen", "Бепантен", "Бепантен", "Bepanthen"),
      strength: "5%",
      pack: { form: "ointment", g: 30 },
      price: 99.9,
      country: "switzerland",
      cats: ["prim-ajutor", "ingrijire-bebelusi"],
      sortPriority: 85,
    },
    {
      code: "FF-10602",
      brand: "bayer",
      name: t("Bepanthen", "Бепантен", "Бепантен", "Bepanthen"),
      strength: "5%",
      pack: { form: "ointment", g: 100 },
      price: 239.9,
      country: "switzerland",
      cats: ["prim-ajutor", "ingrijire-bebelusi"],
      loyaltyGive: 6,
    },
    {
      code: "FF-10603",
      brand: "bayer",
      name: t("Bepanthen Plus", "Бепантен Плюс", "Бепантен Плюс", "Bepanthen Plus"),
      pack: { form: "cream", g: 30 },
      price: 128.9,
      country: "switzerland",
      composition: t(
        "dexpantenol 5% și clorhexidină 0,5%",
        "декспантенол 5% и хлоргексидин 0,5%",
        "декспантенол 5% і хлоргексидин 0,5%",
        "dexpanthenol 5% and chlorhexidine 0.5%",
      ),
      short: t(
        "Cremă antiseptică și cicatrizantă pentru zgârieturi, tăieturi și arsuri mici.",
        "Антисептический заживляющий крем для царапин, порезов и небольших ожогов.",
        "Антисептичний загоювальний крем для подряпин, порізів і невеликих опіків.",
        "Antiseptic healing cream for scratches, cuts and small burns.",
      ),
      note: t(
        "Bepanthen Plus conține și clorhexidină, care protejează rana de infecție.",
        "Бепантен Плюс дополнительно содержит хлоргексидин, защищающий ранку от инфекции.",
        "Бепантен Плюс додатково містить хлоргексидин, що захищає ранку від інфекції.",
        "Bepanthen Plus also contains chlorhexidine to protect the wound from infection.",
      ),
      age: ["adults", "children"],
    },
  ],
});

const betadine = meds({
  substance: ["povidone-iodine"],
  cats: ["prim-ajutor"],
  age: ["adults", "children"],
  short: t(
    "Antiseptic cu iod pentru dezinfectarea rănilor, tăieturilor și arsurilor.",
    "Антисептик с йодом для обработки ран, порезов и ожогов.",
    "Антисептик із йодом для обробки ран, порізів і опіків.",
    "Iodine antiseptic for disinfecting wounds, cuts and burns.",
  ),
  about: t(
    "Povidona iodată eliberează treptat iodul și distruge bacteriile, virusurile și ciupercile, fără să usture ca tinctura de iod. Culoarea brună arată zona tratată.",
    "Повидон-йод постепенно высвобождает йод и уничтожает бактерии, вирусы и грибки, не обжигая, как спиртовой раствор йода. Коричневый цвет показывает обработанный участок.",
    "Повідон-йод поступово вивільняє йод і знищує бактерії, віруси та грибки, не печучи, як спиртовий розчин йоду. Коричневий колір показує оброблену ділянку.",
    "Povidone-iodine releases iodine gradually and kills bacteria, viruses and fungi without the sting of iodine tincture. Its brown colour shows the treated area.",
  ),
  indications: t(
    "dezinfectarea rănilor, tăieturilor, zgârieturilor și arsurilor superficiale; prevenirea infectării rănilor",
    "обработка ран, порезов, ссадин и поверхностных ожогов; профилактика инфицирования ран",
    "обробка ран, порізів, саден і поверхневих опіків; профілактика інфікування ран",
    "disinfecting wounds, cuts, grazes and superficial burns; preventing wound infection",
  ),
  dosage: t(
    "se aplică nediluat pe zona afectată de 2–3 ori pe zi; se poate acoperi cu pansament",
    "наносить в неразведённом виде на поражённый участок 2–3 раза в сутки; можно накрыть повязкой",
    "наносити в нерозведеному вигляді на уражену ділянку 2–3 рази на добу; можна накрити пов’язкою",
    "apply undiluted to the affected area 2–3 times a day; may be covered with a dressing",
  ),
  childrenText: t(
    "de la 1 an, pe suprafețe mici; nu se folosește la nou-născuți",
    "с 1 года, на небольших участках; не применяют у новорождённых",
    "з 1 року, на невеликих ділянках; не застосовують у новонароджених",
    "from 1 year on small areas; not for newborns",
  ),
  contraindications: t(
    "afecțiuni ale tiroidei, alergie la iod, tratament cu iod radioactiv",
    "заболевания щитовидной железы, аллергия на йод, лечение радиоактивным йодом",
    "захворювання щитоподібної залози, алергія на йод, лікування радіоактивним йодом",
    "thyroid disorders, iodine allergy, radioactive iodine treatment",
  ),
  variants: [
    {
      code: "FF-10611",
      brand: "egis",
      name: t("Betadine", "Бетадин", "Бетадин", "Betadine"),
      strength: "10%",
      pack: { form: "solution", ml: 30 },
      price: 64.9,
    },
    {
      code: "FF-10612",
      brand: "egis",
      name: t("Betadine", "Бетадин", "Бетадин", "Betadine"),
      strength: "10%",
      pack: { form: "solution", ml: 120 },
      price: 148.9,
    },
    {
      code: "FF-10613",
      brand: "egis",
      name: t("Betadine", "Бетадин", "Бетадин", "Betadine"),
      strength: "10%",
      pack: { form: "ointment", g: 20 },
      price: 78.5,
    },
  ],
});

const peroxide = meds({
  substance: ["hydrogen-peroxide"],
  cats: ["prim-ajutor"],
  age: ["adults", "children"],
  short: t(
    "Apă oxigenată pentru curățarea rănilor și oprirea sângerărilor mici.",
    "Перекись водорода для очищения ран и остановки небольших кровотечений.",
    "Перекис водню для очищення ран і зупинки невеликих кровотеч.",
    "Hydrogen peroxide for cleaning wounds and stopping minor bleeding.",
  ),
  about: t(
    "Soluția de 3% face spumă în contact cu rana, curăță mecanic murdăria și cheagurile și ajută la oprirea sângerărilor capilare.",
    "Раствор 3% пенится при контакте с раной, механически очищает её от загрязнений и сгустков и помогает остановить капиллярное кровотечение.",
    "Розчин 3% піниться під час контакту з раною, механічно очищає її від забруднень і згустків та допомагає зупинити капілярну кровотечу.",
    "The 3% solution foams on contact with a wound, lifting out dirt and clots and helping to stop capillary bleeding.",
  ),
  indications: t(
    "curățarea rănilor superficiale, sângerări nazale și gingivale mici",
    "очищение поверхностных ран, небольшие носовые и дёсенные кровотечения",
    "очищення поверхневих ран, невеликі носові та ясенні кровотечі",
    "cleaning superficial wounds, minor nose and gum bleeds",
  ),
  dosage: t(
    "se aplică pe rană cu un tampon de tifon sau vată",
    "наносить на рану с помощью марлевого или ватного тампона",
    "наносити на рану за допомогою марлевого або ватного тампона",
    "apply to the wound with a gauze or cotton pad",
  ),
  variants: [
    {
      code: "FF-10621",
      brand: "farmaprim",
      name: t(
        "Peroxid de hidrogen Farmaprim",
        "Перекись водорода Farmaprim",
        "Перекис водню Farmaprim",
        "Hydrogen peroxide Farmaprim",
      ),
      strength: "3%",
      pack: { form: "solution", ml: 100 },
      price: 15,
      fullPrice: true,
    },
  ],
});

const chlorhexidine = meds({
  substance: ["chlorhexidine"],
  cats: ["prim-ajutor"],
  age: ["adults", "children"],
  short: t(
    "Antiseptic incolor care nu ustură, pentru răni, gât și mucoase.",
    "Бесцветный антисептик без жжения для ран, горла и слизистых.",
    "Безбарвний антисептик без печіння для ран, горла та слизових.",
    "Colourless, sting-free antiseptic for wounds, throat and mucous membranes.",
  ),
  about: t(
    "Clorhexidina 0,05% distruge bacteriile și ciupercile, nu colorează pielea și nu provoacă usturime, așa că este potrivită și pentru copii.",
    "Хлоргексидин 0,05% уничтожает бактерии и грибки, не окрашивает кожу и не вызывает жжения, поэтому подходит и детям.",
    "Хлоргексидин 0,05% знищує бактерії та грибки, не фарбує шкіру й не спричиняє печіння, тому підходить і дітям.",
    "Chlorhexidine 0.05% kills bacteria and fungi, does not stain the skin and does not sting, so it suits children too.",
  ),
  indications: t(
    "dezinfectarea rănilor și zgârieturilor, gargară în inflamațiile gâtului și gingiilor",
    "обработка ран и ссадин, полоскание при воспалениях горла и дёсен",
    "обробка ран і саден, полоскання при запаленнях горла та ясен",
    "disinfecting wounds and grazes, gargling for sore throats and gum inflammation",
  ),
  dosage: t(
    "pe piele — de 2–3 ori pe zi; pentru gargară — 10–15 ml de 2–3 ori pe zi, fără a înghiți",
    "на кожу — 2–3 раза в сутки; для полоскания — 10–15 мл 2–3 раза в сутки, не глотая",
    "на шкіру — 2–3 рази на добу; для полоскання — 10–15 мл 2–3 рази на добу, не ковтаючи",
    "on the skin 2–3 times a day; as a gargle, 10–15 ml 2–3 times a day without swallowing",
  ),
  variants: [
    {
      code: "FF-10622",
      brand: "farmaprim",
      name: t(
        "Clorhexidină Farmaprim",
        "Хлоргексидин Farmaprim",
        "Хлоргексидин Farmaprim",
        "Chlorhexidine Farmaprim",
      ),
      strength: "0.05%",
      pack: { form: "solution", ml: 100 },
      price: 16.5,
      fullPrice: true,
    },
  ],
});

const sudocrem = meds({
  substance: ["zinc-oxide"],
  cats: ["prim-ajutor", "ingrijire-bebelusi"],
  age: ["adults", "children", "infants"],
  short: t(
    "Cremă antiseptică cu oxid de zinc pentru iritații de scutec și mici leziuni ale pielii.",
    "Антисептический крем с оксидом цинка от опрелостей и мелких повреждений кожи.",
    "Антисептичний крем з оксидом цинку від попрілостей і дрібних пошкоджень шкіри.",
    "Antiseptic zinc oxide cream for nappy rash and minor skin damage.",
  ),
  about: t(
    "Sudocrem formează un strat protector care ține umezeala departe de piele, calmează roșeața și are o ușoară acțiune anestezică și antiseptică.",
    "Судокрем образует защитный слой, не пропускающий влагу к коже, успокаивает покраснение и оказывает лёгкое обезболивающее и антисептическое действие.",
    "Судокрем утворює захисний шар, що не пропускає вологу до шкіри, заспокоює почервоніння та чинить легку знеболювальну й антисептичну дію.",
    "Sudocrem forms a protective layer that keeps moisture off the skin, calms redness and has a mild anaesthetic and antiseptic effect.",
  ),
  indications: t(
    "iritații de scutec, escare, arsuri ușoare, zgârieturi, degerături, eczeme superficiale",
    "опрелости, пролежни, лёгкие ожоги, царапины, обморожения, поверхностная экзема",
    "попрілості, пролежні, легкі опіки, подряпини, обмороження, поверхнева екзема",
    "nappy rash, pressure sores, minor burns, scratches, chilblains, superficial eczema",
  ),
  dosage: t(
    "se aplică un strat subțire, masând ușor până devine aproape transparent, la fiecare schimbare a scutecului sau de 2–3 ori pe zi",
    "наносить тонким слоем и слегка втирать до почти прозрачной плёнки при каждой смене подгузника или 2–3 раза в сутки",
    "наносити тонким шаром і злегка втирати до майже прозорої плівки під час кожної зміни підгузка або 2–3 рази на добу",
    "apply a thin layer and massage in gently until almost transparent, at every nappy change or 2–3 times a day",
  ),
  childrenText: t("de la naștere", "с рождения", "з народження", "from birth"),
  variants: [
    {
      code: "FF-10631",
      brand: "teva",
      name: t("Sudocrem", "Судокрем", "Судокрем", "Sudocrem"),
      pack: { form: "cream", g: 60 },
      price: 96.9,
      country: "ireland",
      shape: "jar",
      composition: t(
        "oxid de zinc 15,25%, benzoat de benzil 1,01%, cinamat de benzil 0,15%, lanolină 4%",
        "цинка оксид 15,25%, бензилбензоат 1,01%, бензилциннамат 0,15%, ланолин 4%",
        "цинку оксид 15,25%, бензилбензоат 1,01%, бензилцинамат 0,15%, ланолін 4%",
        "zinc oxide 15.25%, benzyl benzoate 1.01%, benzyl cinnamate 0.15%, lanolin 4%",
      ),
      sortPriority: 60,
    },
    {
      code: "FF-10632",
      brand: "teva",
      name: t("Sudocrem", "Судокрем", "Судокрем", "Sudocrem"),
      pack: { form: "cream", g: 125 },
      price: 158.9,
      country: "ireland",
      shape: "jar",
      composition: t(
        "oxid de zinc 15,25%, benzoat de benzil 1,01%, cinamat de benzil 0,15%, lanolină 4%",
        "цинка оксид 15,25%, бензилбензоат 1,01%, бензилциннамат 0,15%, ланолин 4%",
        "цинку оксид 15,25%, бензилбензоат 1,01%, бензилцинамат 0,15%, ланолін 4%",
        "zinc oxide 15.25%, benzyl benzoate 1.01%, benzyl cinnamate 0.15%, lanolin 4%",
      ),
    },
  ],
});

const contractubex = meds({
  substance: ["heparin"],
  cats: ["prim-ajutor"],
  age: ["adults", "children"],
  short: t(
    "Gel pentru cicatrici: le face mai netede, mai moi și mai puțin vizibile.",
    "Гель от рубцов: делает их более гладкими, мягкими и менее заметными.",
    "Гель від рубців: робить їх гладшими, м’якшими та менш помітними.",
    "Scar gel that makes scars smoother, softer and less visible.",
  ),
  about: t(
    "Contractubex combină extractul de ceapă, heparina și alantoina, care împiedică formarea excesivă a țesutului cicatricial și netezesc cicatricile noi și vechi.",
    "Контрактубекс сочетает экстракт лука, гепарин и аллантоин, которые препятствуют избыточному образованию рубцовой ткани и сглаживают новые и старые рубцы.",
    "Контрактубекс поєднує екстракт цибулі, гепарин і алантоїн, які запобігають надмірному утворенню рубцевої тканини та згладжують нові й старі рубці.",
    "Contractubex combines onion extract, heparin and allantoin, which curb excess scar tissue and smooth new and old scars.",
  ),
  indications: t(
    "cicatrici după operații, arsuri și răni, cicatrici hipertrofice și cheloide, vergeturi",
    "рубцы после операций, ожогов и ран, гипертрофические и келоидные рубцы, растяжки",
    "рубці після операцій, опіків і ран, гіпертрофічні та келоїдні рубці, розтяжки",
    "scars after surgery, burns and wounds, hypertrophic and keloid scars, stretch marks",
  ),
  dosage: t(
    "se masează în cicatrice de 2–3 ori pe zi, timp de câteva săptămâni sau luni, după închiderea completă a rănii",
    "втирать в рубец 2–3 раза в сутки в течение нескольких недель или месяцев после полного заживления раны",
    "втирати в рубець 2–3 рази на добу протягом кількох тижнів або місяців після повного загоєння рани",
    "massage into the scar 2–3 times a day for several weeks or months once the wound has fully closed",
  ),
  childrenText: t("de la 1 an", "с 1 года", "з 1 року", "from 1 year"),
  variants: [
    {
      code: "FF-10641",
      brand: "merz",
      name: t("Contractubex", "Контрактубекс", "Контрактубекс", "Contractubex"),
      pack: { form: "gel", g: 20 },
      price: 239.9,
      composition: t(
        "extract de ceapă 100 mg, heparină sodică 50 UI și alantoină 10 mg într-un gram de gel",
        "экстракт лука 100 мг, гепарин натрия 50 МЕ и аллантоин 10 мг в 1 г геля",
        "екстракт цибулі 100 мг, гепарин натрію 50 МО та алантоїн 10 мг в 1 г гелю",
        "onion extract 100 mg, heparin sodium 50 IU and allantoin 10 mg per gram of gel",
      ),
    },
  ],
});

const plasters = [
  goods({
    code: "FF-10651",
    cats: ["prim-ajutor"],
    brand: "hartmann",
    name: t(
      "Hartmann Cosmos plasturi impermeabili asortați",
      "Hartmann Cosmos водостойкие пластыри ассорти",
      "Hartmann Cosmos водостійкі пластирі асорті",
      "Hartmann Cosmos assorted waterproof plasters",
    ),
    pack: { form: "patch", n: 20 },
    short: t(
      "Plasturi transparenți, rezistenți la apă, cu pernuță care nu se lipește de rană.",
      "Прозрачные водостойкие пластыри с подушечкой, которая не прилипает к ране.",
      "Прозорі водостійкі пластирі з подушечкою, що не прилипає до рани.",
      "Clear waterproof plasters with a pad that does not stick to the wound.",
    ),
    about: t(
      "Folia subțire și elastică lasă pielea să respire, dar nu lasă apa și murdăria să pătrundă, așa că plasturele rezistă la duș și la spălatul mâinilor.",
      "Тонкая эластичная плёнка позволяет коже дышать, но не пропускает воду и грязь, поэтому пластырь выдерживает душ и мытьё рук.",
      "Тонка еластична плівка дає шкірі дихати, але не пропускає воду й бруд, тому пластир витримує душ і миття рук.",
      "The thin, stretchy film lets skin breathe but keeps water and dirt out, so the plaster survives showers and hand washing.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "20 de plasturi în 3 mărimi pentru tăieturi, zgârieturi și bășici mici",
          "20 пластырей 3 размеров для порезов, царапин и небольших мозолей",
          "20 пластирів 3 розмірів для порізів, подряпин і невеликих мозолів",
          "20 plasters in 3 sizes for cuts, scratches and small blisters",
        ),
      ],
      [
        LABEL.features,
        t(
          "pernuță absorbantă, hipoalergenici, fără latex",
          "впитывающая подушечка, гипоаллергенные, без латекса",
          "вбирна подушечка, гіпоалергенні, без латексу",
          "absorbent pad, hypoallergenic, latex-free",
        ),
      ],
    ],
    closing: CLOSING.device,
    packLine: false,
    age: ["adults", "children"],
    price: 56.9,
  }),
  goods({
    code: "FF-10652",
    cats: ["prim-ajutor"],
    brand: "hartmann",
    title: t(
      "Hartmann Omniplast plasture rolă 2,5 cm × 5 m",
      "Hartmann Omniplast пластырь в рулоне 2,5 см × 5 м",
      "Hartmann Omniplast пластир у рулоні 2,5 см × 5 м",
      "Hartmann Omniplast tape 2.5 cm × 5 m",
    ),
    pack: { form: "patch", n: 1 },
    short: t(
      "Plasture textil pe rolă pentru fixarea pansamentelor și a cateterelor.",
      "Тканевый пластырь в рулоне для фиксации повязок и катетеров.",
      "Тканинний пластир у рулоні для фіксації пов’язок і катетерів.",
      "Fabric tape on a roll for securing dressings and cannulas.",
    ),
    about: t(
      "Țesătura de bumbac se rupe ușor cu mâna, aderă bine și se îndepărtează fără durere și fără urme de adeziv.",
      "Хлопковая ткань легко рвётся руками, хорошо держится и снимается безболезненно, не оставляя следов клея.",
      "Бавовняна тканина легко рветься руками, добре тримається та знімається безболісно, не залишаючи слідів клею.",
      "The cotton fabric tears easily by hand, sticks well and comes off painlessly without leaving adhesive behind.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "lățime 2,5 cm, lungime 5 m, adeziv din cauciuc natural",
          "ширина 2,5 см, длина 5 м, клей на основе натурального каучука",
          "ширина 2,5 см, довжина 5 м, клей на основі натурального каучуку",
          "2.5 cm wide, 5 m long, natural rubber adhesive",
        ),
      ],
    ],
    closing: CLOSING.device,
    packLine: false,
    age: ["adults", "children"],
    price: 44.9,
    weightGr: 40,
    shape: "box",
  }),
  goods({
    code: "FF-10653",
    cats: ["prim-ajutor"],
    brand: "hartmann",
    title: t(
      "Hartmann Idealbinde fașă elastică 8 cm × 5 m",
      "Hartmann Idealbinde эластичный бинт 8 см × 5 м",
      "Hartmann Idealbinde еластичний бинт 8 см × 5 м",
      "Hartmann Idealbinde elastic bandage 8 cm × 5 m",
    ),
    pack: { form: "items", n: 1 },
    short: t(
      "Fașă elastică reutilizabilă pentru entorse, luxații și susținerea articulațiilor.",
      "Многоразовый эластичный бинт при растяжениях, вывихах и для поддержки суставов.",
      "Багаторазовий еластичний бинт при розтягненнях, вивихах і для підтримки суглобів.",
      "Reusable elastic bandage for sprains and joint support.",
    ),
    about: t(
      "Fașa din bumbac și poliamidă are elasticitate medie și asigură o compresie uniformă. Se poate spăla și folosi din nou.",
      "Бинт из хлопка и полиамида средней растяжимости обеспечивает равномерную компрессию. Его можно стирать и использовать повторно.",
      "Бинт із бавовни та поліаміду середньої розтяжності забезпечує рівномірну компресію. Його можна прати й використовувати повторно.",
      "The medium-stretch cotton and polyamide bandage gives even compression. It can be washed and reused.",
    ),
    facts: [
      [
        LABEL.features,
        t(
          "lățime 8 cm, lungime întinsă 5 m, spălare la 60 °C",
          "ширина 8 см, длина в растянутом виде 5 м, стирка при 60 °C",
          "ширина 8 см, довжина в розтягнутому вигляді 5 м, прання за 60 °C",
          "8 cm wide, 5 m stretched, washable at 60 °C",
        ),
      ],
    ],
    closing: CLOSING.device,
    packLine: false,
    age: ["adults", "children"],
    price: 64.9,
    weightGr: 70,
  }),
  goods({
    code: "FF-10654",
    cats: ["prim-ajutor"],
    brand: "urgo",
    name: t(
      "Urgo Family plasturi asortați",
      "Urgo Family пластыри ассорти",
      "Urgo Family пластирі асорті",
      "Urgo Family assorted plasters",
    ),
    pack: { form: "patch", n: 40 },
    short: t(
      "Set de plasturi de diferite mărimi pentru toată familia.",
      "Набор пластырей разных размеров для всей семьи.",
      "Набір пластирів різних розмірів для всієї родини.",
      "Plasters in different sizes for the whole family.",
    ),
    about: t(
      "Plasturi din țesătură elastică, care urmează mișcările pielii și rămân bine fixați pe degete, genunchi și coate.",
      "Пластыри из эластичной ткани повторяют движения кожи и надёжно держатся на пальцах, коленях и локтях.",
      "Пластирі з еластичної тканини повторюють рухи шкіри та надійно тримаються на пальцях, колінах і ліктях.",
      "Stretchy fabric plasters that move with the skin and stay put on fingers, knees and elbows.",
    ),
    facts: [
      [
        LABEL.contents,
        t(
          "40 de plasturi în 4 mărimi",
          "40 пластырей 4 размеров",
          "40 пластирів 4 розмірів",
          "40 plasters in 4 sizes",
        ),
      ],
    ],
    closing: CLOSING.device,
    packLine: false,
    age: ["adults", "children"],
    price: 68.9,
  }),
  goods({
    code: "FF-10655",
    cats: ["prim-ajutor"],
    brand: "urgo",
    name: t(
      "Urgo plasturi hidrocoloidali pentru bășici",
      "Urgo гидроколлоидные пластыри от мозолей",
      "Urgo гідроколоїдні пластирі від мозолів",
      "Urgo hydrocolloid blister plasters",
    ),
    pack: { form: "patch", n: 6 },
    short: t(
      "Plasturi hidrocoloidali care calmează imediat durerea bășicilor de la pantofi.",
      "Гидроколлоидные пластыри, мгновенно снимающие боль от натёртых мозолей.",
      "Гідроколоїдні пластирі, що миттєво знімають біль від натертих мозолів.",
      "Hydrocolloid plasters that instantly ease the pain of shoe blisters.",
    ),
    about: t(
      "Hidrocoloidul creează un mediu umed care accelerează vindecarea și funcționează ca o a doua piele, protejând bășica de frecare.",
      "Гидроколлоид создаёт влажную среду, ускоряющую заживление, и работает как вторая кожа, защищая мозоль от трения.",
      "Гідроколоїд створює вологе середовище, що прискорює загоєння, і працює як друга шкіра, захищаючи мозоль від тертя.",
      "The hydrocolloid keeps the wound moist to speed up healing and acts as a second skin that protects the blister from rubbing.",
    ),
    facts: [
      [
        LABEL.use,
        t(
          "se aplică pe pielea curată și uscată și se lasă până se desprinde singur, de obicei 2–3 zile",
          "наклеить на чистую сухую кожу и не снимать, пока не отклеится сам, обычно 2–3 дня",
          "наклеїти на чисту суху шкіру й не знімати, доки не відклеїться сам, зазвичай 2–3 дні",
          "apply to clean, dry skin and leave until it comes off by itself, usually 2–3 days",
        ),
      ],
    ],
    closing: CLOSING.device,
    packLine: false,
    age: ["adults", "children"],
    price: 89.9,
  }),
];

// --- Heart and circulation ----------------------------------------------------------------------

const DETRALEX_COMPOSITION = t(
  "fracțiune flavonoidică purificată micronizată: diosmină 450 mg și hesperidină 50 mg într-un comprimat",
  "очищенная микронизированная флавоноидная фракция: диосмин 450 мг и гесперидин 50 мг в 1 таблетке",
  "очищена мікронізована флавоноїдна фракція: діосмін 450 мг і гесперидин 50 мг в 1 таблетці",
  "micronised purified flavonoid fraction: diosmin 450 mg and hesperidin 50 mg per tablet",
);

const detralex = meds({
  substance: ["diosmin"],
  cats: ["inima-circulatie"],
  age: ["adults"],
  short: t(
    "Venotonic pentru picioare grele, umflate și dureroase și pentru hemoroizi.",
    "Венотоник при тяжести, отёках и боли в ногах и при геморрое.",
    "Венотонік при важкості, набряках і болю в ногах та при геморої.",
    "Venotonic for heavy, swollen, aching legs and haemorrhoids.",
  ),
  about: t(
    "Fracțiunea flavonoidică micronizată crește tonusul venelor, reduce inflamația din pereții lor și îmbunătățește microcirculația, ameliorând senzația de greutate și umflarea picioarelor.",
    "Микронизированная флавоноидная фракция повышает тонус вен, уменьшает воспаление в их стенках и улучшает микроциркуляцию, облегчая тяжесть и отёки ног.",
    "Мікронізована флавоноїдна фракція підвищує тонус вен, зменшує запалення в їхніх стінках і покращує мікроциркуляцію, полегшуючи важкість і набряки ніг.",
    "The micronised flavonoid fraction tones the veins, reduces inflammation in their walls and improves microcirculation, easing heavy, swollen legs.",
  ),
  indications: t(
    "insuficiență venoasă cronică: picioare grele și umflate, crampe nocturne, varice; boală hemoroidală",
    "хроническая венозная недостаточность: тяжесть и отёки ног, ночные судороги, варикоз; геморрой",
    "хронічна венозна недостатність: важкість і набряки ніг, нічні судоми, варикоз; геморой",
    "chronic venous insufficiency: heavy, swollen legs, night cramps, varicose veins; haemorrhoids",
  ),
  dosage: t(
    "1000 mg pe zi: un comprimat de 1000 mg sau câte un comprimat de 500 mg de 2 ori pe zi, la masă; în criza hemoroidală doza se crește conform prospectului",
    "1000 мг в сутки: 1 таблетка 1000 мг или по 1 таблетке 500 мг 2 раза в сутки во время еды; при обострении геморроя дозу увеличивают согласно инструкции",
    "1000 мг на добу: 1 таблетка 1000 мг або по 1 таблетці 500 мг 2 рази на добу під час їди; при загостренні геморою дозу збільшують згідно з інструкцією",
    "1000 mg a day: one 1000 mg tablet or one 500 mg tablet twice a day with meals; during a haemorrhoid flare-up the dose is increased as in the leaflet",
  ),
  variants: [
    {
      code: "FF-10701",
      brand: "servier",
      name: t("Detralex", "Детралекс", "Детралекс", "Detralex"),
      strength: "500 mg",
      pack: { form: "tablets", n: 30 },
      price: 168.9,
      composition: DETRALEX_COMPOSITION,
      sortPriority: 65,
    },
    {
      code: "FF-10702",
      brand: "servier",
      name: t("Detralex", "Детралекс", "Детралекс", "Detralex"),
      strength: "500 mg",
      pack: { form: "tablets", n: 60 },
      price: 299.9,
      composition: DETRALEX_COMPOSITION,
      loyaltyGive: 8,
    },
    {
      code: "FF-10703",
      brand: "servier",
      name: t("Detralex", "Детралекс", "Детралекс", "Detralex"),
      strength: "1000 mg",
      pack: { form: "tablets", n: 30 },
      price: 318.9,
      composition: t(
        "fracțiune flavonoidică purificată micronizată: diosmină 900 mg și hesperidină 100 mg într-un comprimat",
        "очищенная микронизированная флавоноидная фракция: диосмин 900 мг и гесперидин 100 мг в 1 таблетке",
        "очищена мікронізована флавоноїдна фракція: діосмін 900 мг і гесперидин 100 мг в 1 таблетці",
        "micronised purified flavonoid fraction: diosmin 900 mg and hesperidin 100 mg per tablet",
      ),
    },
  ],
});

const troxerutin = meds({
  substance: ["troxerutin"],
  cats: ["inima-circulatie"],
  age: ["adults"],
  short: t(
    "Troxerutină pentru vene fragile, picioare obosite și vânătăi.",
    "Троксерутин при ломкости сосудов, усталости ног и синяках.",
    "Троксерутин при ламкості судин, втомі ніг і синцях.",
    "Troxerutin for fragile veins, tired legs and bruises.",
  ),
  about: t(
    "Troxerutina întărește pereții capilarelor și ai venelor, reduce permeabilitatea lor și diminuează umflarea și inflamația.",
    "Троксерутин укрепляет стенки капилляров и вен, снижает их проницаемость и уменьшает отёк и воспаление.",
    "Троксерутин зміцнює стінки капілярів і вен, знижує їхню проникність і зменшує набряк та запалення.",
    "Troxerutin strengthens the walls of capillaries and veins, makes them less leaky and reduces swelling and inflammation.",
  ),
  indications: t(
    "insuficiență venoasă, varice, senzație de picioare grele, contuzii și hematoame",
    "венозная недостаточность, варикоз, тяжесть в ногах, ушибы и гематомы",
    "венозна недостатність, варикоз, важкість у ногах, забої та гематоми",
    "venous insufficiency, varicose veins, heavy legs, bruises and haematomas",
  ),
  dosage: t(
    "gel: de 2 ori pe zi, masând ușor de jos în sus; capsule: câte o capsulă de 2–3 ori pe zi, la masă",
    "гель: 2 раза в сутки, слегка массируя снизу вверх; капсулы: по 1 капсуле 2–3 раза в сутки во время еды",
    "гель: 2 рази на добу, злегка масажуючи знизу вгору; капсули: по 1 капсулі 2–3 рази на добу під час їди",
    "gel: twice a day, massaging gently upwards; capsules: one capsule 2–3 times a day with meals",
  ),
  childrenText: t("de la 15 ani", "с 15 лет", "з 15 років", "from 15 years"),
  variants: [
    {
      code: "FF-10711",
      brand: "teva",
      name: t("Troxevasin", "Троксевазин", "Троксевазин", "Troxevasin"),
      strength: "2%",
      pack: { form: "gel", g: 40 },
      price: 69.9,
      country: "bulgaria",
    },
    {
      code: "FF-10712",
      brand: "teva",
      name: t("Troxevasin", "Троксевазин", "Троксевазин", "Troxevasin"),
      strength: "300 mg",
      pack: { form: "capsules", n: 50 },
      price: 139.9,
      country: "bulgaria",
    },
  ],
});

const heparinGel = meds({
  substance: ["heparin"],
  cats: ["inima-circulatie"],
  age: ["adults"],
  short: t(
    "Gel cu heparină pentru vânătăi, umflături și picioare grele.",
    "Гель с гепарином при синяках, отёках и тяжести в ногах.",
    "Гель із гепарином при синцях, набряках і важкості в ногах.",
    "Heparin gel for bruises, swelling and heavy legs.",
  ),
  about: t(
    "Lyoton 1000 conține o concentrație mare de heparină, care ajută la resorbția hematoamelor, reduce umflarea și răcorește plăcut pielea.",
    "Лиотон 1000 содержит высокую концентрацию гепарина, который помогает рассасыванию гематом, уменьшает отёк и приятно охлаждает кожу.",
    "Ліотон 1000 містить високу концентрацію гепарину, який допомагає розсмоктуванню гематом, зменшує набряк і приємно охолоджує шкіру.",
    "Lyoton 1000 contains a high concentration of heparin, which helps bruises fade, reduces swelling and cools the skin.",
  ),
  indications: t(
    "varice, flebite superficiale, hematoame, contuzii, umflături după traumatisme",
    "варикоз, поверхностный флебит, гематомы, ушибы, отёки после травм",
    "варикоз, поверхневий флебіт, гематоми, забої, набряки після травм",
    "varicose veins, superficial phlebitis, haematomas, bruises, post-injury swelling",
  ),
  dosage: t(
    "3–10 cm de gel pe zona afectată de 1–3 ori pe zi, masând ușor",
    "3–10 см геля на поражённый участок 1–3 раза в сутки, слегка втирая",
    "3–10 см гелю на уражену ділянку 1–3 рази на добу, злегка втираючи",
    "3–10 cm of gel on the affected area 1–3 times a day, rubbed in gently",
  ),
  variants: [
    {
      code: "FF-10721",
      brand: "berlin",
      name: t("Lyoton 1000", "Лиотон 1000", "Ліотон 1000", "Lyoton 1000"),
      composition: t(
        "heparină sodică 1000 UI într-un gram de gel",
        "гепарин натрия 1000 МЕ в 1 г геля",
        "гепарин натрію 1000 МО в 1 г гелю",
        "heparin sodium 1000 IU per gram of gel",
      ),
      pack: { form: "gel", g: 50 },
      price: 146.9,
      country: "italy",
    },
  ],
});

const aspirinCardio = meds({
  substance: ["acetylsalicylic-acid"],
  cats: ["inima-circulatie"],
  age: ["adults"],
  short: t(
    "Aspirină în doză mică pentru prevenirea infarctului și a accidentului vascular.",
    "Аспирин в низкой дозе для профилактики инфаркта и инсульта.",
    "Аспірин у низькій дозі для профілактики інфаркту та інсульту.",
    "Low-dose aspirin to help prevent heart attack and stroke.",
  ),
  about: t(
    "În doza de 100 mg, acidul acetilsalicilic împiedică trombocitele să se lipească și să formeze cheaguri. Comprimatele gastrorezistente se dizolvă abia în intestin și protejează stomacul.",
    "В дозе 100 мг ацетилсалициловая кислота препятствует склеиванию тромбоцитов и образованию тромбов. Кишечнорастворимые таблетки растворяются только в кишечнике и берегут желудок.",
    "У дозі 100 мг ацетилсаліцилова кислота перешкоджає склеюванню тромбоцитів і утворенню тромбів. Кишковорозчинні таблетки розчиняються лише в кишечнику та бережуть шлунок.",
    "At 100 mg, acetylsalicylic acid stops platelets clumping together and forming clots. The gastro-resistant tablets dissolve only in the intestine, sparing the stomach.",
  ),
  indications: t(
    "prevenirea infarctului miocardic și a accidentului vascular cerebral la persoanele cu risc, la recomandarea medicului",
    "профилактика инфаркта миокарда и инсульта у людей из группы риска, по рекомендации врача",
    "профілактика інфаркту міокарда та інсульту в людей із групи ризику, за рекомендацією лікаря",
    "preventing heart attack and stroke in people at risk, as advised by a doctor",
  ),
  dosage: t(
    "un comprimat de 100 mg o dată pe zi, înainte de masă, cu multă apă, pe termen lung",
    "по 1 таблетке 100 мг 1 раз в сутки перед едой, запивая большим количеством воды, длительно",
    "по 1 таблетці 100 мг 1 раз на добу перед їдою, запиваючи великою кількістю води, тривало",
    "one 100 mg tablet once a day before food with plenty of water, long term",
  ),
  contraindications: t(
    "ulcer gastric, tulburări de coagulare, tratament cu anticoagulante fără acordul medicului",
    "язва желудка, нарушения свёртываемости, приём антикоагулянтов без согласования с врачом",
    "виразка шлунка, порушення згортання, прийом антикоагулянтів без погодження з лікарем",
    "stomach ulcer, bleeding disorders, anticoagulant treatment without a doctor’s agreement",
  ),
  variants: [
    {
      code: "FF-10731",
      brand: "bayer",
      name: t("Aspirin Cardio", "Аспирин Кардио", "Аспірин Кардіо", "Aspirin Cardio"),
      strength: "100 mg",
      pack: { form: "tablets", n: 28 },
      price: 58.9,
    },
    {
      code: "FF-10732",
      brand: "bayer",
      name: t("Aspirin Cardio", "Аспирин Кардио", "Аспірин Кардіо", "Aspirin Cardio"),
      strength: "100 mg",
      pack: { form: "tablets", n: 56 },
      price: 99.9,
      loyaltyGive: 3,
    },
  ],
});

const potassiumMagnesium = meds({
  substance: ["potassium-magnesium-aspartate"],
  cats: ["inima-circulatie"],
  age: ["adults"],
  short: t(
    "Potasiu și magneziu pentru ritmul cardiac și funcția mușchiului inimii.",
    "Калий и магний для сердечного ритма и работы сердечной мышцы.",
    "Калій і магній для серцевого ритму та роботи серцевого м’яза.",
    "Potassium and magnesium for a steady heart rhythm and healthy heart muscle.",
  ),
  about: t(
    "Panangin completează deficitul de potasiu și magneziu, doi ioni esențiali pentru contracția și ritmul inimii. Aspartatul ajută la pătrunderea lor în celule.",
    "Панангин восполняет дефицит калия и магния — ионов, необходимых для сокращения и ритма сердца. Аспарагинат помогает их проникновению в клетки.",
    "Панангін заповнює дефіцит калію та магнію — іонів, необхідних для скорочення й ритму серця. Аспарагінат допомагає їхньому проникненню в клітини.",
    "Panangin tops up potassium and magnesium, two ions essential for heart contraction and rhythm. The aspartate helps them into the cells.",
  ),
  indications: t(
    "deficit de potasiu și magneziu, tulburări de ritm, tratament cu diuretice, ca adjuvant în boala cardiacă",
    "дефицит калия и магния, нарушения ритма, приём диуретиков, вспомогательная терапия при болезнях сердца",
    "дефіцит калію та магнію, порушення ритму, прийом діуретиків, допоміжна терапія при хворобах серця",
    "potassium and magnesium deficiency, rhythm disturbances, diuretic treatment, add-on therapy in heart disease",
  ),
  dosage: t(
    "câte 1–2 comprimate de 3 ori pe zi, după masă",
    "по 1–2 таблетки 3 раза в сутки после еды",
    "по 1–2 таблетки 3 рази на добу після їди",
    "1–2 tablets 3 times a day after meals",
  ),
  contraindications: t(
    "insuficiență renală, hiperkaliemie, bloc atrioventricular",
    "почечная недостаточность, гиперкалиемия, атриовентрикулярная блокада",
    "ниркова недостатність, гіперкаліємія, атріовентрикулярна блокада",
    "kidney failure, high blood potassium, heart block",
  ),
  variants: [
    {
      code: "FF-10741",
      brand: "gedeon",
      name: t("Panangin", "Панангин", "Панангін", "Panangin"),
      pack: { form: "tablets", n: 50 },
      price: 74.9,
      composition: t(
        "aspartat de potasiu 158 mg și aspartat de magneziu 140 mg într-un comprimat",
        "калия аспарагинат 158 мг и магния аспарагинат 140 мг в 1 таблетке",
        "калію аспарагінат 158 мг і магнію аспарагінат 140 мг в 1 таблетці",
        "potassium aspartate 158 mg and magnesium aspartate 140 mg per tablet",
      ),
    },
  ],
});

const magnerot = meds({
  substance: ["magnesium"],
  cats: ["inima-circulatie", "minerale"],
  age: ["adults"],
  short: t(
    "Orotat de magneziu pentru inimă, vase de sânge și crampe musculare.",
    "Магния оротат для сердца, сосудов и при мышечных судорогах.",
    "Магнію оротат для серця, судин і при м’язових судомах.",
    "Magnesium orotate for the heart, blood vessels and muscle cramps.",
  ),
  about: t(
    "Magnerot conține magneziu legat de acidul orotic, care susține metabolismul energetic al mușchiului cardiac. Se folosește în cure de cel puțin 4–6 săptămâni.",
    "Магнерот содержит магний в соединении с оротовой кислотой, которая поддерживает энергетический обмен в сердечной мышце. Принимается курсами не менее 4–6 недель.",
    "Магнерот містить магній у сполученні з оротовою кислотою, яка підтримує енергетичний обмін у серцевому м’язі. Приймається курсами щонайменше 4–6 тижнів.",
    "Magnerot contains magnesium bound to orotic acid, which supports energy metabolism in the heart muscle. It is taken in courses of at least 4–6 weeks.",
  ),
  indications: t(
    "deficit de magneziu, crampe musculare, ca adjuvant în bolile cardiace și ateroscleroză",
    "дефицит магния, мышечные судороги, вспомогательная терапия при болезнях сердца и атеросклерозе",
    "дефіцит магнію, м’язові судоми, допоміжна терапія при хворобах серця та атеросклерозі",
    "magnesium deficiency, muscle cramps, add-on therapy in heart disease and atherosclerosis",
  ),
  dosage: t(
    "câte 2 comprimate de 3 ori pe zi în prima săptămână, apoi câte un comprimat de 2–3 ori pe zi",
    "по 2 таблетки 3 раза в сутки первую неделю, затем по 1 таблетке 2–3 раза в сутки",
    "по 2 таблетки 3 рази на добу перший тиждень, далі по 1 таблетці 2–3 рази на добу",
    "2 tablets 3 times a day for the first week, then one tablet 2–3 times a day",
  ),
  variants: [
    {
      code: "FF-10751",
      brand: "worwag",
      name: t("Magnerot", "Магнерот", "Магнерот", "Magnerot"),
      strength: "500 mg",
      pack: { form: "tablets", n: 50 },
      price: 148.9,
    },
  ],
});

export const firstAidHeartProducts: ProductSeed[] = [
  ...dexpanthenol,
  ...betadine,
  ...peroxide,
  ...chlorhexidine,
  ...sudocrem,
  ...contractubex,
  ...plasters,
  ...detralex,
  ...troxerutin,
  ...heparinGel,
  ...aspirinCardio,
  ...potassiumMagnesium,
  ...magnerot,
];
