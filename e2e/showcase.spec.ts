import type { Page } from "@playwright/test";
import { createTranslator } from "../packages/i18n/src/index.ts";
import type { ThemeName } from "../packages/themes/src/index.ts";
import { apiGet, expect, expectAccessible, test, themeOf } from "./support.ts";

/** The reviews page and the gallery run on one theme only (browser time is tight): the beauty shop. */
function foundationOnly(testInfo: Parameters<typeof themeOf>[0]): ThemeName {
  const theme = themeOf(testInfo);
  test.skip(theme !== "foundation", "the showcase pages are checked on the foundation theme only");
  return theme;
}

const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com)$/;

/** Every request the page makes to a video host, answered locally (the machine has no internet). */
async function watchVideoHosts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => VIDEO_HOSTS.test(url.hostname),
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<title>player</title><p>player</p>",
      });
    },
  );
  return seen;
}

test("shop reviews: a like updates the count, and a video loads only when asked for", async ({
  page,
}, testInfo) => {
  const theme = foundationOnly(testInfo);
  const t = createTranslator("ro");
  type Reviews = { results: { id: number; likes: number }[] };
  const videos = await apiGet<{ title: string; provider: string }[]>(theme, "/base/video-reviews", "ro");
  const video = videos[0];
  if (!video) throw new Error("foundation has a video review");
  const toVideoHosts = await watchVideoHosts(page);

  await page.goto("/ro/review");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("showcase.reviews.title"));
  const list = page.getByRole("list", { name: t("showcase.reviews.list") });
  await expect(list.getByRole("article").first()).toBeVisible();
  await expectAccessible(page);

  const first = list.getByRole("listitem").first();
  const id = Number(await first.locator('input[name="review_id"]').inputValue());
  const like = first.locator('button[value="like"]');
  const likes = Number(await like.locator("span").last().textContent());
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like.locator("span").last()).toHaveText(String(likes + 1));
  // The vote is counted by the shop's API, not only shown.
  await expect
    .poll(
      async () =>
        (await apiGet<Reviews>(theme, "/base/reviews", "ro")).results.find((r) => r.id === id)?.likes,
    )
    .toBe(likes + 1);

  // Nothing from the video's host yet; without marketing cookies the first click only says who hosts it.
  const player = page.getByTestId("video-review").first();
  await player.getByRole("link", { name: t("showcase.video.play", { title: video.title }) }).click();
  const load = player.getByRole("button", { name: t("showcase.video.load") });
  await expect(load).toBeFocused();
  await expect(player.locator("iframe")).toHaveCount(0);
  expect(toVideoHosts).toEqual([]);
  await expectAccessible(page);
  await load.click();
  await expect(player.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/(player\.vimeo\.com|www\.youtube-nocookie\.com)\//,
  );
  await expect.poll(() => toVideoHosts.length).toBeGreaterThan(0);
});

test("shop reviews: a shopper posts one and sees it published", async ({ page }, testInfo) => {
  foundationOnly(testInfo);
  const t = createTranslator("en");
  await page.goto("/en/review");
  const form = page.getByRole("form", { name: t("reviews.write") });
  await form.getByRole("button", { name: t("reviews.form.submit") }).click();
  await expect(form.getByRole("alert").first()).toHaveText(t("reviews.error.summary"));
  const name = `Shopper ${Date.now()}`;
  await form.getByLabel(t("reviews.form.name")).fill(name);
  await form.locator('label:has(input[name="rating"][value="5"])').click();
  await form.getByLabel(t("reviews.form.text")).fill("Friendly advice and fast delivery, thank you.");
  await form.getByRole("button", { name: t("reviews.form.submit") }).click();
  await expect(form.getByRole("status")).toHaveText(t("reviews.thanks"));
  await page.reload();
  await expect(
    page
      .getByRole("list", { name: t("showcase.reviews.list") })
      .getByRole("article")
      .first(),
  ).toContainText(name);
});

test("gallery: the lightbox opens, moves on, closes with Escape and gives focus back", async ({
  page,
}, testInfo) => {
  const theme = foundationOnly(testInfo);
  const t = createTranslator("ro");
  const albums = await apiGet<{ id: number; title: string; images_count: number }[]>(
    theme,
    "/base/gallery",
    "ro",
  );
  const total = albums.reduce((n, a) => n + a.images_count, 0);

  await page.goto("/ro/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("showcase.gallery.title"));
  const pictures = page.getByTestId("gallery-picture");
  await expect(pictures).toHaveCount(total);
  // Without scripts each picture is a link to the full picture.
  await expect(pictures.first()).toHaveAttribute("href", /^\/media\/gallery\/.+\.svg$/);
  await expectAccessible(page);

  await pictures.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t("product.pictureOf", { number: 1, count: total }))).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: t("product.nextPicture") }).click();
  await expect(dialog.getByText(t("product.pictureOf", { number: 2, count: total }))).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(t("product.pictureOf", { number: total, count: total }))).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(pictures.first()).toBeFocused();

  // One album on its own; an unknown one is the 404 page.
  const album = albums[1];
  if (!album) throw new Error("foundation has two albums");
  await page
    .getByRole("navigation", { name: t("showcase.gallery.albums") })
    .getByRole("link", { name: album.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ro/gallery\\?album=${album.id}$`));
  await expect(pictures).toHaveCount(album.images_count);
  expect((await page.goto("/ro/gallery?album=999999"))?.status()).toBe(404);

  // On a 390 px phone the three pages fit the width (no sideways scrolling).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/ro/review", "/ro/gallery", "/ro/partners"]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
