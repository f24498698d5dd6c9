// The bench's soak (--soak-minutes N): minutes of mixed load on a running stack, then both
// processes' resident memory. The storefront gets every product, listing and home page of the
// demo shop in each of its languages, page-cached (a visitor with the language cookie) and
// uncached (a first visit); the API gets product and listing JSON at the same time. So the page
// cache fills to its bound and the API's own caches see the whole catalogue.
import autocannon from "autocannon";
import { rssMiB } from "./stack.mjs";

/** Every page the soak visits: products, listings and home pages, in every language of the shop. */
export async function soakPages(api, token) {
  const get = async (path, lang) => {
    const res = await fetch(api + path, { headers: { token, "accept-language": lang } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  const settings = await get("/settings/global_site_settings", "ro");
  const langs = settings.langs?.length ? settings.langs : ["ro"];
  const products = new Set();
  const productSlugs = new Set();
  const listings = new Set();
  const homes = langs.map((lang) => `/${lang}`);
  for (const lang of langs) {
    const categories = [];
    const walk = (items) => {
      for (const item of items ?? []) {
        categories.push(item.url);
        walk(item.subcategories);
      }
    };
    walk(await get("/general/menu_tree", lang));
    for (const url of categories) {
      listings.add(`/${lang}${url}`);
      const listing = await get(`/general/v2/category${url}/`, lang);
      for (const product of listing.products ?? []) {
        products.add(`/${lang}/product/${product.url}`);
        productSlugs.add(`${lang} ${product.url}`);
      }
    }
  }
  return {
    langs,
    products: [...products],
    listings: [...listings],
    homes,
    apiPaths: [
      ...[...productSlugs].map((entry) => {
        const [lang, slug] = entry.split(" ");
        return { lang, path: `/general/v2/product/${slug}/` };
      }),
    ],
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Mixed load for `minutes`: 8 connections on the storefront (product pages 55 %, listings 25 %,
 * home 20 %; half of them first visits, half with the language cookie that makes them
 * page-cacheable), 2 on the API (product JSON). Samples both processes' RSS every minute.
 */
export async function soak({ web, api, token, pages, minutes, pids, log }) {
  const rss = { api: [], web: [] };
  const sample = () => {
    for (const [which, pid] of Object.entries(pids)) {
      const value = rssMiB(pid);
      if (value !== null) rss[which].push(value);
    }
  };
  const webPath = () => {
    const r = Math.random();
    return r < 0.55 ? pick(pages.products) : r < 0.8 ? pick(pages.listings) : pick(pages.homes);
  };
  const seconds = Math.round(minutes * 60);
  const webRun = autocannon({
    url: web,
    connections: 8,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const path = webPath();
          const lang = path.split("/")[1];
          const headers = { "accept-encoding": "gzip, deflate, br" };
          if (Math.random() < 0.5) headers.cookie = `i18n_redirected=${lang}`;
          return { ...request, method: "GET", path, headers };
        },
      },
    ],
  });
  const apiRun = autocannon({
    url: api,
    connections: 2,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { lang, path } = pick(pages.apiPaths);
          return { ...request, method: "GET", path, headers: { token, "accept-language": lang } };
        },
      },
    ],
  });
  let minute = 0;
  const timer = setInterval(() => {
    minute++;
    sample();
    log(
      `soak minute ${minute}: RSS API ${rss.api.at(-1)?.toFixed(0)} MiB, storefront ${rss.web.at(-1)?.toFixed(0)} MiB`,
    );
  }, 60_000);
  const [webResult, apiResult] = await Promise.all([webRun, apiRun]).finally(() => clearInterval(timer));
  sample();
  const summary = (result) => ({
    requests: result.requests.total,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    serverErrors: result["5xx"] ?? 0,
  });
  return { rss, web: summary(webResult), api: summary(apiResult) };
}
