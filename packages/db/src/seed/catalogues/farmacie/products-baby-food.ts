import type { ProductSeed } from "../../catalogue-types.ts";
import { CLOSING, goods, type L, LABEL, mapL, STORAGE, t } from "./lib.ts";

/** Mother and baby: baby food and nappies. */

// --- Baby food ----------------------------------------------------------------------------------

const FORMULA_PREP = t(
  "spălați-vă mâinile și sterilizați biberonul; turnați apă fiartă și răcită la 40 °C, adăugați numărul de lingurițe-măsură din tabel, închideți și agitați",
  "вымойте руки и простерилизуйте бутылочку; налейте кипячёную воду, остуженную до 40 °C, добавьте мерные ложки по таблице, закройте и взболтайте",
  "вимийте руки та простерилізуйте пляшечку; налийте кип’ячену воду, охолоджену до 40 °C, додайте мірні ложки за таблицею, закрийте та збовтайте",
  "wash your hands and sterilise the bottle; pour in boiled water cooled to 40 °C, add the number of scoops shown in the table, close and shake",
);

function formula(o: {
  code: string;
  brand: string;
  name: L;
  /** Who it is for, in the form that follows "for" ("sugari de la naștere", "младенцев с рождения"). */
  stage: L;
  /** Start of the short description, completed with the stage. */
  lead: L;
  about: L;
  composition: L;
  g: number;
  price: number;
  infants: boolean;
  country?: "switzerland" | "germany" | "netherlands" | "ireland" | "spain" | "france";
}): ProductSeed {
  return goods({
    code: o.code,
    cats: ["alimentatie-copii"],
    brand: o.brand,
    name: o.name,
    pack: { form: "powder", g: o.g },
    shape: "jar",
    short: mapL((lang) => `${o.lead[lang]} ${o.stage[lang]}.`),
    about: o.about,
    facts: [
      [LABEL.suitable, o.stage],
      [LABEL.composition, o.composition],
      [LABEL.use, FORMULA_PREP],
      [LABEL.pack, t(`cutie de ${o.g} g`, `упаковка ${o.g} г`, `упаковка ${o.g} г`, `${o.g} g pack`)],
    ],
    packLine: false,
    storage: t(
      "la loc uscat și răcoros; cutia deschisă se folosește în 3 săptămâni",
      "в сухом прохладном месте; открытую банку использовать в течение 3 недель",
      "у сухому прохолодному місці; відкриту банку використати протягом 3 тижнів",
      "in a cool, dry place; use within 3 weeks of opening",
    ),
    closing: CLOSING.babyFood,
    age: o.infants ? ["infants"] : ["infants", "children"],
    price: o.price,
    country: o.country,
  });
}

