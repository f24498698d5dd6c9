import { CAPITAL_REGION_ID } from "@sf/domain";
import type { PlaceNames } from "./names.ts";

/**
 * Moldova's regions as the checkout offers them: the capital (municipiul Chișinău, id 3) and 17
 * other districts and municipalities. Country reference data, the same for every shop; ids are
 * stable because orders and saved addresses keep them.
 */
export type RegionData = { id: number; names: PlaceNames };

export const REGIONS: readonly RegionData[] = [
  { id: 1, names: { ro: "Anenii Noi", ru: "Анений Ной", uk: "Аненій-Ной" } },
  { id: 2, names: { ro: "mun. Bălți", ru: "мун. Бельцы", uk: "мун. Бєльці", en: "Bălți municipality" } },
  {
    id: CAPITAL_REGION_ID,
    names: { ro: "mun. Chișinău", ru: "мун. Кишинёв", uk: "мун. Кишинів", en: "Chișinău municipality" },
  },
  { id: 4, names: { ro: "Cahul", ru: "Кагул", uk: "Кагул" } },
  { id: 5, names: { ro: "Călărași", ru: "Кэлэраш", uk: "Келераш" } },
  { id: 6, names: { ro: "Căușeni", ru: "Каушаны", uk: "Каушани" } },
  { id: 7, names: { ro: "Criuleni", ru: "Криуляны", uk: "Криуляни" } },
  { id: 8, names: { ro: "Edineț", ru: "Единец", uk: "Єдинці" } },
  { id: 9, names: { ro: "Fălești", ru: "Фалешты", uk: "Фалешти" } },
  { id: 10, names: { ro: "Florești", ru: "Флорешты", uk: "Флорешти" } },
  { id: 11, names: { ro: "Hîncești", ru: "Хынчешты", uk: "Хинчешти" } },
  { id: 12, names: { ro: "Ialoveni", ru: "Яловены", uk: "Яловени" } },
  { id: 13, names: { ro: "Orhei", ru: "Орхей", uk: "Оргіїв" } },
  { id: 14, names: { ro: "Soroca", ru: "Сороки", uk: "Сороки" } },
  { id: 15, names: { ro: "Strășeni", ru: "Страшены", uk: "Страшени" } },
  { id: 16, names: { ro: "Ungheni", ru: "Унгены", uk: "Унгени" } },
  { id: 17, names: { ro: "UTA Găgăuzia", ru: "АТО Гагаузия", uk: "АТО Гагаузія", en: "Gagauzia" } },
  { id: 18, names: { ro: "Cimișlia", ru: "Чимишлия", uk: "Чимішлія" } },
];

export type LocalityData = {
  id: number;
  regionId: number;
  /** Stable latin key; the capital's default is "kishinev", as in the original backend. */
  slug: string;
  names: PlaceNames;
  isDefault?: boolean;
};

const C = CAPITAL_REGION_ID;

/**
 * Localities by region. The capital has its 12: Chișinău itself and the towns and communes of
 * the municipality nearest to it. Other regions list their centre first, then a few villages.
 */
