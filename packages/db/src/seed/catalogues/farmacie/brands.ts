import type { BrandSeed } from "../../catalogue-types.ts";
import { COUNTRIES, type CountryKey } from "./countries.ts";

/**
 * Manufacturers and brands sold by Farmacia Familiei. `country` is the country-of-origin filter value
 * used by default for the brand's products; `color` is the brand-like colour of the product art.
 */
type BrandDef = { key: string; name: string; country: CountryKey; color: string };

const BRAND_LIST: BrandDef[] = [
  // Medicines
  { key: "farmaprim", name: "Farmaprim", country: "moldova", color: "#D71920" },
  { key: "balkan", name: "Balkan Pharmaceuticals", country: "moldova", color: "#0A7A3E" },
  { key: "krka", name: "KRKA", country: "slovenia", color: "#E2001A" },
  { key: "gedeon", name: "Gedeon Richter", country: "hungary", color: "#003E7E" },
  { key: "egis", name: "Egis", country: "hungary", color: "#00539B" },
  { key: "sandoz", name: "Sandoz", country: "slovenia", color: "#0460A9" },
  { key: "bayer", name: "Bayer", country: "germany", color: "#10384F" },
  { key: "sanofi", name: "Sanofi", country: "france", color: "#7A00E6" },
  { key: "zentiva", name: "Zentiva", country: "czechia", color: "#2D2A6E" },
  { key: "teva", name: "Teva", country: "israel", color: "#005EB8" },
  { key: "servier", name: "Servier", country: "france", color: "#0A5AA8" },
  { key: "berlin", name: "Berlin-Chemie", country: "germany", color: "#0069B4" },
  { key: "polpharma", name: "Polpharma", country: "poland", color: "#E30613" },
  { key: "reckitt", name: "Reckitt", country: "uk", color: "#E4006D" },
  { key: "haleon", name: "Haleon", country: "uk", color: "#1F9E6E" },
  { key: "gsk", name: "GSK", country: "uk", color: "#F36633" },
  { key: "astrazeneca", name: "AstraZeneca", country: "sweden", color: "#830051" },
  { key: "stada", name: "Stada", country: "germany", color: "#005CA9" },
  { key: "merck", name: "Merck", country: "germany", color: "#0F69AF" },
  { key: "pfizer", name: "Pfizer", country: "usa", color: "#0093D0" },
  { key: "lundbeck", name: "Lundbeck", country: "denmark", color: "#003A70" },
  { key: "abbott", name: "Abbott", country: "netherlands", color: "#008FC5" },
  { key: "upsa", name: "UPSA", country: "france", color: "#E2231A" },
  { key: "bionorica", name: "Bionorica", country: "germany", color: "#009A44" },
  { key: "engelhard", name: "Engelhard Arzneimittel", country: "germany", color: "#006F3C" },
  { key: "boiron", name: "Boiron", country: "france", color: "#C4122F" },
  { key: "angelini", name: "Angelini", country: "italy", color: "#003DA5" },
  { key: "biocodex", name: "Biocodex", country: "france", color: "#0067B1" },
  { key: "ipsen", name: "Ipsen", country: "france", color: "#F39200" },
  { key: "drreddys", name: "Dr. Reddy's", country: "india", color: "#5B2C83" },
  { key: "sunpharma", name: "Sun Pharma", country: "india", color: "#F58220" },
  { key: "biofarm", name: "Biofarm", country: "romania", color: "#0058A3" },
  { key: "antibiotice", name: "Antibiotice Iași", country: "romania", color: "#005DAA" },
  { key: "terapia", name: "Terapia", country: "romania", color: "#00843D" },
  { key: "sopharma", name: "Sopharma", country: "bulgaria", color: "#00529B" },
  { key: "jadran", name: "Jadran Galenski Laboratorij", country: "croatia", color: "#0077C8" },
  { key: "orion", name: "Orion Pharma", country: "finland", color: "#1B365D" },
  { key: "ucb", name: "UCB", country: "belgium", color: "#003B71" },
  { key: "worwag", name: "Wörwag Pharma", country: "germany", color: "#0072BC" },
  { key: "merz", name: "Merz", country: "germany", color: "#004C97" },
  // Vitamins and supplements
  { key: "solgar", name: "Solgar", country: "usa", color: "#7B1E2E" },
  { key: "doppelherz", name: "Doppelherz", country: "germany", color: "#C8102E" },
  { key: "vitabiotics", name: "Vitabiotics", country: "uk", color: "#1D3C8F" },
  { key: "mollers", name: "Möller's", country: "norway", color: "#0B5C9E" },
  { key: "nordic", name: "Nordic Naturals", country: "usa", color: "#00558C" },
  // Medical devices
  { key: "omron", name: "Omron", country: "japan", color: "#005EB8" },
  { key: "microlife", name: "Microlife", country: "switzerland", color: "#0072BC" },
  { key: "beurer", name: "Beurer", country: "germany", color: "#4A4F55" },
  { key: "braun", name: "Braun", country: "germany", color: "#2B2B2B" },
  { key: "accuchek", name: "Accu-Chek", country: "germany", color: "#2E8540" },
  { key: "onetouch", name: "OneTouch", country: "uk", color: "#003DA5" },
  { key: "clearblue", name: "Clearblue", country: "switzerland", color: "#1E4FA0" },
  { key: "hartmann", name: "Hartmann", country: "germany", color: "#0055A4" },
  { key: "urgo", name: "Urgo", country: "france", color: "#E4032E" },
  { key: "3m", name: "3M", country: "usa", color: "#FF0000" },
  // Mother and baby
  { key: "nestle", name: "Nestlé", country: "switzerland", color: "#0068B4" },
  { key: "nutricia", name: "Nutricia", country: "netherlands", color: "#00A0DF" },
  { key: "hipp", name: "HiPP", country: "germany", color: "#00843D" },
  { key: "pampers", name: "Pampers", country: "poland", color: "#00A7B5" },
  { key: "huggies", name: "Huggies", country: "czechia", color: "#E31837" },
  { key: "chicco", name: "Chicco", country: "italy", color: "#D6001C" },
  { key: "avent", name: "Philips Avent", country: "uk", color: "#0B5ED7" },
  { key: "nuk", name: "NUK", country: "germany", color: "#E30613" },
  { key: "medela", name: "Medela", country: "switzerland", color: "#6B2C91" },
  { key: "johnsons", name: "Johnson's", country: "france", color: "#F5A9C0" },
  { key: "mustela", name: "Mustela", country: "france", color: "#1C4DA1" },
  { key: "bubchen", name: "Bübchen", country: "germany", color: "#F7A600" },
  // Dermocosmetics
  { key: "vichy", name: "Vichy", country: "france", color: "#1A4D8F" },
  { key: "lrp", name: "La Roche-Posay", country: "france", color: "#0079C1" },
  { key: "avene", name: "Avène", country: "france", color: "#63B1E5" },
  { key: "bioderma", name: "Bioderma", country: "france", color: "#D5006D" },
  { key: "eucerin", name: "Eucerin", country: "germany", color: "#BE0A26" },
  { key: "cerave", name: "CeraVe", country: "france", color: "#0A5EB0" },
  { key: "uriage", name: "Uriage", country: "france", color: "#0055A5" },
  { key: "ducray", name: "Ducray", country: "france", color: "#008C95" },
  // Hygiene
  { key: "oralb", name: "Oral-B", country: "germany", color: "#1F5BAA" },
  { key: "sensodyne", name: "Sensodyne", country: "uk", color: "#D9232D" },
  { key: "parodontax", name: "Parodontax", country: "germany", color: "#E30613" },
  { key: "lacalut", name: "Lacalut", country: "germany", color: "#00529F" },
  { key: "elmex", name: "Elmex", country: "switzerland", color: "#E3001B" },
  { key: "curaprox", name: "Curaprox", country: "switzerland", color: "#222222" },
  { key: "lactacyd", name: "Lactacyd", country: "france", color: "#E6007E" },
  { key: "saugella", name: "Saugella", country: "italy", color: "#7AB800" },
  // Eye care
  { key: "alcon", name: "Alcon", country: "switzerland", color: "#005EB8" },
  { key: "bausch", name: "Bausch + Lomb", country: "usa", color: "#00A3AD" },
  { key: "acuvue", name: "Acuvue", country: "ireland", color: "#00A4E4" },
  { key: "ursapharm", name: "Ursapharm", country: "germany", color: "#004B93" },
];

const BY_KEY = new Map(BRAND_LIST.map((b) => [b.key, b]));

export function brandInfo(key: string): BrandDef {
  const b = BY_KEY.get(key);
  if (!b) throw new Error(`Unknown brand ${key}`);
  return b;
}

export const brands: BrandSeed[] = BRAND_LIST.map(({ key, name, country }) => ({
  key,
  name,
  country: COUNTRIES[country].en,
}));