const NAN_LEAD = t(
  "Formulă de lapte cu HMO și bifidobacterii pentru",
  "Молочная смесь с HMO и бифидобактериями для",
  "Молочна суміш з HMO та біфідобактеріями для",
  "Formula with HMO and bifidobacteria for",
);
const NUTRILON_LEAD = t(
  "Formulă de lapte cu prebiotice GOS/FOS și omega-3 pentru",
  "Молочная смесь с пребиотиками GOS/FOS и омега-3 для",
  "Молочна суміш із пребіотиками GOS/FOS та омега-3 для",
  "Formula with GOS/FOS prebiotics and omega-3 for",
);
const NAN_ABOUT = t(
  "Formulă de lapte NAN Optipro cu proteine în cantitate optimizată, bifidobacterii și oligozaharide din laptele matern (HMO), pentru o creștere armonioasă și o imunitate puternică.",
  "Молочная смесь NAN Optipro с оптимизированным количеством белка, бифидобактериями и олигосахаридами грудного молока (HMO) для гармоничного роста и крепкого иммунитета.",
  "Молочна суміш NAN Optipro з оптимізованою кількістю білка, біфідобактеріями та олігосахаридами грудного молока (HMO) для гармонійного росту й міцного імунітету.",
  "NAN Optipro formula with an optimised protein level, bifidobacteria and human milk oligosaccharides (HMO) for balanced growth and strong immunity.",
);
const NAN_COMPOSITION = t(
  "lapte degresat, lactoză, uleiuri vegetale, proteine din zer, HMO (2’-FL), Bifidobacterium lactis, DHA, vitamine și minerale",
  "обезжиренное молоко, лактоза, растительные масла, сывороточные белки, HMO (2’-FL), Bifidobacterium lactis, ДГК, витамины и минералы",
  "знежирене молоко, лактоза, рослинні олії, сироваткові білки, HMO (2’-FL), Bifidobacterium lactis, ДГК, вітаміни та мінерали",
  "skimmed milk, lactose, vegetable oils, whey protein, HMO (2’-FL), Bifidobacterium lactis, DHA, vitamins and minerals",
);
const NUTRILON_ABOUT = t(
  "Nutrilon Premium conține complexul Pronutra+ cu fibre prebiotice GOS/FOS, acizi grași omega-3 și omega-6 și vitamina D, care susțin imunitatea și dezvoltarea copilului.",
  "Нутрилон Премиум содержит комплекс Pronutra+ с пребиотическими волокнами GOS/FOS, жирными кислотами омега-3 и омега-6 и витамином D, которые поддерживают иммунитет и развитие ребёнка.",
  "Нутрилон Преміум містить комплекс Pronutra+ з пребіотичними волокнами GOS/FOS, жирними кислотами омега-3 та омега-6 і вітаміном D, які підтримують імунітет і розвиток дитини.",
  "Nutrilon Premium contains the Pronutra+ blend with GOS/FOS prebiotic fibres, omega-3 and omega-6 fatty acids and vitamin D to support immunity and development.",
);
const NUTRILON_COMPOSITION = t(
  "lapte degresat, lactoză, uleiuri vegetale, galactooligozaharide și fructooligozaharide, DHA, vitamine și minerale",
  "обезжиренное молоко, лактоза, растительные масла, галакто- и фруктоолигосахариды, ДГК, витамины и минералы",
  "знежирене молоко, лактоза, рослинні олії, галакто- та фруктоолігосахариди, ДГК, вітаміни та мінерали",
  "skimmed milk, lactose, vegetable oils, galacto- and fructo-oligosaccharides, DHA, vitamins and minerals",
);