export const LOCALITIES: readonly LocalityData[] = [
  {
    id: 1,
    regionId: C,
    slug: "kishinev",
    names: { ro: "Chișinău", ru: "Кишинёв", uk: "Кишинів" },
    isDefault: true,
  },
  { id: 2, regionId: C, slug: "durlesti", names: { ro: "Durlești", ru: "Дурлешты", uk: "Дурлешти" } },
  { id: 3, regionId: C, slug: "codru", names: { ro: "Codru", ru: "Кодру", uk: "Кодру" } },
  { id: 4, regionId: C, slug: "vatra", names: { ro: "Vatra", ru: "Ватра", uk: "Ватра" } },
  { id: 5, regionId: C, slug: "singera", names: { ro: "Sîngera", ru: "Сынжера", uk: "Синжера" } },
  { id: 6, regionId: C, slug: "bacioi", names: { ro: "Băcioi", ru: "Бачой", uk: "Бачой" } },
  { id: 7, regionId: C, slug: "ciorescu", names: { ro: "Ciorescu", ru: "Чорэску", uk: "Чореску" } },
  { id: 8, regionId: C, slug: "cricova", names: { ro: "Cricova", ru: "Крикова", uk: "Крикова" } },
  { id: 9, regionId: C, slug: "stauceni", names: { ro: "Stăuceni", ru: "Ставчены", uk: "Ставчени" } },
  {
    id: 10,
    regionId: C,
    slug: "vadul-lui-voda",
    names: { ro: "Vadul lui Vodă", ru: "Вадул-луй-Водэ", uk: "Вадул-луй-Воде" },
  },
  { id: 11, regionId: C, slug: "truseni", names: { ro: "Trușeni", ru: "Трушены", uk: "Трушени" } },
  { id: 12, regionId: C, slug: "gratiesti", names: { ro: "Grătiești", ru: "Гратиешты", uk: "Гратієшти" } },

  ...district(1, 101, [
    ["anenii-noi", "Anenii Noi", "Анений Ной"],
    ["bulboaca", "Bulboaca", "Булбоака"],
    ["varnita", "Varnița", "Варница"],
  ]),
  ...district(2, 201, [
    ["balti", "Bălți", "Бельцы"],
    ["elizaveta", "Elizaveta", "Елизавета"],
    ["sadovoe", "Sadovoe", "Садовое"],
  ]),
  ...district(4, 401, [
    ["cahul", "Cahul", "Кагул"],
    ["giurgiulesti", "Giurgiulești", "Джурджулешты"],
    ["crihana-veche", "Crihana Veche", "Крихана Веке"],
  ]),
  ...district(5, 501, [
    ["calarasi", "Călărași", "Кэлэраш"],
    ["sipoteni", "Sipoteni", "Сипотены"],
  ]),
  ...district(6, 601, [
    ["causeni", "Căușeni", "Каушаны"],
    ["zaim", "Zaim", "Заим"],
  ]),
  ...district(7, 701, [
    ["criuleni", "Criuleni", "Криуляны"],
    ["magdacesti", "Măgdăcești", "Мэгдэчешты"],
  ]),
  ...district(8, 801, [
    ["edinet", "Edineț", "Единец"],
    ["cupcini", "Cupcini", "Купчинь"],
  ]),
  ...district(9, 901, [
    ["falesti", "Fălești", "Фалешты"],
    ["pinzareni", "Pînzăreni", "Пынзэрень"],
  ]),
  ...district(10, 1001, [
    ["floresti", "Florești", "Флорешты"],
    ["marculesti", "Mărculești", "Маркулешты"],
  ]),
  ...district(11, 1101, [
    ["hincesti", "Hîncești", "Хынчешты"],
    ["lapusna", "Lăpușna", "Лэпушна"],
  ]),
  ...district(12, 1201, [
    ["ialoveni", "Ialoveni", "Яловены"],
    ["costesti", "Costești", "Костешты"],
    ["bardar", "Bardar", "Бардар"],
  ]),
  ...district(13, 1301, [
    ["orhei", "Orhei", "Орхей"],
    ["peresecina", "Peresecina", "Пересечина"],
    ["ivancea", "Ivancea", "Иванча"],
  ]),
  ...district(14, 1401, [
    ["soroca", "Soroca", "Сороки"],
    ["vadeni", "Vădeni", "Вэдень"],
  ]),
  ...district(15, 1501, [
    ["straseni", "Strășeni", "Страшены"],
    ["bucovat", "Bucovăț", "Буковэц"],
  ]),
  ...district(16, 1601, [
    ["ungheni", "Ungheni", "Унгены"],
    ["cornesti", "Cornești", "Корнешты"],
    ["sculeni", "Sculeni", "Скуляны"],
  ]),
  ...district(17, 1701, [
    ["comrat", "Comrat", "Комрат"],
    ["ceadir-lunga", "Ceadîr-Lunga", "Чадыр-Лунга"],
    ["vulcanesti", "Vulcănești", "Вулканешты"],
  ]),
  ...district(18, 1801, [
    ["cimislia", "Cimișlia", "Чимишлия"],
    ["gura-galbenei", "Gura Galbenei", "Гура Галбеней"],
  ]),
];

/** A district's localities, its centre first (and default). */
function district(regionId: number, firstId: number, rows: [string, string, string][]): LocalityData[] {
  return rows.map(([slug, ro, ru], i) => ({
    id: firstId + i,
    regionId,
    slug,
    names: { ro, ru },
    isDefault: i === 0,
  }));
}

/** Chișinău's five sectors. */
export const SECTORS: readonly { id: number; slug: string; names: PlaceNames }[] = [
  { id: 1, slug: "botanica", names: { ro: "Botanica", ru: "Ботаника", uk: "Ботаніка" } },
  { id: 2, slug: "buiucani", names: { ro: "Buiucani", ru: "Буюканы", uk: "Буюкани" } },
  { id: 3, slug: "centru", names: { ro: "Centru", ru: "Центр", uk: "Центр", en: "Centre" } },
  { id: 4, slug: "ciocana", names: { ro: "Ciocana", ru: "Чеканы", uk: "Чекани" } },
  { id: 5, slug: "riscani", names: { ro: "Rîșcani", ru: "Рышкановка", uk: "Ришкани" } },
];
