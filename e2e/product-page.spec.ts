import type { Locator, Page } from "@playwright/test";
import { createTranslator, type Locale } from "../packages/i18n/src/index.ts";
import { type ThemeName, themeConfigs } from "../packages/themes/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

type Settings = { mainUiInterface: { mainLang: Locale } };
type MenuItem = { url: string };
type Card = {
  productId: number;
  url: string;
  title: string;
  code: string;
  price: number;
  available: boolean;
  preorder: boolean;
  category: { subcategoryId: number; subcategoryTitle: string; subcategoryUrl: string } | null;
};
type Listing = { category: { id: number; url: string; title: string }; products: Card[] };
type Filter = {
  keyword: string;
  title: string;
  options: { keyword: string; title: string; count: number }[];
};
type Detail = {
  product: Card & {
    has_associated_products: boolean;
    colors: { product_id: number; url: string; title: string; active: boolean }[];
  };
};

/** Products of a theme with their variants: the seed gives ecom and primebuy colour families. */
const VARIANT_CODE: Partial<Record<ThemeName, string>> = { ecom: "EL-1005", primebuy: "PB-1002" };

const cardCache = new Map<string, Promise<Card[]>>();

/** Every product card of the theme's top categories (each listing includes its subcategories). */
function allCards(theme: ThemeName, lang: string): Promise<Card[]> {
  const key = `${theme}:${lang}`;
  const cached = cardCache.get(key);
  if (cached) return cached;
  const promise = (async () => {
    const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
    const seen = new Map<number, Card>();
    for (const item of menu) {
      const listing = await apiGet<Listing>(
        theme,
        `/general/v2/category${item.url}/?page_size=100`,
        lang,
      ).catch(() => null);
      for (const card of listing?.products ?? []) seen.set(card.productId, card);
    }
    return [...seen.values()];
  })();
  cardCache.set(key, promise);
  return promise;
}

async function setup(theme: ThemeName) {
  const settings = await apiGet<Settings>(theme, "/settings/global_site_settings");
  const lang = settings.mainUiInterface.mainLang;
  return { lang, t: createTranslator(lang), cards: await allCards(theme, lang) };
}

/** Waits until the page has hydrated: its effects push a GA4 event (view_item, view_item_list). */
async function hydrated(page: Page, event: string) {
  await expect.poll(async () => (await dataLayerEvents(page, event)).length).toBeGreaterThan(0);
}

