import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, stockedProduct } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * No log line holds a secret: the API runs at its most talkative level (every request and
 * answer logged) through sign-up, activation, sign-in, refresh, a code by e-mail, a password
 * reset, an order and a failed INSERT carrying a password hash; then every captured line is
 * searched for each password, hash, token and code the run made.
 */
const lines: string[] = [];
const { app, database, outboxDir } = await build({
  logger: { level: "trace", stream: { write: (line: string) => lines.push(line) } },
});
const { call, customer, linkFor, outbox } = accountHelpers(app, outboxDir);
const secrets = new Set<string>();
let productId = 0;
let shopId = 0;
let siteId = 0;

beforeAll(async () => {
  siteId = await addTestShop(database.db);
  ({ productId, shopId } = await stockedProduct(database.db, siteId));
}, 60_000);

describe("logs", () => {
  it("hold no password, hash, token or code of the auth and order flows", async () => {
    const email = "logs-secret@example.com";
    const password = "Parola-Secreta-2026";
    secrets.add(password);
    const activated = await customer(email, password);
    const activation = await linkFor(email, "activate");
    secrets.add(activation.token);
    secrets.add(activated.access).add(activated.refresh);

    const signIn = await call("/auth/jwt/create/", { body: { email, password } });
    expect(signIn.statusCode).toBe(200);
    secrets.add(signIn.json().access).add(signIn.json().refresh);
    const wrong = await call("/auth/jwt/create/", { body: { email, password: `${password}-wrong` } });
    expect(wrong.statusCode).toBe(401);
    secrets.add(`${password}-wrong`);
    const refreshed = await call("/auth/jwt/refresh/", { body: { refresh: signIn.json().refresh } });
    secrets.add(refreshed.json().access);

    // A six-digit code by e-mail, used once.
    await call(`/api/v1/email-code/?email=${email}`, { method: "GET" });
    const entry = (await outbox.list(100)).find(
      (e) => e.to === email && /\b\d{6}\b/.test(e.subject + e.text),
    );
    const code = /\b(\d{6})\b/.exec(`${entry?.subject} ${entry?.text}`)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    secrets.add(code);
    const byCode = await call("/api/v1/loginByEmail/", { body: { email, code } });
    expect(byCode.statusCode).toBe(200);
    secrets.add(byCode.json().access);

    // A password reset through the e-mailed link; the URL of a GET with a token is masked too.
    await call("/auth/users/reset_password/", { body: { email } });
    const reset = await linkFor(email, "password/reset");
    secrets.add(reset.token);
    const newPassword = "Parola-Noua-2031";
    secrets.add(newPassword);
    const confirmed = await call("/auth/users/reset_password_confirm/", {
      body: { uid: reset.uid, token: reset.token, new_password: newPassword, re_new_password: newPassword },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    await call(
      `/general/cart/fetch-all/?no_user_id=x&token=${reset.token}&access_token=${byCode.json().access}`,
      {
        method: "GET",
      },
    );

    // An order as the customer, signed in again (the reset ended every session).
    const again = await call("/auth/jwt/create/", { body: { email, password: newPassword } });
    expect(again.statusCode).toBe(200);
    const bearer = again.json().access as string;
    secrets.add(bearer).add(again.json().refresh);
    await call("/general/cart/add-item/", { bearer, body: { product_id: productId, count: 1 } });
    const order = await call("/general/v3/order/", {
      bearer,
      body: {
        name: "Ana",
        phone: "+37369123456",
        email,
        paymentType: "cash",
        deliveryType: "pickup",
        shop_id: shopId,
      },
    });
    expect(order.statusCode, order.body).toBe(201);

    // A failed INSERT whose parameters hold a password hash (the site does not exist).
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.email, email));
    const hash = user?.passwordHash as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    secrets.add(hash);
    const failed = await database.db
      .insert(schema.users)
      .values({ siteId: 2_000_000_000, lang: "ro", email: "fk@example.com", passwordHash: hash })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain(hash);
    app.log.error({ err: failed }, "a failed insert");

    const all = lines.join("\n");
    expect(all).toContain("a failed insert");
    expect(all).toContain("/auth/jwt/create");
    const leaked = [...secrets].filter((secret) => secret && all.includes(secret));
    expect(leaked.map((s) => `${s.slice(0, 12)}…`)).toEqual([]);
  });
});
