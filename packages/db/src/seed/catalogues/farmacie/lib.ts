import type { ProductArt, ProductSeed } from "../../catalogue-types.ts";
import { brandInfo } from "./brands.ts";
import { COUNTRIES, type CountryKey } from "./countries.ts";
import { type L, type Lang, mapL, t } from "./i18n.ts";
import { SUBSTANCES, type SubstanceKey } from "./substances.ts";

export { type L, type Lang, mapL, same, t } from "./i18n.ts";

/**
 * Building blocks for the Farmacia Familiei catalogue: product families (one medicine or product line,
 * several packs) are expanded into ProductSeed records here, so the data files only hold what differs
 * between products.
 */

// ---------------------------------------------------------------------------------------------
// Plurals and units
// ---------------------------------------------------------------------------------------------

/** Noun forms: ro [one, many], ru/uk [one, few, many], en [one, many]. */
export type Noun = {
  ro: [string, string];
  ru: [string, string, string];
  uk: [string, string, string];
  en: [string, string];
};

function slavic(n: number, forms: [string, string, string]): string {
  const d = n % 10;
  const h = n % 100;
  if (d === 1 && h !== 11) return forms[0];
  if (d >= 2 && d <= 4 && (h < 12 || h > 14)) return forms[1];
  return forms[2];
}

/** "20 comprimate" (label style, as on the pack) in every language. */
export function countLabel(n: number, noun: Noun, lang: Lang): string {
  switch (lang) {
    case "ro":
      return `${n} ${n === 1 ? noun.ro[0] : noun.ro[1]}`;
    case "ru":
      return `${n} ${slavic(n, noun.ru)}`;
    case "uk":
      return `${n} ${slavic(n, noun.uk)}`;
    case "en":
      return `${n} ${n === 1 ? noun.en[0] : noun.en[1]}`;
  }
}

/** "20 de comprimate" (prose: Romanian needs "de" from 20 up). */
export function countProse(n: number, noun: Noun, lang: Lang): string {
  if (lang === "ro" && n !== 1) {
    const h = n % 100;
    return h === 0 || h >= 20 ? `${n} de ${noun.ro[1]}` : `${n} ${noun.ro[1]}`;
  }
  return countLabel(n, noun, lang);
}

const UNIT_WORDS: Record<string, L> = {
  mg: t("mg", "мг", "мг", "mg"),
  g: t("g", "г", "г", "g"),
  ml: t("ml", "мл", "мл", "ml"),
  mcg: t("mcg", "мкг", "мкг", "mcg"),
  IU: t("UI", "МЕ", "МО", "IU"),
  mmol: t("mmol", "ммоль", "ммоль", "mmol"),
  mln: t("mld.", "млрд", "млрд", "bn"),
  cfu: t("UFC", "КОЕ", "КУО", "CFU"),
  kg: t("kg", "кг", "кг", "kg"),
  dose: t("doză", "доза", "доза", "dose"),
};

/** Localises a strength written in English notation: "0.1%", "500 mg", "120 mg/5 ml", "1000 IU". */
export function strength(s: string): L {
  return mapL((lang) =>
    s
      .replace(/\b(mg|g|ml|mcg|IU|mmol|mln|cfu|kg|dose)\b/g, (u) => UNIT_WORDS[u]?.[lang] ?? u)
      .replace(/(\d)\.(\d)/g, lang === "en" ? "$1.$2" : "$1,$2"),
  );
}

// ---------------------------------------------------------------------------------------------
// Forms (the "form" specification) and how packs are described
// ---------------------------------------------------------------------------------------------

export type Shape = ProductArt["shape"];

type FormDef = {
  /** Filter title (plural, capitalised). */
  title: L;
  /** For count packs: the noun counted ("20 tablets"). */
  noun?: Noun;
  /** For volume/mass packs: the lowercase name used in titles ("syrup 100 ml"). */
  name?: L;
  /** "per tablet" phrase for the composition line. */
  per?: L;
  shape: Shape;
};

const tabletNoun: Noun = {
  ro: ["comprimat", "comprimate"],
  ru: ["таблетка", "таблетки", "таблеток"],
  uk: ["таблетка", "таблетки", "таблеток"],
  en: ["tablet", "tablets"],
};

