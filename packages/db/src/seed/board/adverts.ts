import { type AdvertCurrency, type AreaUnit, convertPrice, slugify, squareMetres } from "@sf/domain";
import type { Localized } from "../../schema/columns.ts";
import type { ProductKind } from "../product-kinds.ts";
import { BOARD_RATES } from "./catalogue.ts";
import { BOARD_PLACES, type PlaceSeed } from "./places.ts";

/**
 * The land board's demo adverts (issue 17): about 200 plots, fields, orchards, vineyards and
 * houses across Moldova, in ro and ru, priced as such land sells (a building plot in Chișinău
 * at several thousand euros the are, a field in the north at a few hundred the hectare), made
 * by a seeded generator so every demo database holds the same adverts.
 */
export type AdvertSeed = {
  slug: string;
  owner: 0 | 1;
  category: string;
  type: "sale" | "rent";
  title: Localized;
  description: Localized;
  price: number;
  currency: AdvertCurrency;
  priceEur: number;
  area: number;
  areaUnit: AreaUnit;
  areaM2: number;
  lat: number;
  lon: number;
  /** Slugs of its region, location and (in Chișinău) sector. */
  region: string;
  location: string;
  sector: string | null;
  address: string | null;
  cadastralNumber: string;
  isNegotiablePrice: boolean;
  status: "active" | "draft" | "inactive";
  /** Days before the seed's day it was published (null for a draft). */
  publishedDaysAgo: number | null;
  /**
   * Whether a moderator has looked at it (decision 0064): those published on the seed's day wait
   * in the back-office's new adverts queue, so the demo's queue is not empty.
   */
  reviewed: boolean;
  /** Attribute key -> option keys, a number or a yes/no. */
  attributes: Record<string, string[] | number | boolean>;
  /** What its pictures show, and how many it has. */
  picture: { kind: ProductKind; color: string; count: number };
};

export const DEMO_BOARD_USERS = [
  { firstName: "Ion", lastName: "Rusu", email: "ion.rusu@example.md", phone: "+37369123456", lang: "ro" },
  {
    firstName: "Elena",
    lastName: "Ceban",
    email: "elena.ceban@example.md",
    phone: "+37378654321",
    lang: "ru",
  },
] as const;

/** mulberry32: a small seeded generator (the same adverts on every machine). */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

type Place = { region: PlaceSeed; location: PlaceSeed; regionIndex: number };

const CATEGORIES = [
  { slug: "teren-constructii", weight: 45 },
  { slug: "case", weight: 15 },
  { slug: "teren-agricol", weight: 20 },
  { slug: "livezi", weight: 10 },
  { slug: "vii", weight: 10 },
] as const;

const CATEGORY_TEXT: Record<string, { ro: string; ru: string; kind: ProductKind; color: string }> = {
  "teren-constructii": {
    ro: "Teren pentru construcții",
    ru: "Участок под строительство",
    kind: "building-plot",
    color: "#8FB35B",
  },
  case: { ro: "Casă cu teren", ru: "Дом с участком", kind: "house", color: "#C9875A" },
  "teren-agricol": { ro: "Teren agricol", ru: "Сельхозземля", kind: "field", color: "#C9B458" },
  livezi: { ro: "Livadă", ru: "Сад", kind: "orchard", color: "#6FA35B" },
  vii: { ro: "Vie", ru: "Виноградник", kind: "vineyard", color: "#7D5BA6" },
};

const STREETS = [
  ["str. Sarmizegetusa", "ул. Сармизеджетуза"],
  ["str. Alba Iulia", "ул. Алба Юлия"],
  ["str. Petricani", "ул. Петрикань"],
  ["str. Ginta Latină", "ул. Джинта Латинэ"],
  ["str. Trandafirilor", "ул. Трандафирилор"],
  ["str. Livezilor", "ул. Ливезилор"],
  ["str. Viilor", "ул. Виилор"],
  ["str. Școlii", "ул. Школий"],
  ["str. Ștefan cel Mare", "ул. Штефан чел Маре"],
  ["str. Mihai Eminescu", "ул. Михай Эминеску"],
] as const;

const UTILITIES = ["electricity", "water", "gas", "sewerage"] as const;
const UTILITY_TEXT: Record<(typeof UTILITIES)[number], [string, string]> = {
  electricity: ["electricitate", "электричество"],
  water: ["apeduct", "водопровод"],
  gas: ["gaz", "газ"],
  sewerage: ["canalizare", "канализация"],
};
const ROAD_TEXT: Record<string, [string, string]> = {
  asphalt: ["drum asfaltat până la teren", "асфальтированная дорога до участка"],
  gravel: ["drum de acces pietruit", "подъезд по гравийной дороге"],
  dirt: ["drum de pământ, accesibil tot anul", "грунтовая дорога, проезд круглый год"],
};

