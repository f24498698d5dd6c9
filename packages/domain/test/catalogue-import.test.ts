import { describe, expect, it } from "vitest";
import {
  decodeUtf8,
  type ImportContext,
  parseCsv,
  readCatalogue,
  type Table,
  writeCatalogue,
  writeCsv,
} from "../src/catalogue-import/index.ts";

const context: ImportContext = {
  languages: ["ro", "ru"],
  mainLanguage: "ro",
  storeCount: 2,
  artKinds: new Set(["bottle", "field"]),
  existing: {
    categoryPaths: new Set(["medicamente"]),
    brandNames: new Set(["Farmaprim"]),
    specValues: new Set(["form:tablets"]),
    productCodes: new Set(["OLD-1"]),
    productSlugs: new Map([["ro:sirop-vechi", "OLD-1"]]),
  },
};

const table = (csv: string): Table => {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.table;
};

const HEADER =
  "code,categories,brand,title:ro,title:ru,price,old_price,stock:1,stock:2,prescription,properties,art";

describe("readCatalogue", () => {
  it("reads good rows into products, with defaults and slugs from the titles", () => {
    const { catalogue, problems } = readCatalogue(
      {
        products: table(
          `${HEADER}\nA-1,medicamente,Farmaprim,Sirop de tuse,Сироп от кашля,"45,50",50,3,0,yes,form=tablets,bottle:#3366cc\n`,
        ),
      },
      context,
    );
    expect(problems).toEqual([]);
    const [product] = catalogue.products;
    expect(product).toMatchObject({
      code: "A-1",
      price: 45.5,
      oldPrice: 50,
      prescription: true,
      homeDelivery: false,
      properties: { form: ["tablets"] },
      art: { kind: "bottle", color: "#3366cc" },
      slug: { ro: "sirop-de-tuse", ru: "sirop-ot-kashlia" },
    });
    expect([...(product?.stock ?? [])]).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it("reports every bad row with its line, column and reason, and keeps the good ones", () => {
    const csv = [
      HEADER,
      "A-1,medicamente,Farmaprim,Bun,Хороший,10,,1,1,,,",
      "A-2,medicamente,Farmaprim,Preț rău,Плохая цена,zece,,1,1,,,",
      "A-3,nu-exista,Farmaprim,Categorie,Категория,10,,1,1,,,",
      "A-4,medicamente,Nimeni,Brand,Бренд,10,,-1,1,maybe,,",
      "A-5,medicamente,,Proprietate,Свойство,10,,1,1,,form=capsules,cube:#fff",
      "A-1,medicamente,,Dublură,Дубль,10,,1,1,,,",
    ].join("\n");
    const { catalogue, problems } = readCatalogue({ products: table(csv) }, context);
    expect(catalogue.products.map((p) => p.code)).toEqual(["A-1"]);
    expect(problems.map(({ line, column }) => `${line} ${column}`)).toEqual([
      "3 price",
      "4 categories",
      "5 brand",
      "5 stock:1",
      "5 prescription",
      "6 properties",
      "6 art",
      "7 code",
    ]);
    expect(problems[0]?.reason).toBe('"zece" is not a number.');
    expect(problems[1]?.reason).toBe("No category with the path nu-exista.");
  });

  it("reports a bad header before any row: unknown column, foreign language, store out of range", () => {
    const { problems } = readCatalogue(
      {
        products: table("code,categories,price,title:ro,title:de,stock:3,colour\nA,medicamente,1,x,y,1,z\n"),
      },
      context,
    );
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [1, "title:de"],
      [1, "stock:3"],
      [1, "colour"],
    ]);
  });

  it("refuses a slug another product of the shop has, and appends the code to a made-up one", () => {
    const csv =
      "code,categories,title:ro,slug:ro,price\nA,medicamente,Sirop vechi,,5\nB,medicamente,Altul,sirop-vechi,5\n";
    const { catalogue, problems } = readCatalogue({ products: table(csv) }, context);
    expect(catalogue.products[0]?.slug.ro).toBe("sirop-vechi-a");
    expect(problems).toEqual([
      {
        sheet: "products",
        line: 3,
        column: "slug:ro",
        reason: "The slug sirop-vechi is already the product OLD-1's.",
      },
    ]);
  });

  it("reads categories, brands and properties that the products then refer to", () => {
    const { catalogue, problems } = readCatalogue(
      {
        categories: table(
          "path,title:ro,slug:ru\nvitamine,Vitamine,vitaminy\nvitamine/copii,Pentru copii,dlia-detei\n",
        ),
        brands: table("name,country\nSolgar,US\n"),
        specifications: table(
          "spec,type,title:ro,value,value_title:ro\nage,radio,Vârsta,kids,Copii\nage,,,adults,Adulți\n",
        ),
        products: table(
          "code,categories,brand,title:ro,price,properties\nV1,vitamine/copii|vitamine,Solgar,Vitamina C,30,age=kids|adults\n",
        ),
      },
      context,
    );
    expect(problems).toEqual([]);
    expect(catalogue.categories.map((c) => [c.path, c.slug])).toEqual([
      ["vitamine", { ru: "vitaminy", ro: "vitamine" }],
      ["vitamine/copii", { ru: "dlia-detei", ro: "copii" }],
    ]);
    expect(catalogue.specifications[0]?.values.map((v) => v.key)).toEqual(["kids", "adults"]);
    expect(catalogue.products[0]?.properties).toEqual({ age: ["kids", "adults"] });
  });

  it("refuses a child category whose parent is neither above it nor in the shop", () => {
    const { problems } = readCatalogue({ categories: table("path,title:ro\nx/y,Y\nx,X\n") }, context);
    expect(problems).toEqual([
      {
        sheet: "categories",
        line: 2,
        column: "path",
        reason: "The parent category x is neither in the file (above this row) nor in the shop.",
      },
    ]);
  });

  it("writes the sheets back in a layout it reads to the same catalogue", () => {
    const csv = `${HEADER},added,color,color_title:ro,variant_group\nA-1,medicamente,Farmaprim,"Sirop, ""forte""","Сироп\nдва",45.5,50,3,7,yes,form=tablets,bottle:#3366cc,2026-10-02,#ff0000,Roșu,g1\n`;
    const first = readCatalogue({ products: table(csv) }, context);
    expect(first.problems).toEqual([]);
    const sheets = writeCatalogue(first.catalogue, {
      languages: ["ro", "ru"],
      mainLanguage: "ro",
      storeCount: 2,
    });
    const again = readCatalogue(
      { products: table(writeCsv(sheets.products.header, sheets.products.rows)) },
      context,
    );
    expect(again.problems).toEqual([]);
    expect(again.catalogue).toEqual(first.catalogue);
  });
});