export const FORMS = {
  tablets: {
    title: t("Comprimate", "Таблетки", "Таблетки", "Tablets"),
    noun: tabletNoun,
    per: t("într-un comprimat", "в 1 таблетке", "в 1 таблетці", "per tablet"),
    shape: "blister",
  },
  effervescent: {
    title: t("Comprimate efervescente", "Шипучие таблетки", "Шипучі таблетки", "Effervescent tablets"),
    noun: {
      ro: ["comprimat efervescent", "comprimate efervescente"],
      ru: ["шипучая таблетка", "шипучие таблетки", "шипучих таблеток"],
      uk: ["шипуча таблетка", "шипучі таблетки", "шипучих таблеток"],
      en: ["effervescent tablet", "effervescent tablets"],
    },
    per: t("într-un comprimat", "в 1 таблетке", "в 1 таблетці", "per tablet"),
    shape: "tube",
  },
  lozenges: {
    title: t("Pastile de supt", "Пастилки", "Пастилки", "Lozenges"),
    noun: {
      ro: ["pastilă de supt", "pastile de supt"],
      ru: ["пастилка", "пастилки", "пастилок"],
      uk: ["пастилка", "пастилки", "пастилок"],
      en: ["lozenge", "lozenges"],
    },
    per: t("într-o pastilă", "в 1 пастилке", "в 1 пастилці", "per lozenge"),
    shape: "box",
  },
  capsules: {
    title: t("Capsule", "Капсулы", "Капсули", "Capsules"),
    noun: {
      ro: ["capsulă", "capsule"],
      ru: ["капсула", "капсулы", "капсул"],
      uk: ["капсула", "капсули", "капсул"],
      en: ["capsule", "capsules"],
    },
    per: t("într-o capsulă", "в 1 капсуле", "в 1 капсулі", "per capsule"),
    shape: "blister",
  },
  sachets: {
    title: t("Plicuri", "Порошок в пакетиках", "Порошок у пакетиках", "Sachets"),
    noun: {
      ro: ["plic", "plicuri"],
      ru: ["пакетик", "пакетика", "пакетиков"],
      uk: ["пакетик", "пакетики", "пакетиків"],
      en: ["sachet", "sachets"],
    },
    per: t("într-un plic", "в 1 пакетике", "в 1 пакетику", "per sachet"),
    shape: "sachet",
  },
  gummies: {
    title: t("Jeleuri", "Жевательные пастилки", "Жувальні пастилки", "Gummies"),
    noun: {
      ro: ["jeleu", "jeleuri"],
      ru: ["жевательная пастилка", "жевательные пастилки", "жевательных пастилок"],
      uk: ["жувальна пастилка", "жувальні пастилки", "жувальних пастилок"],
      en: ["gummy", "gummies"],
    },
    per: t("într-un jeleu", "в 1 пастилке", "в 1 пастилці", "per gummy"),
    shape: "jar",
  },
  granules: {
    title: t("Granule", "Гранулы", "Гранули", "Granules"),
    noun: {
      ro: ["doză", "doze"],
      ru: ["доза", "дозы", "доз"],
      uk: ["доза", "дози", "доз"],
      en: ["dose", "doses"],
    },
    per: t("într-o doză", "в 1 дозе", "в 1 дозі", "per dose"),
    shape: "box",
  },
  inhaler: {
    title: t("Inhalatoare", "Ингаляторы", "Інгалятори", "Inhalers"),
    noun: {
      ro: ["doză", "doze"],
      ru: ["доза", "дозы", "доз"],
      uk: ["доза", "дози", "доз"],
      en: ["dose", "doses"],
    },
    shape: "spray",
  },
  nebules: {
    title: t(
      "Soluții pentru nebulizare",
      "Растворы для небулайзера",
      "Розчини для небулайзера",
      "Nebuliser solutions",
    ),
    noun: {
      ro: ["recipient unidoză", "recipiente unidoză"],
      ru: ["небула", "небулы", "небул"],
      uk: ["небула", "небули", "небул"],
      en: ["nebule", "nebules"],
    },
    shape: "box",
  },
  suppositories: {
    title: t("Supozitoare", "Суппозитории", "Супозиторії", "Suppositories"),
    noun: {
      ro: ["supozitor", "supozitoare"],
      ru: ["суппозиторий", "суппозитория", "суппозиториев"],
      uk: ["супозиторій", "супозиторії", "супозиторіїв"],
      en: ["suppository", "suppositories"],
    },
    per: t("într-un supozitor", "в 1 суппозитории", "в 1 супозиторії", "per suppository"),
    shape: "box",
  },
  syrup: {
    title: t("Sirop", "Сироп", "Сироп", "Syrup"),
    name: t("sirop", "сироп", "сироп", "syrup"),
    shape: "bottle",
  },
  suspension: {
    title: t("Suspensie", "Суспензия", "Суспензія", "Suspension"),
    name: t("suspensie orală", "суспензия для приёма внутрь", "суспензія оральна", "oral suspension"),
    shape: "bottle",
  },
  solution: {
    title: t("Soluție", "Раствор", "Розчин", "Solution"),
    name: t("soluție", "раствор", "розчин", "solution"),
    shape: "bottle",
  },
  drops: {
    title: t("Picături", "Капли", "Краплі", "Drops"),
    name: t("picături", "капли", "краплі", "drops"),
    shape: "bottle",
  },
  spray: {
    title: t("Spray", "Спрей", "Спрей", "Spray"),
    name: t("spray", "спрей", "спрей", "spray"),
    shape: "spray",
  },
  cream: {
    title: t("Cremă", "Крем", "Крем", "Cream"),
    name: t("cremă", "крем", "крем", "cream"),
    shape: "tube",
  },
  gel: {
    title: t("Gel", "Гель", "Гель", "Gel"),
    name: t("gel", "гель", "гель", "gel"),
    shape: "tube",
  },
  ointment: {
    title: t("Unguent", "Мазь", "Мазь", "Ointment"),
    name: t("unguent", "мазь", "мазь", "ointment"),
    shape: "tube",
  },
  lotion: {
    title: t("Loțiune și emulsie", "Лосьон и эмульсия", "Лосьйон та емульсія", "Lotion and emulsion"),
    name: t("loțiune", "лосьон", "лосьйон", "lotion"),
    shape: "bottle",
  },
  oil: {
    title: t("Ulei", "Масло", "Олія", "Oil"),
    name: t("ulei", "масло", "олія", "oil"),
    shape: "bottle",
  },
  shampoo: {
    title: t("Șampon", "Шампунь", "Шампунь", "Shampoo"),
    name: t("șampon", "шампунь", "шампунь", "shampoo"),
    shape: "bottle",
  },
  toothpaste: {
    title: t("Pastă de dinți", "Зубная паста", "Зубна паста", "Toothpaste"),
    name: t("pastă de dinți", "зубная паста", "зубна паста", "toothpaste"),
    shape: "tube",
  },
  powder: {
    title: t("Pulbere", "Порошок", "Порошок", "Powder"),
    name: t("pulbere", "порошок", "порошок", "powder"),
    shape: "jar",
  },
  puree: {
    title: t("Piure", "Пюре", "Пюре", "Purée"),
    name: t("piure", "пюре", "пюре", "purée"),
    shape: "jar",
  },
  porridge: {
    title: t("Terci", "Каша", "Каша", "Cereal"),
    name: t("terci", "каша", "каша", "cereal"),
    shape: "box",
  },
  patch: {
    title: t("Plasturi", "Пластыри", "Пластирі", "Plasters and patches"),
    noun: {
      ro: ["plasture", "plasturi"],
      ru: ["пластырь", "пластыря", "пластырей"],
      uk: ["пластир", "пластирі", "пластирів"],
      en: ["plaster", "plasters"],
    },
    shape: "box",
  },
  nappies: {
    title: t("Scutece", "Подгузники", "Підгузки", "Nappies"),
    noun: {
      ro: ["bucată", "bucăți"],
      ru: ["штука", "штуки", "штук"],
      uk: ["штука", "штуки", "штук"],
      en: ["nappy", "nappies"],
    },
    shape: "box",
  },
  tests: {
    title: t("Teste și benzi", "Тесты и тест-полоски", "Тести й тест-смужки", "Tests and strips"),
    noun: {
      ro: ["test", "teste"],
      ru: ["тест", "теста", "тестов"],
      uk: ["тест", "тести", "тестів"],
      en: ["test", "tests"],
    },
    shape: "box",
  },
  lenses: {
    title: t("Lentile de contact", "Контактные линзы", "Контактні лінзи", "Contact lenses"),
    noun: {
      ro: ["lentilă", "lentile"],
      ru: ["линза", "линзы", "линз"],
      uk: ["лінза", "лінзи", "лінз"],
      en: ["lens", "lenses"],
    },
    shape: "box",
  },
  items: {
    title: t("Articole și accesorii", "Изделия и аксессуары", "Вироби та аксесуари", "Items and accessories"),
    noun: {
      ro: ["bucată", "bucăți"],
      ru: ["штука", "штуки", "штук"],
      uk: ["штука", "штуки", "штук"],
      en: ["piece", "pieces"],
    },
    shape: "box",
  },
  device: {
    title: t("Aparate", "Приборы", "Прилади", "Devices"),
    shape: "device",
  },
} satisfies Record<string, FormDef>;