/** Clicks until the hydrated page reacts (a click before hydration does nothing). */
async function openDialog(trigger: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function dataLayerEvents(page: Page, event: string) {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}

test.describe("product page", () => {
  test("the availability modal lists the stores with stock, hours and open state, accessibly", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const product = cards.find((c) => c.available);
    if (!product) throw new Error(`no product in stock for ${theme}`);
    const stores = await apiGet<{ title: string }[]>(theme, "/shop/get-stores/", lang);
    expect(stores.length).toBeGreaterThan(0);
    await page.goto(`/${lang}/product/${product.url}`);
    await hydrated(page, "view_item");
    const dialog = page.getByRole("dialog", { name: t("availability.title") });
    await openDialog(page.getByRole("button", { name: t("availability.check") }), dialog);
    await expect(dialog.getByRole("listitem")).toHaveCount(stores.length);
    for (const store of stores) await expect(dialog).toContainText(store.title);
    await expect(
      dialog.locator('[data-stock-level="in_stock"], [data-stock-level="few"]').first(),
    ).toBeVisible();
    await expect(
      dialog.getByText(new RegExp(`${t("availability.openNow")}|${t("availability.closedNow")}`)).first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("notify me refuses a bad e-mail, then stores a good one", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const product = cards.find((c) => !c.available && !c.preorder);
    if (!product) throw new Error(`no out-of-stock product without preorder for ${theme}`);
    await page.goto(`/${lang}/product/${product.url}`);
    const form = page.getByRole("region", { name: t("notify.title") });
    await expect(form).toBeVisible();
    const email = form.getByRole("textbox", { name: t("notify.email") });
    const submit = form.getByRole("button", { name: t("notify.submit") });
    await expect(async () => {
      await email.fill("not-an-e-mail");
      await submit.click();
      await expect(form.getByRole("alert")).toHaveText(t("notify.invalidEmail"), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill(`e2e-${theme}-${Date.now()}@example.com`);
    await submit.click();
    await expect(form.getByRole("status")).toHaveText(t("notify.created"));
    await expectAccessible(page);
  });

  test("notify me works without JavaScript", async ({ browser }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const product = cards.filter((c) => !c.available && !c.preorder).at(-1);
    if (!product) throw new Error(`no out-of-stock product without preorder for ${theme}`);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto(`/${lang}/product/${product.url}`);
      const form = page.getByRole("region", { name: t("notify.title") });
      await form
        .getByRole("textbox", { name: t("notify.email") })
        .fill(`nojs-${theme}-${Date.now()}@example.com`);
      await form.getByRole("button", { name: t("notify.submit") }).click();
      await expect(page.getByRole("region", { name: t("notify.title") }).getByRole("status")).toHaveText(
        t("notify.created"),
      );
    } finally {
      await context.close();
    }
  });

  test("a preorder product shows the preorder label on its page and its card", async ({ page }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const product = cards.find((c) => c.preorder && !c.available);
    // A caterer and a land agency sell nothing in advance: their seeds have no preorder product.
    test.skip(
      !product && (theme === "ecaterix" || theme === "terenuri"),
      `${theme} has no preorder products`,
    );
    if (!product?.category) throw new Error(`no preorder product for ${theme}`);
    await page.goto(`/${lang}/product/${product.url}`);
    // The label (the buy button next to it says the same word).
    await expect(page.locator("main p").getByText(t("product.preorder"), { exact: true })).toBeVisible();
    await expect(page.getByText(t("product.preorderNotice"))).toBeVisible();
    await expect(page.getByRole("region", { name: t("notify.title") })).toHaveCount(0);
    const settings = await apiGet<{
      additional_settings: { black_and_white_product_card_for_pre_order: boolean };
    }>(theme, "/settings/global_site_settings");
    const grey = settings.additional_settings.black_and_white_product_card_for_pre_order;
    const gallery = page.locator("main img").first();
    await (grey ? expect(gallery) : expect(gallery).not).toHaveClass(/\bgrayscale\b/);

    // The card in a listing: the search page finds the product by its code.
    await page.goto(`/${lang}/product_list?search=${encodeURIComponent(product.code)}`);
    const card = page.locator("main article").filter({ hasText: product.title });
    await expect(card.getByText(t("product.preorderAvailable"))).toBeVisible();
    await (grey ? expect(card.locator("img")) : expect(card.locator("img")).not).toHaveClass(/\bgrayscale\b/);
  });

  test("the details tabs switch between description and characteristics (their code loads as they near the screen)", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const product = cards[0];
    if (!product) throw new Error(`no product for ${theme}`);
    // The block's code is held back until the shopper has clicked: a click before the block has
    // hydrated is held and replayed once it has.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/assets\/product-details-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto(`/${lang}/product/${product.url}`);
    const tabs = page.getByRole("tablist", { name: t("product.details") });
    const characteristics = tabs.getByRole("tab", { name: t("product.characteristics") });
    await characteristics.scrollIntoViewIfNeeded();
    await characteristics.click();
    await expect(characteristics).toHaveAttribute("aria-selected", "false");
    releaseCode();
    await expect(characteristics).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("table")).toBeVisible();
    await tabs.getByRole("tab", { name: t("product.description") }).click();
    await expect(page.getByRole("tabpanel").getByRole("table")).toHaveCount(0);
  });

  test(
    "colour swatches link the variants, marking the current one",
    { tag: "@theme:ecom" },
    async ({ page }, testInfo) => {
      const theme = themeOf(testInfo);
      const code = VARIANT_CODE[theme];
      test.skip(!code, `the ${theme} demo catalogue has no colour variants`);
      const { lang, t, cards } = await setup(theme);
      const base = cards.find((c) => c.code === code);
      if (!base) throw new Error(`${code} not found`);
      const detail = await apiGet<Detail>(theme, `/general/v2/product/${base.url}/`, lang);
      const target = detail.product.colors.find((c) => !c.active);
      if (!target) throw new Error(`${code} has no other colour`);
      await page.goto(`/${lang}/product/${base.url}`);
      const swatches = page.getByRole("navigation", { name: t("product.colours") });
      await expect(swatches.getByRole("link")).toHaveCount(detail.product.colors.length);
      const current = detail.product.colors.find((c) => c.active);
      await expect(swatches.getByRole("link", { name: current?.title, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectAccessible(page);
      await swatches.getByRole("link", { name: target.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/product/${target.url}$`));
      const targetDetail = await apiGet<Detail>(theme, `/general/v2/product/${target.url}/`, lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(targetDetail.product.title);
      await expect(swatches.getByRole("link", { name: target.title, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    },
  );

  test("the pocket modal lists the associated products and orders them by price", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    // The associated products endpoint answers for every product; look for one with 2 or more.
    let found: { card: Card; associated: Card[] } | null = null;
    for (let i = 0; i < cards.length && !found; i += 10) {
      const batch = await Promise.all(
        cards.slice(i, i + 10).map(async (card) => ({
          card,
          associated: (
            await apiGet<{ products: Card[] }>(
              theme,
              `/general/associated-products/?product_id=${card.productId}`,
              lang,
            )
          ).products,
        })),
      );
      found = batch.find((candidate) => candidate.associated.length > 1) ?? null;
    }
    // Land plots come without accessories: the terenuri seed links none.
    test.skip(!found && theme === "terenuri", "terenuri has no associated products");
    if (!found) throw new Error(`no product with associated products for ${theme}`);
    await page.goto(`/${lang}/product/${found.card.url}`);
    await hydrated(page, "view_item");
    const dialog = page.getByRole("dialog", { name: t("product.pocketTitle") });
    await openDialog(page.getByRole("button", { name: t("product.pocketButton") }), dialog);
    await expect(dialog.locator("article")).toHaveCount(found.associated.length);
    await expectAccessible(page);
    await dialog.getByLabel(t("catalogue.sort")).selectOption("price-");
    const byPrice = [...found.associated].sort((a, b) => b.price - a.price);
    await expect(dialog.locator("article h3")).toHaveText(byPrice.map((p) => p.title));
    await dialog.getByLabel(t("catalogue.sort")).selectOption("price+");
    await expect(dialog.locator("article h3").first()).toHaveText(
      [...found.associated].sort((a, b) => a.price - b.price)[0]?.title ?? "",
    );
  });

  test("recently viewed products show on the pharmacy theme, newest first, without the current one", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const [a, b, c] = cards;
    if (!a || !b || !c) throw new Error("too few products");
    const heading = page.getByRole("heading", { name: t("product.recentlyViewed") });
    const stored = () =>
      page.evaluate(() => JSON.parse(window.localStorage.getItem("recently_viewed") ?? "[]"));
    for (const product of [a, b, c]) {
      await page.goto(`/${lang}/product/${product.url}`);
      await hydrated(page, "view_item");
      // The slider records the view in its own effect, which may run after view_item (a slow
      // machine): wait for it before leaving, or the next page reads the list without it.
      if (themeConfigs[theme].isPharmacy) await expect.poll(stored).toContain(product.productId);
    }
    if (!themeConfigs[theme].isPharmacy) {
      await expect(heading).toHaveCount(0);
      expect(await stored()).toEqual([]);
      return;
    }
    expect(await stored()).toEqual([c.productId, b.productId, a.productId]);
    const slider = page.locator("section").filter({ has: heading });
    await expect(slider.locator("article h3")).toHaveText([b.title, a.title]);
    await page.goto(`/${lang}/product/${a.url}`);
    await expect(slider.locator("article h3")).toHaveText([c.title, b.title]);
    await expect.poll(stored).toEqual([a.productId, c.productId, b.productId]);
    await expectAccessible(page);
  });

  test("clicking a product card in a listing pushes select_item with the list", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang } = await setup(theme);
    const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
    let listing: Listing | null = null;
    for (const item of menu) {
      listing = await apiGet<Listing>(theme, `/general/v2/category${item.url}/`, lang).catch(() => null);
      if (listing?.products.length) break;
    }
    const second = listing?.products[1];
    if (!listing || !second) throw new Error(`no listing for ${theme}`);
    await page.goto(`/${lang}${listing.category.url}`);
    await hydrated(page, "view_item_list");
    await page.locator("main article").nth(1).getByRole("link", { name: second.title }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${second.url}$`));
    const events = await dataLayerEvents(page, "select_item");
    expect(events).toEqual([
      {
        event: "select_item",
        ecommerce: expect.objectContaining({
          item_list_id: String(listing.category.id),
          item_list_name: listing.category.title,
          items: [expect.objectContaining({ item_id: second.code, item_name: second.title, index: 1 })],
        }),
      },
    ]);
  });
});

type Picture = { src: string; srcset: string; srcsetAvif: string };

/** A product of the theme with several pictures (not land: a plot has one). */
async function productWithPictures(theme: ThemeName, lang: string, cards: Card[]) {
  for (const card of cards.filter((c) => c.available).slice(0, 10)) {
    const detail = await apiGet<{ product: { images: Picture[] } }>(
      theme,
      `/general/v2/product/${card.productId}`,
      lang,
    );
    if (detail.product.images.length > 1) return { card, images: detail.product.images };
  }
  return null;
}

test.describe("product gallery (issue 13)", () => {
  test("thumbnails switch the picture, a swipe and the arrow keys move it, the zoom dialog opens and closes with Escape", async ({
    page,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, t, cards } = await setup(theme);
    const found = await productWithPictures(theme, lang, cards);
    test.skip(!found && theme === "terenuri", "plots of land have one picture");
    if (!found) throw new Error(`no product with several pictures for ${theme}`);
    const count = found.images.length;
    await page.goto(`/${lang}/product/${found.card.url}`);
    const gallery = page.getByTestId("product-gallery");
    // The first picture is the page's LCP: server-rendered, eager, high priority; the others are
    // fetched, lazily, once the shopper turns to the gallery.
    const pictures = gallery.getByTestId("gallery-viewport").locator("img");
    await expect(pictures).toHaveCount(1);
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).toHaveAttribute("loading", "eager");
    await expect(pictures.first().locator("xpath=..").locator("source[type='image/avif']")).toHaveAttribute(
      "srcset",
      found.images[0]?.srcsetAvif ?? "",
    );
    await hydrated(page, "view_item");
    const current = gallery.locator("[data-current]");
    const pictureOf = (n: number) => t("product.pictureOf", { number: n, count });

    const thumbnails = gallery.getByTestId("gallery-thumbnail");
    await expect(thumbnails).toHaveCount(count);
    await expect(async () => {
      await thumbnails.nth(1).click();
      await expect(current).toHaveAttribute("aria-label", pictureOf(2), { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(pictures).toHaveCount(count);
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(page).toHaveURL(new RegExp(`/product/${found.card.url}$`));

    // The arrow keys, on the focused carousel.
    const carousel = page.getByRole("region", { name: t("product.pictures") });
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", pictureOf(3));
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("aria-label", pictureOf(2));

    // A swipe (a drag from right to left) shows the next picture; back the other way.
    const box = await gallery.getByTestId("gallery-viewport").boundingBox();
    if (!box) throw new Error("the gallery has no box");
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(box.x + box.width * from, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * ((from + to) / 2), box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + box.width * to, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    // A drag starts where the carousel is: let the arrow key's slide come to rest first.
    const track = gallery.getByTestId("gallery-viewport").locator("> div");
    const atRest = async () => {
      let last: string | undefined;
      await expect
        .poll(
          async () => {
            const now = await track.evaluate((el) => getComputedStyle(el).transform);
            const same = now === last;
            last = now;
            return same;
          },
          { intervals: [150] },
        )
        .toBe(true);
    };
    await atRest();
    await swipe(0.8, 0.2);
    await expect(current).toHaveAttribute("aria-label", pictureOf(3));
    await atRest();
    await swipe(0.2, 0.8);
    await expect(current).toHaveAttribute("aria-label", pictureOf(2));
    await expectAccessible(page);

    // Zoom: the large picture in a dialog, zoomed by its button, closed by Escape.
    await gallery.getByRole("button", { name: t("product.enlarge") }).click();
    const dialog = page.getByRole("dialog", { name: found.card.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(pictureOf(2));
    await expect(dialog.getByRole("img")).toHaveAttribute("src", found.images[1]?.src ?? "");
    await dialog.getByRole("button", { name: t("product.zoomIn") }).click();
    await expect(dialog.getByTestId("zoom-pane")).toHaveAttribute("data-scale", "2");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(pictureOf(3));
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("without JavaScript the first picture and the thumbnails link to the full pictures", async ({
    browser,
  }, testInfo) => {
    const theme = themeOf(testInfo);
    const { lang, cards } = await setup(theme);
    const found = await productWithPictures(theme, lang, cards);
    test.skip(!found, "no product with several pictures in this shop");
    if (!found) return;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto(`/${lang}/product/${found.card.url}`);
    const gallery = page.getByTestId("product-gallery");
    await expect(gallery.getByTestId("gallery-viewport").locator("a").first()).toHaveAttribute(
      "href",
      found.images[0]?.src ?? "",
    );
    await expect(gallery.getByTestId("gallery-thumbnail")).toHaveCount(found.images.length);
    for (const [i, image] of found.images.entries())
      await expect(gallery.getByTestId("gallery-thumbnail").nth(i)).toHaveAttribute("href", image.src);
    const response = await page.goto(found.images[1]?.src ?? "");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toBe("image/svg+xml");
    await context.close();
  });
});

test.describe("pharmacy shoppers", () => {
  for (const lang of ["ro", "ru"] as const)
    test(`${lang}: a medicine: prescription badge on its card, its leaflet in a tab, the same medicine's alternatives cheapest first`, async ({
      page,
    }, testInfo) => {
      const theme = themeOf(testInfo);
      test.skip(theme !== "farmacie", "the pharmacy's own page");
      const t = createTranslator(lang);
      const menu = await apiGet<MenuItem[]>(theme, "/general/menu_tree", lang);
      // A prescription medicine's card carries the badge in its listing.
      let rx: { card: Card & { is_recipe?: boolean }; url: string; filters: Filter[] } | null = null;
      let alternatives: { card: Card; prices: number[] } | null = null;
      for (const item of menu) {
        const listing = await apiGet<Listing & { filters: Filter[] }>(
          theme,
          `/general/v2/category${item.url}/?page_size=100`,
          lang,
        );
        for (const card of listing.products as (Card & { is_recipe?: boolean })[]) {
          if (!rx && card.is_recipe) rx = { card, url: item.url, filters: listing.filters };
          if (!alternatives) {
            const same = await apiGet<{ products: Card[] }>(
              theme,
              `/general/same_substance_products?product_id=${card.productId}`,
              lang,
            );
            if (same.products.length >= 2) alternatives = { card, prices: same.products.map((p) => p.price) };
          }
        }
        if (rx && alternatives) break;
      }
      if (!rx || !alternatives)
        throw new Error("the pharmacy demo has a prescription medicine and alternatives");
      await page.goto(`/${lang}${rx.url}?page_size=100`);
      const rxCard = page.locator("main article").filter({ hasText: rx.card.title }).first();
      await expect(rxCard.getByText(t("product.prescription"), { exact: true })).toBeVisible();
      // The listing filters by active substance: choosing one leaves its medicines only.
      const substance = rx.filters.find((f) => f.keyword === "substance");
      const option = substance?.options.find((o) => o.count > 0);
      if (!substance || !option) throw new Error("the pharmacy's listing filters by active substance");
      await page
        .getByRole("region", { name: substance.title, exact: true })
        .getByRole("link")
        .filter({ hasText: option.title })
        .first()
        .click();
      await expect(page).toHaveURL(/substance/);
      await expect(page.locator("main article")).toHaveCount(option.count);

      await page.goto(`/${lang}/product/${alternatives.card.url}`);
      const tabs = page.getByRole("tablist", { name: t("product.details") });
      await tabs.scrollIntoViewIfNeeded();
      await tabs.getByRole("tab", { name: t("product.leaflet") }).click();
      await expect(page.getByTestId("product-leaflet")).toBeVisible();
      await expect(page.getByTestId("product-leaflet").getByRole("heading").first()).toBeVisible();
      const section = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: t("product.sameSubstance") }) });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator("article")).toHaveCount(Math.min(8, alternatives.prices.length));
      expect(alternatives.prices).toEqual([...alternatives.prices].sort((a, b) => a - b));
      await expectAccessible(page);
    });
});
