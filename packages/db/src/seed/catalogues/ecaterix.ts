import type {
  BrandSeed,
  CatalogueSeed,
  CategorySeed,
  ProductArt,
  ProductSeed,
  SpecificationSeed,
} from "../catalogue-types.ts";

/**
 * Demo catalogue of Ecaterix (healthy meal plans and event catering, Chișinău; ro, ru, en; prices in MDL).
 * Categories mirror the site's menu (plus an 18+ wine pairing category under catering); the site has
 * one shop (the kitchen's pickup point), so every stock array has one entry.
 */

type L = { ro: string; ru: string; en: string };

const t = (ro: string, ru: string, en: string): L => ({ ro, ru, en });

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const seoSuffix = t(
  "Livrare dimineața în Chișinău, gratuit de la 600 lei.",
  "Утренняя доставка по Кишинёву, бесплатно от 600 леев.",
  "Morning delivery in Chișinău, free from 600 MDL.",
);

function cat(
  key: string,
  title: L,
  slug: L,
  description: L,
  extra: Partial<CategorySeed> = {},
): CategorySeed {
  return {
    key,
    title,
    slug,
    description,
    seoTitle: t(
      `${title.ro} cu livrare în Chișinău | Ecaterix`,
      `${title.ru} с доставкой по Кишинёву | Ecaterix`,
      `${title.en} delivered in Chișinău | Ecaterix`,
    ),
    seoDescription: t(
      `${description.ro} ${seoSuffix.ro}`,
      `${description.ru} ${seoSuffix.ru}`,
      `${description.en} ${seoSuffix.en}`,
    ),
    ...extra,
  };
}

const categories: CategorySeed[] = [
  cat(
    "programe",
    t("Programe de alimentație", "Программы питания", "Meal plans"),
    t("programe", "programmy", "meal-plans"),
    t(
      "Rații zilnice de 1200–2500 kcal: cinci mese gata pentru toată ziua, pe 1, 5, 7, 14 sau 28 de zile.",
      "Дневные рационы на 1200–2500 ккал: пять готовых приёмов пищи на весь день, на 1, 5, 7, 14 или 28 дней.",
      "Daily meal plans of 1200–2500 kcal: five ready meals for the whole day, for 1, 5, 7, 14 or 28 days.",
    ),
    {
      children: [
        cat(
          "slim",
          t("Slim 1200 kcal", "Slim 1200 ккал", "Slim 1200 kcal"),
          t("slim-1200", "slim-1200", "slim-1200"),
          t(
            "Program hipocaloric pentru o slăbire treptată: 1200 kcal pe zi, multe legume și proteine slabe.",
            "Низкокалорийная программа для плавного снижения веса: 1200 ккал в день, много овощей и нежирного белка.",
            "A low-calorie plan for gradual weight loss: 1200 kcal a day, plenty of vegetables and lean protein.",
          ),
        ),
        cat(
          "balance",
          t("Balance 1600 kcal", "Balance 1600 ккал", "Balance 1600 kcal"),
          t("balance-1600", "balance-1600", "balance-1600"),
          t(
            "Alimentație echilibrată pentru menținerea greutății și multă energie pe parcursul zilei.",
            "Сбалансированное питание для поддержания веса и бодрости в течение всего дня.",
            "Balanced eating to maintain your weight and keep your energy up all day.",
          ),
        ),
        cat(
          "fit",
          t("Fit 2000 kcal", "Fit 2000 ккал", "Fit 2000 kcal"),
          t("fit-2000", "fit-2000", "fit-2000"),
          t(
            "Program pentru un stil de viață activ și antrenamente de 2–3 ori pe săptămână.",
            "Программа для активного образа жизни и тренировок 2–3 раза в неделю.",
            "A plan for an active lifestyle and workouts two or three times a week.",
          ),
        ),
        cat(
          "sport",
          t("Sport 2500 kcal", "Sport 2500 ккал", "Sport 2500 kcal"),
          t("sport-2500", "sport-2500", "sport-2500"),
          t(
            "Rații bogate în proteine pentru creșterea masei musculare și antrenamente intense.",
            "Высокобелковые рационы для набора мышечной массы и интенсивных тренировок.",
            "High-protein meal plans for building muscle and intense training.",
          ),
        ),
      ],
    },
  ),
  cat(
    "vegetarian",
    t("Meniu vegetarian", "Вегетарианское меню", "Vegetarian menu"),
    t("meniu-vegetarian", "vegetarianskoe-menyu", "vegetarian-menu"),
    t(
      "Preparate fără carne și pește, multe dintre ele vegane: leguminoase, cereale integrale și legume de sezon.",
      "Блюда без мяса и рыбы, многие из них веганские: бобовые, цельные злаки и сезонные овощи.",
      "Dishes without meat or fish, many of them vegan: pulses, whole grains and seasonal vegetables.",
    ),
  ),
  cat(
    "pranzuri",
    t("Prânzuri de birou", "Бизнес-ланчи", "Office lunches"),
    t("pranzuri-birou", "biznes-lanchi", "office-lunches"),
    t(
      "Prânzuri complete și feluri principale pentru birou, livrate până la ora 12:30.",
      "Комплексные обеды и горячие блюда для офиса с доставкой до 12:30.",
      "Set lunches and main courses for the office, delivered by 12:30.",
    ),
  ),
  cat(
    "catering",
    t("Catering pentru evenimente", "Кейтеринг", "Event catering"),
    t("catering", "keytering", "catering"),
    t(
      "Bufet, coffee break și platouri pentru evenimente de la 10 la 300 de invitați.",
      "Фуршеты, кофе-брейки и сеты для мероприятий от 10 до 300 гостей.",
      "Buffets, coffee breaks and platters for events of 10 to 300 guests.",
    ),
    {
      children: [
        cat(
          "bufet",
          t("Bufet", "Фуршет", "Buffet"),
          t("bufet", "furshet", "buffet"),
          t(
            "Seturi de bufet, canapele și gustări reci pentru conferințe, lansări și aniversări.",
            "Фуршетные сеты, канапе и холодные закуски для конференций, презентаций и юбилеев.",
            "Buffet sets, canapés and cold appetisers for conferences, launches and anniversaries.",
          ),
        ),
        cat(
          "coffee-break",
          t("Coffee break", "Кофе-брейк", "Coffee break"),
          t("coffee-break", "kofe-breyk", "coffee-break"),
          t(
            "Pauze de cafea pentru seminare și traininguri: patiserie integrală, fructe și gustări ușoare.",
            "Кофе-брейки для семинаров и тренингов: цельнозерновая выпечка, фрукты и лёгкие закуски.",
            "Coffee breaks for seminars and trainings: wholegrain pastries, fruit and light snacks.",
          ),
        ),
        cat(
          "platouri",
          t("Platouri pentru petreceri", "Сеты для вечеринок", "Party platters"),
          t("platouri", "sety", "platters"),
          t(
            "Platouri cu brânzeturi, legume, fructe și carne la grătar pentru petreceri acasă sau la birou.",
            "Сеты с сырами, овощами, фруктами и мясом на гриле для вечеринок дома или в офисе.",
            "Platters of cheese, vegetables, fruit and grilled meat for parties at home or in the office.",
          ),
        ),
        cat(
          "vinuri",
          t("Seturi cu vin", "Сеты с вином", "Wine pairing sets"),
          t("seturi-vin", "sety-s-vinom", "wine-sets"),
          t(
            "Vinuri de la crame moldovenești asortate cu brânzeturi și gustări. Doar pentru persoanele de peste 18 ani.",
            "Вина молдавских виноделен в паре с сырами и закусками. Только для лиц старше 18 лет.",
            "Wines from Moldovan wineries paired with cheese and snacks. For persons over 18 only.",
          ),
          { show18Popup: true },
        ),
      ],
    },
  ),
  cat(
    "supe",
    t("Supe", "Супы", "Soups"),
    t("supe", "supy", "soups"),
    t(
      "Supe-cremă, ciorbe și zemuri gătite zilnic, fără prăjeli și fără potențiatori de gust.",
      "Крем-супы, чорбы и супы, которые мы варим каждый день, без зажарки и усилителей вкуса.",
      "Cream soups, ciorbas and broths cooked daily, with no frying and no flavour enhancers.",
    ),
  ),
  cat(
    "salate",
    t("Salate și bowl-uri", "Салаты и боулы", "Salads and bowls"),
    t("salate", "salaty", "salads"),
    t(
      "Salate proaspete și bowl-uri sățioase cu cereale, legume și proteine, cu dressinguri fără maioneză.",
      "Свежие салаты и сытные боулы со злаками, овощами и белком, с заправками без майонеза.",
      "Fresh salads and filling bowls with grains, vegetables and protein, with mayonnaise-free dressings.",
    ),
  ),
  cat(
    "deserturi",
    t("Deserturi fără zahăr", "Десерты без сахара", "Sugar-free desserts"),
    t("deserturi", "deserty", "desserts"),
    t(
      "Cheesecake, brownie, budinci și bomboane îndulcite cu fructe, curmale sau eritritol.",
      "Чизкейки, брауни, пудинги и конфеты, подслащённые фруктами, финиками или эритритом.",
      "Cheesecakes, brownies, puddings and truffles sweetened with fruit, dates or erythritol.",
    ),
  ),
  cat(
    "bauturi",
    t("Smoothie-uri și sucuri", "Смузи и соки", "Smoothies and juices"),
    t("bauturi", "napitki", "drinks"),
    t(
      "Smoothie-uri preparate la comandă și sucuri presate la rece din fructe și legume moldovenești.",
      "Смузи, приготовленные под заказ, и соки холодного отжима из молдавских фруктов и овощей.",
      "Smoothies made to order and cold-pressed juices from Moldovan fruit and vegetables.",
    ),
  ),
  cat(
    "certificate",
    t("Certificate cadou", "Подарочные сертификаты", "Gift cards"),
    t("certificate-cadou", "sertifikaty", "gift-cards"),
    t(
      "Certificate cadou pentru programe de alimentație și preparate din meniul Ecaterix.",
      "Подарочные сертификаты на программы питания и блюда из меню Ecaterix.",
      "Gift cards for Ecaterix meal plans and dishes from the menu.",
    ),
  ),
];

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

const brands: BrandSeed[] = [
  { key: "ecaterix-fit", name: "Ecaterix Fit", country: "MD" },
  { key: "ecaterix-kitchen", name: "Ecaterix Kitchen", country: "MD" },
  { key: "ecaterix-green", name: "Ecaterix Green", country: "MD" },
  { key: "ecaterix-sweet", name: "Ecaterix Sweet", country: "MD" },
  { key: "ecaterix-events", name: "Ecaterix Events", country: "MD" },
  { key: "livada-orheiului", name: "Livada Orheiului", country: "MD" },
  { key: "branzaria-trebujeni", name: "Brânzăria Trebujeni", country: "MD" },
  { key: "crama-codru-vechi", name: "Crama Codru Vechi", country: "MD" },
  { key: "vinaria-valea-prutului", name: "Vinăria Valea Prutului", country: "MD" },
];

// ---------------------------------------------------------------------------------------------
// Specifications (filters)
// ---------------------------------------------------------------------------------------------