export type FormKey = keyof typeof FORMS;
const formDef = (k: FormKey): FormDef => FORMS[k];

/** A pack: a count of units, a volume, a mass, or a single item (device, accessory). */
export type Pack = { form: FormKey; n?: number; ml?: number; g?: number; name?: L };

const CONTAINER: Partial<Record<Shape, L>> = {
  bottle: t("flacon", "флакон", "флакон", "bottle"),
  tube: t("tub", "туба", "туба", "tube"),
  spray: t("flacon cu pulverizator", "флакон-спрей", "флакон-спрей", "spray bottle"),
  jar: t("borcan", "банка", "банка", "jar"),
  box: t("cutie", "коробка", "коробка", "box"),
  sachet: t("plic", "пакет", "пакет", "pouch"),
};

function amount(p: Pack): string | undefined {
  if (p.ml !== undefined) return `${p.ml} ml`;
  if (p.g !== undefined) return p.g >= 1000 && p.g % 1000 === 0 ? `${p.g / 1000} kg` : `${p.g} g`;
  return undefined;
}

/** The pack part of a title: "20 comprimate", "sirop 100 ml". */
export function packLabel(p: Pack): L {
  const f = formDef(p.form);
  if (p.n !== undefined && f.noun) {
    const noun = f.noun;
    const n = p.n;
    return mapL((lang) => countLabel(n, noun, lang));
  }
  const a = amount(p);
  const name = p.name ?? f.name ?? f.title;
  if (a) {
    const al = strength(a);
    return mapL((lang) => `${name[lang]} ${al[lang]}`);
  }
  return name;
}

