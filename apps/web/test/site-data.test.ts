import { afterEach, describe, expect, it, vi } from "vitest";
import {
  loadSiteData,
  type SiteContextData,
  type SiteData,
  siteOf,
  withSiteData,
} from "../app/lib/site-data.ts";

const data = (siteData: string): SiteContextData => ({
  lang: "ro",
  langIsValid: true,
  origin: "https://shop.test",
  theme: "default",
  signedIn: false,
  consent: null,
  pricesHidden: false,
  siteData,
});
const site = {
  settings: { project: "Casa Mea", langs: ["ro", "ru"] },
  footer: { columns: [] },
  menu: [
    { id: 1, title: "Mobilă", url: "/mobila", icon: null, badge: null, product_count: 3, subcategories: [] },
  ],
} as unknown as SiteData;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("site data (decision 0030)", () => {
  it("travels with the loader's data on the server but is left out of what is sent to the browser", () => {
    const attached = withSiteData(data("/ro/site-data/a"), site);
    // React Router's encoding walks Object.keys; JSON does the same.
    expect(Object.keys(attached)).not.toContain("settings");
    expect(JSON.parse(JSON.stringify(attached))).toEqual(data("/ro/site-data/a"));
    const whole = siteOf(attached);
    expect(whole.settings.project).toBe("Casa Mea");
    expect(whole.menu[0]?.title).toBe("Mobilă");
    expect(whole.lang).toBe("ro");
    expect(siteOf(attached)).toBe(whole); // the same object for every render
  });

  it("in the browser comes from the file the page names, loaded once", async () => {
    const fetch = vi.fn(async () => Response.json(site));
    vi.stubGlobal("fetch", fetch);
    const sent = data("/ro/site-data/b");
    let suspended: unknown;
    try {
      siteOf(sent);
    } catch (thrown) {
      suspended = thrown;
    }
    // Not loaded yet: rendering suspends on the load, then finds the data.
    expect(suspended).toBeInstanceOf(Promise);
    await suspended;
    expect(siteOf(sent).settings.project).toBe("Casa Mea");
    expect(siteOf(data("/ro/site-data/b")).footer).toEqual({ columns: [] });
    await loadSiteData("/ro/site-data/b");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/ro/site-data/b");
  });

  it("is fetched again after a failed load", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(Response.json(site));
    vi.stubGlobal("fetch", fetch);
    await expect(loadSiteData("/ru/site-data/c")).rejects.toThrow("503");
    await expect(loadSiteData("/ru/site-data/c")).resolves.toEqual(site);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