describe("decodeUtf8", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it("reads UTF-8 with or without a BOM", () => {
    expect(decodeUtf8(bytes("\uFEFFcode\nȘampon"))).toEqual({ ok: true, text: "code\nȘampon" });
  });

  it("refuses a Windows-1251 file with the line of its first bad byte", () => {
    const cp1251 = new Uint8Array([...bytes("code,title:ru\nA,"), 0xd1, 0xe8, 0xf0, 0xee, 0xef]);
    const result = decodeUtf8(cp1251);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ line: 2 });
    if (!result.ok) expect(result.reason).toMatch(/not valid UTF-8 .*CSV UTF-8/);
  });

  it("refuses text garbled by a wrong decoding once before (mojibake)", () => {
    const latin = new TextDecoder("latin1").decode(bytes("Șampon"));
    const cyrillic = new TextDecoder("windows-1251").decode(bytes("Сироп от кашля"));
    for (const garbled of [latin, cyrillic]) {
      const result = decodeUtf8(bytes(`code,title\nA,ok\nB,${garbled}\n`));
      expect(result).toMatchObject({ ok: false, line: 3 });
    }
  });

  it("does not take real Romanian, Russian or Ukrainian text for mojibake", () => {
    const text = "Șampon «Bun» — 20°\nСироп «Доктор МОМ», Сіль, Рідина, СІЧЕНЬ, Ёлка № 5";
    expect(decodeUtf8(bytes(text))).toEqual({ ok: true, text });
  });

  it("refuses UTF-16 and an XLSX sent as CSV", () => {
    expect(decodeUtf8(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toMatchObject({ ok: false });
    expect(decodeUtf8(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toMatchObject({ ok: false });
  });
});

describe("parseCsv", () => {
  it("takes ; as the separator when the header uses it, and gives rows their starting line", () => {
    const parsed = parseCsv('code;title:ro\nA;"two\nlines"\n\nB;x\n');
    expect(parsed).toEqual({
      ok: true,
      table: {
        header: ["code", "title:ro"],
        rows: [
          { line: 2, cells: ["A", "two\nlines"] },
          { line: 5, cells: ["B", "x"] },
        ],
      },
    });
  });

  it("says where a quote is never closed", () => {
    expect(parseCsv('code,title\nA,"open\nB,x\n')).toMatchObject({ ok: false });
  });
});