/** The pack in prose, for the "Pack" line: "20 de comprimate", "flacon de 100 ml". */
export function packProse(p: Pack, shape: Shape): L | undefined {
  const f = formDef(p.form);
  if (p.n !== undefined && f.noun) {
    const noun = f.noun;
    const n = p.n;
    return mapL((lang) => countProse(n, noun, lang));
  }
  const a = amount(p);
  if (!a) return undefined;
  const al = strength(a);
  const c = CONTAINER[shape] ?? CONTAINER.bottle;
  if (!c) return undefined;
  return t(`${c.ro} de ${al.ro}`, `${c.ru} ${al.ru}`, `${c.uk} ${al.uk}`, `${al.en} ${c.en}`);
}

// ---------------------------------------------------------------------------------------------
// Standard texts
// ---------------------------------------------------------------------------------------------

export const LABEL = {
  substance: t("Substanța activă", "Действующее вещество", "Діюча речовина", "Active ingredient"),
  composition: t("Compoziție", "Состав", "Склад", "Composition"),
  indications: t("Indicații", "Показания", "Показання", "Indications"),
  adults: t(
    "Mod de administrare la adulți",
    "Применение у взрослых",
    "Застосування дорослим",
    "How to take (adults)",
  ),
  children: t("Copii", "Дети", "Діти", "Children"),
  use: t("Mod de utilizare", "Способ применения", "Спосіб застосування", "How to use"),
  dose: t(
    "Doza zilnică recomandată",
    "Рекомендуемая суточная доза",
    "Рекомендована добова доза",
    "Daily dose",
  ),
  features: t("Caracteristici", "Характеристики", "Характеристики", "Features"),
  suitable: t("Recomandat pentru", "Подходит для", "Підходить для", "Suitable for"),
  contents: t("Conținutul cutiei", "Комплектация", "Комплектація", "In the box"),
  warranty: t("Garanție", "Гарантия", "Гарантія", "Warranty"),
  pack: t("Ambalaj", "Упаковка", "Упаковка", "Pack"),
  storage: t("Păstrare", "Хранение", "Зберігання", "Storage"),
  dispensing: t("Mod de eliberare", "Условия отпуска", "Умови відпуску", "Dispensing"),
  maker: t("Producător", "Производитель", "Виробник", "Manufacturer"),
  contraindications: t("Contraindicații", "Противопоказания", "Протипоказання", "Do not use"),
  actives: t("Ingrediente active", "Активные компоненты", "Активні компоненти", "Key ingredients"),
};

export const STORAGE = {
  room: t(
    "la temperaturi sub 25 °C, în ambalajul original, la loc ferit de umiditate și de îndemâna copiilor",
    "при температуре не выше 25 °C в оригинальной упаковке, в защищённом от влаги и недоступном для детей месте",
    "за температури не вище 25 °C в оригінальній упаковці, у захищеному від вологи та недоступному для дітей місці",
    "below 25 °C in the original pack, away from moisture and out of the reach of children",
  ),
  liquid: t(
    "la temperaturi sub 25 °C, la loc ferit de lumină și de îndemâna copiilor; după deschidere, conform prospectului",
    "при температуре не выше 25 °C в защищённом от света и недоступном для детей месте; после вскрытия — согласно инструкции",
    "за температури не вище 25 °C у захищеному від світла та недоступному для дітей місці; після відкриття — згідно з інструкцією",
    "below 25 °C, away from light and out of the reach of children; once opened, as stated in the leaflet",
  ),
  cold: t(
    "la frigider, la 2–8 °C; nu congelați",
    "в холодильнике при 2–8 °C; не замораживать",
    "у холодильнику за 2–8 °C; не заморожувати",
    "in a refrigerator at 2–8 °C; do not freeze",
  ),
  cosmetic: t(
    "la temperatura camerei, ferit de razele directe ale soarelui",
    "при комнатной температуре, вдали от прямых солнечных лучей",
    "за кімнатної температури, подалі від прямих сонячних променів",
    "at room temperature, away from direct sunlight",
  ),
  dry: t(
    "la loc uscat, la temperatura camerei",
    "в сухом месте при комнатной температуре",
    "у сухому місці за кімнатної температури",
    "in a dry place at room temperature",
  ),
};

