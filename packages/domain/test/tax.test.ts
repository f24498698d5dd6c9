import { describe, expect, it } from "vitest";
import { orderTax, shopTax, type TaxRules, taxPlaceOf, taxRateFor } from "../src/tax.ts";

const rates = [
  { country: "MD", rate: 20 },
  { country: "RO", rate: 21 },
  // A reduced rate for one zip area, and a narrower one inside it: the longest prefix wins.
  { country: "ro", zip_prefix: "07", rate: 11 },
  { country: "RO", zip_prefix: "0771", rate: 5 },
];
const included: TaxRules = { rates, pricesIncludeTax: true };
const excluded: TaxRules = { rates, pricesIncludeTax: false };

describe("taxRateFor", () => {
  it("takes the country's rate, any case, without a zip code", () => {
    expect(taxRateFor(rates, { country: "md" })?.rate).toBe(20);
    expect(taxRateFor(rates, { country: " RO " })?.rate).toBe(21);
  });

  it("prefers the longest matching zip prefix, ignoring spaces and dashes", () => {
    expect(taxRateFor(rates, { country: "RO", zipCode: "010011" })?.rate).toBe(21);
    expect(taxRateFor(rates, { country: "RO", zipCode: "07 2000" })?.rate).toBe(11);
    expect(taxRateFor(rates, { country: "RO", zipCode: "077-190" })?.rate).toBe(5);
    // A zip prefix of another country never applies.
    expect(taxRateFor(rates, { country: "MD", zipCode: "0771" })?.rate).toBe(20);
  });

  it("finds nothing for a country the shop does not tax", () => {
    expect(taxRateFor(rates, { country: "UA" })).toBeNull();
    expect(
      taxRateFor([{ country: "RO", zip_prefix: "07", rate: 11 }], { country: "RO", zipCode: "01" }),
    ).toBeNull();
  });
});

describe("orderTax", () => {
  it("shows the VAT inside prices that include it, the total unchanged", () => {
    // 1200 lei with 20 % VAT: 1000 + 200.
    expect(orderTax(1200, included, { country: "MD" })).toEqual({
      rate: 20,
      tax: 200,
      included: true,
      payable: 1200,
    });
    // 100 RON with 21 %: 100 * 21 / 121 = 17.355... -> 17.36.
    expect(orderTax(100, included, { country: "RO" })?.tax).toBe(17.36);
  });

  it("adds the tax to prices that exclude it", () => {
    expect(orderTax(100, excluded, { country: "RO" })).toEqual({
      rate: 21,
      tax: 21,
      included: false,
      payable: 121,
    });
    expect(orderTax(99.99, excluded, { country: "RO", zipCode: "077190" })).toEqual({
      rate: 5,
      tax: 5,
      included: false,
      payable: 104.99,
    });
  });

  it("is null where no rate applies, and never negative", () => {
    expect(orderTax(100, included, { country: "UA" })).toBeNull();
    expect(orderTax(-5, excluded, { country: "MD" })).toEqual({
      rate: 20,
      tax: 0,
      included: false,
      payable: 0,
    });
    expect(orderTax(0, included, { country: "MD" })?.tax).toBe(0);
  });
});

describe("taxPlaceOf", () => {
  it("uses the client's tax_data when it names a country, else the shop's home country", () => {
    expect(taxPlaceOf({ country: "RO", zip_code: "077190" }, "MD")).toEqual({
      country: "RO",
      zipCode: "077190",
    });
    expect(taxPlaceOf(null, "MD")).toEqual({ country: "MD" });
    expect(taxPlaceOf({ country: " ", zip_code: "2001" }, "RO")).toEqual({ country: "RO" });
  });
});

describe("shopTax", () => {
  const shop = {
    has_tax_calculation: true,
    is_romanian: false,
    tax_settings: { prices_include_tax: false, rates },
  };

  it("ignores tax_data while the shop does not calculate tax", () => {
    expect(shopTax(100, { ...shop, has_tax_calculation: false }, { country: "RO" })).toBeNull();
  });

  it("taxes at the shop's home country without tax_data, else where tax_data says", () => {
    expect(shopTax(100, shop)?.rate).toBe(20);
    expect(shopTax(100, { ...shop, is_romanian: true })?.rate).toBe(21);
    expect(shopTax(100, shop, { country: "RO", zip_code: "077190" })).toMatchObject({
      rate: 5,
      payable: 105,
    });
  });
});
