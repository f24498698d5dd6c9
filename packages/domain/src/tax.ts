import { money } from "./cart.ts";

/**
 * Sales tax (VAT) of an order, by where it goes (decision 0023). A shop lists its rates in its
 * settings: per country (ISO 3166-1 alpha-2) and optionally per zip-code prefix; the longest
 * matching prefix wins over the country's rate. Prices either include the tax (shown as "of
 * which VAT", the total unchanged: the rule for consumer prices in Moldova and Romania) or
 * exclude it (the tax is added to the total).
 */
export type TaxRate = {
  /** ISO 3166-1 alpha-2, any case. */
  country: string;
  /** Zip codes starting with this (spaces and dashes ignored); null or absent: the whole country. */
  zip_prefix?: string | null;
  /** Percent, 0 to 100. */
  rate: number;
};

export type TaxRules = { rates: readonly TaxRate[]; pricesIncludeTax: boolean };

/** Where the order goes: the client's `tax_data`, else the shop's own country. */
export type TaxPlace = { country: string; zipCode?: string | null };

export type TaxLine = {
  /** The rate applied, in percent. */
  rate: number;
  /** The tax in the amount (included) or on top of it (excluded), two decimals. */
  tax: number;
  included: boolean;
  /** What the shopper pays: the amount, plus the tax when prices exclude it. */
  payable: number;
};

const compact = (value: string | null | undefined) => (value ?? "").replace(/[\s-]/g, "").toUpperCase();

/** The rate for a place: the longest matching zip prefix of its country, else the country's. */
export function taxRateFor(rates: readonly TaxRate[], place: TaxPlace): TaxRate | null {
  const country = place.country.trim().toUpperCase();
  const zip = compact(place.zipCode);
  let best: TaxRate | null = null;
  let bestLength = -1;
  for (const candidate of rates) {
    if (candidate.country.trim().toUpperCase() !== country) continue;
    const prefix = compact(candidate.zip_prefix);
    if (prefix && !zip.startsWith(prefix)) continue;
    if (prefix.length > bestLength) {
      best = candidate;
      bestLength = prefix.length;
    }
  }
  return best;
}

/**
 * The tax on an amount the shopper pays (goods after discounts, delivery, less points); null
 * when no rate applies to the place (the order then carries no tax).
 */
export function orderTax(amount: number, rules: TaxRules, place: TaxPlace): TaxLine | null {
  const found = taxRateFor(rules.rates, place);
  if (!found) return null;
  const base = Math.max(0, amount);
  const rate = found.rate;
  if (rules.pricesIncludeTax) {
    const tax = money((base * rate) / (100 + rate));
    return { rate, tax, included: true, payable: money(base) };
  }
  const tax = money((base * rate) / 100);
  return { rate, tax, included: false, payable: money(base + tax) };
}

/** Where an order is taxed: the client's `tax_data` when it names a country, else the shop's home. */
export function taxPlaceOf(
  taxData: { country?: string | null; zip_code?: string | null } | null | undefined,
  homeCountry: string,
): TaxPlace {
  const country = taxData?.country?.trim();
  return country ? { country, zipCode: taxData?.zip_code ?? null } : { country: homeCountry };
}

/** The shop's settings the tax needs (`has_tax_calculation`, `is_romanian`, `tax_settings`). */
export type ShopTaxSettings = {
  has_tax_calculation: boolean;
  is_romanian: boolean;
  tax_settings: { prices_include_tax: boolean; rates: readonly TaxRate[] };
};

/**
 * The tax of a shop's order or cart: null when the shop does not calculate tax (its
 * `has_tax_calculation` is off: `tax_data` is then ignored) or no rate of it applies.
 */
export function shopTax(
  amount: number,
  settings: ShopTaxSettings,
  taxData?: { country?: string | null; zip_code?: string | null } | null,
): TaxLine | null {
  if (!settings.has_tax_calculation) return null;
  const rules = {
    rates: settings.tax_settings.rates,
    pricesIncludeTax: settings.tax_settings.prices_include_tax,
  };
  return orderTax(amount, rules, taxPlaceOf(taxData, settings.is_romanian ? "RO" : "MD"));
}