export const CLOSING = {
  medicine: t(
    "Citiți cu atenție prospectul înainte de utilizare. Dacă aveți întrebări, adresați-vă farmacistului sau medicului.",
    "Перед применением внимательно прочитайте инструкцию. Если у вас есть вопросы, проконсультируйтесь с фармацевтом или врачом.",
    "Перед застосуванням уважно прочитайте інструкцію. Якщо у вас є запитання, проконсультуйтеся з фармацевтом або лікарем.",
    "Read the patient leaflet carefully before use. If you have any questions, ask your pharmacist or doctor.",
  ),
  rx: t(
    "Medicament eliberat cu rețetă: îl rezervați online și îl ridicați din farmacie la prezentarea rețetei originale.",
    "Препарат отпускается по рецепту: его можно забронировать онлайн и получить в аптеке при предъявлении оригинала рецепта.",
    "Препарат відпускається за рецептом: його можна забронювати онлайн і отримати в аптеці після пред’явлення оригіналу рецепта.",
    "Prescription-only medicine: reserve it online and collect it from the pharmacy on presentation of the original prescription.",
  ),
  supplement: t(
    "Supliment alimentar. Nu înlocuiește o alimentație variată și echilibrată și un stil de viață sănătos. Nu depășiți doza zilnică recomandată.",
    "Биологически активная добавка к пище, не является лекарственным средством. Не заменяет разнообразного сбалансированного питания. Не превышайте рекомендуемую суточную дозу.",
    "Дієтична добавка, не є лікарським засобом. Не замінює різноманітного збалансованого харчування. Не перевищуйте рекомендовану добову дозу.",
    "Food supplement. It does not replace a varied, balanced diet and a healthy lifestyle. Do not exceed the recommended daily dose.",
  ),
  device: t(
    "Dispozitiv medical. Citiți instrucțiunile de utilizare înainte de folosire.",
    "Медицинское изделие. Перед использованием ознакомьтесь с инструкцией.",
    "Медичний виріб. Перед використанням ознайомтеся з інструкцією.",
    "Medical device. Read the instructions for use before use.",
  ),
  babyFood: t(
    "Laptele matern este cel mai bun aliment pentru sugari. Înainte de a introduce alimentația complementară sau o formulă de lapte, consultați medicul pediatru.",
    "Грудное молоко — лучшее питание для младенцев. Перед введением прикорма или смеси проконсультируйтесь с педиатром.",
    "Грудне молоко — найкраще харчування для немовлят. Перед введенням прикорму чи суміші проконсультуйтеся з педіатром.",
    "Breast milk is the best food for infants. Talk to your paediatrician before introducing formula or solid food.",
  ),
};

const OTC_DISPENSING = t("fără rețetă", "без рецепта", "без рецепта", "over the counter");
const RX_DISPENSING = t(
  "cu rețetă; doar ridicare din farmacie",
  "по рецепту; только самовывоз из аптеки",
  "за рецептом; лише самовивіз з аптеки",
  "prescription only; pharmacy pickup only",
);

export type Fact = [L, L];

/** `<p>intro</p><ul><li><strong>label:</strong> value</li>…</ul><p>closing</p>` */
export function html(intro: L, facts: Fact[], closing?: L): L {
  return mapL((lang) => {
    const items = facts
      .map(([label, value]) => `<li><strong>${label[lang]}:</strong> ${value[lang]}</li>`)
      .join("");
    const end = closing ? `<p>${closing[lang]}</p>` : "";
    return `<p>${intro[lang]}</p><ul>${items}</ul>${end}`;
  });
}

const join2 = (a: L, b: L, sep = " "): L => mapL((lang) => `${a[lang]}${sep}${b[lang]}`);

// ---------------------------------------------------------------------------------------------
// Deterministic pseudo-randomness (stock, dates, loyalty), keyed by the product code
// ---------------------------------------------------------------------------------------------

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Product builders
// ---------------------------------------------------------------------------------------------

export type AgeKey = "adults" | "children" | "infants";

const UNITS = {
  pack: t("cut.", "уп.", "уп.", "pack"),
  bottle: t("fl.", "фл.", "фл.", "bottle"),
  tube: t("tub", "туба", "туба", "tube"),
  piece: t("buc.", "шт.", "шт.", "pcs"),
};

function defaultUnit(shape: Shape, p: Pack): L {
  if (p.form === "inhaler") return UNITS.piece;
  if (shape === "bottle" || shape === "spray") return UNITS.bottle;
  if (shape === "tube" && p.n === undefined) return UNITS.tube;
  if (p.n !== undefined && p.n > 1) return UNITS.pack;
  return UNITS.piece;
}

function defaultWeight(p: Pack, shape: Shape): number | undefined {
  if (p.n !== undefined) {
    if (p.form === "nappies") return Math.round(p.n * 32 + 60);
    if (p.form === "lenses" || p.form === "tests") return Math.round(20 + p.n * 3);
    if (p.form === "sachets") return Math.round(p.n * 4 + 20);
    if (p.form === "items" || p.form === "patch") return Math.round(15 + p.n * 2);
    return Math.round(12 + p.n * 0.9);
  }
  if (p.ml !== undefined) return Math.round(p.ml * 1.05 + (shape === "spray" ? 40 : 50));
  if (p.g !== undefined) return Math.round(p.g + 25);
  return undefined;
}

