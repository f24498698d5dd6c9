import type { NovaPostDivision, NovaPostSettings } from "@sf/contract";
import { divisionNumber, foldForMatch } from "@sf/domain";
import { AppError, notFound } from "../../../lib/app-error.ts";
import type { NovaPostClient, NovaPostResponse } from "./novapost-client.ts";
import {
  CITY_QUERY_MIN_LENGTH,
  CITY_RESULTS_LIMIT,
  DIVISION_RESULTS_LIMIT,
  type PostalPriceResult,
  type PostalProvider,
} from "./provider.ts";

type Settlement = {
  id?: unknown;
  name?: unknown;
  region?: { name?: unknown; parent?: { name?: unknown } } | null;
};
type Division = { id?: unknown; name?: unknown; number?: unknown; address?: unknown };

/** A standard parcel box (mm) for the calculation: the shop's parcels are mostly small. */
const BOX_MM = { width: 300, length: 300, height: 200 };

/**
 * The Nova Post API v1.0 adapter. Settlement and division ids are the refs; names come in the
 * request's language (Accept-Language). API v1.0 has no street directory, so courier streets are
 * typed freely: `searchStreets` answers an empty list.
 */
export function novaPostProvider(client: NovaPostClient, settings: NovaPostSettings): PostalProvider {
  const country = settings.country_code;

  return {
    name: "novapost",

    async searchCities(query, lang) {
      if (foldForMatch(query).length < CITY_QUERY_MIN_LENGTH) return [];
      const res = await client.request("GET", "settlements", {
        query: { "countryCodes[]": country, textSearch: query.trim(), limit: CITY_RESULTS_LIMIT },
        lang,
      });
      return items<Settlement>(res, "settlements").flatMap((s) =>
        s.id == null || typeof s.name !== "string"
          ? []
          : [
              {
                ref: String(s.id),
                description: s.name,
                region: text(s.region?.name) ?? text(s.region?.parent?.name),
              },
            ],
      );
    },

    async searchStreets(cityRef) {
      settlementId(cityRef);
      return [];
    },

    async listDivisions(cityRef, category, number, lang): Promise<NovaPostDivision[]> {
      const res = await client.request("GET", "divisions", {
        query: {
          "countryCodes[]": country,
          "settlementIds[]": settlementId(cityRef),
          "divisionCategories[]": category,
          textSearch: number,
          limit: DIVISION_RESULTS_LIMIT,
          page: 1,
        },
        lang,
      });
      return items<Division>(res, "divisions").flatMap((d) => {
        if (d.id == null) return [];
        const n = divisionNumber(d.number);
        if (number && !String(d.number ?? "").startsWith(number)) return [];
        return [
          {
            ref: String(d.id),
            ...(n === undefined ? {} : { number: n }),
            description: text(d.name) ?? "",
            address: { description: addressText(d.address) },
          },
        ];
      });
    },

    async price(input, lang): Promise<PostalPriceResult> {
      const recipientSettlement = settlementId(input.cityRef);
      if (settings.sender_division_id == null) return { ok: false, warning: "not_configured" };
      const grams = Math.round(input.weight * 1000);
      const res = await client.request("POST", "shipments/calculations", {
        body: {
          payerType: settings.payer_type,
          parcels: [
            {
              rowNumber: 1,
              cargoCategory: "parcel",
              insuranceCost: input.total,
              ...BOX_MM,
              actualWeight: grams,
              volumetricWeight: Math.round((BOX_MM.width * BOX_MM.length * BOX_MM.height) / 4000),
            },
          ],
          sender: { countryCode: country, divisionId: settings.sender_division_id },
          recipient:
            input.delivery_type !== "courier" && input.warehouseRef
              ? { countryCode: country, divisionId: numericRef(input.warehouseRef, "warehouseRef") }
              : { countryCode: country, settlementId: recipientSettlement },
        },
        lang,
      });
      // The carrier refusing the route is an answer for the shopper, not an error of ours.
      if (res.status === 400 || res.status === 404 || res.status === 422)
        return { ok: false, warning: "unavailable" };
      if (res.status !== 200 && res.status !== 201) {
        throw new AppError("bad_gateway", `Nova Post failed to price the parcel (status ${res.status}).`);
      }
      const service = (res.body as { services?: { price?: unknown; currencyCode?: unknown }[] } | null)
        ?.services?.[0];
      const price = typeof service?.price === "number" ? service.price : Number(service?.price);
      if (!service || !Number.isFinite(price)) return { ok: false, warning: "unavailable" };
      return { ok: true, price, currency: text(service.currencyCode) ?? "MDL", estimatedDays: null };
    },
  };
}

/** Nova Post's ids are numbers: any other ref cannot name one of its settlements. */
function settlementId(cityRef: string): number {
  if (!/^\d{1,12}$/.test(cityRef)) throw notFound(`No Nova Post city ${cityRef}.`);
  return Number(cityRef);
}

function numericRef(ref: string, field: string): number {
  if (!/^\d{1,12}$/.test(ref)) throw new AppError("invalid", `${field} is not a Nova Post id.`);
  return Number(ref);
}

function items<T>(res: NovaPostResponse, what: string): T[] {
  if (res.status === 404) return [];
  if (res.status !== 200)
    throw new AppError("bad_gateway", `Nova Post failed to list ${what} (status ${res.status}).`);
  const body = res.body as { items?: unknown; data?: unknown } | null;
  const list = body?.items ?? body?.data;
  return Array.isArray(list) ? (list as T[]) : [];
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** A division's address as one line, whether the carrier sends a text or an object. */
function addressText(address: unknown): string {
  if (typeof address === "string") return address;
  if (address && typeof address === "object") {
    const a = address as Record<string, unknown>;
    return text(a.description) ?? text(a.fullAddress) ?? text(a.text) ?? "";
  }
  return "";
}