const food: ProductSeed[] = [
  formula({
    code: "FF-13001",
    brand: "nestle",
    name: t(
      "Formulă de lapte NAN Optipro 1",
      "Молочная смесь NAN Optipro 1",
      "Молочна суміш NAN Optipro 1",
      "NAN Optipro 1 infant formula",
    ),
    stage: t("sugari de la naștere", "младенцев с рождения", "немовлят з народження", "babies from birth"),
    lead: NAN_LEAD,
    about: NAN_ABOUT,
    composition: NAN_COMPOSITION,
    g: 400,
    price: 189.9,
    infants: true,
    country: "switzerland",
  }),
  formula({
    code: "FF-13002",
    brand: "nestle",
    name: t(
      "Formulă de lapte NAN Optipro 2",
      "Молочная смесь NAN Optipro 2",
      "Молочна суміш NAN Optipro 2",
      "NAN Optipro 2 follow-on formula",
    ),
    stage: t("sugari de la 6 luni", "младенцев с 6 месяцев", "немовлят з 6 місяців", "babies from 6 months"),
    lead: NAN_LEAD,
    about: NAN_ABOUT,
    composition: NAN_COMPOSITION,
    g: 400,
    price: 184.9,
    infants: true,
    country: "switzerland",
  }),
  formula({
    code: "FF-13003",
    brand: "nestle",
    name: t(
      "Lapte de creștere NAN Optipro 3",
      "Детское молочко NAN Optipro 3",
      "Дитяче молочко NAN Optipro 3",
      "NAN Optipro 3 growing-up milk",
    ),
    stage: t("copii de la 12 luni", "детей с 12 месяцев", "дітей з 12 місяців", "toddlers from 12 months"),
    lead: NAN_LEAD,
    about: NAN_ABOUT,
    composition: NAN_COMPOSITION,
    g: 400,
    price: 169.9,
    infants: false,
    country: "switzerland",
  }),
  formula({
    code: "FF-13004",
    brand: "nutricia",
    name: t(
      "Formulă de lapte Nutrilon Premium 1",
      "Молочная смесь Нутрилон Премиум 1",
      "Молочна суміш Нутрилон Преміум 1",
      "Nutrilon Premium 1 infant formula",
    ),
    stage: t("sugari de la naștere", "младенцев с рождения", "немовлят з народження", "babies from birth"),
    lead: NUTRILON_LEAD,
    about: NUTRILON_ABOUT,
    composition: NUTRILON_COMPOSITION,
    g: 400,
    price: 179.9,
    infants: true,
    country: "ireland",
  }),
  formula({
    code: "FF-13005",
    brand: "nutricia",
    name: t(
      "Formulă de lapte Nutrilon Premium 2",
      "Молочная смесь Нутрилон Премиум 2",
      "Молочна суміш Нутрилон Преміум 2",
      "Nutrilon Premium 2 follow-on formula",
    ),
    stage: t("sugari de la 6 luni", "младенцев с 6 месяцев", "немовлят з 6 місяців", "babies from 6 months"),
    lead: NUTRILON_LEAD,
    about: NUTRILON_ABOUT,
    composition: NUTRILON_COMPOSITION,
    g: 400,
    price: 174.9,
    infants: true,
    country: "ireland",
  }),
  formula({
    code: "FF-13006",
    brand: "hipp",
    name: t(
      "Formulă de lapte HiPP BIO Combiotic 1",
      "Молочная смесь HiPP BIO Combiotic 1",
      "Молочна суміш HiPP BIO Combiotic 1",
      "HiPP Organic Combiotic 1 infant formula",
    ),
    stage: t("sugari de la naștere", "младенцев с рождения", "немовлят з народження", "babies from birth"),
    lead: t(
      "Formulă ecologică cu culturi lactice naturale pentru",
      "Органическая смесь с натуральными молочнокислыми культурами для",
      "Органічна суміш із натуральними молочнокислими культурами для",
      "Organic formula with natural lactic cultures for",
    ),
    about: t(
      "Formulă ecologică din lapte de la ferme bio, cu acizi lactici naturali și galactooligozaharide, care susțin o digestie blândă.",
      "Органическая смесь из молока с биоферм с натуральными молочнокислыми культурами и галактоолигосахаридами для мягкого пищеварения.",
      "Органічна суміш із молока з біоферм із натуральними молочнокислими культурами та галактоолігосахаридами для м’якого травлення.",
      "Organic formula made with milk from organic farms, with natural lactic cultures and galacto-oligosaccharides for gentle digestion.",
    ),
    composition: t(
      "lapte degresat bio, lactoză bio, uleiuri vegetale bio, GOS, Limosilactobacillus fermentum, DHA, vitamine și minerale",
      "органическое обезжиренное молоко, органическая лактоза, органические растительные масла, GOS, Limosilactobacillus fermentum, ДГК, витамины и минералы",
      "органічне знежирене молоко, органічна лактоза, органічні рослинні олії, GOS, Limosilactobacillus fermentum, ДГК, вітаміни та мінерали",
      "organic skimmed milk, organic lactose, organic vegetable oils, GOS, Limosilactobacillus fermentum, DHA, vitamins and minerals",
    ),
    g: 300,
    price: 184.9,
    infants: true,
    country: "germany",
  }),
  goods({
    code: "FF-13007",
    cats: ["alimentatie-copii"],
    brand: "hipp",
    name: t(
      "HiPP BIO piure de mere",
      "HiPP BIO пюре из яблок",
      "HiPP BIO пюре з яблук",
      "HiPP Organic apple purée",
    ),
    pack: { form: "puree", g: 125 },
    short: t(
      "Primul piure de fructe, din mere ecologice, fără zahăr adăugat, de la 4 luni.",
      "Первое фруктовое пюре из органических яблок без добавленного сахара, с 4 месяцев.",
      "Перше фруктове пюре з органічних яблук без доданого цукру, з 4 місяців.",
      "A first fruit purée of organic apples with no added sugar, from 4 months.",
    ),
    about: t(
      "Mere 100% ecologice, fierte și pasate fin, potrivite pentru începutul diversificării.",
      "Органические яблоки 100%, отваренные и нежно протёртые, — подходят для начала прикорма.",
      "Органічні яблука 100%, зварені й ніжно протерті, — підходять для початку прикорму.",
      "100% organic apples, cooked and finely puréed, ideal for starting solids.",
    ),
    facts: [
      [
        LABEL.composition,
        t("mere bio 100%", "органические яблоки 100%", "органічні яблука 100%", "100% organic apples"),
      ],
      [
        LABEL.suitable,
        t("sugari de la 4 luni", "младенцев с 4 месяцев", "немовлят з 4 місяців", "babies from 4 months"),
      ],
    ],
    storage: t(
      "borcanul deschis se păstrează la frigider cel mult 24 de ore",
      "открытую баночку хранить в холодильнике не более 24 часов",
      "відкриту баночку зберігати в холодильнику не більше 24 годин",
      "keep an opened jar in the fridge for up to 24 hours",
    ),
    closing: CLOSING.babyFood,
    age: ["infants"],
    price: 29.9,
    fullPrice: true,
  }),
  goods({
    code: "FF-13008",
    cats: ["alimentatie-copii"],
    brand: "hipp",
    name: t(
      "HiPP BIO piure de morcovi",
      "HiPP BIO пюре из моркови",
      "HiPP BIO пюре з моркви",
      "HiPP Organic carrot purée",
    ),
    pack: { form: "puree", g: 125 },
    short: t(
      "Piure de legume dintr-un singur ingredient, ideal pentru prima lingură, de la 4 luni.",
      "Овощное пюре из одного ингредиента — идеально для первой ложки, с 4 месяцев.",
      "Овочеве пюре з одного інгредієнта — ідеально для першої ложки, з 4 місяців.",
      "Single-ingredient vegetable purée, perfect for the first spoonful, from 4 months.",
    ),
    about: t(
      "Morcovii ecologici au gust dulce natural și sunt bogați în beta-caroten; piureul nu conține sare și zahăr adăugat.",
      "Органическая морковь обладает естественной сладостью и богата бета-каротином; пюре не содержит соли и добавленного сахара.",
      "Органічна морква має природну солодкість і багата на бета-каротин; пюре не містить солі та доданого цукру.",
      "Organic carrots are naturally sweet and rich in beta-carotene; no salt or sugar added.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "morcovi bio 99%, ulei de rapiță bio",
          "органическая морковь 99%, органическое рапсовое масло",
          "органічна морква 99%, органічна ріпакова олія",
          "organic carrots 99%, organic rapeseed oil",
        ),
      ],
      [
        LABEL.suitable,
        t("sugari de la 4 luni", "младенцев с 4 месяцев", "немовлят з 4 місяців", "babies from 4 months"),
      ],
    ],
    closing: CLOSING.babyFood,
    age: ["infants"],
    price: 27.9,
  }),
  goods({
    code: "FF-13009",
    cats: ["alimentatie-copii"],
    brand: "hipp",
    name: t(
      "HiPP BIO piure de banane și piersici",
      "HiPP BIO пюре из бананов и персиков",
      "HiPP BIO пюре з бананів і персиків",
      "HiPP Organic banana and peach purée",
    ),
    pack: { form: "puree", g: 190 },
    short: t(
      "Piure de fructe ecologice pentru bebeluși de la 6 luni.",
      "Пюре из органических фруктов для малышей с 6 месяцев.",
      "Пюре з органічних фруктів для малюків з 6 місяців.",
      "Organic fruit purée for babies from 6 months.",
    ),
    about: t(
      "Combinație dulce de banane și piersici ecologice, cu vitamina C, fără zahăr adăugat.",
      "Сладкое сочетание органических бананов и персиков с витамином C, без добавленного сахара.",
      "Солодке поєднання органічних бананів і персиків із вітаміном C, без доданого цукру.",
      "A sweet mix of organic bananas and peaches with vitamin C and no added sugar.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "piersici bio, banane bio, vitamina C",
          "органические персики, органические бананы, витамин C",
          "органічні персики, органічні банани, вітамін C",
          "organic peaches, organic bananas, vitamin C",
        ),
      ],
      [
        LABEL.suitable,
        t("copii de la 6 luni", "детей с 6 месяцев", "дітей з 6 місяців", "babies from 6 months"),
      ],
    ],
    closing: CLOSING.babyFood,
    age: ["infants", "children"],
    price: 33.9,
  }),
  goods({
    code: "FF-13010",
    cats: ["alimentatie-copii"],
    brand: "nestle",
    name: t(
      "Nestlé terci de orez fără lapte",
      "Nestlé безмолочная рисовая каша",
      "Nestlé безмолочна рисова каша",
      "Nestlé milk-free rice cereal",
    ),
    pack: { form: "porridge", g: 160 },
    short: t(
      "Primul terci fără gluten și fără lapte, cu bifidobacterii, de la 4 luni.",
      "Первая каша без глютена и молока, с бифидобактериями, с 4 месяцев.",
      "Перша каша без глютену й молока, з біфідобактеріями, з 4 місяців.",
      "A first gluten-free, milk-free cereal with bifidobacteria, from 4 months.",
    ),
    about: t(
      "Terciul de orez este ușor de digerat și potrivit pentru începutul diversificării; se prepară cu lapte matern, formulă sau apă.",
      "Рисовая каша легко усваивается и подходит для начала прикорма; готовится на грудном молоке, смеси или воде.",
      "Рисова каша легко засвоюється й підходить для початку прикорму; готується на грудному молоці, суміші або воді.",
      "Rice cereal is easy to digest and good for starting solids; make it up with breast milk, formula or water.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "făină de orez, maltodextrină, Bifidobacterium lactis, vitamine și minerale",
          "рисовая мука, мальтодекстрин, Bifidobacterium lactis, витамины и минералы",
          "рисове борошно, мальтодекстрин, Bifidobacterium lactis, вітаміни та мінерали",
          "rice flour, maltodextrin, Bifidobacterium lactis, vitamins and minerals",
        ),
      ],
      [
        LABEL.suitable,
        t("sugari de la 4 luni", "младенцев с 4 месяцев", "немовлят з 4 місяців", "babies from 4 months"),
      ],
    ],
    storage: STORAGE.dry,
    closing: CLOSING.babyFood,
    age: ["infants"],
    price: 52.9,
    country: "spain",
  }),
];