const specifications: SpecificationSeed[] = [
  {
    key: "calorii",
    title: t("Valoare energetică", "Калорийность", "Calories"),
    type: "radio",
    values: [
      { key: "sub-300", title: t("până la 300 kcal", "до 300 ккал", "up to 300 kcal") },
      { key: "300-500", title: t("300–500 kcal", "300–500 ккал", "300–500 kcal") },
      { key: "peste-500", title: t("peste 500 kcal", "более 500 ккал", "over 500 kcal") },
      { key: "1200-1600", title: t("1200–1600 kcal pe zi", "1200–1600 ккал в день", "1200–1600 kcal a day") },
      { key: "2000-2500", title: t("2000–2500 kcal pe zi", "2000–2500 ккал в день", "2000–2500 kcal a day") },
    ],
  },
  {
    key: "dieta",
    title: t("Dietă", "Диета", "Diet"),
    type: "checkbox",
    values: [
      { key: "vegan", title: t("Vegan", "Веганское", "Vegan") },
      { key: "vegetarian", title: t("Vegetarian", "Вегетарианское", "Vegetarian") },
      { key: "fara-gluten", title: t("Fără gluten", "Без глютена", "Gluten-free") },
      { key: "keto", title: t("Keto", "Кето", "Keto") },
      { key: "proteic", title: t("Bogat în proteine", "Высокобелковое", "High-protein") },
    ],
  },
  {
    key: "fara-alergeni",
    title: t("Fără alergeni", "Без аллергенов", "Allergen-free"),
    type: "checkbox",
    values: [
      { key: "fara-lactoza", title: t("Fără lactoză", "Без лактозы", "Lactose-free") },
      { key: "fara-nuci", title: t("Fără nuci", "Без орехов", "Nut-free") },
      { key: "fara-oua", title: t("Fără ouă", "Без яиц", "Egg-free") },
    ],
  },
  {
    key: "durata",
    title: t("Durata programului", "Длительность программы", "Plan duration"),
    type: "radio",
    values: [
      { key: "1-zi", title: t("1 zi", "1 день", "1 day") },
      { key: "5-zile", title: t("5 zile", "5 дней", "5 days") },
      { key: "7-zile", title: t("7 zile", "7 дней", "7 days") },
      { key: "14-zile", title: t("14 zile", "14 дней", "14 days") },
      { key: "28-zile", title: t("28 de zile", "28 дней", "28 days") },
    ],
  },
  {
    key: "persoane",
    title: t("Număr de persoane", "Количество гостей", "Number of guests"),
    type: "radio",
    values: [
      { key: "pana-10", title: t("până la 10", "до 10", "up to 10") },
      { key: "10-20", title: t("10–20", "10–20", "10–20") },
      { key: "20-40", title: t("20–40", "20–40", "20–40") },
      { key: "peste-40", title: t("peste 40", "более 40", "over 40") },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Description building blocks
// ---------------------------------------------------------------------------------------------

const ALLERGENS = {
  gluten: t("gluten", "глютен", "gluten"),
  milk: t("lapte", "молоко", "milk"),
  eggs: t("ouă", "яйца", "eggs"),
  nuts: t("nuci", "орехи", "tree nuts"),
  peanuts: t("arahide", "арахис", "peanuts"),
  fish: t("pește", "рыба", "fish"),
  sesame: t("susan", "кунжут", "sesame"),
  celery: t("țelină", "сельдерей", "celery"),
  mustard: t("muștar", "горчица", "mustard"),
  soy: t("soia", "соя", "soy"),
  sulphites: t("sulfiți", "сульфиты", "sulphites"),
} satisfies Record<string, L>;
type Allergen = keyof typeof ALLERGENS;

const STORAGE = {
  chilled: t(
    "la frigider, la +2…+6 °C; consumați în ziua livrării",
    "в холодильнике при +2…+6 °C; съесть в день доставки",
    "refrigerated at +2…+6 °C; eat on the day of delivery",
  ),
  chilled48: t(
    "la frigider, la +2…+6 °C, până la 48 de ore",
    "в холодильнике при +2…+6 °C до 48 часов",
    "refrigerated at +2…+6 °C for up to 48 hours",
  ),
  dessert: t(
    "la frigider, la +2…+6 °C, până la 72 de ore",
    "в холодильнике при +2…+6 °C до 72 часов",
    "refrigerated at +2…+6 °C for up to 72 hours",
  ),
  juice: t(
    "la frigider, la +2…+6 °C, până la 72 de ore; agitați înainte de consum",
    "в холодильнике при +2…+6 °C до 72 часов; перед употреблением взболтать",
    "refrigerated at +2…+6 °C for up to 72 hours; shake before drinking",
  ),
  smoothie: t(
    "la frigider, la +2…+6 °C; consumați în cel mult 12 ore",
    "в холодильнике при +2…+6 °C; выпить в течение 12 часов",
    "refrigerated at +2…+6 °C; drink within 12 hours",
  ),
  plan: t(
    "fiecare zi vine într-o geantă frigorifică; păstrați mesele la +2…+6 °C și consumați-le în ziua livrării",
    "каждый день привозим в охлаждающей сумке; храните блюда при +2…+6 °C и съедайте в день доставки",
    "each day arrives in a cooler bag; keep the meals at +2…+6 °C and eat them on the day of delivery",
  ),
  event: t(
    "serviți în cel mult 4 ore de la livrare; până la servire păstrați la rece",
    "подавать в течение 4 часов после доставки; до подачи хранить в прохладном месте",
    "serve within 4 hours of delivery; keep cool until serving",
  ),
  wine: t(
    "vinul — culcat, la 10–14 °C, ferit de lumină; gustările — la frigider, la +2…+6 °C, până la 48 de ore",
    "вино — лёжа при 10–14 °C, вдали от света; закуски — в холодильнике при +2…+6 °C до 48 часов",
    "wine lying down at 10–14 °C, away from light; the snacks refrigerated at +2…+6 °C for up to 48 hours",
  ),
} satisfies Record<string, L>;
type Storage = keyof typeof STORAGE;

type Per = "portion" | "100g" | "100ml" | "wine100" | "day" | "person" | "piece";
const PER: Record<Per, L> = {
  portion: t("per porție", "на порцию", "per portion"),
  "100g": t("la 100 g", "на 100 г", "per 100 g"),
  "100ml": t("la 100 ml", "на 100 мл", "per 100 ml"),
  wine100: t("la 100 ml de vin", "на 100 мл вина", "per 100 ml of wine"),
  day: t("pe zi", "в день", "per day"),
  person: t("per persoană", "на человека", "per person"),
  piece: t("per bucată", "на штуку", "per piece"),
};

type Line = { label: L; value: L };

const LABEL = {
  ingredients: t("Ingrediente", "Состав", "Ingredients"),
  nutrition: t("Valoare nutritivă", "Пищевая ценность", "Nutrition"),
  allergens: t("Alergeni", "Аллергены", "Allergens"),
  storage: t("Păstrare", "Хранение", "Storage"),
};

const LANGS = ["ro", "ru", "en"] as const;
const map = (f: (l: (typeof LANGS)[number]) => string): L => t(f("ro"), f("ru"), f("en"));

function nutritionLine(kcal: number, protein: number, fat: number, carbs: number, per: Per): Line {
  return {
    label: map((l) => `${LABEL.nutrition[l]} ${PER[per][l]}`),
    value: t(
      `${kcal} kcal, proteine ${protein} g, grăsimi ${fat} g, glucide ${carbs} g`,
      `${kcal} ккал, белки ${protein} г, жиры ${fat} г, углеводы ${carbs} г`,
      `${kcal} kcal, protein ${protein} g, fat ${fat} g, carbohydrates ${carbs} g`,
    ),
  };
}

function allergenLine(list: Allergen[]): Line {
  return {
    label: LABEL.allergens,
    value: list.length
      ? map((l) => list.map((a) => ALLERGENS[a][l]).join(", "))
      : t("nu conține alergeni principali", "не содержит основных аллергенов", "none of the major allergens"),
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function html(intro: L, lines: Line[]): L {
  return map(
    (l) =>
      `<p>${intro[l]}</p><ul>${lines.map((x) => `<li><strong>${x.label[l]}:</strong> ${cap(x.value[l])}.</li>`).join("")}</ul>`,
  );
}

const UNITS = {
  portion: t("porție", "порция", "portion"),
  pcs: t("buc.", "шт.", "pcs"),
  kg: t("kg", "кг", "kg"),
  set: t("set", "сет", "set"),
  plan: t("program", "программа", "plan"),
  bottle: t("sticlă", "бутылка", "bottle"),
} satisfies Record<string, L>;
type Unit = keyof typeof UNITS;

const code = (n: number) => `EC-${n}`;

// ---------------------------------------------------------------------------------------------
// Products: generic dish helper
// ---------------------------------------------------------------------------------------------

type DishDef = {
  n: number;
  cat: string[];
  brand: string;
  title: L;
  short: L;
  intro: L;
  ingr: L;
  /** Label of the `ingr` line; default "Ingredients". */
  ingrLabel?: L;
  /** kcal, protein, fat, carbohydrates. */
  nutr: [number, number, number, number];
  per?: Per;
  alg: Allergen[];
  store: Storage;
  price: number;
  old?: number;
  stock: number;
  unit?: Unit;
  mult?: number;
  w?: number;
  diet?: string[];
  /** Extra specifications (persons etc.). */
  specs?: Record<string, string | string[]>;
  /** Do not derive the calorie band and allergen-free values from the data. */
  noAuto?: boolean;
  art: [ProductArt["shape"], string];
  loyalty?: number;
  prio?: number;
  days: number;
  assoc?: number[];
  sim?: number[];
  /** Goes with it: drinks for a lunch, wines for a platter. */
  compat?: number[];
};

function dish(d: DishDef): ProductSeed {
  const [kcal, protein, fat, carbs] = d.nutr;
  const per = d.per ?? "portion";
  const specs: Record<string, string | string[]> = { ...d.specs };
  const diet = [...(d.diet ?? [])];
  if (!d.noAuto) {
    if (!d.alg.includes("gluten") && !diet.includes("fara-gluten")) diet.push("fara-gluten");
    const free: string[] = [];
    if (!d.alg.includes("milk")) free.push("fara-lactoza");
    if (!d.alg.includes("nuts") && !d.alg.includes("peanuts")) free.push("fara-nuci");
    if (!d.alg.includes("eggs")) free.push("fara-oua");
    if (free.length) specs["fara-alergeni"] = free;
    if (per === "portion") specs.calorii = kcal < 300 ? "sub-300" : kcal <= 500 ? "300-500" : "peste-500";
  }
  if (diet.length) specs.dieta = diet;
  return {
    code: code(d.n),
    categories: d.cat,
    brand: d.brand,
    title: d.title,
    shortDescription: d.short,
    description: html(d.intro, [
      { label: d.ingrLabel ?? LABEL.ingredients, value: d.ingr },
      nutritionLine(kcal, protein, fat, carbs, per),
      allergenLine(d.alg),
      { label: LABEL.storage, value: STORAGE[d.store] },
    ]),
    unit: UNITS[d.unit ?? "portion"],
    price: d.price,
    ...(d.old ? { oldPrice: d.old } : {}),
    stock: [d.stock],
    ...(d.mult ? { multiplicity: d.mult } : {}),
    ...(d.w ? { weightGr: d.w } : {}),
    specs,
    art: { shape: d.art[0], color: d.art[1] },
    ...(d.loyalty ? { loyaltyGive: d.loyalty } : {}),
    ...(d.prio ? { sortPriority: d.prio } : {}),
    addedDaysAgo: d.days,
    ...(d.assoc ? { associated: d.assoc.map(code) } : {}),
    ...(d.sim ? { similar: d.sim.map(code) } : {}),
    ...(d.compat ? { compatible: d.compat.map(code) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Products: meal plans (4 programs × 5 durations)
// ---------------------------------------------------------------------------------------------

type Program = {
  key: string;
  first: number;
  name: L;
  kcal: number;
  perDay: number;
  macro: [number, number, number];
  dayWeight: number;
  intro: L;
  menu: L;
  alg: Allergen[];
  diet?: string[];
  color: string;
  days: number;
};

const PROGRAMS: Program[] = [
  {
    key: "slim",
    first: 1001,
    name: t("Slim 1200 kcal", "Slim 1200 ккал", "Slim 1200 kcal"),
    kcal: 1200,
    perDay: 290,
    macro: [95, 40, 115],
    dayWeight: 1300,
    intro: t(
      "Programul Slim este gândit pentru o slăbire treptată și sigură: 1200 kcal pe zi, împărțite în cinci mese mici, cu multe legume, proteine slabe și fără zahăr adăugat.",
      "Программа Slim создана для плавного и безопасного снижения веса: 1200 ккал в день, разделённые на пять небольших приёмов пищи, много овощей, нежирный белок и никакого добавленного сахара.",
      "The Slim plan is designed for gradual, safe weight loss: 1200 kcal a day split into five small meals, with plenty of vegetables, lean protein and no added sugar.",
    ),
    menu: t(
      "omletă cu spanac și roșii; iaurt grecesc cu afine; supă-cremă de dovleac și piept de pui cu legume la abur; măr copt cu scorțișoară; file de merluciu cu salată de varză",
      "омлет со шпинатом и помидорами; греческий йогурт с черникой; крем-суп из тыквы и куриная грудка с овощами на пару; печёное яблоко с корицей; филе хека с салатом из капусты",
      "spinach and tomato omelette; Greek yoghurt with blueberries; pumpkin cream soup and chicken breast with steamed vegetables; baked apple with cinnamon; hake fillet with cabbage salad",
    ),
    alg: ["gluten", "milk", "eggs", "fish"],
    color: "#66BB6A",
    days: 390,
  },
  {
    key: "balance",
    first: 1006,
    name: t("Balance 1600 kcal", "Balance 1600 ккал", "Balance 1600 kcal"),
    kcal: 1600,
    perDay: 330,
    macro: [110, 55, 165],
    dayWeight: 1600,
    intro: t(
      "Programul Balance vă ajută să vă mențineți greutatea și să mâncați corect fără efort: 1600 kcal pe zi, un raport echilibrat de proteine, grăsimi și glucide și cinci mese variate.",
      "Программа Balance помогает поддерживать вес и питаться правильно без усилий: 1600 ккал в день, сбалансированное соотношение белков, жиров и углеводов и пять разнообразных приёмов пищи.",
      "The Balance plan helps you keep your weight and eat well without effort: 1600 kcal a day, a balanced ratio of protein, fat and carbohydrates, and five varied meals.",
    ),
    menu: t(
      "terci de ovăz cu mere și nuci; cheesecake fără zahăr; ciorbă de legume și curcan cu hrișcă; hummus cu bastonașe de morcov; somon la cuptor cu orez brun și broccoli",
      "овсяная каша с яблоком и орехами; чизкейк без сахара; овощная чорба и индейка с гречкой; хумус с морковными палочками; запечённый лосось с бурым рисом и брокколи",
      "porridge with apple and walnuts; sugar-free cheesecake; vegetable ciorba and turkey with buckwheat; hummus with carrot sticks; baked salmon with brown rice and broccoli",
    ),
    alg: ["gluten", "milk", "eggs", "nuts", "fish", "sesame"],
    color: "#26A69A",
    days: 370,
  },
  {
    key: "fit",
    first: 1011,
    name: t("Fit 2000 kcal", "Fit 2000 ккал", "Fit 2000 kcal"),
    kcal: 2000,
    perDay: 370,
    macro: [140, 65, 210],
    dayWeight: 1900,
    intro: t(
      "Programul Fit este pentru cei care se antrenează de 2–3 ori pe săptămână și au nevoie de energie: 2000 kcal pe zi, mai multe proteine și glucide complexe.",
      "Программа Fit — для тех, кто тренируется 2–3 раза в неделю и нуждается в энергии: 2000 ккал в день, больше белка и сложных углеводов.",
      "The Fit plan is for people who work out two or three times a week and need energy: 2000 kcal a day with more protein and complex carbohydrates.",
    ),
    menu: t(
      "clătite din ovăz cu brânză de vaci; smoothie cu banană și spanac; zeamă de găină și vită înăbușită cu bulgur; baton din curmale și migdale; file de pui la grătar cu quinoa și legume",
      "овсяные блины с творогом; смузи с бананом и шпинатом; куриная зама и тушёная говядина с булгуром; батончик из фиников и миндаля; куриное филе гриль с киноа и овощами",
      "oat pancakes with cottage cheese; banana and spinach smoothie; chicken noodle soup and braised beef with bulgur; date and almond bar; grilled chicken fillet with quinoa and vegetables",
    ),
    alg: ["gluten", "milk", "eggs", "nuts"],
    diet: ["proteic"],
    color: "#FFA726",
    days: 340,
  },
  {
    key: "sport",
    first: 1016,
    name: t("Sport 2500 kcal", "Sport 2500 ккал", "Sport 2500 kcal"),
    kcal: 2500,
    perDay: 420,
    macro: [185, 80, 260],
    dayWeight: 2300,
    intro: t(
      "Programul Sport susține antrenamentele intense și creșterea masei musculare: 2500 kcal pe zi și până la 185 g de proteine din carne, pește, ouă și lactate.",
      "Программа Sport поддерживает интенсивные тренировки и рост мышечной массы: 2500 ккал в день и до 185 г белка из мяса, рыбы, яиц и молочных продуктов.",
      "The Sport plan supports intense training and muscle growth: 2500 kcal a day and up to 185 g of protein from meat, fish, eggs and dairy.",
    ),
    menu: t(
      "omletă din patru ouă cu curcan și pâine integrală; shake proteic cu unt de arahide; supă de linte și vită cu paste integrale; brânză de vaci cu fructe de pădure și nuci; somon cu cartofi dulci și fasole verde",
      "омлет из четырёх яиц с индейкой и цельнозерновым хлебом; протеиновый коктейль с арахисовой пастой; чечевичный суп и говядина с цельнозерновой пастой; творог с ягодами и орехами; лосось с бататом и стручковой фасолью",
      "four-egg omelette with turkey and wholegrain bread; protein shake with peanut butter; lentil soup and beef with wholegrain pasta; cottage cheese with berries and walnuts; salmon with sweet potato and green beans",
    ),
    alg: ["gluten", "milk", "eggs", "nuts", "peanuts", "fish"],
    diet: ["proteic"],
    color: "#EF5350",
    days: 320,
  },
];

type Duration = { days: number; spec: string; factor: number; label: L };
const DURATIONS: Duration[] = [
  { days: 1, spec: "1-zi", factor: 1, label: t("1 zi", "1 день", "1 day") },
  { days: 5, spec: "5-zile", factor: 0.97, label: t("5 zile", "5 дней", "5 days") },
  { days: 7, spec: "7-zile", factor: 0.95, label: t("7 zile", "7 дней", "7 days") },
  { days: 14, spec: "14-zile", factor: 0.92, label: t("14 zile", "14 дней", "14 days") },
  { days: 28, spec: "28-zile", factor: 0.88, label: t("28 de zile", "28 дней", "28 days") },
];

function durationText(d: Duration): L {
  if (d.days === 1)
    return t(
      "Comanda include o zi de alimentație — o modalitate simplă de a încerca programul.",
      "В заказ входит один день питания — простой способ попробовать программу.",
      "The order covers one day of meals — an easy way to try the plan.",
    );
  const base = t(
    `Comanda include ${d.label.ro} de alimentație: în fiecare dimineață, între 06:00 și 10:00, curierul vă aduce rația completă pentru toată ziua.`,
    `В заказ входят ${d.label.ru} питания: каждое утро с 06:00 до 10:00 курьер привозит полный рацион на весь день.`,
    `The order covers ${d.label.en} of meals: every morning between 6:00 and 10:00 the courier brings the full ration for the whole day.`,
  );
  if (d.days < 7) return base;
  return t(
    `${base.ro} Meniul nu se repetă pe parcursul unei săptămâni, iar programul poate fi pus pe pauză cu 24 de ore înainte.`,
    `${base.ru} Меню не повторяется в течение недели, а программу можно поставить на паузу, предупредив за 24 часа.`,
    `${base.en} The menu does not repeat within a week, and you can pause the plan with 24 hours' notice.`,
  );
}

const PLAN_PRIORITY: Record<string, number> = {
  "balance-5": 100,
  "slim-5": 90,
  "fit-7": 80,
  "balance-28": 70,
};

function mealPlans(): ProductSeed[] {
  const out: ProductSeed[] = [];
  for (const p of PROGRAMS) {
    DURATIONS.forEach((d, i) => {
      const n = p.first + i;
      const full = p.perDay * d.days;
      const price = Math.round((full * d.factor) / 10) * 10;
      const [protein, fat, carbs] = p.macro;
      const siblings = PROGRAMS.filter((o) => o !== p).map((o) => code(o.first + i));
      const short =
        d.days === 1
          ? t(
              `Cinci mese pentru o zi, ${p.kcal} kcal, livrate dimineața.`,
              `Пять приёмов пищи на один день, ${p.kcal} ккал, с утренней доставкой.`,
              `Five meals for one day, ${p.kcal} kcal, delivered in the morning.`,
            )
          : t(
              `Cinci mese pe zi, ${p.kcal} kcal, livrare zilnică dimineața — ${d.label.ro}.`,
              `Пять приёмов пищи в день, ${p.kcal} ккал, ежедневная утренняя доставка — ${d.label.ru}.`,
              `Five meals a day, ${p.kcal} kcal, delivered every morning — ${d.label.en}.`,
            );
      out.push({
        code: code(n),
        categories: [p.key],
        brand: "ecaterix-fit",
        title: t(
          `Program ${p.name.ro}, ${d.label.ro}`,
          `Программа ${p.name.ru}, ${d.label.ru}`,
          `${p.name.en} plan, ${d.label.en}`,
        ),
        shortDescription: short,
        description: html(
          t(
            `${p.intro.ro} ${durationText(d).ro}`,
            `${p.intro.ru} ${durationText(d).ru}`,
            `${p.intro.en} ${durationText(d).en}`,
          ),
          [
            { label: t("Exemplu de meniu", "Пример меню", "Sample menu"), value: p.menu },
            nutritionLine(p.kcal, protein, fat, carbs, "day"),
            allergenLine(p.alg),
            { label: LABEL.storage, value: STORAGE.plan },
          ],
        ),
        unit: UNITS.plan,
        price,
        ...(d.days === 28 ? { oldPrice: full } : {}),
        stock: [p.key === "sport" && d.days === 28 ? 0 : ([30, 25, 20, 12, 8][i] ?? 10)],
        ...(d.days === 1 ? { weightGr: p.dayWeight } : {}),
        specs: {
          calorii: p.kcal <= 1600 ? "1200-1600" : "2000-2500",
          durata: d.spec,
          ...(p.diet ? { dieta: p.diet } : {}),
        },
        art: { shape: "box", color: p.color },
        ...(d.days >= 7 ? { loyaltyGive: Math.round(price / 50) } : {}),
        ...(PLAN_PRIORITY[`${p.key}-${d.days}`] ? { sortPriority: PLAN_PRIORITY[`${p.key}-${d.days}`] } : {}),
        addedDaysAgo: p.days - i * 3,
        ...(d.days === 1 ? { associated: [code(1068), code(1063), code(1073)] } : {}),
        similar: siblings,
      });
    });
  }
  return out;
}

const vegetarianDishes: ProductSeed[] = [
  dish({
    n: 1021,
    cat: ["vegetarian", "salate"],
    brand: "ecaterix-green",
    title: t("Bowl cu falafel și hummus", "Боул с фалафелем и хумусом", "Falafel and hummus bowl"),
    short: t(
      "Falafel copt, hummus, bulgur și legume proaspete cu sos tahini.",
      "Запечённый фалафель, хумус, булгур и свежие овощи с соусом тахини.",
      "Baked falafel, hummus, bulgur and fresh vegetables with tahini sauce.",
    ),
    intro: t(
      "Falafelul nostru nu este prăjit în ulei, ci copt la cuptor, așa că rămâne crocant și ușor. Îl servim cu hummus cremos, bulgur și legume proaspete — un prânz vegan sățios.",
      "Наш фалафель не жарится во фритюре, а запекается в духовке, поэтому остаётся хрустящим и лёгким. Подаём его с нежным хумусом, булгуром и свежими овощами — сытный веганский обед.",
      "Our falafel is baked in the oven rather than deep-fried, so it stays crisp and light. We serve it with creamy hummus, bulgur and fresh vegetables for a filling vegan lunch.",
    ),
    ingr: t(
      "falafel din năut copt la cuptor, hummus, bulgur, castravete, roșii cherry, varză roșie murată, pătrunjel, sos tahini",
      "фалафель из нута, запечённый в духовке, хумус, булгур, огурец, томаты черри, маринованная красная капуста, петрушка, соус тахини",
      "oven-baked chickpea falafel, hummus, bulgur, cucumber, cherry tomatoes, pickled red cabbage, parsley, tahini sauce",
    ),
    nutr: [520, 18, 22, 60],
    alg: ["gluten", "sesame"],
    store: "chilled",
    price: 115,
    stock: 25,
    w: 380,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#B8860B"],
    loyalty: 3,
    days: 20,
    assoc: [1068],
    sim: [1022, 1024],
  }),
  dish({
    n: 1022,
    cat: ["vegetarian"],
    brand: "ecaterix-green",
    title: t(
      "Curry de năut cu orez basmati",
      "Карри из нута с рисом басмати",
      "Chickpea curry with basmati rice",
    ),
    short: t(
      "Năut înăbușit cu lapte de cocos, spanac și turmeric, cu orez basmati.",
      "Нут, тушённый в кокосовом молоке со шпинатом и куркумой, с рисом басмати.",
      "Chickpeas braised in coconut milk with spinach and turmeric, served with basmati rice.",
    ),
    intro: t(
      "Un curry blând, gătit încet cu lapte de cocos și condimente întregi, care încălzește fără să fie iute. Năutul și orezul basmati oferă proteine vegetale și energie pentru toată după-amiaza.",
      "Мягкое карри, томлённое на кокосовом молоке с цельными специями: оно согревает, но не обжигает. Нут и рис басмати дают растительный белок и энергию до самого вечера.",
      "A mild curry slow-cooked with coconut milk and whole spices that warms you without being hot. Chickpeas and basmati rice provide plant protein and energy for the whole afternoon.",
    ),
    ingr: t(
      "năut, lapte de cocos, roșii, spanac, ceapă, usturoi, ghimbir, curry, turmeric, orez basmati, coriandru",
      "нут, кокосовое молоко, томаты, шпинат, лук, чеснок, имбирь, карри, куркума, рис басмати, кинза",
      "chickpeas, coconut milk, tomatoes, spinach, onion, garlic, ginger, curry powder, turmeric, basmati rice, coriander",
    ),
    nutr: [480, 15, 16, 68],
    alg: [],
    store: "chilled48",
    price: 105,
    old: 120,
    stock: 18,
    w: 400,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#F4B400"],
    days: 45,
    sim: [1021, 1025],
  }),
  dish({
    n: 1023,
    cat: ["vegetarian"],
    brand: "ecaterix-green",
    title: t("Lasagna cu legume și ricotta", "Лазанья с овощами и рикоттой", "Vegetable and ricotta lasagne"),
    short: t(
      "Lasagna integrală cu legume coapte, ricotta și spanac, fără bechamel.",
      "Цельнозерновая лазанья с запечёнными овощами, рикоттой и шпинатом, без бешамеля.",
      "Wholegrain lasagne with roasted vegetables, ricotta and spinach, no béchamel.",
    ),
    intro: t(
      "Lasagna noastră nu are sos bechamel: straturile de legume coapte sunt legate cu ricotta și spanac, iar deasupra se gratinează puțină mozzarella. Este la fel de gustoasă, dar mult mai ușoară decât varianta clasică.",
      "В нашей лазанье нет соуса бешамель: слои запечённых овощей скрепляет рикотта со шпинатом, а сверху запекается немного моцареллы. Так же вкусно, но гораздо легче классического варианта.",
      "Our lasagne has no béchamel: layers of roasted vegetables are held together with ricotta and spinach and topped with a little melted mozzarella. Just as tasty, but much lighter than the classic.",
    ),
    ingr: t(
      "foi de lasagna integrale, dovlecei, vinete, ardei copți, sos de roșii, ricotta, spanac, mozzarella, busuioc",
      "цельнозерновые листы лазаньи, кабачки, баклажаны, печёный перец, томатный соус, рикотта, шпинат, моцарелла, базилик",
      "wholegrain lasagne sheets, courgettes, aubergines, roasted peppers, tomato sauce, ricotta, spinach, mozzarella, basil",
    ),
    nutr: [430, 21, 17, 46],
    alg: ["gluten", "milk", "eggs"],
    store: "chilled48",
    price: 110,
    stock: 0,
    w: 350,
    diet: ["vegetarian"],
    art: ["dish", "#D84315"],
    days: 120,
  }),
  dish({
    n: 1024,
    cat: ["vegetarian"],
    brand: "ecaterix-green",
    title: t(
      "Chiftele de linte cu sos de iaurt",
      "Котлеты из чечевицы с йогуртовым соусом",
      "Lentil patties with yoghurt sauce",
    ),
    short: t(
      "Chiftele coapte din linte roșie, cu tzatziki și salată verde.",
      "Запечённые котлеты из красной чечевицы с дзадзики и зелёным салатом.",
      "Baked red lentil patties with tzatziki and green salad.",
    ),
    intro: t(
      "Chiftelele din linte roșie și morcov sunt coapte la cuptor și servite cu un tzatziki ușor și salată verde. Sunt o sursă bună de proteine vegetale și de fibre.",
      "Котлеты из красной чечевицы и моркови запекаются в духовке и подаются с лёгким соусом дзадзики и зелёным салатом. Это хороший источник растительного белка и клетчатки.",
      "Red lentil and carrot patties are baked in the oven and served with a light tzatziki and green salad. They are a good source of plant protein and fibre.",
    ),
    ingr: t(
      "linte roșie, morcov, ceapă, fulgi de ovăz, chimion, usturoi, iaurt grecesc, castravete, mărar, salată verde",
      "красная чечевица, морковь, лук, овсяные хлопья, зира, чеснок, греческий йогурт, огурец, укроп, листья салата",
      "red lentils, carrot, onion, oat flakes, cumin, garlic, Greek yoghurt, cucumber, dill, green salad",
    ),
    nutr: [390, 20, 9, 52],
    alg: ["gluten", "milk"],
    store: "chilled",
    price: 95,
    stock: 22,
    w: 320,
    diet: ["vegetarian"],
    art: ["dish", "#A1887F"],
    days: 8,
    sim: [1021],
  }),
  dish({
    n: 1025,
    cat: ["vegetarian"],
    brand: "ecaterix-green",
    title: t("Tocăniță de ciuperci cu mămăligă", "Рагу из грибов с мамалыгой", "Mushroom stew with polenta"),
    short: t(
      "Ciuperci înăbușite cu legume și cimbru, cu mămăligă caldă.",
      "Грибы, тушённые с овощами и чабрецом, с тёплой мамалыгой.",
      "Mushrooms braised with vegetables and thyme, with warm polenta.",
    ),
    intro: t(
      "O rețetă moldovenească de post, gătită fără smântână și fără unt: ciupercile se înăbușă lent cu legume și cimbru, iar mămăliga caldă completează farfuria. Preparatul este vegan și nu conține gluten.",
      "Молдавский постный рецепт без сметаны и сливочного масла: грибы медленно тушатся с овощами и чабрецом, а тёплая мамалыга дополняет блюдо. Оно веганское и не содержит глютена.",
      "A Moldovan Lenten recipe made without sour cream or butter: mushrooms are slowly braised with vegetables and thyme and served with warm polenta. The dish is vegan and gluten-free.",
    ),
    ingr: t(
      "ciuperci champignon și pleurotus, ceapă, morcov, roșii, usturoi, cimbru, mămăligă din mălai, pătrunjel",
      "шампиньоны и вёшенки, лук, морковь, томаты, чеснок, чабрец, мамалыга из кукурузной муки, петрушка",
      "button and oyster mushrooms, onion, carrot, tomatoes, garlic, thyme, cornmeal polenta, parsley",
    ),
    nutr: [360, 9, 10, 58],
    alg: [],
    store: "chilled48",
    price: 89,
    stock: 15,
    w: 400,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#6D4C41"],
    days: 60,
    sim: [1022],
  }),
  dish({
    n: 1026,
    cat: ["vegetarian"],
    brand: "ecaterix-green",
    title: t(
      "Program Green Veggie 1500 kcal, 5 zile",
      "Программа Green Veggie 1500 ккал, 5 дней",
      "Green Veggie 1500 kcal plan, 5 days",
    ),
    short: t(
      "Rație vegetariană de 1500 kcal pe zi, cinci mese, livrare dimineața — 5 zile.",
      "Вегетарианский рацион на 1500 ккал в день, пять приёмов пищи, утренняя доставка — 5 дней.",
      "A 1500 kcal vegetarian ration, five meals a day, delivered every morning — 5 days.",
    ),
    intro: t(
      "Programul Green Veggie este o rație vegetariană completă: 1500 kcal pe zi din leguminoase, cereale integrale, lactate, ouă și multe legume, fără carne și pește. Comanda include 5 zile de alimentație, livrate în fiecare dimineață.",
      "Программа Green Veggie — полноценный вегетарианский рацион: 1500 ккал в день из бобовых, цельных злаков, молочных продуктов, яиц и большого количества овощей, без мяса и рыбы. В заказ входят 5 дней питания с доставкой каждое утро.",
      "Green Veggie is a complete vegetarian meal plan: 1500 kcal a day from pulses, whole grains, dairy, eggs and plenty of vegetables, with no meat or fish. The order covers 5 days of meals delivered every morning.",
    ),
    ingrLabel: t("Exemplu de meniu", "Пример меню", "Sample menu"),
    ingr: t(
      "iaurt cu granola și fructe de pădure; smoothie verde; supă-cremă de linte și lasagna cu legume; hummus cu lipie integrală; bowl cu tofu, orez brun și legume",
      "йогурт с гранолой и ягодами; зелёный смузи; крем-суп из чечевицы и овощная лазанья; хумус с цельнозерновой лепёшкой; боул с тофу, бурым рисом и овощами",
      "yoghurt with granola and berries; green smoothie; lentil cream soup and vegetable lasagne; hummus with wholegrain flatbread; bowl with tofu, brown rice and vegetables",
    ),
    nutr: [1500, 70, 50, 190],
    per: "day",
    alg: ["gluten", "milk", "eggs", "nuts", "sesame", "soy"],
    store: "plan",
    price: 1490,
    stock: 15,
    unit: "plan",
    diet: ["vegetarian"],
    specs: { calorii: "1200-1600", durata: "5-zile" },
    art: ["box", "#9CCC65"],
    loyalty: 30,
    prio: 60,
    days: 5,
    sim: [1002, 1007],
  }),
];

const officeLunches: ProductSeed[] = [
  dish({
    n: 1027,
    compat: [1071, 1072],
    cat: ["pranzuri"],
    brand: "ecaterix-kitchen",
    title: t("Prânz de birou Clasic", "Бизнес-ланч «Классик»", "Classic office lunch"),
    short: t(
      "Supă, fel principal și salată — prânz complet livrat până la 12:30.",
      "Суп, горячее и салат — полноценный обед с доставкой до 12:30.",
      "Soup, main course and salad — a full lunch delivered by 12:30.",
    ),
    intro: t(
      "Un prânz complet în trei feluri, pe care îl livrăm la birou până la ora 12:30. Meniul se schimbă în fiecare zi, dar rămâne echilibrat: o supă caldă, un fel principal cu garnitură din cereale și o salată proaspătă.",
      "Полноценный обед из трёх блюд с доставкой в офис до 12:30. Меню меняется каждый день, но остаётся сбалансированным: горячий суп, основное блюдо с гарниром из злаков и свежий салат.",
      "A complete three-course lunch delivered to your office by 12:30. The menu changes daily but stays balanced: a hot soup, a main course with a grain side and a fresh salad.",
    ),
    ingr: t(
      "ciorbă de legume (250 ml), piept de pui la grătar cu hrișcă și legume, salată de varză cu morcov, pâine integrală",
      "овощная чорба (250 мл), куриная грудка гриль с гречкой и овощами, салат из капусты с морковью, цельнозерновой хлеб",
      "vegetable ciorba (250 ml), grilled chicken breast with buckwheat and vegetables, cabbage and carrot salad, wholegrain bread",
    ),
    nutr: [720, 45, 22, 82],
    alg: ["gluten", "celery"],
    store: "chilled",
    price: 119,
    stock: 60,
    w: 750,
    diet: ["proteic"],
    art: ["box", "#8D6E63"],
    loyalty: 4,
    prio: 50,
    days: 300,
    sim: [1028, 1029, 1030],
  }),
  dish({
    n: 1028,
    cat: ["pranzuri"],
    brand: "ecaterix-kitchen",
    title: t("Prânz de birou Light", "Бизнес-ланч «Лайт»", "Light office lunch"),
    short: t(
      "Prânz ușor sub 500 kcal: supă-cremă, pește la abur și salată.",
      "Лёгкий обед до 500 ккал: крем-суп, рыба на пару и салат.",
      "A light lunch under 500 kcal: cream soup, steamed fish and salad.",
    ),
    intro: t(
      "Varianta ușoară a prânzului de birou, sub 500 kcal, pentru cei care au grijă de siluetă, dar nu vor să sară peste masă. Peștele gătit la abur și legumele vă satură fără senzația de greutate după-amiaza.",
      "Лёгкий вариант бизнес-ланча до 500 ккал — для тех, кто следит за фигурой, но не хочет пропускать обед. Рыба на пару и овощи насыщают без тяжести во второй половине дня.",
      "The light version of our office lunch, under 500 kcal, for those who watch their figure but don't want to skip a meal. Steamed fish and vegetables fill you up without feeling heavy in the afternoon.",
    ),
    ingr: t(
      "supă-cremă de broccoli (250 ml), file de merluciu la abur cu legume, salată de roșii și castraveți",
      "крем-суп из брокколи (250 мл), филе хека на пару с овощами, салат из помидоров и огурцов",
      "broccoli cream soup (250 ml), steamed hake fillet with vegetables, tomato and cucumber salad",
    ),
    nutr: [450, 34, 14, 40],
    alg: ["milk", "fish"],
    store: "chilled",
    price: 109,
    old: 125,
    stock: 40,
    w: 650,
    art: ["box", "#4DB6AC"],
    days: 210,
    sim: [1027],
  }),
  dish({
    n: 1029,
    compat: [1070],
    cat: ["pranzuri"],
    brand: "ecaterix-kitchen",
    title: t("Prânz de birou Protein", "Бизнес-ланч «Протеин»", "Protein office lunch"),
    short: t(
      "Zeamă, vită cu bulgur și salată cu ou — aproape 60 g de proteine.",
      "Зама, говядина с булгуром и салат с яйцом — почти 60 г белка.",
      "Chicken soup, beef with bulgur and egg salad — almost 60 g of protein.",
    ),
    intro: t(
      "Prânzul pentru cei care se antrenează după serviciu: aproape 60 g de proteine din carne de vită, pui și ouă, plus glucide complexe din bulgur. Vă ține sătul până seara.",
      "Обед для тех, кто тренируется после работы: почти 60 г белка из говядины, курицы и яиц плюс сложные углеводы из булгура. Сытости хватает до вечера.",
      "A lunch for people who train after work: almost 60 g of protein from beef, chicken and eggs, plus complex carbohydrates from bulgur. It keeps you full until the evening.",
    ),
    ingr: t(
      "zeamă de găină cu tăiței de casă (250 ml), mușchi de vită înăbușit cu bulgur, salată cu ou, spanac și castravete",
      "куриная зама с домашней лапшой (250 мл), тушёная говяжья вырезка с булгуром, салат с яйцом, шпинатом и огурцом",
      "chicken soup with homemade noodles (250 ml), braised beef tenderloin with bulgur, salad with egg, spinach and cucumber",
    ),
    nutr: [780, 58, 26, 72],
    alg: ["gluten", "eggs", "celery"],
    store: "chilled",
    price: 139,
    stock: 30,
    w: 800,
    diet: ["proteic"],
    art: ["box", "#BF360C"],
    loyalty: 5,
    days: 150,
    sim: [1027],
  }),
  dish({
    n: 1030,
    cat: ["pranzuri", "vegetarian"],
    brand: "ecaterix-green",
    title: t("Prânz de birou Veggie", "Бизнес-ланч «Вегги»", "Veggie office lunch"),
    short: t(
      "Prânz vegan: borș de post, chiftele de linte și salată de sfeclă.",
      "Веганский обед: постный борщ, котлеты из чечевицы и салат из свёклы.",
      "A vegan lunch: Lenten borscht, lentil patties and beetroot salad.",
    ),
    intro: t(
      "Un prânz vegan complet, fără produse de origine animală, dar cu destule proteine din linte. Borșul de post și salata de sfeclă sunt rețete moldovenești pe care le gătim ca acasă.",
      "Полноценный веганский обед без продуктов животного происхождения, но с достаточным количеством белка из чечевицы. Постный борщ и салат из свёклы — молдавские рецепты, которые мы готовим по-домашнему.",
      "A complete vegan lunch with no animal products but plenty of protein from lentils. The Lenten borscht and beetroot salad are Moldovan recipes we cook just like at home.",
    ),
    ingr: t(
      "borș roșu de post (250 ml), chiftele de linte cu piure de conopidă, salată de sfeclă coaptă cu nuci",
      "постный красный борщ (250 мл), котлеты из чечевицы с пюре из цветной капусты, салат из печёной свёклы с грецкими орехами",
      "Lenten red borscht (250 ml), lentil patties with cauliflower purée, roasted beetroot salad with walnuts",
    ),
    nutr: [560, 24, 18, 70],
    alg: ["gluten", "nuts", "celery"],
    store: "chilled",
    price: 109,
    stock: 25,
    w: 720,
    diet: ["vegan", "vegetarian"],
    art: ["box", "#AD1457"],
    days: 90,
    sim: [1027],
  }),
  dish({
    n: 1031,
    cat: ["pranzuri"],
    brand: "ecaterix-kitchen",
    title: t(
      "File de somon la cuptor cu piure de conopidă",
      "Запечённое филе лосося с пюре из цветной капусты",
      "Baked salmon fillet with cauliflower purée",
    ),
    short: t(
      "Somon suculent copt la temperatură joasă, cu piure de conopidă și fasole verde.",
      "Сочный лосось, запечённый при низкой температуре, с пюре из цветной капусты и стручковой фасолью.",
      "Juicy low-temperature baked salmon with cauliflower purée and green beans.",
    ),
    intro: t(
      "Somonul se coace la temperatură joasă, ca să rămână suculent, și se servește cu un piure catifelat din conopidă în loc de cartofi. Un fel principal sărac în glucide, potrivit și pentru dieta keto.",
      "Лосось запекается при низкой температуре, чтобы остаться сочным, и подаётся с нежным пюре из цветной капусты вместо картофеля. Это горячее блюдо с низким содержанием углеводов подходит и для кето-диеты.",
      "The salmon is baked at a low temperature to stay juicy and served with a silky cauliflower purée instead of potatoes. A low-carb main course that also suits a keto diet.",
    ),
    ingr: t(
      "file de somon, piure de conopidă cu ulei de măsline, fasole verde, lămâie, mărar",
      "филе лосося, пюре из цветной капусты с оливковым маслом, стручковая фасоль, лимон, укроп",
      "salmon fillet, cauliflower purée with olive oil, green beans, lemon, dill",
    ),
    nutr: [420, 32, 26, 14],
    alg: ["fish"],
    store: "chilled",
    price: 159,
    old: 179,
    stock: 12,
    w: 330,
    diet: ["keto", "proteic"],
    art: ["dish", "#FF8A65"],
    loyalty: 5,
    days: 35,
    sim: [1032],
  }),
  dish({
    n: 1032,
    cat: ["pranzuri"],
    brand: "ecaterix-kitchen",
    title: t(
      "Piept de pui sous-vide cu quinoa și broccoli",
      "Куриная грудка су-вид с киноа и брокколи",
      "Sous-vide chicken breast with quinoa and broccoli",
    ),
    short: t(
      "Pui fraged gătit sous-vide, cu quinoa, broccoli și sos de iaurt.",
      "Нежная курица су-вид с киноа, брокколи и йогуртовым соусом.",
      "Tender sous-vide chicken with quinoa, broccoli and yoghurt sauce.",
    ),
    intro: t(
      "Pieptul de pui gătit sous-vide la 64 °C rămâne fraged și suculent, fără niciun strop de ulei în plus. Quinoa și broccoli completează un fel principal bogat în proteine, perfect pentru pauza de prânz.",
      "Куриная грудка, приготовленная су-вид при 64 °C, остаётся нежной и сочной без лишней капли масла. Киноа и брокколи дополняют высокобелковое горячее блюдо — идеально для обеденного перерыва.",
      "Chicken breast cooked sous-vide at 64 °C stays tender and juicy without a drop of extra oil. Quinoa and broccoli complete a high-protein main course that is perfect for a lunch break.",
    ),
    ingr: t(
      "piept de pui, quinoa, broccoli, morcov, ulei de măsline, usturoi, rozmarin, sos de iaurt cu ierburi",
      "куриная грудка, киноа, брокколи, морковь, оливковое масло, чеснок, розмарин, йогуртовый соус с травами",
      "chicken breast, quinoa, broccoli, carrot, olive oil, garlic, rosemary, herb yoghurt sauce",
    ),
    nutr: [460, 42, 12, 44],
    alg: ["milk"],
    store: "chilled",
    price: 115,
    stock: 35,
    w: 380,
    diet: ["proteic"],
    art: ["dish", "#FFD54F"],
    prio: 30,
    days: 75,
    sim: [1031],
  }),
];

const cateringSets: ProductSeed[] = [
  dish({
    n: 1033,
    cat: ["bufet"],
    brand: "ecaterix-events",
    title: t(
      "Set bufet Business, 20 de persoane",
      "Фуршетный сет «Бизнес» на 20 персон",
      "Business buffet set for 20 guests",
    ),
    short: t(
      "Canapele, tartine, mini-salate și fructe pentru 20 de invitați.",
      "Канапе, бутерброды, мини-салаты и фрукты на 20 гостей.",
      "Canapés, open sandwiches, mini salads and fruit for 20 guests.",
    ),
    intro: t(
      "Un bufet complet pentru o prezentare, o conferință sau o aniversare la birou: aproximativ 600 g de gustări pentru fiecare invitat, aranjate pe platouri gata de servit. Livrăm cu o oră înainte de eveniment și ridicăm platourile a doua zi.",
      "Полноценный фуршет для презентации, конференции или юбилея в офисе: около 600 г закусок на каждого гостя, разложенных на готовых к подаче блюдах. Доставляем за час до начала и забираем посуду на следующий день.",
      "A complete buffet for a presentation, conference or office anniversary: about 600 g of finger food per guest, arranged on ready-to-serve platters. We deliver an hour before the event and collect the platters the next day.",
    ),
    ingr: t(
      "200 de canapele asortate (somon, curcan, brânză de capră, legume coapte), 60 de tartine pe pâine integrală, frigărui cu fructe, mini-salate în pahare",
      "200 канапе в ассортименте (лосось, индейка, козий сыр, запечённые овощи), 60 мини-бутербродов на цельнозерновом хлебе, фруктовые шпажки, мини-салаты в стаканчиках",
      "200 assorted canapés (salmon, turkey, goat's cheese, roasted vegetables), 60 open sandwiches on wholegrain bread, fruit skewers, mini salads in cups",
    ),
    nutr: [650, 28, 30, 62],
    per: "person",
    alg: ["gluten", "milk", "eggs", "fish", "nuts", "mustard"],
    store: "event",
    price: 6900,
    old: 7600,
    stock: 5,
    unit: "set",
    w: 12000,
    specs: { persoane: "10-20" },
    art: ["box", "#F57C00"],
    loyalty: 100,
    prio: 40,
    days: 250,
    assoc: [1035, 1045],
    sim: [1034],
  }),
  dish({
    n: 1034,
    cat: ["bufet"],
    brand: "ecaterix-events",
    title: t(
      "Set bufet Premium, 40 de persoane",
      "Фуршетный сет «Премиум» на 40 персон",
      "Premium buffet set for 40 guests",
    ),
    short: t(
      "Bufet festiv pentru 40 de invitați, cu decorarea mesei și doi ospătari.",
      "Праздничный фуршет на 40 гостей с оформлением стола и двумя официантами.",
      "A festive buffet for 40 guests with table decoration and two waiters.",
    ),
    intro: t(
      "Setul nostru cel mai festiv, pentru lansări, gale și aniversări: canapele cu somon, vită și brânzeturi moldovenești, gustări calde și un platou mare de fructe. Include decorarea mesei și doi ospătari pentru trei ore.",
      "Наш самый праздничный сет для презентаций, гала-вечеров и юбилеев: канапе с лососем, говядиной и молдавскими сырами, горячие закуски и большое фруктовое блюдо. В стоимость входят оформление стола и два официанта на три часа.",
      "Our most festive set for launches, galas and anniversaries: canapés with salmon, beef and Moldovan cheeses, warm bites and a large fruit platter. Table decoration and two waiters for three hours are included.",
    ),
    ingr: t(
      "480 de canapele asortate cu somon, vită și brânzeturi moldovenești, tartar de ton în linguri, rulouri de vinete cu nuci, mini-quiche cu legume, platou de fructe exotice",
      "480 канапе в ассортименте с лососем, говядиной и молдавскими сырами, тартар из тунца на ложках, рулетики из баклажанов с орехами, мини-киши с овощами, блюдо с экзотическими фруктами",
      "480 assorted canapés with salmon, beef and Moldovan cheeses, tuna tartare spoons, aubergine rolls with walnuts, mini vegetable quiches, an exotic fruit platter",
    ),
    nutr: [720, 32, 36, 60],
    per: "person",
    alg: ["gluten", "milk", "eggs", "fish", "nuts", "sesame", "mustard"],
    store: "event",
    price: 18400,
    stock: 2,
    unit: "set",
    w: 26000,
    specs: { persoane: "20-40" },
    art: ["box", "#6A1B9A"],
    loyalty: 250,
    days: 180,
    assoc: [1041, 1046],
    sim: [1033],
  }),
  dish({
    n: 1035,
    cat: ["bufet"],
    brand: "ecaterix-events",
    title: t("Canapele asortate, 30 de bucăți", "Ассорти канапе, 30 шт.", "Assorted canapés, 30 pieces"),
    short: t(
      "Trei tipuri de canapele: cu somon, cu curcan și cu brânză de capră.",
      "Три вида канапе: с лососем, с индейкой и с козьим сыром.",
      "Three kinds of canapés: salmon, turkey and goat's cheese.",
    ),
    intro: t(
      "Trei tipuri de canapele, câte zece din fiecare: cu somon afumat și cremă de brânză, cu curcan copt și ardei, cu brânză de capră și roșii cherry. Potrivite pentru un cocktail mic sau ca supliment la un bufet.",
      "Три вида канапе, по десять каждого: с копчёным лососем и сливочным сыром, с запечённой индейкой и перцем, с козьим сыром и томатами черри. Подойдут для небольшого коктейля или как дополнение к фуршету.",
      "Three kinds of canapés, ten of each: smoked salmon with cream cheese, roasted turkey with pepper, and goat's cheese with cherry tomatoes. Ideal for a small cocktail party or to add to a buffet.",
    ),
    ingr: t(
      "pâine integrală și biscuiți de secară, somon afumat, cremă de brânză, piept de curcan copt, brânză de capră, roșii cherry, castravete, ardei copt, ierburi proaspete",
      "цельнозерновой хлеб и ржаные крекеры, копчёный лосось, сливочный сыр, запечённая грудка индейки, козий сыр, томаты черри, огурец, печёный перец, свежая зелень",
      "wholegrain bread and rye crackers, smoked salmon, cream cheese, roasted turkey breast, goat's cheese, cherry tomatoes, cucumber, roasted pepper, fresh herbs",
    ),
    nutr: [60, 3, 3, 5],
    per: "piece",
    alg: ["gluten", "milk", "fish"],
    store: "event",
    price: 690,
    stock: 20,
    unit: "set",
    w: 900,
    specs: { persoane: "pana-10" },
    art: ["dish", "#FFB74D"],
    days: 140,
    assoc: [1036, 1045],
  }),
  dish({
    n: 1036,
    cat: ["bufet"],
    brand: "ecaterix-kitchen",
    title: t(
      "Mini-plăcinte moldovenești asortate, la kg",
      "Мини-плацинды по-молдавски, ассорти, на вес",
      "Assorted Moldovan mini plăcinte, by the kg",
    ),
    short: t(
      "Plăcinte mici coapte la cuptor, cu brânză, dovleac, varză și cartofi.",
      "Небольшие запечённые плацинды с брынзой, тыквой, капустой и картофелем.",
      "Small baked pies filled with cheese, pumpkin, cabbage and potato.",
    ),
    intro: t(
      "Plăcintele sunt coapte la cuptor, nu prăjite, din aluat cu făină integrală și au patru umpluturi: brânză cu mărar, dovleac, varză și cartofi. Le vindem la kilogram — un kilogram înseamnă aproximativ 20 de plăcinte mici.",
      "Плацинды мы запекаем в духовке, а не жарим, из теста с цельнозерновой мукой и с четырьмя начинками: брынза с укропом, тыква, капуста и картофель. Продаются на вес — в килограмме примерно 20 небольших плацинд.",
      "Our plăcinte are baked, not fried, from dough made with wholegrain flour and come with four fillings: cheese with dill, pumpkin, cabbage and potato. They are sold by weight; one kilogram is about 20 small pies.",
    ),
    ingr: t(
      "aluat din făină integrală și albă, brânză de vaci, brânză de oi, dovleac, varză călită, cartofi, mărar, ou",
      "тесто из цельнозерновой и пшеничной муки, творог, овечья брынза, тыква, тушёная капуста, картофель, укроп, яйцо",
      "dough of wholegrain and white flour, cottage cheese, sheep's cheese, pumpkin, braised cabbage, potatoes, dill, egg",
    ),
    nutr: [260, 8, 11, 32],
    per: "100g",
    alg: ["gluten", "milk", "eggs"],
    store: "chilled48",
    price: 320,
    stock: 25,
    unit: "kg",
    mult: 0.5,
    w: 1000,
    diet: ["vegetarian"],
    art: ["dish", "#E6A23C"],
    loyalty: 3,
    days: 95,
    assoc: [1035],
  }),
  dish({
    n: 1037,
    cat: ["coffee-break"],
    brand: "ecaterix-events",
    title: t(
      "Coffee break Standard, 20 de persoane",
      "Кофе-брейк «Стандарт» на 20 персон",
      "Standard coffee break for 20 guests",
    ),
    short: t(
      "Patiserie integrală, fursecuri, fructe, cafea și ceai pentru 20 de persoane.",
      "Цельнозерновая выпечка, печенье, фрукты, кофе и чай на 20 человек.",
      "Wholegrain pastries, cookies, fruit, coffee and tea for 20 people.",
    ),
    intro: t(
      "O pauză de cafea clasică pentru seminare și ședințe: patiserie integrală, fursecuri fără zahăr, fructe proaspete și cafea de specialitate. Aducem termosuri, veselă și tot ce este necesar pentru servire.",
      "Классический кофе-брейк для семинаров и совещаний: цельнозерновая выпечка, печенье без сахара, свежие фрукты и кофе спешелти. Привозим термосы, посуду и всё необходимое для подачи.",
      "A classic coffee break for seminars and meetings: wholegrain pastries, sugar-free cookies, fresh fruit and speciality coffee. We bring thermoses, tableware and everything needed for serving.",
    ),
    ingr: t(
      "40 de mini-croissante integrale, 40 de fursecuri cu ovăz fără zahăr, fructe feliate, cafea proaspăt măcinată, ceai, apă, lapte",
      "40 цельнозерновых мини-круассанов, 40 овсяных печений без сахара, нарезанные фрукты, свежемолотый кофе, чай, вода, молоко",
      "40 wholegrain mini croissants, 40 sugar-free oat cookies, sliced fruit, freshly ground coffee, tea, water, milk",
    ),
    nutr: [380, 8, 16, 50],
    per: "person",
    alg: ["gluten", "milk", "eggs", "nuts"],
    store: "event",
    price: 3400,
    stock: 6,
    unit: "set",
    w: 5000,
    specs: { persoane: "10-20" },
    art: ["box", "#795548"],
    loyalty: 50,
    prio: 35,
    days: 260,
    sim: [1038],
  }),
  dish({
    n: 1038,
    cat: ["coffee-break"],
    brand: "ecaterix-events",
    title: t(
      "Coffee break Healthy, 20 de persoane",
      "Кофе-брейк Healthy на 20 персон",
      "Healthy coffee break for 20 guests",
    ),
    short: t(
      "Iaurt cu granola, bomboane din curmale, smoothie și fructe pentru 20 de persoane.",
      "Йогурт с гранолой, конфеты из фиников, смузи и фрукты на 20 человек.",
      "Yoghurt with granola, date truffles, smoothies and fruit for 20 people.",
    ),
    intro: t(
      "Varianta sănătoasă a pauzei de cafea: fără patiserie cu unt și fără zahăr, dar cu iaurt cu granola, bomboane din curmale, smoothie și fructe. Participanții rămân atenți până la sfârșitul programului.",
      "Здоровый вариант кофе-брейка: без сливочной выпечки и сахара, зато с йогуртом и гранолой, конфетами из фиников, смузи и фруктами. Участники остаются бодрыми до конца программы.",
      "The healthy take on a coffee break: no butter pastries and no sugar, but yoghurt with granola, date truffles, smoothies and fruit. Your attendees stay focused until the end of the programme.",
    ),
    ingr: t(
      "20 de pahare cu iaurt, granola și fructe de pădure, 40 de bomboane din curmale și nuci, batoane de cereale, smoothie verde, fructe de sezon, cafea, ceaiuri din plante",
      "20 стаканчиков с йогуртом, гранолой и ягодами, 40 конфет из фиников и орехов, злаковые батончики, зелёный смузи, сезонные фрукты, кофе, травяные чаи",
      "20 cups of yoghurt with granola and berries, 40 date and nut truffles, cereal bars, green smoothie, seasonal fruit, coffee, herbal teas",
    ),
    nutr: [340, 10, 14, 44],
    per: "person",
    alg: ["gluten", "milk", "nuts"],
    store: "event",
    price: 3800,
    old: 4200,
    stock: 4,
    unit: "set",
    w: 5500,
    diet: ["vegetarian"],
    specs: { persoane: "10-20" },
    art: ["box", "#7CB342"],
    loyalty: 50,
    days: 70,
    sim: [1037],
  }),
  dish({
    n: 1039,
    cat: ["coffee-break"],
    brand: "ecaterix-kitchen",
    title: t(
      "Mini-croissante integrale asortate, 20 de bucăți",
      "Цельнозерновые мини-круассаны, ассорти, 20 шт.",
      "Assorted wholegrain mini croissants, 20 pieces",
    ),
    short: t(
      "Croissante integrale cu brânză și spanac, cu curcan sau cu mere.",
      "Цельнозерновые круассаны с творогом и шпинатом, с индейкой или с яблоком.",
      "Wholegrain croissants with cheese and spinach, turkey or apple.",
    ),
    intro: t(
      "Croissante mici din aluat cu făină integrală, coapte în dimineața livrării, cu trei umpluturi: brânză de vaci cu spanac, curcan cu cașcaval și mere cu scorțișoară. Se servesc reci sau ușor încălzite.",
      "Небольшие круассаны из теста с цельнозерновой мукой, выпеченные утром в день доставки, с тремя начинками: творог со шпинатом, индейка с сыром и яблоко с корицей. Подаются холодными или слегка подогретыми.",
      "Small croissants made with wholegrain flour and baked on the morning of delivery, with three fillings: cottage cheese with spinach, turkey with cheese, and apple with cinnamon. Serve cold or slightly warmed.",
    ),
    ingr: t(
      "făină integrală de grâu, unt, ouă, lapte; umpluturi: brânză de vaci cu spanac, curcan cu cașcaval, piure de mere cu scorțișoară",
      "цельнозерновая пшеничная мука, сливочное масло, яйца, молоко; начинки: творог со шпинатом, индейка с сыром, яблочное пюре с корицей",
      "wholegrain wheat flour, butter, eggs, milk; fillings: cottage cheese with spinach, turkey with cheese, apple purée with cinnamon",
    ),
    nutr: [110, 3, 6, 11],
    per: "piece",
    alg: ["gluten", "milk", "eggs"],
    store: "chilled48",
    price: 380,
    stock: 0,
    unit: "set",
    w: 800,
    specs: { persoane: "pana-10" },
    art: ["dish", "#D7A86E"],
    days: 200,
    sim: [1036],
  }),
  dish({
    n: 1040,
    cat: ["coffee-break", "platouri"],
    brand: "ecaterix-events",
    title: t(
      "Fructe de sezon feliate, la kg",
      "Нарезка сезонных фруктов, на вес",
      "Sliced seasonal fruit, by the kg",
    ),
    short: t(
      "Fructe proaspete feliate pe platou, gata de servit.",
      "Свежие нарезанные фрукты на блюде, готовые к подаче.",
      "Fresh sliced fruit on a platter, ready to serve.",
    ),
    intro: t(
      "Fructele sunt spălate, curățate și feliate în dimineața evenimentului, apoi aranjate pe un platou gata de servit. Sortimentul se schimbă în funcție de sezon; comanda minimă este de 1 kg, apoi câte 0,5 kg.",
      "Фрукты моем, чистим и нарезаем утром в день мероприятия, а затем выкладываем на блюдо, готовое к подаче. Ассортимент зависит от сезона; минимальный заказ — 1 кг, далее с шагом 0,5 кг.",
      "The fruit is washed, peeled and sliced on the morning of the event, then arranged on a ready-to-serve platter. The selection changes with the season; the minimum order is 1 kg, then in steps of 0.5 kg.",
    ),
    ingr: t(
      "mere, pere și struguri din livezile moldovenești, pepene galben, kiwi, portocale, fructe de pădure, mentă",
      "яблоки, груши и виноград из молдавских садов, дыня, киви, апельсины, ягоды, мята",
      "apples, pears and grapes from Moldovan orchards, melon, kiwi, oranges, berries, mint",
    ),
    nutr: [52, 1, 0, 12],
    per: "100g",
    alg: [],
    store: "event",
    price: 190,
    stock: 30,
    unit: "kg",
    mult: 0.5,
    w: 1000,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#FF7043"],
    days: 15,
  }),
  dish({
    n: 1041,
    compat: [1045, 1046],
    cat: ["platouri"],
    brand: "branzaria-trebujeni",
    title: t(
      "Platou de brânzeturi moldovenești",
      "Сырная тарелка из молдавских сыров",
      "Moldovan cheese platter",
    ),
    short: t(
      "Patru brânzeturi artizanale din Trebujeni, cu nuci, struguri și miere.",
      "Четыре фермерских сыра из Требужень с орехами, виноградом и мёдом.",
      "Four artisan cheeses from Trebujeni with walnuts, grapes and honey.",
    ),
    intro: t(
      "Patru brânzeturi de la o brânzărie de familie din Trebujeni, în inima Orheiului Vechi, servite cu nuci, struguri și miere de salcâm. Platoul de 800 g ajunge pentru 6–8 persoane și se potrivește perfect cu un vin roșu sec.",
      "Четыре сыра от семейной сыроварни из Требужень, в самом сердце Старого Орхея, с грецкими орехами, виноградом и акациевым мёдом. Тарелки весом 800 г хватит на 6–8 человек, а к ней отлично подойдёт сухое красное вино.",
      "Four cheeses from a family dairy in Trebujeni, in the heart of Orheiul Vechi, served with walnuts, grapes and acacia honey. The 800 g platter serves 6–8 people and goes perfectly with a dry red wine.",
    ),
    ingr: t(
      "brânză de oi maturată, cașcaval afumat, brânză de capră cu ierburi, telemea, nuci, struguri, miere de salcâm, biscuiți de secară",
      "выдержанная овечья брынза, копчёный кашкавал, козий сыр с травами, телемя, грецкие орехи, виноград, акациевый мёд, ржаные крекеры",
      "aged sheep's cheese, smoked cașcaval, goat's cheese with herbs, telemea, walnuts, grapes, acacia honey, rye crackers",
    ),
    nutr: [340, 19, 25, 11],
    per: "100g",
    alg: ["gluten", "milk", "nuts"],
    store: "chilled48",
    price: 590,
    old: 650,
    stock: 10,
    unit: "set",
    w: 800,
    diet: ["vegetarian"],
    specs: { persoane: "pana-10" },
    art: ["dish", "#FBC02D"],
    loyalty: 6,
    days: 110,
    assoc: [1045, 1046],
  }),
  dish({
    n: 1042,
    cat: ["platouri"],
    brand: "ecaterix-green",
    title: t("Platou de legume crude cu hummus", "Овощное ассорти с хумусом", "Crudités platter with hummus"),
    short: t(
      "Bastonașe de legume proaspete cu două tipuri de hummus și guacamole.",
      "Свежие овощные палочки с двумя видами хумуса и гуакамоле.",
      "Fresh vegetable sticks with two kinds of hummus and guacamole.",
    ),
    intro: t(
      "Legume crocante tăiate în bastonașe și trei dipuri cremoase — o gustare colorată, ușoară și complet vegană. Platoul de 1,2 kg este pentru 8–10 persoane.",
      "Хрустящие овощи, нарезанные брусочками, и три нежных соуса — яркая, лёгкая и полностью веганская закуска. Ассорти весом 1,2 кг рассчитано на 8–10 человек.",
      "Crunchy vegetable sticks with three creamy dips — a colourful, light and fully vegan snack. The 1.2 kg platter serves 8–10 people.",
    ),
    ingr: t(
      "morcov, castravete, ardei gras, țelină în tulpină, ridichi, roșii cherry, conopidă, hummus clasic, hummus cu sfeclă, guacamole",
      "морковь, огурец, болгарский перец, черешковый сельдерей, редис, томаты черри, цветная капуста, классический хумус, хумус со свёклой, гуакамоле",
      "carrots, cucumber, bell peppers, celery sticks, radishes, cherry tomatoes, cauliflower, classic hummus, beetroot hummus, guacamole",
    ),
    nutr: [95, 4, 6, 7],
    per: "100g",
    alg: ["sesame", "celery"],
    store: "event",
    price: 420,
    stock: 14,
    unit: "set",
    w: 1200,
    diet: ["vegan", "vegetarian"],
    specs: { persoane: "pana-10" },
    art: ["dish", "#43A047"],
    days: 55,
    sim: [1044],
  }),
  dish({
    n: 1043,
    compat: [1046, 1045],
    cat: ["platouri"],
    brand: "ecaterix-events",
    title: t("Platou de carne la grătar", "Мясное ассорти на гриле", "Grilled meat platter"),
    short: t(
      "Pui, curcan și vită la grătar, cu legume și două sosuri.",
      "Курица, индейка и говядина на гриле с овощами и двумя соусами.",
      "Grilled chicken, turkey and beef with vegetables and two sauces.",
    ),
    intro: t(
      "Carne marinată în ierburi și ulei de măsline, gătită la grătar pe cărbuni, fără sosuri grase. Platoul de 1,5 kg, cu legume la grătar și două sosuri, este suficient pentru 6–8 persoane.",
      "Мясо, маринованное в травах и оливковом масле и приготовленное на углях, без жирных соусов. Ассорти весом 1,5 кг с овощами гриль и двумя соусами рассчитано на 6–8 человек.",
      "Meat marinated in herbs and olive oil and grilled over charcoal, with no heavy sauces. The 1.5 kg platter with grilled vegetables and two sauces serves 6–8 people.",
    ),
    ingr: t(
      "pulpe de pui dezosate, piept de curcan, mușchi de vită, legume la grătar, sos de roșii cu busuioc, sos tzatziki",
      "куриные бёдра без кости, грудка индейки, говяжья вырезка, овощи гриль, томатный соус с базиликом, соус дзадзики",
      "boneless chicken thighs, turkey breast, beef tenderloin, grilled vegetables, tomato and basil sauce, tzatziki",
    ),
    nutr: [180, 22, 9, 3],
    per: "100g",
    alg: ["milk"],
    store: "event",
    price: 890,
    old: 990,
    stock: 8,
    unit: "set",
    w: 1500,
    diet: ["keto", "proteic"],
    specs: { persoane: "pana-10" },
    art: ["dish", "#8D3B1F"],
    loyalty: 9,
    prio: 20,
    days: 130,
    assoc: [1046],
  }),
  dish({
    n: 1044,
    cat: ["platouri", "bufet"],
    brand: "ecaterix-kitchen",
    title: t(
      "Rulouri de vinete cu nuci, la kg",
      "Рулетики из баклажанов с орехами, на вес",
      "Aubergine rolls with walnuts, by the kg",
    ),
    short: t(
      "Vinete coapte rulate cu pastă de nuci și ierburi, cu semințe de rodie.",
      "Запечённые баклажаны с ореховой пастой, зеленью и гранатом.",
      "Roasted aubergine rolled with walnut and herb paste, with pomegranate.",
    ),
    intro: t(
      "Felii subțiri de vinete coapte, nu prăjite, rulate cu o pastă de nuci, usturoi și ierburi și presărate cu semințe de rodie. O gustare vegană care nu lipsește de pe nicio masă festivă; un kilogram înseamnă aproximativ 25 de rulouri.",
      "Тонкие ломтики баклажанов, запечённых, а не жаренных, свёрнутые с пастой из орехов, чеснока и зелени и посыпанные зёрнами граната. Веганская закуска, без которой не обходится ни один праздничный стол; в килограмме примерно 25 рулетиков.",
      "Thin slices of aubergine, roasted rather than fried, rolled around a paste of walnuts, garlic and herbs and sprinkled with pomegranate seeds. A vegan favourite for any festive table; one kilogram is about 25 rolls.",
    ),
    ingr: t(
      "vinete coapte, miez de nucă, usturoi, coriandru, pătrunjel, boia dulce, semințe de rodie, ulei de măsline",
      "запечённые баклажаны, ядра грецкого ореха, чеснок, кинза, петрушка, сладкая паприка, зёрна граната, оливковое масло",
      "roasted aubergines, walnut kernels, garlic, coriander, parsley, sweet paprika, pomegranate seeds, olive oil",
    ),
    nutr: [170, 5, 14, 7],
    per: "100g",
    alg: ["nuts"],
    store: "chilled48",
    price: 420,
    stock: 9,
    unit: "kg",
    mult: 0.5,
    w: 1000,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#4A148C"],
    days: 40,
    sim: [1042],
  }),
  dish({
    n: 1077,
    cat: ["bufet"],
    brand: "ecaterix-events",
    title: t(
      "Set bufet Corporate, 100 de persoane",
      "Фуршетный сет «Корпоратив» на 100 персон",
      "Corporate buffet set for 100 guests",
    ),
    short: t(
      "Bufet complet pentru 100 de invitați, cu ospătari și manager de eveniment.",
      "Полный фуршет на 100 гостей с официантами и менеджером мероприятия.",
      "A full buffet for 100 guests with waiters and an event manager.",
    ),
    intro: t(
      "Bufetul pentru conferințe mari, petreceri corporative și nunți restrânse: gustări reci și calde, platouri și băuturi pentru 100 de invitați. Include mese de bufet cu fețe de masă, veselă, patru ospătari pentru patru ore și un manager de eveniment.",
      "Фуршет для больших конференций, корпоративов и камерных свадеб: холодные и горячие закуски, ассорти и напитки на 100 гостей. Включает фуршетные столы со скатертями, посуду, четырёх официантов на четыре часа и менеджера мероприятия.",
      "A buffet for large conferences, corporate parties and small weddings: cold and warm bites, platters and drinks for 100 guests. It includes buffet tables with tablecloths, tableware, four waiters for four hours and an event manager.",
    ),
    ingr: t(
      "1000 de canapele și tartine asortate, mini-plăcinte moldovenești, rulouri de vinete cu nuci, frigărui de pui la grătar, platouri cu brânzeturi și legume, fructe de sezon, limonadă fără zahăr",
      "1000 канапе и мини-бутербродов в ассортименте, молдавские мини-плацинды, рулетики из баклажанов с орехами, шпажки из курицы гриль, сырные и овощные тарелки, сезонные фрукты, лимонад без сахара",
      "1000 assorted canapés and open sandwiches, Moldovan mini plăcinte, aubergine rolls with walnuts, grilled chicken skewers, cheese and vegetable platters, seasonal fruit, sugar-free lemonade",
    ),
    nutr: [680, 30, 32, 64],
    per: "person",
    alg: ["gluten", "milk", "eggs", "fish", "nuts", "mustard"],
    store: "event",
    price: 39000,
    stock: 1,
    unit: "set",
    w: 60000,
    specs: { persoane: "peste-40" },
    art: ["box", "#37474F"],
    loyalty: 500,
    days: 3,
    assoc: [1040],
    sim: [1034, 1033],
  }),
];

const SET_CONTENTS = t("Conținutul setului", "Состав набора", "What's in the set");

const wineSets: ProductSeed[] = [
  dish({
    n: 1045,
    cat: ["vinuri"],
    brand: "crama-codru-vechi",
    title: t(
      "Set Fetească Neagră și brânzeturi din Trebujeni",
      "Набор Фетяска Нягрэ и сыры из Требужень",
      "Fetească Neagră and Trebujeni cheese set",
    ),
    short: t(
      "Fetească Neagră seacă și două brânzeturi maturate, cu nuci și struguri.",
      "Сухое Фетяска Нягрэ и два выдержанных сыра с орехами и виноградом.",
      "Dry Fetească Neagră with two aged cheeses, walnuts and grapes.",
    ),
    intro: t(
      "Fetească Neagră este soiul roșu autohton al Moldovei, cu arome de prune uscate și condimente. Sommelierul nostru l-a asortat cu două brânzeturi maturate de la Trebujeni — un set gata pentru o seară în doi sau pentru un cadou.",
      "Фетяска Нягрэ — автохтонный красный сорт Молдовы с ароматами чернослива и пряностей. Наш сомелье подобрал к нему два выдержанных сыра из Требужень — готовый набор для вечера вдвоём или для подарка.",
      "Fetească Neagră is Moldova's native red grape, with notes of dried plum and spice. Our sommelier has paired it with two aged cheeses from Trebujeni — a ready-made set for an evening for two or as a gift.",
    ),
    ingrLabel: SET_CONTENTS,
    ingr: t(
      "o sticlă de Fetească Neagră seacă 2021 (0,75 l) de la Crama Codru Vechi; brânză de oi maturată (150 g), cașcaval afumat (150 g), nuci, struguri, biscuiți de secară",
      "бутылка сухого Фетяска Нягрэ 2021 года (0,75 л) от Crama Codru Vechi; выдержанная овечья брынза (150 г), копчёный кашкавал (150 г), грецкие орехи, виноград, ржаные крекеры",
      "a bottle of dry Fetească Neagră 2021 (0.75 l) from Crama Codru Vechi; aged sheep's cheese (150 g), smoked cașcaval (150 g), walnuts, grapes, rye crackers",
    ),
    nutr: [85, 0, 0, 3],
    per: "wine100",
    alg: ["sulphites", "milk", "nuts", "gluten"],
    noAuto: true,
    store: "wine",
    price: 690,
    old: 760,
    stock: 12,
    unit: "set",
    w: 1900,
    specs: { persoane: "pana-10" },
    art: ["bottle", "#5D1A2D"],
    loyalty: 7,
    prio: 25,
    days: 85,
    assoc: [1041],
    sim: [1046],
  }),
  dish({
    n: 1046,
    cat: ["vinuri"],
    brand: "vinaria-valea-prutului",
    title: t(
      "Set de degustare: trei vinuri roșii seci",
      "Дегустационный набор: три сухих красных вина",
      "Tasting set: three dry red wines",
    ),
    short: t(
      "Trei vinuri roșii seci din sudul Moldovei, cu fișă de degustare și gustări.",
      "Три сухих красных вина с юга Молдовы с дегустационной карточкой и закусками.",
      "Three dry red wines from southern Moldova with a tasting card and snacks.",
    ),
    intro: t(
      "O mică degustare acasă sau la birou: trei vinuri roșii seci din sudul Moldovei, de la un soi autohton rar până la clasicele Merlot și Cabernet Sauvignon. Setul include o fișă de degustare și gustări pentru 4–6 persoane.",
      "Небольшая дегустация дома или в офисе: три сухих красных вина с юга Молдовы — от редкого автохтонного сорта до классических Мерло и Каберне Совиньон. В набор входят дегустационная карточка и закуски на 4–6 человек.",
      "A small tasting at home or in the office: three dry red wines from southern Moldova, from a rare native grape to classic Merlot and Cabernet Sauvignon. The set includes a tasting card and snacks for 4–6 people.",
    ),
    ingrLabel: SET_CONTENTS,
    ingr: t(
      "trei sticle de vin roșu sec (0,75 l): Rară Neagră, Merlot și Cabernet Sauvignon de la Vinăria Valea Prutului; fișă de degustare; platou mic cu brânză de capră, piept de curcan copt, măsline și grisine integrale",
      "три бутылки сухого красного вина (0,75 л): Рара Нягрэ, Мерло и Каберне Совиньон от Vinăria Valea Prutului; дегустационная карточка; небольшое ассорти из козьего сыра, запечённой грудки индейки, оливок и цельнозерновых гриссини",
      "three bottles of dry red wine (0.75 l): Rară Neagră, Merlot and Cabernet Sauvignon from Vinăria Valea Prutului; a tasting card; a small platter of goat's cheese, roasted turkey breast, olives and wholegrain grissini",
    ),
    nutr: [85, 0, 0, 3],
    per: "wine100",
    alg: ["sulphites", "milk", "gluten"],
    noAuto: true,
    store: "wine",
    price: 1290,
    stock: 6,
    unit: "set",
    w: 4200,
    specs: { persoane: "pana-10" },
    art: ["bottle", "#7B1E3A"],
    loyalty: 13,
    days: 160,
    assoc: [1043],
    sim: [1045, 1047],
  }),
  dish({
    n: 1047,
    cat: ["vinuri"],
    brand: "crama-codru-vechi",
    title: t(
      "Set Fetească Albă și somon afumat",
      "Набор Фетяска Албэ и копчёный лосось",
      "Fetească Albă and smoked salmon set",
    ),
    short: t(
      "Fetească Albă seacă și somon afumat cu cremă de brânză.",
      "Сухое Фетяска Албэ и копчёный лосось со сливочным сыром.",
      "Dry Fetească Albă with smoked salmon and cream cheese.",
    ),
    intro: t(
      "Fetească Albă, un vin alb sec cu note de flori de viță și măr verde, se potrivește excelent cu peștele afumat. Setul este gândit pentru 2–4 persoane și ajunge gata de servit.",
      "Фетяска Албэ — сухое белое вино с нотами виноградного цвета и зелёного яблока — прекрасно сочетается с копчёной рыбой. Набор рассчитан на 2–4 человек и приезжает готовым к подаче.",
      "Fetească Albă, a dry white wine with notes of vine blossom and green apple, goes beautifully with smoked fish. The set serves 2–4 people and arrives ready to serve.",
    ),
    ingrLabel: SET_CONTENTS,
    ingr: t(
      "o sticlă de Fetească Albă seacă 2023 (0,75 l) de la Crama Codru Vechi; somon afumat la rece (150 g), cremă de brânză cu mărar, biscuiți de secară, capere, lămâie",
      "бутылка сухого Фетяска Албэ 2023 года (0,75 л) от Crama Codru Vechi; лосось холодного копчения (150 г), сливочный сыр с укропом, ржаные крекеры, каперсы, лимон",
      "a bottle of dry Fetească Albă 2023 (0.75 l) from Crama Codru Vechi; cold-smoked salmon (150 g), cream cheese with dill, rye crackers, capers, lemon",
    ),
    nutr: [75, 0, 0, 2],
    per: "wine100",
    alg: ["sulphites", "fish", "milk", "gluten"],
    noAuto: true,
    store: "wine",
    price: 640,
    stock: 0,
    unit: "set",
    w: 1600,
    specs: { persoane: "pana-10" },
    art: ["bottle", "#E6D37A"],
    days: 30,
    sim: [1045, 1048],
  }),
  dish({
    n: 1048,
    cat: ["vinuri"],
    brand: "vinaria-valea-prutului",
    title: t(
      "Set cadou Rosé și bomboane din curmale",
      "Подарочный набор: розовое вино и конфеты из фиников",
      "Rosé and date truffles gift set",
    ),
    short: t(
      "Rosé sec din Pinot Noir și 12 bomboane fără zahăr, în cutie cadou.",
      "Сухое розовое из Пино Нуар и 12 конфет без сахара в подарочной коробке.",
      "A dry Pinot Noir rosé and 12 sugar-free truffles in a gift box.",
    ),
    intro: t(
      "Un cadou elegant pentru o aniversare sau o seară specială: un rosé sec și proaspăt, cu arome de căpșuni și zmeură, și bomboanele noastre din curmale fără zahăr, ambalate într-o cutie din carton reciclat.",
      "Элегантный подарок на годовщину или для особого вечера: свежее сухое розовое вино с ароматами клубники и малины и наши конфеты из фиников без сахара в коробке из переработанного картона.",
      "An elegant gift for an anniversary or a special evening: a fresh dry rosé with notes of strawberry and raspberry, and our sugar-free date truffles in a recycled cardboard box.",
    ),
    ingrLabel: SET_CONTENTS,
    ingr: t(
      "o sticlă de vin rosé sec din Pinot Noir 2023 (0,75 l) de la Vinăria Valea Prutului; 12 bomboane din curmale, migdale și cacao, fără zahăr; cutie cadou",
      "бутылка сухого розового вина из Пино Нуар 2023 года (0,75 л) от Vinăria Valea Prutului; 12 конфет из фиников, миндаля и какао без сахара; подарочная коробка",
      "a bottle of dry Pinot Noir rosé 2023 (0.75 l) from Vinăria Valea Prutului; 12 sugar-free truffles made from dates, almonds and cocoa; a gift box",
    ),
    nutr: [75, 0, 0, 3],
    per: "wine100",
    alg: ["sulphites", "nuts"],
    noAuto: true,
    store: "wine",
    price: 560,
    old: 620,
    stock: 9,
    unit: "set",
    w: 1500,
    art: ["bottle", "#F48FB1"],
    loyalty: 6,
    days: 12,
    assoc: [1065],
    sim: [1047],
  }),
];

const soups: ProductSeed[] = [
  dish({
    n: 1049,
    cat: ["supe", "vegetarian"],
    brand: "ecaterix-kitchen",
    title: t(
      "Supă-cremă de dovleac cu semințe",
      "Крем-суп из тыквы с семечками",
      "Pumpkin cream soup with seeds",
    ),
    short: t(
      "Supă catifelată din dovleac copt, cu lapte de cocos și ghimbir.",
      "Бархатистый суп из запечённой тыквы с кокосовым молоком и имбирём.",
      "A velvety roasted pumpkin soup with coconut milk and ginger.",
    ),
    intro: t(
      "Dovleacul copt la cuptor dă supei o dulceață naturală, iar laptele de cocos și ghimbirul o fac catifelată și ușor picantă. Este o supă vegană, fără gluten, pe care o gătim din toamnă până în primăvară.",
      "Запечённая в духовке тыква придаёт супу естественную сладость, а кокосовое молоко и имбирь делают его бархатистым и слегка пикантным. Это веганский суп без глютена, который мы варим с осени до весны.",
      "Oven-roasted pumpkin gives the soup a natural sweetness, while coconut milk and ginger make it velvety and slightly spicy. It is a vegan, gluten-free soup we cook from autumn to spring.",
    ),
    ingr: t(
      "dovleac copt, morcov, ceapă, lapte de cocos, ghimbir, semințe de dovleac prăjite, ulei din semințe de dovleac",
      "запечённая тыква, морковь, лук, кокосовое молоко, имбирь, обжаренные тыквенные семечки, тыквенное масло",
      "roasted pumpkin, carrot, onion, coconut milk, ginger, toasted pumpkin seeds, pumpkin seed oil",
    ),
    nutr: [210, 5, 12, 20],
    alg: [],
    store: "chilled48",
    price: 59,
    stock: 40,
    w: 350,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#FB8C00"],
    loyalty: 2,
    prio: 45,
    days: 280,
    sim: [1052, 1054],
  }),
  dish({
    n: 1050,
    cat: ["supe"],
    brand: "ecaterix-kitchen",
    title: t("Ciorbă de perișoare", "Чорба с фрикадельками", "Ciorba with meatballs"),
    short: t(
      "Ciorbă acrișoară cu perișoare de curcan, borș de tărâțe și leuștean.",
      "Кисловатая чорба с фрикадельками из индейки, борщом из отрубей и любистком.",
      "A tangy ciorba with turkey meatballs, bran borș and lovage.",
    ),
    intro: t(
      "Ciorba acrișoară ca la bunica, dar mai ușoară: perișoarele sunt din carne de curcan, iar zeama se acrește cu borș de tărâțe și se parfumează cu leuștean. Nu adăugăm prăjeală și nici smântână.",
      "Кисловатая чорба, как у бабушки, только легче: фрикадельки из индейки, бульон заквашен борщом из отрубей и ароматизирован любистком. Мы не добавляем ни зажарку, ни сметану.",
      "A tangy ciorba just like grandma's, only lighter: the meatballs are made from turkey, and the broth is soured with fermented bran borș and scented with lovage. We add no fried base and no sour cream.",
    ),
    ingr: t(
      "perișoare din carne de curcan cu orez și ou, morcov, ardei gras, ceapă, țelină, roșii, borș de tărâțe, leuștean, pătrunjel",
      "фрикадельки из индейки с рисом и яйцом, морковь, болгарский перец, лук, сельдерей, томаты, закваска из отрубей, любисток, петрушка",
      "turkey meatballs with rice and egg, carrot, bell pepper, onion, celery, tomatoes, fermented wheat bran borș, lovage, parsley",
    ),
    nutr: [240, 18, 8, 22],
    alg: ["gluten", "eggs", "celery"],
    store: "chilled48",
    price: 65,
    stock: 35,
    w: 400,
    art: ["dish", "#E57373"],
    prio: 40,
    days: 330,
    sim: [1051],
  }),
  dish({
    n: 1051,
    cat: ["supe"],
    brand: "ecaterix-kitchen",
    title: t(
      "Zeamă de găină cu tăiței de casă",
      "Зама из курицы с домашней лапшой",
      "Chicken zeamă with homemade noodles",
    ),
    short: t(
      "Bulion limpede de găină de casă, cu tăiței făcuți de mână și leuștean.",
      "Прозрачный бульон из домашней курицы с лапшой ручной работы и любистком.",
      "Clear free-range chicken broth with hand-made noodles and lovage.",
    ),
    intro: t(
      "Zeama este cea mai iubită supă moldovenească: bulion limpede de găină de casă, tăiței subțiri făcuți de mână și o aciditate ușoară de la borșul de tărâțe. Este sățioasă, dar nu grea.",
      "Зама — самый любимый молдавский суп: прозрачный бульон из домашней курицы, тонкая лапша ручной работы и лёгкая кислинка от закваски из отрубей. Сытно, но не тяжело.",
      "Zeamă is Moldova's best-loved soup: a clear broth from free-range chicken, thin hand-made noodles and a light tang from fermented bran borș. Filling but never heavy.",
    ),
    ingr: t(
      "carne de găină de casă, tăiței de casă cu ou, morcov, ceapă, ardei gras, leuștean, borș de tărâțe, mărar",
      "мясо домашней курицы, домашняя яичная лапша, морковь, лук, болгарский перец, любисток, закваска из отрубей, укроп",
      "free-range chicken, homemade egg noodles, carrot, onion, bell pepper, lovage, fermented bran borș, dill",
    ),
    nutr: [260, 20, 9, 24],
    alg: ["gluten", "eggs"],
    store: "chilled48",
    price: 69,
    old: 79,
    stock: 30,
    w: 400,
    art: ["dish", "#FFCA28"],
    loyalty: 2,
    days: 300,
    sim: [1050],
  }),
  dish({
    n: 1052,
    cat: ["supe"],
    brand: "ecaterix-kitchen",
    title: t("Supă-cremă de broccoli", "Крем-суп из брокколи", "Broccoli cream soup"),
    short: t(
      "Supă-cremă ușoară de broccoli și dovlecel, cu crutoane integrale.",
      "Лёгкий крем-суп из брокколи и кабачка с цельнозерновыми гренками.",
      "A light broccoli and courgette cream soup with wholegrain croutons.",
    ),
    intro: t(
      "O supă verde și ușoară, cu doar puțină smântână pentru textură. Crutoanele integrale se livrează separat, ca să rămână crocante.",
      "Лёгкий зелёный суп, в который мы добавляем совсем немного сливок для текстуры. Цельнозерновые гренки кладём отдельно, чтобы они оставались хрустящими.",
      "A light green soup with just a little cream for texture. The wholegrain croutons come separately so they stay crunchy.",
    ),
    ingr: t(
      "broccoli, dovlecel, cartof, ceapă, usturoi, smântână de 10%, crutoane integrale",
      "брокколи, кабачок, картофель, лук, чеснок, сливки 10%, цельнозерновые гренки",
      "broccoli, courgette, potato, onion, garlic, 10% cream, wholegrain croutons",
    ),
    nutr: [180, 7, 8, 19],
    alg: ["gluten", "milk"],
    store: "chilled48",
    price: 59,
    stock: 0,
    w: 350,
    diet: ["vegetarian"],
    art: ["dish", "#7CB342"],
    days: 190,
    sim: [1049],
  }),
  dish({
    n: 1053,
    cat: ["supe", "vegetarian"],
    brand: "ecaterix-green",
    title: t("Borș roșu de post", "Постный красный борщ", "Lenten red borscht"),
    short: t(
      "Borș fără carne, cu fasole albă, sfeclă și mărar proaspăt.",
      "Борщ без мяса с белой фасолью, свёклой и свежим укропом.",
      "A meat-free borscht with white beans, beetroot and fresh dill.",
    ),
    intro: t(
      "Borșul de post se gătește fără carne, dar cu fasole albă, care îl face consistent și bogat în proteine vegetale. Usturoiul și mărarul proaspăt se adaugă chiar înainte de livrare.",
      "Постный борщ мы варим без мяса, но с белой фасолью, которая делает его густым и богатым растительным белком. Чеснок и свежий укроп добавляем прямо перед доставкой.",
      "Our Lenten borscht is cooked without meat but with white beans, which make it hearty and rich in plant protein. Garlic and fresh dill are added just before delivery.",
    ),
    ingr: t(
      "sfeclă roșie, varză albă, cartofi, morcov, ceapă, ardei gras, pastă de roșii, fasole albă, usturoi, mărar, pătrunjel",
      "свёкла, белокочанная капуста, картофель, морковь, лук, болгарский перец, томатная паста, белая фасоль, чеснок, укроп, петрушка",
      "beetroot, white cabbage, potatoes, carrot, onion, bell pepper, tomato paste, white beans, garlic, dill, parsley",
    ),
    nutr: [170, 7, 4, 27],
    alg: [],
    store: "chilled48",
    price: 55,
    stock: 28,
    w: 400,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#B71C1C"],
    days: 240,
    sim: [1049, 1054],
  }),
  dish({
    n: 1054,
    cat: ["supe", "vegetarian"],
    brand: "ecaterix-green",
    title: t(
      "Supă de linte roșie cu turmeric",
      "Суп из красной чечевицы с куркумой",
      "Red lentil soup with turmeric",
    ),
    short: t(
      "Supă groasă de linte roșie cu turmeric, chimion și lămâie.",
      "Густой суп из красной чечевицы с куркумой, зирой и лимоном.",
      "A thick red lentil soup with turmeric, cumin and lemon.",
    ),
    intro: t(
      "O supă groasă și aromată, inspirată din bucătăria turcească: linte roșie fiartă cu legume și condimente calde, cu un strop de lămâie la servire. Un bol conține 13 g de proteine vegetale.",
      "Густой ароматный суп по мотивам турецкой кухни: красная чечевица, сваренная с овощами и тёплыми специями, с каплей лимона при подаче. В одной порции — 13 г растительного белка.",
      "A thick, fragrant soup inspired by Turkish cuisine: red lentils simmered with vegetables and warm spices, finished with a squeeze of lemon. One bowl contains 13 g of plant protein.",
    ),
    ingr: t(
      "linte roșie, morcov, ceapă, țelină, roșii, turmeric, chimion, lămâie, coriandru",
      "красная чечевица, морковь, лук, сельдерей, томаты, куркума, зира, лимон, кинза",
      "red lentils, carrot, onion, celery, tomatoes, turmeric, cumin, lemon, coriander",
    ),
    nutr: [230, 13, 5, 33],
    alg: ["celery"],
    store: "chilled48",
    price: 59,
    stock: 22,
    w: 350,
    diet: ["vegan", "vegetarian"],
    art: ["dish", "#F9A825"],
    loyalty: 2,
    days: 18,
    sim: [1053],
  }),
];

const salads: ProductSeed[] = [
  dish({
    n: 1055,
    cat: ["salate"],
    brand: "ecaterix-kitchen",
    title: t(
      "Salată Caesar cu pui, varianta light",
      "Салат «Цезарь» с курицей, лёгкий",
      "Light chicken Caesar salad",
    ),
    short: t(
      "Caesar cu pui la grătar și dressing din iaurt, fără maioneză.",
      "«Цезарь» с курицей гриль и йогуртовой заправкой, без майонеза.",
      "Caesar with grilled chicken and a yoghurt dressing, no mayonnaise.",
    ),
    intro: t(
      "Caesar-ul nostru păstrează tot ce iubiți la rețeta clasică — puiul suculent, parmezanul și crutoanele crocante —, dar dressingul este preparat din iaurt grecesc în loc de maioneză. Astfel, salata are cu o treime mai puține calorii.",
      "Наш «Цезарь» сохраняет всё, что вы любите в классическом рецепте, — сочную курицу, пармезан и хрустящие гренки, — но заправку мы готовим на греческом йогурте вместо майонеза. Поэтому калорий в салате на треть меньше.",
      "Our Caesar keeps everything you love about the classic — juicy chicken, Parmesan and crunchy croutons — but the dressing is made with Greek yoghurt instead of mayonnaise, so the salad has a third fewer calories.",
    ),
    ingr: t(
      "piept de pui la grătar, salată romană, roșii cherry, parmezan, crutoane integrale, ou de prepeliță, dressing din iaurt grecesc cu muștar și ansoa",
      "куриная грудка гриль, салат романо, томаты черри, пармезан, цельнозерновые гренки, перепелиное яйцо, заправка из греческого йогурта с горчицей и анчоусами",
      "grilled chicken breast, romaine lettuce, cherry tomatoes, Parmesan, wholegrain croutons, quail egg, Greek yoghurt dressing with mustard and anchovies",
    ),
    nutr: [340, 32, 14, 20],
    alg: ["gluten", "milk", "eggs", "fish", "mustard"],
    store: "chilled",
    price: 99,
    old: 115,
    stock: 30,
    w: 280,
    diet: ["proteic"],
    art: ["dish", "#AED581"],
    loyalty: 3,
    prio: 55,
    days: 350,
    assoc: [1049, 1068],
    sim: [1057, 1061],
  }),
  dish({
    n: 1056,
    cat: ["salate"],
    brand: "ecaterix-kitchen",
    title: t("Poke bowl cu somon și quinoa", "Поке-боул с лососем и киноа", "Salmon and quinoa poke bowl"),
    short: t(
      "Somon marinat, quinoa, avocado și edamame, cu sos ponzu.",
      "Маринованный лосось, киноа, авокадо и эдамаме с соусом понзу.",
      "Marinated salmon, quinoa, avocado and edamame with ponzu sauce.",
    ),
    intro: t(
      "Un bowl în stil hawaiian, cu somon proaspăt marinat și quinoa în loc de orez alb. Avocado și edamame adaugă grăsimi sănătoase și proteine vegetale, iar sosul ponzu — o notă citrică.",
      "Боул в гавайском стиле со свежим маринованным лососем и киноа вместо белого риса. Авокадо и эдамаме добавляют полезные жиры и растительный белок, а соус понзу — цитрусовую нотку.",
      "A Hawaiian-style bowl with freshly marinated salmon and quinoa instead of white rice. Avocado and edamame add healthy fats and plant protein, and the ponzu sauce a citrus note.",
    ),
    ingr: t(
      "somon marinat în sos de soia, quinoa, avocado, edamame, castravete, morcov, varză roșie, alge wakame, susan, sos ponzu",
      "лосось, маринованный в соевом соусе, киноа, авокадо, эдамаме, огурец, морковь, красная капуста, водоросли вакаме, кунжут, соус понзу",
      "salmon marinated in soy sauce, quinoa, avocado, edamame, cucumber, carrot, red cabbage, wakame seaweed, sesame, ponzu sauce",
    ),
    nutr: [520, 30, 22, 48],
    alg: ["gluten", "fish", "soy", "sesame"],
    store: "chilled",
    price: 149,
    stock: 20,
    w: 350,
    diet: ["proteic"],
    art: ["dish", "#FF7043"],
    loyalty: 5,
    prio: 50,
    days: 100,
    assoc: [1069],
    sim: [1057, 1061],
  }),
  dish({
    n: 1057,
    cat: ["salate"],
    brand: "ecaterix-kitchen",
    title: t("Bowl cu curcan și hrișcă", "Боул с индейкой и гречкой", "Turkey and buckwheat bowl"),
    short: t(
      "Curcan copt, hrișcă, ciuperci și spanac, cu dressing de muștar.",
      "Запечённая индейка, гречка, грибы и шпинат с горчичной заправкой.",
      "Roasted turkey, buckwheat, mushrooms and spinach with a mustard dressing.",
    ),
    intro: t(
      "Hrișca este una dintre cele mai hrănitoare cereale și nu conține gluten. O combinăm cu curcan copt, ciuperci și spanac într-un bowl sățios, bogat în proteine și fier.",
      "Гречка — одна из самых питательных круп, и в ней нет глютена. Мы сочетаем её с запечённой индейкой, грибами и шпинатом в сытном боуле, богатом белком и железом.",
      "Buckwheat is one of the most nutritious grains and contains no gluten. We combine it with roasted turkey, mushrooms and spinach in a filling bowl rich in protein and iron.",
    ),
    ingr: t(
      "piept de curcan copt, hrișcă, ciuperci coapte, spanac baby, roșii cherry, ceapă roșie murată, semințe de floarea-soarelui, dressing de muștar și lămâie",
      "запечённая грудка индейки, гречка, запечённые грибы, шпинат беби, томаты черри, маринованный красный лук, семечки подсолнечника, горчично-лимонная заправка",
      "roasted turkey breast, buckwheat, roasted mushrooms, baby spinach, cherry tomatoes, pickled red onion, sunflower seeds, mustard and lemon dressing",
    ),
    nutr: [450, 36, 14, 44],
    alg: ["mustard"],
    store: "chilled",
    price: 109,
    stock: 24,
    w: 360,
    diet: ["proteic"],
    art: ["dish", "#8D6E63"],
    days: 65,
    sim: [1056, 1032],
  }),
  dish({
    n: 1058,
    cat: ["salate", "vegetarian"],
    brand: "ecaterix-kitchen",
    title: t("Salată grecească", "Греческий салат", "Greek salad"),
    short: t(
      "Legume proaspete, feta din lapte de oaie, măsline Kalamata și oregano.",
      "Свежие овощи, фета из овечьего молока, оливки каламата и орегано.",
      "Fresh vegetables, sheep's milk feta, Kalamata olives and oregano.",
    ),
    intro: t(
      "Salata clasică grecească, din legume tăiate mare, cu feta adevărată din lapte de oaie și ulei de măsline extravirgin. Fără oțet și fără dressinguri cumpărate.",
      "Классический греческий салат из крупно нарезанных овощей с настоящей фетой из овечьего молока и оливковым маслом первого холодного отжима. Без уксуса и покупных заправок.",
      "The classic Greek salad made with chunky vegetables, real sheep's milk feta and extra virgin olive oil. No vinegar and no shop-bought dressings.",
    ),
    ingr: t(
      "roșii, castraveți, ardei gras, ceapă roșie, măsline Kalamata, brânză feta, oregano, ulei de măsline extravirgin",
      "помидоры, огурцы, болгарский перец, красный лук, оливки каламата, сыр фета, орегано, оливковое масло первого холодного отжима",
      "tomatoes, cucumbers, bell pepper, red onion, Kalamata olives, feta cheese, oregano, extra virgin olive oil",
    ),
    nutr: [280, 9, 22, 12],
    alg: ["milk"],
    store: "chilled",
    price: 85,
    stock: 26,
    w: 300,
    diet: ["vegetarian", "keto"],
    art: ["dish", "#4CAF50"],
    days: 280,
    sim: [1059],
  }),
  dish({
    n: 1059,
    cat: ["salate", "vegetarian"],
    brand: "ecaterix-green",
    title: t(
      "Salată cu sfeclă coaptă și brânză de capră",
      "Салат с печёной свёклой и козьим сыром",
      "Roasted beetroot and goat's cheese salad",
    ),
    short: t(
      "Sfeclă coaptă, brânză de capră, rucola, nuci și portocală.",
      "Печёная свёкла, козий сыр, руккола, грецкие орехи и апельсин.",
      "Roasted beetroot, goat's cheese, rocket, walnuts and orange.",
    ),
    intro: t(
      "Sfecla roșie coaptă întreagă, la foc mic, devine dulce și fragedă, iar brânza de capră cremoasă și nucile moldovenești îi completează perfect gustul. O salată potrivită atât pentru prânz, cât și pentru o cină ușoară.",
      "Свёкла, целиком запечённая на медленном огне, становится сладкой и нежной, а кремовый козий сыр и молдавские грецкие орехи идеально дополняют её вкус. Салат подходит и для обеда, и для лёгкого ужина.",
      "Beetroot roasted whole over a low heat turns sweet and tender, and creamy goat's cheese with Moldovan walnuts complements it perfectly. A salad that suits both lunch and a light dinner.",
    ),
    ingr: t(
      "sfeclă coaptă, brânză de capră, rucola, nuci prăjite, portocală, ulei de nucă, oțet balsamic",
      "печёная свёкла, козий сыр, руккола, обжаренные грецкие орехи, апельсин, ореховое масло, бальзамический уксус",
      "roasted beetroot, goat's cheese, rocket, toasted walnuts, orange, walnut oil, balsamic vinegar",
    ),
    nutr: [310, 11, 22, 18],
    alg: ["milk", "nuts", "sulphites"],
    store: "chilled",
    price: 95,
    stock: 0,
    w: 260,
    diet: ["vegetarian"],
    art: ["dish", "#880E4F"],
    days: 150,
    sim: [1058],
  }),
  dish({
    n: 1060,
    cat: ["salate"],
    brand: "ecaterix-fit",
    title: t("Bowl keto cu avocado și ou", "Кето-боул с авокадо и яйцом", "Keto bowl with avocado and egg"),
    short: t(
      "Avocado, ouă, bacon de curcan și spanac — sub 10 g de glucide.",
      "Авокадо, яйца, бекон из индейки и шпинат — меньше 10 г углеводов.",
      "Avocado, eggs, turkey bacon and spinach — under 10 g of carbs.",
    ),
    intro: t(
      "Un bowl gândit pentru cei care urmează dieta keto: mai puțin de 10 g de glucide, dar multe grăsimi sănătoase din avocado, semințe și ulei de măsline. Ouăle și baconul de curcan îl fac sățios până seara.",
      "Боул для тех, кто придерживается кето-диеты: меньше 10 г углеводов и много полезных жиров из авокадо, семечек и оливкового масла. Яйца и бекон из индейки делают его сытным до вечера.",
      "A bowl designed for keto eaters: under 10 g of carbohydrates but plenty of healthy fats from avocado, seeds and olive oil. Eggs and turkey bacon keep you full until the evening.",
    ),
    ingr: t(
      "avocado, ouă fierte, bacon de curcan, spanac baby, castravete, ridichi, semințe de dovleac, brânză feta, ulei de măsline",
      "авокадо, варёные яйца, бекон из индейки, шпинат беби, огурец, редис, тыквенные семечки, сыр фета, оливковое масло",
      "avocado, boiled eggs, turkey bacon, baby spinach, cucumber, radishes, pumpkin seeds, feta cheese, olive oil",
    ),
    nutr: [490, 22, 40, 8],
    alg: ["milk", "eggs"],
    store: "chilled",
    price: 119,
    stock: 15,
    w: 300,
    diet: ["keto"],
    art: ["dish", "#689F38"],
    loyalty: 4,
    days: 25,
    sim: [1031, 1058],
  }),
  dish({
    n: 1061,
    cat: ["salate"],
    brand: "ecaterix-kitchen",
    title: t("Salată Niçoise cu ton", "Салат «Нисуаз» с тунцом", "Tuna Niçoise salad"),
    short: t(
      "Ton proaspăt la grătar, cartofi noi, fasole verde și ou.",
      "Свежий тунец гриль, молодой картофель, стручковая фасоль и яйцо.",
      "Fresh grilled tuna, new potatoes, green beans and egg.",
    ),
    intro: t(
      "Rețeta clasică din Nisa, cu ton proaspăt rumenit la grătar în loc de conservă. Cartofii noi și fasolea verde o fac destul de consistentă pentru un prânz complet.",
      "Классический рецепт из Ниццы со свежим тунцом, обжаренным на гриле, вместо консервированного. Молодой картофель и стручковая фасоль делают салат достаточно сытным для полноценного обеда.",
      "The classic recipe from Nice, with fresh tuna seared on the grill instead of canned. New potatoes and green beans make it hearty enough for a full lunch.",
    ),
    ingr: t(
      "ton la grătar, fasole verde, cartofi noi, ou, roșii cherry, măsline, salată verde, capere, dressing cu muștar de Dijon",
      "тунец гриль, стручковая фасоль, молодой картофель, яйцо, томаты черри, оливки, листья салата, каперсы, заправка с дижонской горчицей",
      "grilled tuna, green beans, new potatoes, egg, cherry tomatoes, olives, green salad, capers, Dijon mustard dressing",
    ),
    nutr: [380, 30, 18, 22],
    alg: ["fish", "eggs", "mustard"],
    store: "chilled",
    price: 135,
    old: 150,
    stock: 10,
    w: 320,
    diet: ["proteic"],
    art: ["dish", "#5C6BC0"],
    days: 50,
    sim: [1056, 1055],
  }),
];

const desserts: ProductSeed[] = [
  dish({
    n: 1062,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t("Budincă de chia cu mango", "Пудинг из чиа с манго", "Chia pudding with mango"),
    short: t(
      "Budincă vegană de chia cu lapte de cocos, mango și fructul pasiunii.",
      "Веганский пудинг из чиа на кокосовом молоке с манго и маракуйей.",
      "A vegan chia pudding with coconut milk, mango and passion fruit.",
    ),
    intro: t(
      "Semințele de chia se înmoaie peste noapte în lapte de cocos și devin o budincă fină, bogată în fibre și omega-3. Deasupra adăugăm piure de mango și fructul pasiunii — dulceața vine doar din fructe.",
      "Семена чиа за ночь набухают в кокосовом молоке и превращаются в нежный пудинг, богатый клетчаткой и омега-3. Сверху — пюре манго и маракуйя: сладость только от фруктов.",
      "Chia seeds soak overnight in coconut milk and turn into a smooth pudding rich in fibre and omega-3. We top it with mango purée and passion fruit, so all the sweetness comes from fruit.",
    ),
    ingr: t(
      "semințe de chia, lapte de cocos, piure de mango, fructul pasiunii, fulgi de cocos",
      "семена чиа, кокосовое молоко, пюре манго, маракуйя, кокосовая стружка",
      "chia seeds, coconut milk, mango purée, passion fruit, coconut flakes",
    ),
    nutr: [240, 5, 14, 22],
    alg: [],
    store: "dessert",
    price: 55,
    stock: 30,
    w: 180,
    diet: ["vegan", "vegetarian"],
    art: ["jar", "#FFB300"],
    days: 40,
    sim: [1067],
  }),
  dish({
    n: 1063,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t(
      "Cheesecake cu afine fără zahăr",
      "Чизкейк с черникой без сахара",
      "Sugar-free blueberry cheesecake",
    ),
    short: t(
      "Cheesecake cremos din brânză de vaci, cu afine și fără zahăr adăugat.",
      "Нежный творожный чизкейк с черникой без добавленного сахара.",
      "A creamy cottage cheese cheesecake with blueberries and no added sugar.",
    ),
    intro: t(
      "Cel mai comandat desert al nostru: un cheesecake copt și cremos, pe bază de brânză de vaci, îndulcit cu eritritol în loc de zahăr. O porție are doar 210 kcal și 11 g de proteine.",
      "Наш самый популярный десерт: нежный запечённый чизкейк на основе творога, подслащённый эритритом вместо сахара. В одной порции всего 210 ккал и 11 г белка.",
      "Our most ordered dessert: a creamy baked cheesecake made with cottage cheese and sweetened with erythritol instead of sugar. One portion has just 210 kcal and 11 g of protein.",
    ),
    ingr: t(
      "brânză de vaci, cremă de brânză, ouă, eritritol, blat din fulgi de ovăz și migdale, afine, lămâie",
      "творог, сливочный сыр, яйца, эритрит, основа из овсяных хлопьев и миндаля, черника, лимон",
      "cottage cheese, cream cheese, eggs, erythritol, oat and almond base, blueberries, lemon",
    ),
    nutr: [210, 11, 12, 14],
    alg: ["gluten", "milk", "eggs", "nuts"],
    store: "dessert",
    price: 59,
    old: 69,
    stock: 40,
    w: 130,
    diet: ["vegetarian"],
    art: ["dish", "#5E35B1"],
    loyalty: 2,
    prio: 65,
    days: 310,
    assoc: [1068],
    sim: [1064, 1066],
  }),
  dish({
    n: 1064,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t(
      "Cheesecake fără zahăr, la kg",
      "Чизкейк без сахара, на вес",
      "Sugar-free cheesecake, by the kg",
    ),
    short: t(
      "Cheesecake întreg fără zahăr pentru petreceri, la kilogram.",
      "Целый чизкейк без сахара для праздников, на вес.",
      "A whole sugar-free cheesecake for parties, sold by the kg.",
    ),
    intro: t(
      "Același cheesecake fără zahăr, copt în forme mari pentru petreceri și evenimente. La cerere îl tăiem în porții; un kilogram ajunge pentru 7–8 persoane.",
      "Тот же чизкейк без сахара, испечённый в больших формах для праздников и мероприятий. По желанию нарежем его на порции; килограмма хватает на 7–8 человек.",
      "The same sugar-free cheesecake baked in large tins for parties and events. We slice it into portions on request; one kilogram serves 7–8 people.",
    ),
    ingr: t(
      "brânză de vaci, cremă de brânză, ouă, eritritol, blat din fulgi de ovăz și migdale, vanilie, coajă de lămâie",
      "творог, сливочный сыр, яйца, эритрит, основа из овсяных хлопьев и миндаля, ваниль, лимонная цедра",
      "cottage cheese, cream cheese, eggs, erythritol, oat and almond base, vanilla, lemon zest",
    ),
    nutr: [190, 10, 11, 12],
    per: "100g",
    alg: ["gluten", "milk", "eggs", "nuts"],
    store: "dessert",
    price: 560,
    stock: 8,
    unit: "kg",
    mult: 0.5,
    w: 1000,
    diet: ["vegetarian"],
    art: ["dish", "#B39DDB"],
    days: 210,
    sim: [1063],
  }),
  dish({
    n: 1065,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t(
      "Bomboane din curmale și nuci, 12 bucăți",
      "Конфеты из фиников и орехов, 12 шт.",
      "Date and nut truffles, 12 pieces",
    ),
    short: t(
      "Bomboane vegane din curmale, migdale și cacao, fără zahăr.",
      "Веганские конфеты из фиников, миндаля и какао без сахара.",
      "Vegan truffles made from dates, almonds and cocoa, with no sugar.",
    ),
    intro: t(
      "Bomboane rulate de mână din curmale, migdale și nuci moldovenești, fără zahăr, fără gluten și fără lactate. Sunt o gustare energizantă la birou sau un mic cadou ambalat frumos.",
      "Конфеты ручной работы из фиников, миндаля и молдавских грецких орехов — без сахара, глютена и молочных продуктов. Это заряжающий энергией перекус в офисе или небольшой подарок в красивой упаковке.",
      "Hand-rolled truffles made from dates, almonds and Moldovan walnuts, with no sugar, gluten or dairy. An energising office snack or a small, nicely packed gift.",
    ),
    ingr: t(
      "curmale, migdale, nuci, cacao, ulei de cocos, fulgi de cocos, sare de mare",
      "финики, миндаль, грецкие орехи, какао, кокосовое масло, кокосовая стружка, морская соль",
      "dates, almonds, walnuts, cocoa, coconut oil, coconut flakes, sea salt",
    ),
    nutr: [70, 1, 4, 8],
    per: "piece",
    alg: ["nuts"],
    store: "dessert",
    price: 120,
    stock: 45,
    unit: "set",
    w: 240,
    diet: ["vegan", "vegetarian"],
    art: ["box", "#6D4C41"],
    loyalty: 2,
    days: 260,
    assoc: [1074],
    sim: [1066],
  }),
  dish({
    n: 1066,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t("Brownie cu avocado și cacao", "Брауни с авокадо и какао", "Avocado and cocoa brownie"),
    short: t(
      "Brownie dens cu avocado și migdale, fără zahăr și fără gluten.",
      "Плотный брауни с авокадо и миндалём без сахара и глютена.",
      "A dense avocado and almond brownie, free of sugar and gluten.",
    ),
    intro: t(
      "Un brownie dens și umed, în care untul este înlocuit cu avocado, iar făina — cu migdale măcinate. Nu conține zahăr sau gluten și se potrivește chiar și cu dieta keto.",
      "Плотный влажный брауни, в котором сливочное масло заменено авокадо, а мука — молотым миндалём. В нём нет сахара и глютена, и он подходит даже для кето-диеты.",
      "A dense, moist brownie in which avocado replaces butter and ground almonds replace flour. It contains no sugar or gluten and even fits a keto diet.",
    ),
    ingr: t(
      "avocado, cacao, ouă, făină de migdale, eritritol, ciocolată neagră 85%, nuci",
      "авокадо, какао, яйца, миндальная мука, эритрит, горький шоколад 85%, грецкие орехи",
      "avocado, cocoa, eggs, almond flour, erythritol, 85% dark chocolate, walnuts",
    ),
    nutr: [230, 6, 18, 10],
    alg: ["eggs", "nuts"],
    store: "dessert",
    price: 49,
    stock: 35,
    w: 90,
    diet: ["vegetarian", "keto"],
    art: ["dish", "#3E2723"],
    days: 160,
    sim: [1063, 1065],
  }),
  dish({
    n: 1067,
    cat: ["deserturi"],
    brand: "ecaterix-sweet",
    title: t(
      "Panna cotta cu cocos și zmeură",
      "Панна-котта из кокоса с малиной",
      "Coconut panna cotta with raspberries",
    ),
    short: t(
      "Panna cotta vegană din lapte de cocos, cu zmeură proaspătă.",
      "Веганская панна-котта на кокосовом молоке со свежей малиной.",
      "A vegan coconut milk panna cotta with fresh raspberries.",
    ),
    intro: t(
      "O panna cotta vegană: în loc de frișcă folosim lapte de cocos, iar gelatina este înlocuită cu agar-agar din alge. Se îndulcește cu sirop de topinambur, care are un indice glicemic scăzut.",
      "Веганская панна-котта: вместо сливок — кокосовое молоко, а желатин заменён агар-агаром из водорослей. Подслащиваем её сиропом топинамбура с низким гликемическим индексом.",
      "A vegan panna cotta: coconut milk replaces cream and agar-agar from seaweed replaces gelatine. It is sweetened with Jerusalem artichoke syrup, which has a low glycaemic index.",
    ),
    ingr: t(
      "lapte de cocos, agar-agar, vanilie, sirop de topinambur, zmeură, mentă",
      "кокосовое молоко, агар-агар, ваниль, сироп топинамбура, малина, мята",
      "coconut milk, agar-agar, vanilla, Jerusalem artichoke syrup, raspberries, mint",
    ),
    nutr: [180, 2, 14, 11],
    alg: [],
    store: "dessert",
    price: 52,
    old: 59,
    stock: 0,
    w: 150,
    diet: ["vegan", "vegetarian"],
    art: ["jar", "#F8BBD0"],
    days: 6,
    sim: [1062],
  }),
];

const drinks: ProductSeed[] = [
  dish({
    n: 1068,
    cat: ["bauturi"],
    brand: "ecaterix-kitchen",
    title: t(
      "Smoothie verde cu spanac și măr",
      "Зелёный смузи со шпинатом и яблоком",
      "Green smoothie with spinach and apple",
    ),
    short: t(
      "Spanac, măr verde, banană și ghimbir — 300 ml.",
      "Шпинат, зелёное яблоко, банан и имбирь — 300 мл.",
      "Spinach, green apple, banana and ginger — 300 ml.",
    ),
    intro: t(
      "Un smoothie răcoritor, pe care îl preparăm dimineața din legume verzi și fructe, fără zahăr, fără sucuri din concentrat și fără gheață care să-l dilueze. Un pahar de 300 ml echivalează cu două porții de legume și fructe.",
      "Освежающий смузи, который мы готовим утром из зелёных овощей и фруктов — без сахара, соков из концентрата и льда, который бы его разбавлял. Стакан 300 мл — это две порции овощей и фруктов.",
      "A refreshing smoothie we blend every morning from green vegetables and fruit, with no sugar, no juice from concentrate and no ice to water it down. A 300 ml glass counts as two portions of fruit and vegetables.",
    ),
    ingr: t(
      "spanac, măr verde, banană, castravete, țelină, ghimbir, lămâie, apă",
      "шпинат, зелёное яблоко, банан, огурец, сельдерей, имбирь, лимон, вода",
      "spinach, green apple, banana, cucumber, celery, ginger, lemon, water",
    ),
    nutr: [140, 3, 1, 30],
    alg: ["celery"],
    store: "smoothie",
    price: 49,
    stock: 40,
    w: 300,
    diet: ["vegan", "vegetarian"],
    art: ["jar", "#7CB342"],
    prio: 35,
    days: 270,
    sim: [1069, 1070],
  }),
  dish({
    n: 1069,
    cat: ["bauturi"],
    brand: "ecaterix-kitchen",
    title: t("Smoothie cu fructe de pădure", "Ягодный смузи", "Berry smoothie"),
    short: t(
      "Zmeură, afine și căpșuni cu iaurt natural — 300 ml.",
      "Малина, черника и клубника с натуральным йогуртом — 300 мл.",
      "Raspberries, blueberries and strawberries with natural yoghurt — 300 ml.",
    ),
    intro: t(
      "Fructe de pădure moldovenești, congelate imediat după cules ca să-și păstreze vitaminele, amestecate cu iaurt natural și semințe de in. Gustul este dulce-acrișor, fără niciun gram de zahăr adăugat.",
      "Молдавские ягоды, замороженные сразу после сбора, чтобы сохранить витамины, взбитые с натуральным йогуртом и семенами льна. Кисло-сладкий вкус без единого грамма добавленного сахара.",
      "Moldovan berries frozen right after picking to keep their vitamins, blended with natural yoghurt and flaxseed. Sweet and tangy without a single gram of added sugar.",
    ),
    ingr: t(
      "zmeură, afine, căpșuni, banană, iaurt natural, semințe de in",
      "малина, черника, клубника, банан, натуральный йогурт, семена льна",
      "raspberries, blueberries, strawberries, banana, natural yoghurt, flaxseed",
    ),
    nutr: [190, 7, 3, 33],
    alg: ["milk"],
    store: "smoothie",
    price: 55,
    stock: 35,
    w: 300,
    diet: ["vegetarian"],
    art: ["jar", "#AD1457"],
    days: 220,
    sim: [1068],
  }),
  dish({
    n: 1070,
    cat: ["bauturi"],
    brand: "ecaterix-fit",
    title: t(
      "Smoothie proteic cu banană și unt de arahide",
      "Протеиновый смузи с бананом и арахисовой пастой",
      "Banana and peanut butter protein smoothie",
    ),
    short: t(
      "24 g de proteine din lapte și brânză de vaci, cu banană și unt de arahide — 350 ml.",
      "24 г белка из молока и творога с бананом и арахисовой пастой — 350 мл.",
      "24 g of protein from milk and cottage cheese, with banana and peanut butter — 350 ml.",
    ),
    intro: t(
      "Un smoothie consistent pentru după antrenament: 24 g de proteine din lapte și brânză de vaci, fără pudre proteice. Banana și fulgii de ovăz refac rezervele de energie.",
      "Плотный смузи после тренировки: 24 г белка из молока и творога без протеиновых порошков. Банан и овсяные хлопья восполняют запас энергии.",
      "A thick post-workout smoothie: 24 g of protein from milk and cottage cheese, with no protein powders. Banana and oats refill your energy stores.",
    ),
    ingr: t(
      "banană, lapte, brânză de vaci, unt de arahide, fulgi de ovăz, cacao, scorțișoară",
      "банан, молоко, творог, арахисовая паста, овсяные хлопья, какао, корица",
      "banana, milk, cottage cheese, peanut butter, oat flakes, cocoa, cinnamon",
    ),
    nutr: [380, 24, 12, 42],
    alg: ["gluten", "milk", "peanuts"],
    store: "smoothie",
    price: 65,
    stock: 25,
    w: 350,
    diet: ["vegetarian", "proteic"],
    art: ["jar", "#A1887F"],
    loyalty: 2,
    days: 130,
    assoc: [1016],
    sim: [1068],
  }),
  dish({
    n: 1071,
    cat: ["bauturi"],
    brand: "livada-orheiului",
    title: t(
      "Suc de mere presat la rece, 1 l",
      "Яблочный сок холодного отжима, 1 л",
      "Cold-pressed apple juice, 1 l",
    ),
    short: t(
      "Suc nefiltrat din mere moldovenești, fără zahăr și conservanți.",
      "Нефильтрованный сок из молдавских яблок без сахара и консервантов.",
      "Unfiltered juice from Moldovan apples, with no sugar or preservatives.",
    ),
    intro: t(
      "Merele din livezile de lângă Orhei sunt presate la rece, fără încălzire, astfel încât sucul își păstrează gustul de măr proaspăt și vitaminele. Este nefiltrat, de aceea poate avea un mic depozit natural.",
      "Яблоки из садов под Оргеевом отжимаются холодным способом, без нагрева, поэтому сок сохраняет вкус свежего яблока и витамины. Сок нефильтрованный, поэтому возможен небольшой естественный осадок.",
      "Apples from orchards near Orhei are cold-pressed without heating, so the juice keeps the taste of fresh apples and its vitamins. It is unfiltered, so a little natural sediment is normal.",
    ),
    ingr: t(
      "100% mere din soiurile Golden și Idared, din livezile raionului Orhei, fără zahăr adăugat și fără conservanți",
      "100% яблоки сортов Голден и Айдаред из садов Оргеевского района, без добавленного сахара и консервантов",
      "100% Golden and Idared apples from orchards in the Orhei district, with no added sugar or preservatives",
    ),
    nutr: [46, 0, 0, 11],
    per: "100ml",
    alg: [],
    store: "juice",
    price: 65,
    stock: 50,
    unit: "bottle",
    w: 1100,
    diet: ["vegan", "vegetarian"],
    art: ["bottle", "#FDD835"],
    loyalty: 1,
    days: 380,
    sim: [1072],
  }),
  dish({
    n: 1072,
    cat: ["bauturi"],
    brand: "livada-orheiului",
    title: t(
      "Suc de mere, morcov și sfeclă, 0,5 l",
      "Сок из яблок, моркови и свёклы, 0,5 л",
      "Apple, carrot and beetroot juice, 0.5 l",
    ),
    short: t(
      "Suc presat la rece din mere, morcov și sfeclă, fără zahăr.",
      "Сок холодного отжима из яблок, моркови и свёклы без сахара.",
      "Cold-pressed apple, carrot and beetroot juice with no sugar.",
    ),
    intro: t(
      "Un suc presat la rece din legume și fructe moldovenești, cu dulceața morcovului și culoarea intensă a sfeclei. Este o sursă naturală de betacaroten și potasiu.",
      "Сок холодного отжима из молдавских овощей и фруктов со сладостью моркови и насыщенным цветом свёклы. Естественный источник бета-каротина и калия.",
      "A cold-pressed juice from Moldovan fruit and vegetables, with the sweetness of carrot and a deep colour from beetroot. A natural source of beta-carotene and potassium.",
    ),
    ingr: t(
      "mere (60%), morcov (30%), sfeclă roșie (10%), suc de lămâie",
      "яблоки (60%), морковь (30%), свёкла (10%), лимонный сок",
      "apples (60%), carrots (30%), beetroot (10%), lemon juice",
    ),
    nutr: [42, 1, 0, 10],
    per: "100ml",
    alg: [],
    store: "juice",
    price: 45,
    old: 52,
    stock: 18,
    unit: "bottle",
    w: 550,
    diet: ["vegan", "vegetarian"],
    art: ["bottle", "#C62828"],
    days: 28,
    sim: [1071],
  }),
];

// ---------------------------------------------------------------------------------------------
// Products: gift cards
// ---------------------------------------------------------------------------------------------

const CARD_LABELS = {
  value: t("Valoare nominală", "Номинал", "Face value"),
  includes: t("Ce include", "Что входит", "What's included"),
  validity: t("Valabilitate", "Срок действия", "Validity"),
  usage: t("Utilizare", "Использование", "How to use"),
  delivery: t("Livrare", "Доставка", "Delivery"),
};

const CARD_DELIVERY = t(
  "electronic, prin e-mail, imediat după plată, sau tipărit, cu livrare gratuită în Chișinău",
  "в электронном виде на электронную почту сразу после оплаты или в печатном виде с бесплатной доставкой по Кишинёву",
  "electronically by e-mail right after payment, or printed with free delivery in Chișinău",
);

function moneyCard(
  n: number,
  value: number,
  color: string,
  days: number,
  extra: Partial<ProductSeed> = {},
): ProductSeed {
  return {
    code: code(n),
    categories: ["certificate"],
    brand: "ecaterix-kitchen",
    title: t(
      `Certificat cadou de ${value} lei`,
      `Подарочный сертификат на ${value} леев`,
      `${value} MDL gift card`,
    ),
    shortDescription: t(
      `Certificat de ${value} lei pentru orice preparat sau program Ecaterix.`,
      `Сертификат на ${value} леев на любые блюда и программы Ecaterix.`,
      `A ${value} MDL gift card for any Ecaterix dish or meal plan.`,
    ),
    description: html(
      t(
        "Un cadou pentru cei dragi care vor să mănânce sănătos: certificatul poate fi folosit pentru programe de alimentație, prânzuri, deserturi sau catering. Îl primiți în format electronic sau tipărit, într-un plic festiv.",
        "Подарок для близких, которые хотят питаться правильно: сертификат можно использовать для программ питания, обедов, десертов или кейтеринга. Вы получите его в электронном виде или напечатанным, в праздничном конверте.",
        "A gift for loved ones who want to eat well: the card can be used for meal plans, lunches, desserts or catering. You receive it electronically or printed in a festive envelope.",
      ),
      [
        { label: CARD_LABELS.value, value: t(`${value} lei`, `${value} леев`, `${value} MDL`) },
        {
          label: CARD_LABELS.validity,
          value: t(
            "12 luni de la data cumpărării",
            "12 месяцев с даты покупки",
            "12 months from the date of purchase",
          ),
        },
        {
          label: CARD_LABELS.usage,
          value: t(
            "introduceți codul certificatului la plasarea comenzii pe site sau comunicați-l operatorului; suma poate fi folosită în mai multe comenzi",
            "введите код сертификата при оформлении заказа на сайте или сообщите его оператору; сумму можно использовать в нескольких заказах",
            "enter the card code at checkout on the website or give it to our operator; the amount can be spent over several orders",
          ),
        },
        { label: CARD_LABELS.delivery, value: CARD_DELIVERY },
      ],
    ),
    unit: UNITS.pcs,
    price: value,
    stock: [100],
    specs: {},
    art: { shape: "box", color },
    addedDaysAgo: days,
    ...extra,
  };
}

const giftCards: ProductSeed[] = [
  moneyCard(1073, 500, "#EC407A", 365, { similar: [code(1074)] }),
  moneyCard(1074, 1000, "#AB47BC", 365, { sortPriority: 15, similar: [code(1073), code(1075)] }),
  moneyCard(1075, 2000, "#5C6BC0", 240, { loyaltyGive: 20, similar: [code(1074), code(1076)] }),
  {
    code: code(1076),
    categories: ["certificate", "balance"],
    brand: "ecaterix-fit",
    title: t(
      "Certificat cadou: Balance 1600 kcal, 7 zile",
      "Подарочный сертификат: Balance 1600 ккал, 7 дней",
      "Gift card: Balance 1600 kcal plan, 7 days",
    ),
    shortDescription: t(
      "O săptămână de alimentație echilibrată cadou — 1600 kcal pe zi, cinci mese.",
      "Неделя сбалансированного питания в подарок — 1600 ккал в день, пять приёмов пищи.",
      "A week of balanced eating as a gift — 1600 kcal a day, five meals.",
    ),
    description: html(
      t(
        "Oferiți o săptămână fără griji legate de gătit: destinatarul alege data de început, iar noi îi aducem în fiecare dimineață rația Balance de 1600 kcal. Certificatul se livrează într-o cutie cadou, cu o broșură despre program.",
        "Подарите неделю без забот о готовке: получатель сам выбирает дату начала, а мы каждое утро привозим ему рацион Balance на 1600 ккал. Сертификат доставляется в подарочной коробке с буклетом о программе.",
        "Give a week free from cooking worries: the recipient picks the start date and we bring the 1600 kcal Balance ration every morning. The card comes in a gift box with a booklet about the plan.",
      ),
      [
        {
          label: CARD_LABELS.includes,
          value: t(
            "7 zile ale programului Balance 1600 kcal, cinci mese pe zi, livrare dimineața în Chișinău",
            "7 дней программы Balance 1600 ккал, пять приёмов пищи в день, утренняя доставка по Кишинёву",
            "7 days of the Balance 1600 kcal plan, five meals a day, morning delivery in Chișinău",
          ),
        },
        {
          label: CARD_LABELS.validity,
          value: t(
            "6 luni de la data cumpărării",
            "6 месяцев с даты покупки",
            "6 months from the date of purchase",
          ),
        },
        {
          label: CARD_LABELS.usage,
          value: t(
            "destinatarul ne sună sau ne scrie cu cel puțin 24 de ore înainte de prima livrare și ne comunică eventualele alergii",
            "получатель звонит или пишет нам не позднее чем за 24 часа до первой доставки и сообщает о возможных аллергиях",
            "the recipient calls or messages us at least 24 hours before the first delivery and tells us about any allergies",
          ),
        },
        { label: CARD_LABELS.delivery, value: CARD_DELIVERY },
      ],
    ),
    unit: UNITS.pcs,
    price: 2190,
    oldPrice: 2310,
    stock: [40],
    specs: { calorii: "1200-1600", durata: "7-zile" },
    art: { shape: "box", color: "#26A69A" },
    loyaltyGive: 40,
    sortPriority: 20,
    addedDaysAgo: 45,
    associated: [code(1008)],
    similar: [code(1075)],
  },
];

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const products: ProductSeed[] = [
  ...mealPlans(),
  ...vegetarianDishes,
  ...officeLunches,
  ...cateringSets,
  ...wineSets,
  ...soups,
  ...salads,
  ...desserts,
  ...drinks,
  ...giftCards,
];

export const ecaterixCatalogue: CatalogueSeed = { categories, brands, specifications, products };