/** Pack-size band for count packs ("pack" spec), volume band for liquids and creams ("volume" spec). */
function bandSpecs(p: Pack): Record<string, string> {
  if (p.n !== undefined) {
    const n = p.n;
    const band =
      n <= 1
        ? "p1"
        : n <= 10
          ? "p2-10"
          : n <= 20
            ? "p11-20"
            : n <= 30
              ? "p21-30"
              : n <= 60
                ? "p31-60"
                : n <= 100
                  ? "p61-100"
                  : "p100plus";
    return { pack: band };
  }
  const v = p.ml ?? p.g;
  if (v !== undefined) {
    const band = v <= 50 ? "v50" : v <= 150 ? "v150" : v <= 300 ? "v300" : "v300plus";
    return { volume: band };
  }
  return {};
}

/** Everything a single product may set; most fields have sensible defaults. */
export type ItemInput = {
  code: string;
  cats: string[];
  brand: string;
  title: L;
  short: L;
  description: L;
  /** A medicine's leaflet, shown in its own tab. */
  leaflet?: L;
  price: number;
  oldPrice?: number;
  /** Never discounted automatically. */
  fullPrice?: boolean;
  pack: Pack;
  age?: AgeKey[];
  specs?: Record<string, string | string[]>;
  shape?: Shape;
  color?: string;
  unit?: L;
  weightGr?: number;
  stock?: number[];
  isRecipe?: boolean;
  loyaltyGive?: number;
  sortPriority?: number;
  addedDaysAgo?: number;
  associated?: string[];
  similar?: string[];
  compatible?: string[];
  /** Fixed country spec value; default the brand's. */
  country?: CountryKey;
};

/** Expands one product's input into a ProductSeed, filling stock, dates, points and bands. */
export function item(i: ItemInput): ProductSeed {
  const r = rng(i.code);
  const b = brandInfo(i.brand);
  const shape = i.shape ?? formDef(i.pack.form).shape;
  const rx = i.isRecipe === true;

  // Stock over the 5 pharmacies: the 24/7 centre pharmacy holds most; some shops have none.
  const stock =
    i.stock ??
    [0, 1, 2, 3, 4].map((shop) => {
      const x = r();
      if (x < (shop === 0 ? 0.08 : 0.25)) return 0;
      const max = rx ? 12 : shop === 0 ? 60 : 30;
      return 1 + Math.floor(r() * max);
    });

  let oldPrice = i.oldPrice;
  const dice = r();
  if (oldPrice === undefined && !rx && !i.fullPrice && i.price <= 1000 && dice < 0.25) {
    const off = [0.1, 0.15, 0.2, 0.25][Math.floor(r() * 4)] ?? 0.15;
    oldPrice = Math.ceil(i.price / (1 - off)) - 0.1;
  }
  const loyalty =
    i.loyaltyGive ?? (r() < 0.3 ? Math.max(1, Math.min(20, Math.round(i.price / 40))) : undefined);
  const prio = i.sortPriority ?? (r() < 0.2 ? Math.floor(r() * 101) : undefined);
  const added = i.addedDaysAgo ?? Math.floor(r() * 401);

  const specs: Record<string, string | string[]> = {
    form: i.pack.form,
    ...bandSpecs(i.pack),
    country: i.country ?? b.country,
    ...(i.age ? { age: i.age } : {}),
    ...i.specs,
  };

  const cats = [...i.cats];
  if (oldPrice !== undefined && !cats.includes("oferte")) cats.push("oferte");

  const p: ProductSeed = {
    code: i.code,
    categories: cats,
    brand: i.brand,
    title: i.title,
    shortDescription: i.short,
    description: i.description,
    ...(i.leaflet ? { leaflet: i.leaflet } : {}),
    unit: i.unit ?? defaultUnit(shape, i.pack),
    price: round2(i.price),
    stock,
    specs,
    art: { shape, color: i.color ?? b.color },
    addedDaysAgo: added,
  };
  if (oldPrice !== undefined) p.oldPrice = round2(oldPrice);
  const w = i.weightGr ?? defaultWeight(i.pack, shape);
  if (w !== undefined) p.weightGr = w;
  if (rx) {
    p.isRecipe = true;
    p.homeDelivery = false;
  }
  if (loyalty !== undefined) p.loyaltyGive = loyalty;
  if (prio !== undefined) p.sortPriority = prio;
  if (i.associated?.length) p.associated = i.associated;
  if (i.similar?.length) p.similar = i.similar;
  if (i.compatible?.length) p.compatible = i.compatible;
  return p;
}

// ---------------------------------------------------------------------------------------------
// Medicines: one family = one active ingredient (or fixed combination), several packs and brands
// ---------------------------------------------------------------------------------------------