// --- Nappies ------------------------------------------------------------------------------------

const NAPPY_KIND = {
  nappy: t("Scutece", "Подгузники", "Підгузки", "nappies"),
  pants: t("Scutece-chiloțel", "Подгузники-трусики", "Підгузки-трусики", "nappy pants"),
};

function nappy(o: {
  code: string;
  brand: "pampers" | "huggies";
  line: string;
  size: string;
  kg: string;
  n: number;
  price: number;
  pants?: boolean;
  about: L;
  features: L;
  age?: ("infants" | "children")[];
  sortPriority?: number;
}): ProductSeed {
  const kind = o.pants ? NAPPY_KIND.pants : NAPPY_KIND.nappy;
  const brandName = o.brand === "pampers" ? "Pampers" : "Huggies";
  const model = `${brandName} ${o.line} ${o.size}`;
  const kgL = t(`${o.kg} kg`, `${o.kg} кг`, `${o.kg} кг`, `${o.kg} kg`);
  return goods({
    code: o.code,
    cats: ["scutece"],
    brand: o.brand,
    title: t(
      `${kind.ro} ${model} (${kgL.ro}), ${o.n} buc.`,
      `${kind.ru} ${model} (${kgL.ru}), ${o.n} шт.`,
      `${kind.uk} ${model} (${kgL.uk}), ${o.n} шт.`,
      `${model} ${kind.en} (${kgL.en}), ${o.n} pcs`,
    ),
    pack: { form: "nappies", n: o.n },
    short: t(
      `${kind.ro} pentru copii de ${kgL.ro}: ${o.features.ro}.`,
      `${kind.ru} для детей весом ${kgL.ru}: ${o.features.ru}.`,
      `${kind.uk} для дітей вагою ${kgL.uk}: ${o.features.uk}.`,
      `${brandName} ${kind.en} for babies of ${kgL.en}: ${o.features.en}.`,
    ),
    about: o.about,
    facts: [
      [
        LABEL.suitable,
        t(
          `copii cu greutatea de ${kgL.ro}`,
          `детей весом ${kgL.ru}`,
          `дітей вагою ${kgL.uk}`,
          `babies weighing ${kgL.en}`,
        ),
      ],
      [LABEL.features, o.features],
    ],
    closing: undefined,
    age: o.age ?? ["infants"],
    price: o.price,
    sortPriority: o.sortPriority,
  });
}

