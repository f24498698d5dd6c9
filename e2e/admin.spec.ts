import type { Page } from "@playwright/test";
import { demoSiteTokens } from "../packages/themes/src/index.ts";
import { mailTo } from "./outbox.ts";
import { API_URL, expect, expectAccessible, test, themeOf } from "./support.ts";

/**
 * The back-office (served by the API at /admin), on one theme only: it is the same app for
 * every shop. The demo seed's owner of the default shop signs in (README).
 */
const OWNER = { shop: "default", email: "owner@example.com", password: "demo-owner-2026" };
const ADMIN = `${API_URL}/admin`;

function defaultOnly(testInfo: Parameters<typeof themeOf>[0]) {
  test.skip(themeOf(testInfo) !== "default", "the back-office is checked on the default theme only");
}

/** A guest's cash order for pickup of the default shop's first product, placed through the API. */
async function placeOrder(email: string): Promise<number> {
  const headers = {
    token: demoSiteTokens.default,
    "content-type": "application/json",
    "accept-language": "ro",
  };
  const browser = `admin-e2e-${Date.now()}`;
  const add = await fetch(`${API_URL}/general/cart/add-item/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ product_id: 1, count: 1, no_user_id: browser }),
  });
  expect(add.status).toBe(200);
  const stores = (await (await fetch(`${API_URL}/shop/get-stores/`, { headers })).json()) as { id: number }[];
  // The store that has the product: the first that takes the order.
  for (const store of stores) {
    const res = await fetch(`${API_URL}/general/v3/order/`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        no_user_id: browser,
        name: "Maria Admin",
        phone: "+373 69 123 987",
        email,
        paymentType: "cash",
        deliveryType: "pickup",
        shop_id: store.id,
      }),
    });
    if (res.status === 201) return ((await res.json()) as { id: number }).id;
  }
  throw new Error("no store took the order");
}

async function signIn(page: Page, who: { shop: string; email: string; password: string }) {
  await page.goto(`${ADMIN}/`);
  await expect(page).toHaveURL(`${ADMIN}/sign-in`);
  await page.getByLabel("Codul magazinului").fill(who.shop);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Parola").fill(who.password);
  await page.getByRole("button", { name: "Intră" }).click();
}

test("an owner signs in and takes an order from new to completed, the customer e-mailed each step", async ({
  page,
}, testInfo) => {
  defaultOnly(testInfo);
  const email = `maria.admin.${Date.now()}@example.md`;
  const id = await placeOrder(email);

  await signIn(page, OWNER);
  await expect(page.getByRole("heading", { level: 1, name: "Panou" })).toBeVisible();
  await expect(page.getByTestId("today-orders")).not.toHaveText("0");
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Comenzi" }).click();
  await page.getByLabel("Căutare").fill(email);
  await page.getByRole("button", { name: "Aplică" }).click();
  await expect(page.getByText("Comenzi găsite: 1")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: String(id), exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Comanda nr. ${id}`);
  const status = page.getByTestId("order-status");
  await expect(status).toHaveText("Nouă");
  await expectAccessible(page);
  const step = async (button: string, expected: string) => {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(status).toHaveText(expected);
  };
  await step("Confirmă", "Confirmată");
  await step("Gata de ridicare", "Gata de ridicare");
  // Completing needs the money: the button is not offered until the order is marked paid.
  await expect(page.getByRole("button", { name: "Finalizează" })).toHaveCount(0);
  await page.getByRole("button", { name: "Marchează plătită" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Plătită");
  await step("Finalizează", "Finalizată");
  await expect(page.getByText("Comanda este închisă.")).toBeVisible();

  await page.getByLabel("Notă nouă (clientul nu o vede)").fill("Ridicată de soț.");
  await page.getByRole("button", { name: "Adaugă nota" }).click();
  await expect(page.getByText("Ridicată de soț.")).toBeVisible();

  expect(await mailTo(email, new RegExp(`(Comanda nr\\. ${id} a fost confirmată)`))).toBeTruthy();
  expect(await mailTo(email, new RegExp(`(Comanda nr\\. ${id} este gata)`))).toBeTruthy();
  expect(await mailTo(email, new RegExp(`(Comanda nr\\. ${id} a fost finalizată)`))).toBeTruthy();

  await page.getByRole("link", { name: "Fișa de ambalare" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Fișa de ambalare a comenzii nr. ${id}`);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Jurnal" }).click();
  await expect(page.getByRole("cell", { name: `order.complete · order ${id}` })).toBeVisible();
});

test("a content editor, on a phone, cannot open orders; the owner adds them and changes nothing else", async ({
  page,
}, testInfo) => {
  defaultOnly(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = {
    shop: "default",
    email: `editor.${Date.now()}@example.md`,
    password: "parola-editor-2026",
  };

  await signIn(page, OWNER);
  await page.getByRole("link", { name: "Echipa" }).click();
  const add = page.locator("form", { has: page.getByRole("heading", { name: "Adaugă un membru" }) });
  await add.getByLabel("E-mail").fill(editor.email);
  await add.locator("select[name=role]").selectOption({ label: "Editor de conținut" });
  await add.getByLabel("Parola", { exact: true }).fill(editor.password);
  await add.getByRole("button", { name: "Adaugă un membru" }).click();
  await expect(page.getByRole("cell", { name: editor.email })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ieșire" }).click();

  await signIn(page, editor);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bine ați venit");
  await expect(
    page.getByRole("navigation", { name: "Meniu" }).getByRole("link", { name: "Comenzi" }),
  ).toHaveCount(0);
  await page.goto(`${ADMIN}/orders`);
  await expect(page.getByRole("alert")).toContainText("Acces interzis");
  await expectAccessible(page);
  // Nothing is wider than the phone: wide tables scroll inside their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The account page works for every role: this session is listed as the current one.
  await page.getByRole("link", { name: "Contul meu" }).click();
  await expect(page.getByText("Sesiunea curentă")).toBeVisible();
  await expectAccessible(page);
  // The interface speaks the staff's language (kept in this browser).
  await page.getByLabel("Limba").selectOption("uk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Мій акаунт");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
});