export type MedVariant = {
  code: string;
  brand: string;
  /** Product name before the strength: "Paracetamol Farmaprim", "Нурофен". */
  name: L;
  /** English notation, localised automatically: "500 mg", "120 mg/5 ml", "0.1%". */
  strength?: string;
  pack: Pack;
  price: number;
  oldPrice?: number;
  fullPrice?: boolean;
  /** Replaces the generated "active ingredient" line (fixed combinations). */
  composition?: L;
  /** Replaces the family's dosage text for this pack. */
  dosage?: L;
  childrenText?: L;
  /** Paediatric pack: the adult dosage line is left out. */
  noAdults?: boolean;
  short?: L;
  /** Extra sentence appended to the family's intro paragraph. */
  note?: L;
  age?: AgeKey[];
  cats?: string[];
  shape?: Shape;
  color?: string;
  stock?: number[];
  weightGr?: number;
  loyaltyGive?: number;
  sortPriority?: number;
  addedDaysAgo?: number;
  associated?: string[];
  similar?: string[];
  compatible?: string[];
  country?: CountryKey;
  storage?: L;
  unit?: L;
};

export type MedFamily = {
  /** Keys of the "substance" specification; the first one names the active ingredient. */
  substance: SubstanceKey[];
  cats: string[];
  age: AgeKey[];
  short: L;
  about: L;
  indications: L;
  dosage: L;
  childrenText?: L;
  contraindications?: L;
  storage?: L;
  rx?: boolean;
  variants: MedVariant[];
};

export function meds(f: MedFamily): ProductSeed[] {
  return f.variants.map((v) => {
    const st = v.strength ? strength(v.strength) : undefined;
    const pl = packLabel(v.pack);
    const title = mapL((lang) => `${v.name[lang]}${st ? ` ${st[lang]}` : ""}, ${pl[lang]}`);
    const shape = v.shape ?? formDef(v.pack.form).shape;
    const first = f.substance[0];
    const inn = first ? SUBSTANCES[first] : undefined;
    const facts: Fact[] = [];
    if (v.composition) facts.push([LABEL.composition, v.composition]);
    else if (inn && st) {
      const per = formDef(v.pack.form).per;
      const isConcentration = /[%/]/.test(v.strength ?? "");
      facts.push([
        LABEL.substance,
        mapL((lang) => `${inn[lang]} ${st[lang]}${per && !isConcentration ? ` ${per[lang]}` : ""}`),
      ]);
    }
    facts.push([LABEL.indications, f.indications]);
    if (!v.noAdults) facts.push([LABEL.adults, v.dosage ?? f.dosage]);
    const ch = v.childrenText ?? f.childrenText;
    if (ch) facts.push([LABEL.children, ch]);
    if (f.contraindications) facts.push([LABEL.contraindications, f.contraindications]);
    const pp = packProse(v.pack, shape);
    if (pp) facts.push([LABEL.pack, pp]);
    const liquid = v.pack.ml !== undefined || v.pack.g !== undefined;
    facts.push([LABEL.storage, v.storage ?? f.storage ?? (liquid ? STORAGE.liquid : STORAGE.room)]);
    facts.push([LABEL.dispensing, f.rx ? RX_DISPENSING : OTC_DISPENSING]);
    facts.push([LABEL.maker, makerLine(v.brand, v.country)]);
    const intro = v.note ? join2(f.about, v.note) : f.about;
    const closing = f.rx ? join2(CLOSING.rx, CLOSING.medicine) : CLOSING.medicine;
    return item({
      code: v.code,
      cats: v.cats ?? f.cats,
      brand: v.brand,
      title,
      short: v.short ?? f.short,
      // The description says what the medicine is; the leaflet, how to take it.
      description: mapL((lang) => `<p>${intro[lang]}</p><p>${closing[lang]}</p>`),
      leaflet: mapL((lang) =>
        facts.map(([label, value]) => `<h3>${label[lang]}</h3><p>${value[lang]}</p>`).join(""),
      ),
      price: v.price,
      oldPrice: v.oldPrice,
      fullPrice: v.fullPrice,
      pack: v.pack,
      age: v.age ?? f.age,
      specs: { prescription: f.rx ? "rx" : "otc", substance: f.substance },
      shape: v.shape,
      color: v.color,
      unit: v.unit,
      weightGr: v.weightGr,
      stock: v.stock,
      isRecipe: f.rx,
      loyaltyGive: v.loyaltyGive,
      sortPriority: v.sortPriority,
      addedDaysAgo: v.addedDaysAgo,
      associated: v.associated,
      similar: v.similar,
      compatible: v.compatible,
      country: v.country,
    });
  });
}

/** "KRKA (Slovenia)" in every language. */
export function makerLine(brand: string, country?: CountryKey): L {
  const b = brandInfo(brand);
  const c = countryTitle(country ?? b.country);
  return mapL((lang) => `${b.name} (${c[lang]})`);
}