const PREMIUM_CARE = {
  about: t(
    "Pampers Premium Care sunt cele mai moi scutece Pampers: stratul interior cu rezervoare de absorbție distribuie umezeala uniform și lasă pielea uscată până la 12 ore.",
    "Pampers Premium Care — самые мягкие подгузники Pampers: внутренний слой с впитывающими каналами равномерно распределяет влагу и сохраняет кожу сухой до 12 часов.",
    "Pampers Premium Care — найм’якші підгузки Pampers: внутрішній шар із вбирними каналами рівномірно розподіляє вологу та зберігає шкіру сухою до 12 годин.",
    "Pampers Premium Care are Pampers’ softest nappies: the inner layer with absorbent channels spreads moisture evenly and keeps skin dry for up to 12 hours.",
  ),
  features: t(
    "strat moale ca mătasea, indicator de umezeală, talie respirabilă",
    "шелковистый мягкий слой, индикатор наполнения, дышащий поясок",
    "шовковисто м’який шар, індикатор наповнення, дихаючий поясок",
    "silky-soft layer, wetness indicator, breathable waistband",
  ),
};

const HUGGIES_ELITE = {
  about: t(
    "Huggies Elite Soft au un strat superior moale, cu bumbac, și un strat absorbant care preia instantaneu lichidul, inclusiv scaunul moale al nou-născuților.",
    "Huggies Elite Soft имеют мягкий верхний слой с хлопком и впитывающий слой, который мгновенно впитывает жидкость, в том числе жидкий стул новорождённых.",
    "Huggies Elite Soft мають м’який верхній шар із бавовною та вбирний шар, що миттєво вбирає рідину, зокрема рідкі випорожнення новонароджених.",
    "Huggies Elite Soft have a soft cotton-enriched top layer and a core that instantly absorbs liquid, including a newborn’s runny stools.",
  ),
  features: t(
    "decupaj pentru buric, indicator de umezeală, buzunar pentru scaun moale",
    "вырез для пупка, индикатор наполнения, кармашек для жидкого стула",
    "виріз для пупка, індикатор наповнення, кишенька для рідких випорожнень",
    "umbilical cut-out, wetness indicator, runny-poo pocket",
  ),
};