const AREA_TEXT: Record<AreaUnit, [string, string]> = {
  ari: ["ari", "соток"],
  ha: ["ha", "га"],
  m2: ["m²", "м²"],
};

/** The places adverts are posted in: each region's localities, weighted towards the capital. */
function placesByWeight(): Place[] {
  const out: Place[] = [];
  BOARD_PLACES.forEach((region, regionIndex) => {
    const weight =
      region.slug === "chisinau"
        ? 6
        : ["ialoveni", "anenii-noi", "criuleni", "straseni", "orhei"].includes(region.slug)
          ? 3
          : 1;
    for (const location of region.locations ?? []) {
      // The capital's city itself: about as many adverts as all its suburbs together.
      const times = location.slug === "chisinau-oras" ? weight * 5 : weight;
      for (let i = 0; i < times; i++) out.push({ region, location, regionIndex });
    }
  });
  return out;
}

/** Euros per are of a building plot in a place: the capital's city, its suburbs, the ring, the rest. */
function buildingPricePerAre(place: Place, between: (a: number, b: number) => number): number {
  if (place.location.slug === "chisinau-oras") return between(6000, 14_000);
  if (place.region.slug === "chisinau") return between(2500, 6000);
  if (["ialoveni", "anenii-noi", "criuleni", "straseni", "orhei", "balti"].includes(place.region.slug))
    return between(800, 3000);
  return between(150, 900);
}

