import type { NovaPostDivision, NovaPostStreet } from "@sf/contract";
import { demoPostalPrice, divisionNumber, foldForMatch, streetDescription } from "@sf/domain";
import { AppError, notFound } from "../../../lib/app-error.ts";
import { placeName } from "../reference/names.ts";
import { DEMO_CITIES, DEMO_DIVISIONS, DEMO_SENDER_CITY, type DemoCity } from "../reference/novapost-demo.ts";
import { STREET_TYPE_NAMES } from "../reference/streets.ts";
import { matchStreets } from "../search-streets.ts";
import { CITY_QUERY_MIN_LENGTH, CITY_RESULTS_LIMIT, type PostalProvider } from "./provider.ts";

function city(ref: string): DemoCity {
  const found = DEMO_CITIES.find((c) => c.ref === ref);
  if (!found) throw notFound(`No Nova Post city ${ref}.`);
  return found;
}

const CATEGORY_OF = { warehouse: "PostBranch", postmachine: "Postomat" } as const;

/** The demo carrier: the seeded directory and the domain's demo tariff, no network. */
export const demoProvider: PostalProvider = {
  name: "demo",

  async searchCities(query, lang) {
    const q = foldForMatch(query);
    if (q.length < CITY_QUERY_MIN_LENGTH) return [];
    return DEMO_CITIES.filter((c) => [c.names.ro, c.names.ru].some((n) => foldForMatch(n).startsWith(q)))
      .slice(0, CITY_RESULTS_LIMIT)
      .map((c) => ({ ref: c.ref, description: placeName(c.names, lang), region: placeName(c.region, lang) }));
  },

  async searchStreets(cityRef, query, lang): Promise<NovaPostStreet[]> {
    const { localityId } = city(cityRef);
    return matchStreets(localityId, query, lang, 50).map((s) => {
      const type = placeName(STREET_TYPE_NAMES[s.type], lang);
      return {
        ref: `md-street-${s.id}`,
        description: streetDescription(placeName(s.names, lang), type),
        descriptionRo: streetDescription(s.names.ro, STREET_TYPE_NAMES[s.type].ro),
        streetType: type,
      };
    });
  },

  async listDivisions(cityRef, category, number, lang): Promise<NovaPostDivision[]> {
    city(cityRef);
    return DEMO_DIVISIONS.filter(
      (d) => d.cityRef === cityRef && d.category === category && (!number || d.number?.startsWith(number)),
    ).map((d) => {
      const n = divisionNumber(d.number);
      const kind = category === "PostBranch" ? BRANCH : LOCKER;
      const label = placeName(kind, lang);
      return {
        ref: d.ref,
        ...(n === undefined ? {} : { number: n }),
        description: n === undefined ? label : `${label} №${n}`,
        address: { description: placeName(d.address, lang) },
      };
    });
  },

  async price(input) {
    city(input.cityRef);
    if (input.delivery_type !== "courier") {
      const category = CATEGORY_OF[input.delivery_type];
      const divisions = DEMO_DIVISIONS.filter((d) => d.cityRef === input.cityRef && d.category === category);
      if (input.warehouseRef && !divisions.some((d) => d.ref === input.warehouseRef)) {
        throw new AppError("invalid", `${input.warehouseRef} is not a ${input.delivery_type} of this city.`);
      }
      if (divisions.length === 0) {
        return { ok: false, warning: category === "Postomat" ? "no_lockers" : "no_branches" };
      }
    }
    const result = demoPostalPrice({
      deliveryType: input.delivery_type,
      weightKg: input.weight,
      declaredValue: input.total,
      sameCity: input.cityRef === DEMO_SENDER_CITY,
    });
    return result.ok
      ? { ok: true, price: result.price, currency: "MDL", estimatedDays: result.estimatedDays }
      : { ok: false, warning: result.reason };
  },
};

const BRANCH = {
  ro: "Oficiul Nova Post",
  ru: "Отделение Nova Post",
  uk: "Відділення Nova Post",
  en: "Nova Post branch",
};
const LOCKER = {
  ro: "Poștomat Nova Post",
  ru: "Почтомат Nova Post",
  uk: "Поштомат Nova Post",
  en: "Nova Post parcel locker",
};