function countryTitle(key: CountryKey): L {
  return COUNTRIES[key];
}

// ---------------------------------------------------------------------------------------------
// Other goods: supplements, devices, cosmetics, baby and hygiene products
// ---------------------------------------------------------------------------------------------

export type GoodsInput = Omit<ItemInput, "description" | "title"> & {
  /** Full title, or a name completed with the pack ("La Roche-Posay Effaclar Duo+" -> "…, 40 ml"). */
  title?: L;
  name?: L;
  about: L;
  facts: Fact[];
  closing?: L;
  /** Adds the pack and manufacturer lines (default true). */
  packLine?: boolean;
  storage?: L;
};

export function goods(g: GoodsInput): ProductSeed {
  const shape = g.shape ?? formDef(g.pack.form).shape;
  let title = g.title;
  if (!title) {
    if (!g.name) throw new Error(`${g.code}: title or name required`);
    const name = g.name;
    const a = amount(g.pack);
    // The name already says what the product is; the title adds the count or the volume.
    const pl = g.pack.n !== undefined ? packLabel(g.pack) : a ? strength(a) : undefined;
    title = pl ? mapL((lang) => `${name[lang]}, ${pl[lang]}`) : name;
  }
  const facts = [...g.facts];
  if (g.packLine !== false) {
    const pp = packProse(g.pack, shape);
    if (pp) facts.push([LABEL.pack, pp]);
  }
  if (g.storage) facts.push([LABEL.storage, g.storage]);
  facts.push([LABEL.maker, makerLine(g.brand, g.country)]);
  return item({ ...g, title, description: html(g.about, facts, g.closing) });
}

/** Prescription-only family: listed under "Medicamente cu rețetă", pickup only. */
export function rxMeds(f: Omit<MedFamily, "rx" | "cats"> & { cats?: string[] }): ProductSeed[] {
  return meds({ ...f, cats: f.cats ?? ["cu-reteta"], rx: true });
}

/** A food supplement: composition and daily dose lines, the supplement notice at the end. */
export type SupplementInput = Omit<GoodsInput, "about" | "facts" | "closing"> & {
  about: L;
  composition: L;
  dose: L;
  extra?: Fact[];
};

export function supplement(s: SupplementInput): ProductSeed {
  const { composition, dose, extra, ...rest } = s;
  return goods({
    ...rest,
    facts: [[LABEL.composition, composition], [LABEL.dose, dose], ...(extra ?? [])],
    storage: s.storage ?? STORAGE.dry,
    closing: CLOSING.supplement,
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers for dermocosmetics, devices and care products
// ---------------------------------------------------------------------------------------------

export type SkinKey = "all" | "normal" | "dry" | "oily" | "sensitive" | "atopic";

export type CosmeticInput = Omit<GoodsInput, "facts" | "specs" | "age"> & {
  actives: L;
  use: L;
  skin?: SkinKey[];
  age?: AgeKey[];
};

/** A dermocosmetic: key ingredients, how to use, skin types (the "skin" filter). */
export function cosmetic(c: CosmeticInput): ProductSeed {
  const { actives, use, skin, ...rest } = c;
  return goods({
    age: ["adults"],
    storage: STORAGE.cosmetic,
    ...rest,
    facts: [
      [LABEL.actives, actives],
      [LABEL.use, use],
    ],
    ...(skin ? { specs: { skin } } : {}),
  });
}

export const WARRANTY: Record<2 | 3 | 5, L> = {
  2: t("2 ani", "2 года", "2 роки", "2 years"),
  3: t("3 ani", "3 года", "3 роки", "3 years"),
  5: t("5 ani", "5 лет", "5 років", "5 years"),
};

export type DeviceInput = Omit<GoodsInput, "facts" | "pack" | "closing"> & {
  features: L;
  contents?: L;
  warranty?: 2 | 3 | 5;
  extra?: Fact[];
};

/** A medical device: features, box contents and warranty, the medical-device notice at the end. */
export function device(d: DeviceInput): ProductSeed {
  const { features, contents, warranty, extra, ...rest } = d;
  const facts: Fact[] = [[LABEL.features, features]];
  if (contents) facts.push([LABEL.contents, contents]);
  if (extra) facts.push(...extra);
  if (warranty) facts.push([LABEL.warranty, WARRANTY[warranty]]);
  return goods({ ...rest, facts, pack: { form: "device" }, closing: CLOSING.device });
}

export type CareInput = Omit<GoodsInput, "facts" | "age"> & { key: L; use: L; age?: AgeKey[] };

/** A care product: key ingredients and how to use. */
export function careItem(c: CareInput): ProductSeed {
  const { key, use, ...rest } = c;
  return goods({
    age: ["adults"],
    storage: STORAGE.cosmetic,
    ...rest,
    facts: [
      [LABEL.actives, key],
      [LABEL.use, use],
    ],
  });
}