/** The item whose share of the total weight `roll` falls in. */
function weighted(items: readonly { slug: string; weight: number }[], roll: number): string {
  let left = roll;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item.slug;
  }
  return items[0]?.slug ?? "";
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function demoAdverts(count = 200, seed = 20261127): AdvertSeed[] {
  const r = generator(seed);
  const places = placesByWeight();
  const totalWeight = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);
  const adverts: AdvertSeed[] = [];
  for (let n = 1; n <= count; n++) {
    const category = weighted(CATEGORIES, r.next() * totalWeight);
    const text =
      CATEGORY_TEXT[category] ?? (CATEGORY_TEXT["teren-constructii"] as (typeof CATEGORY_TEXT)[string]);
    const place = r.pick(places);
    const sectors = place.location.sectors ?? [];
    const sector = sectors.length ? r.pick(sectors) : null;
    const spot = sector ?? place.location;
    const land = category === "teren-constructii" || category === "case";
    const rent = category === "teren-agricol" && r.chance(0.2);

    let area: number;
    let areaUnit: AreaUnit;
    let priceEur: number;
    if (land) {
      areaUnit = "ari";
      area = r.int(4, category === "case" ? 15 : 18);
      priceEur = area * buildingPricePerAre(place, r.between);
      if (category === "case") priceEur += r.between(35_000, 160_000);
    } else {
      areaUnit = "ha";
      area =
        Math.round(r.between(category === "vii" ? 0.3 : 0.5, category === "teren-agricol" ? 25 : 10) * 100) /
        100;
      const perHa = { "teren-agricol": [1500, 4000], livezi: [3000, 8000], vii: [4000, 10_000] }[
        category
      ] ?? [1500, 4000];
      priceEur = area * r.between(perHa[0] ?? 1500, perHa[1] ?? 4000);
      // Rent: a year's rent, about 2.5 % of the land's price.
      if (rent) priceEur = Math.max(100, priceEur * 0.025);
    }
    priceEur = round(priceEur, priceEur > 20_000 ? 500 : 50);
    const currency: AdvertCurrency = r.chance(0.75) ? "EUR" : r.chance(0.6) ? "MDL" : "USD";
    const price =
      currency === "EUR"
        ? priceEur
        : round(
            convertPrice(priceEur, "EUR", currency, BOARD_RATES) ?? priceEur,
            currency === "MDL" ? 1000 : 100,
          );
    // The euro figure the listing filters on, from the price as the owner wrote it.
    priceEur = currency === "EUR" ? price : (convertPrice(price, currency, "EUR", BOARD_RATES) ?? priceEur);

    const attributes: AdvertSeed["attributes"] = {};
    const utilities = UTILITIES.filter((u) =>
      r.chance(land ? (u === "sewerage" ? 0.35 : 0.75) : u === "electricity" ? 0.4 : 0.1),
    );
    if (utilities.length) attributes.utilities = [...utilities];
    const road = land ? r.pick(["asphalt", "asphalt", "gravel", "dirt"]) : r.pick(["gravel", "dirt", "dirt"]);
    attributes.access_road = [road];
    if (category === "teren-agricol") {
      attributes.land_use = [r.pick(["arable", "arable", "arable", "pasture", "hayfield"])];
      attributes.irrigation = r.chance(0.2);
    }
    if (category === "livezi") attributes.trees = round(area * r.between(400, 900), 10);
    if (category === "vii")
      attributes.grape_variety = [r.pick(["feteasca-neagra", "rara-neagra", "cabernet", "moldova"])];
    if (category === "case") attributes.rooms = r.int(2, 6);
    if (category === "teren-constructii") attributes.red_line = r.chance(0.4);

    const [unitRo, unitRu] = AREA_TEXT[areaUnit];
    const areaText = String(area).replace(".", ",");
    const where = {
      ro: spot === place.location ? place.location.ro : `${place.location.ro}, ${spot.ro}`,
      ru: spot === place.location ? place.location.ru : `${place.location.ru}, ${spot.ru}`,
    };
    const street = land && r.chance(0.6) ? r.pick(STREETS) : null;
    const title = {
      ro: `${text.ro}${rent ? " în arendă" : ""} ${areaText} ${unitRo}, ${where.ro}${street ? `, ${street[0]}` : ""}`,
      ru: `${rent ? "Аренда: " : ""}${text.ru} ${areaText} ${unitRu}, ${where.ru}${street ? `, ${street[1]}` : ""}`,
    };
    const utilityList = (i: 0 | 1) => utilities.map((u) => UTILITY_TEXT[u][i]).join(", ");
    const roadText = ROAD_TEXT[road] ?? ["", ""];
    const description = {
      ro: [
        `${text.ro} de ${areaText} ${unitRo} în ${where.ro}.`,
        utilities.length
          ? `Utilități la hotarul terenului: ${utilityList(0)}.`
          : "Utilitățile se pot conecta din apropiere.",
        `${roadText[0][0]?.toUpperCase()}${roadText[0].slice(1)}.`,
        category === "case" ? `Casa are ${attributes.rooms} camere, gata de locuit.` : "",
        category === "livezi" ? `Aproximativ ${attributes.trees} de pomi pe rod.` : "",
        rent
          ? "Prețul este chiria pe un an; contract pe minimum 5 ani."
          : "Acte în regulă, număr cadastral, vânzare directă de la proprietar.",
      ]
        .filter(Boolean)
        .join(" "),
      ru: [
        `${text.ru} ${areaText} ${unitRu}, ${where.ru}.`,
        utilities.length
          ? `Коммуникации на границе участка: ${utilityList(1)}.`
          : "Коммуникации можно подключить поблизости.",
        `${roadText[1][0]?.toUpperCase()}${roadText[1].slice(1)}.`,
        category === "case" ? `В доме ${attributes.rooms} комнаты, можно сразу заселяться.` : "",
        category === "livezi" ? `Около ${attributes.trees} плодоносящих деревьев.` : "",
        rent
          ? "Цена указана за год аренды; договор от 5 лет."
          : "Документы в порядке, кадастровый номер, продажа напрямую от владельца.",
      ]
        .filter(Boolean)
        .join(" "),
    };
    const district = String(place.regionIndex + 1).padStart(2, "0");
    const cadastralNumber = `${district}${String(r.int(1, 999)).padStart(3, "0")}${String(r.int(1, 99)).padStart(2, "0")}.${String(r.int(1, 999)).padStart(3, "0")}`;
    const status = n > count - 5 ? "inactive" : n > count - 15 ? "draft" : "active";
    const advert: AdvertSeed = {
      slug: `${slugify(title.ro, 70)}-${n}`,
      owner: n % 5 < 3 ? 0 : 1,
      category,
      type: rent ? "rent" : "sale",
      title,
      description,
      price,
      currency,
      priceEur,
      area,
      areaUnit,
      areaM2: squareMetres(area, areaUnit),
      lat: Math.round((spot.lat + r.between(-0.02, 0.02)) * 1e5) / 1e5,
      lon: Math.round((spot.lon + r.between(-0.025, 0.025)) * 1e5) / 1e5,
      region: place.region.slug,
      location: place.location.slug,
      sector: sector?.slug ?? null,
      address: street ? street[0] : null,
      cadastralNumber,
      isNegotiablePrice: r.chance(0.4),
      status,
      publishedDaysAgo: status === "draft" ? null : status === "inactive" ? r.int(70, 120) : r.int(0, 55),
      reviewed: true,
      attributes,
      picture: { kind: text.kind, color: text.color, count: r.int(1, 3) },
    };
    // Read off the drawn fields, so the generator's draws (and every later advert) stay as they were.
    advert.reviewed = advert.status !== "active" || advert.publishedDaysAgo !== 0;
    adverts.push(advert);
  }
  return adverts;
}
