import { describe, expect, it } from "vitest";
import { seoMeta } from "../app/lib/seo.ts";
import { type SiteContextData, type SiteData, withSiteData } from "../app/lib/site-data.ts";

// The root loader's data as the server's render sees it: its site data attached.
const site = withSiteData(
  { lang: "ro", origin: "https://shop.test" } as SiteContextData,
  {
    settings: { project: "Farmacia Familiei", langs: ["ro", "ru"], mainUiInterface: { mainLang: "ro" } },
  } as unknown as SiteData,
);

const titleOf = (title: string) =>
  (seoMeta({ site, title, pathname: "/ro/about" })[0] as { title: string }).title;

describe("seoMeta", () => {
  it("adds the shop name to a title once", () => {
    expect(titleOf("Despre noi")).toBe("Despre noi | Farmacia Familiei");
    expect(titleOf("Durere — Farmacia Familiei")).toBe("Durere — Farmacia Familiei");
  });

  it("links the canonical URL and every language, with x-default on the main one", () => {
    const links = seoMeta({ site, title: "x", pathname: "/ru/about" }).filter((m) => "tagName" in m);
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.test/ru/about" },
      { tagName: "link", rel: "alternate", hrefLang: "ro", href: "https://shop.test/ro/about" },
      { tagName: "link", rel: "alternate", hrefLang: "ru", href: "https://shop.test/ru/about" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.test/ro/about" },
    ]);
  });
});