const PANTS_ABOUT = t(
  "Scutecele-chiloțel se îmbracă ușor, ca o lenjerie obișnuită, chiar și atunci când copilul se mișcă mult, iar talia elastică nu strânge.",
  "Трусики легко надеваются, как обычное бельё, даже когда ребёнок много двигается, а эластичный поясок не давит.",
  "Трусики легко вдягаються, як звичайна білизна, навіть коли дитина багато рухається, а еластичний поясок не тисне.",
  "Nappy pants go on like ordinary underwear even when a toddler is on the move, and the stretchy waist does not pinch.",
);

const nappies: ProductSeed[] = [
  nappy({
    code: "FF-13101",
    brand: "pampers",
    line: "Premium Care",
    size: "1 Newborn",
    kg: "2–5",
    n: 26,
    price: 129.9,
    ...PREMIUM_CARE,
    sortPriority: 80,
  }),
  nappy({
    code: "FF-13102",
    brand: "pampers",
    line: "Premium Care",
    size: "2 Mini",
    kg: "4–8",
    n: 46,
    price: 219.9,
    ...PREMIUM_CARE,
  }),
  nappy({
    code: "FF-13103",
    brand: "pampers",
    line: "Premium Care",
    size: "3 Midi",
    kg: "6–10",
    n: 60,
    price: 329.9,
    ...PREMIUM_CARE,
  }),
  nappy({
    code: "FF-13104",
    brand: "pampers",
    line: "Premium Care",
    size: "4 Maxi",
    kg: "9–14",
    n: 52,
    price: 339.9,
    ...PREMIUM_CARE,
    age: ["infants", "children"],
  }),
  nappy({
    code: "FF-13105",
    brand: "pampers",
    line: "Active Baby",
    size: "4 Maxi",
    kg: "9–14",
    n: 58,
    price: 279.9,
    age: ["infants", "children"],
    about: t(
      "Pampers Active Baby au benzi laterale elastice care urmează mișcările copilului și miez absorbant cu canale pentru uscăciune de până la 12 ore.",
      "Pampers Active Baby имеют эластичные боковинки, которые следуют за движениями ребёнка, и впитывающий слой с каналами для сухости до 12 часов.",
      "Pampers Active Baby мають еластичні боковинки, що повторюють рухи дитини, і вбирний шар із каналами для сухості до 12 годин.",
      "Pampers Active Baby have stretchy sides that move with your baby and a channelled core for up to 12 hours of dryness.",
    ),
    features: t(
      "benzi laterale elastice, indicator de umezeală",
      "эластичные боковинки, индикатор наполнения",
      "еластичні боковинки, індикатор наповнення",
      "stretchy sides, wetness indicator",
    ),
  }),
  nappy({
    code: "FF-13106",
    brand: "pampers",
    line: "Pants",
    size: "5 Junior",
    kg: "12–17",
    n: 42,
    price: 299.9,
    pants: true,
    age: ["children"],
    about: PANTS_ABOUT,
    features: t(
      "talie elastică 360°, bandă adezivă pentru aruncare",
      "эластичный поясок 360°, липкая лента для утилизации",
      "еластичний поясок 360°, липка стрічка для утилізації",
      "360° stretchy waist, disposal tape",
    ),
  }),
  nappy({
    code: "FF-13107",
    brand: "huggies",
    line: "Elite Soft",
    size: "1",
    kg: "3–5",
    n: 50,
    price: 189.9,
    ...HUGGIES_ELITE,
  }),
  nappy({
    code: "FF-13108",
    brand: "huggies",
    line: "Elite Soft",
    size: "2",
    kg: "4–6",
    n: 66,
    price: 269.9,
    ...HUGGIES_ELITE,
  }),
  nappy({
    code: "FF-13109",
    brand: "huggies",
    line: "Elite Soft Pants",
    size: "4",
    kg: "9–14",
    n: 36,
    price: 219.9,
    pants: true,
    age: ["infants", "children"],
    about: PANTS_ABOUT,
    features: t(
      "strat interior moale, talie elastică",
      "мягкий внутренний слой, эластичный поясок",
      "м’який внутрішній шар, еластичний поясок",
      "soft inner layer, stretchy waist",
    ),
  }),
  nappy({
    code: "FF-13110",
    brand: "huggies",
    line: "Elite Soft Pants",
    size: "5",
    kg: "12–17",
    n: 34,
    price: 219.9,
    pants: true,
    age: ["children"],
    about: PANTS_ABOUT,
    features: t(
      "strat interior moale, talie elastică",
      "мягкий внутренний слой, эластичный поясок",
      "м’який внутрішній шар, еластичний поясок",
      "soft inner layer, stretchy waist",
    ),
  }),
];

export const babyFoodProducts: ProductSeed[] = [...food, ...nappies];
