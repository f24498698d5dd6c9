import { schema } from "@sf/db";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { staffHelpers } from "./fixtures/staff.ts";
import { addTestShop, stockedProduct, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

/**
 * Access control, proven by enumeration: every API path with an `{id}`-like parameter is either
 * a customer's own resource (each is tried by other customers, another shop and guests, and
 * must neither answer nor change anything) or public shop content (named here, with why).
 * A new parametrised path fails this test until it is put in one of the two lists.
 */
const { app, database, outboxDir } = await build();
const { call, customer } = accountHelpers(app, outboxDir);
const OTHER_TOKEN = "access-other-shop";

const OWNED = [
  "/general/v2/order/{id}",
  "/general/v2/order/{id}/check-payment-status",
  "/general/v2/order/{id}/pay",
  "/users/user/{id}",
  "/api/v1/user/fav/{id}",
  "/users/user-group/{id}/create-company",
  "/users/user-group/{id}/create-company-multi",
  // A board member's phones and e-mails (another member's id is a 404: board-accounts.test.ts).
  "/api/phone/{id}",
  "/api/email/{id}",
];
/** The back-office's: only staff of the resource's shop, in a role that may, reach them. */
const STAFF_OWNED = [
  "/admin/api/orders/{id}",
  "/admin/api/orders/{id}/actions",
  "/admin/api/orders/{id}/notes",
  "/admin/api/staff/{id}",
  "/admin/api/sessions/{id}",
  "/admin/api/customers/{id}",
  "/admin/api/customers/{id}/points",
  "/admin/api/product-reviews/{id}/moderate",
  "/admin/api/shop-reviews/{id}/moderate",
  "/admin/api/stock-requests/{id}",
  "/admin/api/stock-requests/{id}/notify",
  "/admin/api/shop-requests/{id}/handled",
  "/admin/api/credit-requests/{id}/handled",
  "/admin/api/resumes/{id}/file",
  "/admin/api/resumes/{id}/handled",
  "/admin/api/promo-codes/{id}",
  "/admin/api/delivery/stores/{id}",
  "/admin/api/products/{id}",
  // A shop's stored pictures, read from the staff session's shop (admin-products.test.ts tries another shop's).
  "/admin/api/media/{*}",
  "/admin/api/content/articles/{id}",
  "/admin/api/content/pages/{key}",
  "/admin/api/content/banners/{id}",
  "/admin/api/content/faq/{lang}",
  "/admin/api/content/offers/{id}",
  "/admin/api/content/advantages/{lang}",
  "/admin/api/content/vacancies/{id}",
  "/admin/api/content/albums/{id}",
  "/admin/api/content/partner-regions/{id}",
  "/admin/api/content/partners/{id}",
  "/admin/api/catalogue/categories/{id}",
  "/admin/api/catalogue/categories/{id}/move",
  "/admin/api/catalogue/brands/{id}",
  "/admin/api/catalogue/properties/{id}",
  "/admin/api/catalogue/properties/{id}/move",
  "/admin/api/catalogue/properties/{id}/values",
  "/admin/api/catalogue/property-values/{id}",
  "/admin/api/catalogue/property-values/{id}/move",
  // The land board's moderation (admin-board.test.ts tries another shop's staff on a board's ids).
  "/admin/api/board/complaints/{id}/handle",
  "/admin/api/board/adverts/{id}/moderate",
];
const PUBLIC: Record<string, string> = {
  "/{locale}/main/slider-new_products": "shop content",
  "/{locale}/main/slides-popular-product": "shop content",
  "/page/{slug}": "CMS pages",
  "/base/advantage/{kind}": "shop content",
  "/base/articles/{id}": "shop content",
  "/base/articles/recommended/{id}": "shop content",
  "/api/v1/news/{id}": "shop content (the legacy path of /base/articles/{id})",
  "/general/banner-select/{categoryId}": "catalogue",
  "/api/advert-regions/{id}/locations": "the land board's places (a site's own; another's are 404)",
  "/api/adverts/{slug}": "a published advert's page (a site's own; drafts and another site's are 404)",
  "/api/adverts/{slug}/phone": "a published advert's phone, counted and limited per address",
  "/api/register/{phone}": "a sign-in by phone: only the SMS code sent to that number opens its account",
  "/general/brand/{slug}": "catalogue",
  "/general/delivery-time/{storeId}": "a store's pickup slots",
  "/general/v2/product/{ref}": "catalogue",
  "/general/product-review/{id}/like": "public reviews; one vote per voter",
  "/general/product-review/{id}/dislike": "public reviews; one vote per voter",
  "/base/reviews/{id}/like": "public shop reviews; one vote per voter",
  "/base/reviews/{id}/dislike": "public shop reviews; one vote per voter",
  "/base/gallery/{id}": "shop content",
  "/base/vacancies/{id}": "shop content",
  "/general/promotions/{id}": "shop content",
  "/general/promotions/{id}/products": "shop content",
  "/payments/callback/{provider}": "providers' signed callbacks",
  "/payments/sandbox/{payId}": "the sandbox's test page for a payment id only its shopper was sent",
  "/media/{*}": "images",
  "/general/v2/category/{*}": "catalogue listings",
  // A shop's own, behind its integration key: external-keys.test.ts enumerates another shop's ids.
  "/external/category/{id}": "integration API (API-Token)",
  "/external/product/{id}": "integration API (API-Token)",
  "/external/specification/{id}": "integration API (API-Token)",
  "/external/specification-value/{id}": "integration API (API-Token)",
  "/external/external-order/{order_id}": "integration API (API-Token)",
};

let siteId = 0;
let shopId = 0;
let productId = 0;

beforeAll(async () => {
  siteId = await addTestShop(database.db);
  await addTestShop(database.db, { token: OTHER_TOKEN, code: "access-other" });
  ({ productId, shopId } = await stockedProduct(database.db, siteId));
}, 60_000);

describe("access control", () => {
  it("names every parametrised path as a customer's own or as public", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths).map((p) =>
      p.replace(/\/$/, ""),
    );
    const parametrised = paths.filter((p) => p.includes("{"));
    const unknown = parametrised.filter(
      (p) => !OWNED.includes(p) && !STAFF_OWNED.includes(p) && !(p in PUBLIC),
    );
    expect(unknown, "classify these paths in access-control.test.ts").toEqual([]);
    for (const p of [...OWNED, ...STAFF_OWNED]) expect(parametrised, p).toContain(p);
  });

  it("no other customer, shop or guest reads or changes a customer's order, profile, addresses or favourites", async () => {
    const ana = await customer("ana.access@example.md");
    const ion = await customer("ion.access@example.md");
    const vera = await customer("vera.access@example.md", undefined, OTHER_TOKEN);
    const me = (await call("/auth/users/me/", { method: "GET", bearer: ana.access })).json() as {
      id: number;
    };

    await call("/general/cart/add-item/", { body: { product_id: productId, count: 1 }, bearer: ana.access });
    const order = await call("/general/v3/order/", {
      bearer: ana.access,
      body: {
        name: "Ana",
        phone: "+373 69 123 456",
        paymentType: "card",
        deliveryType: "pickup",
        shop_id: shopId,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = (order.json() as { id: number }).id;
    const address = (
      (
        await call("/general/cart/create-delivery-address/", {
          bearer: ana.access,
          body: { shipping_street: "str. Ana", shipping_building: "1" },
        })
      ).json() as { shipping_address_id: number }[]
    )[0]?.shipping_address_id as number;
    await call("/favorites/", { bearer: ana.access, body: { product_id: productId } });
    const company = { name: "Ana SRL", fiscal_code: "1003600012345" };
    expect(
      (
        await call(`/users/user-group/${me.id}/create-company/`, {
          method: "PATCH",
          bearer: ana.access,
          body: company,
        })
      ).statusCode,
    ).toBe(200);

    const attackers = [
      { who: "another customer", bearer: ion.access, token: TEST_TOKEN },
      { who: "another shop's customer", bearer: vera.access, token: OTHER_TOKEN },
      { who: "another shop's token on this shop", bearer: vera.access, token: TEST_TOKEN },
      { who: "this customer's token on another shop", bearer: ana.access, token: OTHER_TOKEN },
      { who: "a guest with a browser id", bearer: undefined, token: TEST_TOKEN },
    ];
    for (const { who, bearer, token } of attackers) {
      const as = (url: string, method: "GET" | "POST" | "PATCH" | "DELETE", body?: object) =>
        call(url, { method, bearer, token, ...(body ? { body } : {}) });
      const guest = bearer ? "" : "?no_user_id=guest-browser-0001";
      const answers = [
        await as(`/general/v2/order/${orderId}/${guest}`, "GET"),
        await as(`/general/v2/order/${orderId}/check-payment-status/${guest}`, "GET"),
        await as(
          `/general/v2/order/${orderId}/pay/`,
          "POST",
          bearer ? {} : { no_user_id: "guest-browser-0001" },
        ),
        await as(`/users/user/${me.id}/`, "PATCH", { first_name: "Changed" }),
        await as("/general/cart/delete-delivery-address/", "POST", { shipping_address_id: address }),
        await as(`/api/v1/user/fav/${productId}/`, "DELETE"),
        await as(`/users/user-group/${me.id}/create-company/`, "PATCH", {
          name: "Intrus SRL",
          fiscal_code: "1003600099999",
        }),
        await as(`/users/user-group/${me.id}/create-company-multi/`, "PATCH", {
          companies: [{ name: "Intrus SRL", fiscal_code: "1003600099998" }],
        }),
      ];
      for (const [i, res] of answers.entries()) {
        // The favourite delete only ever touches the caller's own list: 200 with *their* list.
        if (i === 5 && res.statusCode === 200) {
          expect((res.json() as { product_ids: number[] }).product_ids, who).not.toContain(productId);
          continue;
        }
        expect([400, 401, 404], `${who}: call ${i} answered ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body, who).not.toContain("str. Ana");
      }
    }

    // Nothing of Ana's changed.
    const mine = (await call("/auth/users/me/", { method: "GET", bearer: ana.access })).json() as {
      first_name: string;
    };
    expect(mine.first_name).toBe("Ion");
    expect(
      (await call(`/general/v2/order/${orderId}/`, { method: "GET", bearer: ana.access })).statusCode,
    ).toBe(200);
    const addresses = (
      await call("/general/cart/get-delivery-addresses/", { method: "GET", bearer: ana.access })
    ).json();
    expect(addresses).toHaveLength(1);
    const favorites = (await call("/favorites/", { method: "GET", bearer: ana.access })).json() as {
      product_ids: number[];
    };
    expect(favorites.product_ids).toEqual([productId]);
    const group = (await call("/users/user-group/", { method: "GET", bearer: ana.access })).json() as {
      companies: { name: string }[];
      group_user_type: { id: number };
    };
    expect(group.companies.map((c) => c.name)).toEqual(["Ana SRL"]);
    expect(group.group_user_type.id).toBe(2);
    // Another customer's list of companies does not show Ana's.
    expect((await call("/users/company/", { method: "GET", bearer: ion.access })).json()).toEqual([]);
    const [row] = await database.db
      .select({ status: schema.orders.status, paymentStatus: schema.orders.paymentStatus })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    expect(row).toEqual({ status: "awaiting_payment", paymentStatus: "pending" });
  });
});

describe("back-office access control", () => {
  it("no staff of another shop, in any role, and no customer or stranger reaches a shop's back-office", async () => {
    const { admin, member } = staffHelpers(app, database.db);
    const shopA = "access-test"; // its staff's e-mails end in access-a.md
    await database.db.update(schema.sites).set({ code: shopA }).where(eq(schema.sites.id, siteId));
    const [other] = await database.db
      .select({ id: schema.sites.id })
      .from(schema.sites)
      .where(eq(schema.sites.code, "access-other"));
    const otherId = other?.id as number;
    const ownerA = await member(siteId, shopA, "owner", "owner@access-a.md");
    const managerA = await member(siteId, shopA, "manager", "manager@access-a.md");
    const editorA = await member(siteId, shopA, "content_editor", "editor@access-a.md");
    const staffB = {
      owner: await member(otherId, "access-other", "owner", "owner@access-b.md"),
      manager: await member(otherId, "access-other", "manager", "manager@access-b.md"),
      content_editor: await member(otherId, "access-other", "content_editor", "editor@access-b.md"),
    };

    const buyer = await customer("dan.staff-access@example.md");
    await call("/general/cart/add-item/", {
      body: { product_id: productId, count: 1 },
      bearer: buyer.access,
    });
    const placed = await call("/general/v3/order/", {
      bearer: buyer.access,
      body: {
        name: "Dan Secret",
        phone: "+373 69 555 444",
        paymentType: "cash",
        deliveryType: "pickup",
        shop_id: shopId,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { id: number }).id;
    const managerId = ((await admin("/me", { cookie: managerA.cookie })).json() as { id: number }).id;
    const sessions = (await admin("/sessions", { cookie: managerA.cookie })).json() as { id: number }[];
    const sessionId = sessions[0]?.id as number;
    // Shop A's content, which shop B's editor must not name, read or change.
    const articleA = await admin("/content/articles", {
      method: "POST",
      cookie: editorA.cookie,
      body: {
        active: true,
        translations: [{ lang: "ro", slug: "secret-a", title: "Dan Secret", html: "<p>a</p>" }],
      },
    });
    const pageA = await admin("/content/pages", {
      method: "POST",
      cookie: editorA.cookie,
      body: { translations: [{ lang: "ro", slug: "pagina-a", title: "Dan Secret", html: "<p>a</p>" }] },
    });
    const bannerA = await admin("/content/banners", {
      method: "POST",
      cookie: editorA.cookie,
      body: { image: "/media/a.webp", translations: [{ lang: "ro", title: "Dan Secret" }] },
    });
    const extrasA = await contentExtras(editorA.cookie);
    expect([articleA.statusCode, pageA.statusCode, bannerA.statusCode]).toEqual([201, 201, 201]);
    const pageKeyA = (pageA.json() as { key: string }).key;
    const auditBefore = ((await admin("/audit", { cookie: ownerA.cookie })).json() as { total: number })
      .total;

    // Every operation of the back-office's API, from the OpenAPI document, with shop A's ids.
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const inbox = await inboxItems(siteId, productId);
    const [buyerRow] = await database.db
      .select({ id: schema.users.id, points: schema.users.loyaltyPoints })
      .from(schema.users)
      .where(eq(schema.users.email, "dan.staff-access@example.md"));
    const [promo] = await database.db
      .insert(schema.promoCodes)
      .values({ siteId, code: "ACCESS-A", type: "general", valueType: "percent", value: 5 })
      .returning();
    // A product of shop A in no order (a delete that got through would not be refused for that).
    const [spare] = await database.db
      .select({ id: schema.products.id, price: schema.products.price })
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), ne(schema.products.id, productId)))
      .limit(1);
    const [brandA] = await database.db
      .select({ id: schema.brands.id })
      .from(schema.brands)
      .where(eq(schema.brands.siteId, siteId))
      .limit(1);
    const [categoryA] = await database.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(eq(schema.categories.siteId, siteId))
      .limit(1);
    // Shop A's property with a value one of its products carries (so a delete would be refused
    // to its own staff too, without ?detach=true: the enumeration sends none).
    const [propertyA] = await database.db
      .select({ id: schema.specifications.id, key: schema.specifications.spKey })
      .from(schema.specifications)
      .where(eq(schema.specifications.siteId, siteId))
      .limit(1);
    const [valueA] = await database.db
      .select({ id: schema.specificationValues.id })
      .from(schema.specificationValues)
      .where(eq(schema.specificationValues.specificationId, propertyA?.id as number))
      .limit(1);
    const ids: Record<string, number> = {
      orders: orderId,
      staff: managerId,
      sessions: sessionId,
      customers: buyerRow?.id ?? 0,
      ...inbox,
      "promo-codes": promo?.id ?? 0,
      delivery: shopId,
      products: spare?.id as number,
      articles: (articleA.json() as { id: number }).id,
      banners: (bannerA.json() as { id: number }).id,
      ...extrasA.ids,
      "catalogue/categories": categoryA?.id as number,
      "catalogue/brands": brandA?.id as number,
      "catalogue/properties": propertyA?.id as number,
      "catalogue/property-values": valueA?.id as number,
    };
    const productBody = {
      code: "INTRUS-1",
      texts: { ro: { title: "Intrus", slug: "intrus" } },
      price: 1,
      multiplicity: 1,
      loyalty_give: 0,
      is_recipe: false,
      home_delivery: true,
      active: false,
    };
    const storeBody = { title: { ro: "Intrus" }, hours: Array(7).fill(null) };
    const bodies: Record<string, object> = {
      "POST /admin/api/orders/{id}/actions": { action: "cancel" },
      "POST /admin/api/orders/{id}/notes": { text: "intrus" },
      "PATCH /admin/api/staff/{id}": { role: "content_editor", active: false },
      "POST /admin/api/staff": { email: "intrus@access.md", role: "owner", password: "parola-intrus-2026" },
      "POST /admin/api/me/totp/enable": { code: "123456" },
      "POST /admin/api/catalogue/categories": {
        parent_id: null,
        texts: { ro: { title: "Intrus", slug: "intrus" } },
      },
      "PATCH /admin/api/catalogue/categories/{id}": {
        parent_id: null,
        texts: { ro: { title: "Intrus", slug: "intrus-a" } },
      },
      "POST /admin/api/catalogue/categories/{id}/move": { direction: "down" },
      "POST /admin/api/catalogue/brands": { name: "Intrus", slug: "intrus" },
      "PATCH /admin/api/catalogue/brands/{id}": { name: "Intrus A", slug: "intrus-a" },
      "POST /admin/api/catalogue/properties": { key: "intrus", title: { ro: "Intrus" } },
      "PATCH /admin/api/catalogue/properties/{id}": { key: "intrus-a", title: { ro: "Dan Secret" } },
      "POST /admin/api/catalogue/properties/{id}/move": { direction: "down" },
      "POST /admin/api/catalogue/properties/{id}/values": { key: "intrus", title: { ro: "Intrus" } },
      "PATCH /admin/api/catalogue/property-values/{id}": { key: "intrus-a", title: { ro: "Dan Secret" } },
      "POST /admin/api/catalogue/property-values/{id}/move": { direction: "down" },
      "POST /admin/api/me/totp/disable": { password: "parola-staff-2026-wrong" },
      "POST /admin/api/customers/{id}/points": { delta: 1000, reason: "intrus" },
      "POST /admin/api/product-reviews/{id}/moderate": { action: "hide" },
      "POST /admin/api/shop-reviews/{id}/moderate": { action: "hide" },
      "POST /admin/api/shop-requests/{id}/handled": { handled: true },
      "POST /admin/api/credit-requests/{id}/handled": { handled: true },
      "POST /admin/api/resumes/{id}/handled": { handled: true },
      "PATCH /admin/api/promo-codes/{id}": {
        code: "INTRUS",
        type: "general",
        value_type: "value",
        value: 999,
      },
      // Listing shop A's customer: refused to shop B's owner (not their customer).
      "POST /admin/api/promo-codes": {
        code: "INTRUS",
        type: "general",
        value_type: "value",
        value: 999,
        audience: "listed",
        customer_ids: [ids.customers],
      },
      "PATCH /admin/api/loyalty": { enabled: false, default_percent: 50 },
      "PATCH /admin/api/delivery/stores/{id}": storeBody,
      "POST /admin/api/delivery/stores": storeBody,
      "POST /admin/api/products": productBody,
      "PUT /admin/api/products/{id}": productBody,
      "PATCH /admin/api/content/articles/{id}": {
        active: false,
        translations: [{ lang: "ro", slug: "intrus", title: "intrus", html: "<p>intrus</p>" }],
      },
      "PATCH /admin/api/content/pages/{key}": {
        translations: [{ lang: "ro", slug: "intrus", title: "intrus", html: "<p>intrus</p>" }],
      },
      "PATCH /admin/api/content/banners/{id}": {
        image: "/media/intrus.webp",
        translations: [{ lang: "ro", title: "intrus" }],
      },
      "POST /admin/api/content/banners/order": { ids: [ids.banners] },
      ...extrasA.intrusions(ids),
    };
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith("/admin/api/") && !path.includes("/auth/"))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(14);

    const attackers = [
      ...Object.entries(staffB).map(([role, m]) => ({
        who: `shop B's ${role}`,
        cookie: m.cookie,
        staffOfB: true,
      })),
      // The content area is theirs (admin-content.test.ts); everything else is refused.
      { who: "shop A's content editor", cookie: editorA.cookie, staffOfB: false, own: "/admin/api/content/" },
      { who: "a customer of shop A", cookie: undefined, staffOfB: false },
      {
        who: "a forged cookie",
        cookie: "sf_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        staffOfB: false,
      },
    ];
    for (const { who, cookie, staffOfB, own } of attackers as {
      who: string;
      cookie: string | undefined;
      staffOfB: boolean;
      own?: string;
    }[]) {
      for (const { path, method } of operations) {
        if (own && path.startsWith(own)) continue;
        const key = `${method} ${path.replace(/\/$/, "")}`;
        const area = path.split("/")[3] as string;
        const id =
          ids[`${area}/${path.split("/")[4]}`] ?? ids[area] ?? ids[path.split("/")[4] as string] ?? 0;
        const url = path
          .replace("/admin/api", "")
          .replace("{id}", String(id))
          .replace("{key}", pageKeyA)
          .replace("{lang}", "ro")
          // The promo codes' customer search looks for shop A's customer by name.
          .replace(/^\/promo-codes\/customers$/, "/promo-codes/customers?q=dan.staff");
        const res = await app.inject({
          method: method as "GET",
          url: `/admin/api${url}`,
          remoteAddress: "10.66.0.1",
          headers: {
            ...(cookie ? { cookie } : { token: TEST_TOKEN, authorization: `Bearer ${buyer.access}` }),
          },
          ...(bodies[key] ? { payload: bodies[key] } : {}),
        });
        const body = res.body;
        // Their own things (their profile, sessions, shop B's lists) may answer; nothing of shop A.
        expect(body, `${who}: ${key}`).not.toContain("Dan Secret");
        expect(body, `${who}: ${key}`).not.toContain("dan.staff-access");
        if (staffOfB) expect(body, `${who}: ${key}`).not.toMatch(/access-a\.md|access-test/);
        // Nobody reaches one of shop A's records by its id.
        if (res.statusCode < 300)
          expect(
            !/\{id\}|\{key\}/.test(path) && (staffOfB || /\/(me|sessions)/.test(key)),
            `${who}: ${key}`,
          ).toBe(true);
        // 415: the catalogue import takes files only, and a member of the shop sent none.
        else
          expect([400, 401, 403, 404, 409, 415], `${who}: ${key} -> ${res.statusCode}`).toContain(
            res.statusCode,
          );
      }
    }

    // A manager of shop A has no content area: every content operation is refused, nothing changes.
    for (const { path, method } of operations.filter((o) => o.path.startsWith("/admin/api/content/"))) {
      const url = path
        .replace("{id}", String(ids[path.split("/")[4] as string] ?? 1))
        .replace("{key}", pageKeyA)
        .replace("{lang}", "ro");
      const key = `${method} ${path}`;
      const res = await app.inject({
        method: method as "GET",
        url,
        remoteAddress: "10.66.0.1",
        headers: { cookie: managerA.cookie },
        ...(bodies[key] ? { payload: bodies[key] } : {}),
      });
      expect(res.statusCode, `shop A's manager: ${key}`).toBe(403);
      expect(res.body, `shop A's manager: ${key}`).not.toContain("Dan Secret");
    }

    // Nothing of shop A changed: its content, the order, its notes, the manager's role and session, the log.
    const contentA = await Promise.all(
      [
        `/content/articles/${ids.articles}`,
        `/content/pages/${pageKeyA}`,
        "/content/banners",
        ...extrasA.lists,
      ].map(async (path) => (await admin(path, { cookie: editorA.cookie })).body),
    );
    for (const body of contentA) {
      expect(body).toContain("Dan Secret");
      expect(body).not.toContain("intrus");
    }
    const order = (await admin(`/orders/${orderId}`, { cookie: ownerA.cookie })).json() as {
      status: string;
      notes: unknown[];
    };
    expect(order).toMatchObject({ status: "new", notes: [] });
    expect((await admin("/me", { cookie: managerA.cookie })).json()).toMatchObject({ role: "manager" });
    const [buyerAfter] = await database.db
      .select({ points: schema.users.loyaltyPoints })
      .from(schema.users)
      .where(eq(schema.users.id, ids.customers as number));
    expect(buyerAfter?.points).toBe(buyerRow?.points);
    const [reviewAfter] = await database.db
      .select({ status: schema.productReviews.status })
      .from(schema.productReviews)
      .where(eq(schema.productReviews.id, inbox["product-reviews"]));
    expect(reviewAfter?.status).toBe("published");
    const waiting = await database.db
      .select({ notifiedAt: schema.stockNotifications.notifiedAt })
      .from(schema.stockNotifications)
      .where(eq(schema.stockNotifications.productId, productId));
    expect(waiting.map((w) => w.notifiedAt)).toEqual([null]);
    const product = await admin(`/products/${spare?.id}`, { cookie: ownerA.cookie });
    expect(product.json()).toMatchObject({ price: spare?.price, code: expect.not.stringMatching(/INTRUS/) });
    const staffA = (await admin("/staff", { cookie: ownerA.cookie })).json() as { email: string }[];
    expect(staffA.map((m) => m.email)).not.toContain("intrus@access.md");
    expect(((await admin("/audit", { cookie: ownerA.cookie })).json() as { total: number }).total).toBe(
      auditBefore,
    );
    const codesA = await database.db
      .select()
      .from(schema.promoCodes)
      .where(eq(schema.promoCodes.siteId, siteId));
    expect(codesA.map((c) => [c.code, c.value])).toEqual([["ACCESS-A", 5]]);
    expect((await admin("/loyalty", { cookie: ownerA.cookie })).json()).toEqual({
      enabled: true,
      default_percent: 0,
    });
    const storesA = await database.db.select().from(schema.shops).where(eq(schema.shops.siteId, siteId));
    expect(JSON.stringify(storesA)).not.toContain("Intrus");
    const propertiesA = await database.db
      .select({ key: schema.specifications.spKey, title: schema.specifications.title })
      .from(schema.specifications)
      .where(eq(schema.specifications.siteId, siteId));
    expect(propertiesA.map((p) => p.key)).toContain(propertyA?.key);
    expect(JSON.stringify(propertiesA)).not.toMatch(/intrus|Intrus|Dan Secret/);
    const valuesA = await database.db
      .select({ key: schema.specificationValues.key, title: schema.specificationValues.title })
      .from(schema.specificationValues)
      .where(eq(schema.specificationValues.siteId, siteId));
    expect(valuesA.length).toBeGreaterThan(0);
    expect(JSON.stringify(valuesA)).not.toMatch(/intrus|Intrus|Dan Secret/);
  });
});

/** A vacancy, an album, a partner region and a partner of shop A, and what intruders would write. */
async function contentExtras(cookie: string) {
  const { admin } = staffHelpers(app, database.db);
  const create = async (path: string, body: object) => {
    const res = await admin(path, { method: "POST", cookie, body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const vacancy = {
    active: true,
    employment_type: "full_time",
    translations: [{ lang: "ro", title: "Dan Secret", html: "<p>a</p>" }],
  };
  const album = {
    active: true,
    translations: [{ lang: "ro", title: "Dan Secret" }],
    pictures: [{ image: "/media/uploads/3f2a9c0b1d2e4f56.webp", width: 800, height: 600 }],
  };
  const region = { translations: [{ lang: "ro", name: "Dan Secret" }] };
  const regionId = await create("/content/partner-regions", region);
  const ids = {
    vacancies: await create("/content/vacancies", vacancy),
    albums: await create("/content/albums", album),
    "partner-regions": regionId,
    partners: await create("/content/partners", { region_id: regionId, name: "Dan Secret" }),
  };
  const intrude = (body: object) => JSON.parse(JSON.stringify(body).replaceAll("Dan Secret", "intrus"));
  return {
    ids,
    lists: ["/content/vacancies", "/content/albums", "/content/partner-regions", "/content/partners"],
    intrusions: (all: Record<string, number>): Record<string, object> => ({
      "PATCH /admin/api/content/vacancies/{id}": intrude(vacancy),
      "PATCH /admin/api/content/albums/{id}": intrude(album),
      "PATCH /admin/api/content/partner-regions/{id}": intrude(region),
      "PATCH /admin/api/content/partners/{id}": { region_id: regionId, name: "intrus" },
      "POST /admin/api/content/vacancies/order": { ids: [all.vacancies] },
      "POST /admin/api/content/albums/order": { ids: [all.albums] },
      "POST /admin/api/content/partner-regions/order": { ids: [all["partner-regions"]] },
      "POST /admin/api/content/partners/order": { ids: [all.partners] },
    }),
  };
}

/** One item of each inbox of shop A (by the path segment the enumeration names them by). */
async function inboxItems(site: number, product: number) {
  const db = database.db;
  const [productReview] = await db
    .insert(schema.productReviews)
    .values({
      siteId: site,
      productId: product,
      lang: "ro",
      authorName: "Dan Secret",
      rating: 5,
      body: "Bun.",
    })
    .returning({ id: schema.productReviews.id });
  const [shopReview] = await db
    .insert(schema.shopReviews)
    .values({ siteId: site, lang: "ro", authorName: "Dan Secret", rating: 5, body: "Bun." })
    .returning({ id: schema.shopReviews.id });
  await db
    .insert(schema.stockNotifications)
    .values({ siteId: site, productId: product, contact: "dan.secret@example.md", lang: "ro" });
  const [shopRequest] = await db
    .insert(schema.shopRequests)
    .values({ siteId: site, kind: "support", name: "Dan Secret", email: "dan.secret@example.md", lang: "ro" })
    .returning({ id: schema.shopRequests.id });
  const [credit] = await db
    .insert(schema.creditRequests)
    .values({
      siteId: site,
      programmeId: 1,
      programmeTitle: "Credit 0%",
      name: "Dan Secret",
      phone: "+37369555444",
      idnp: "2001234567890",
      amount: 1000,
      months: 6,
      monthly: 170,
      totalRepaid: 1020,
      dae: 4,
      lang: "ro",
      consentAt: new Date(),
    })
    .returning({ id: schema.creditRequests.id });
  const [resume] = await db
    .insert(schema.resumes)
    .values({
      siteId: site,
      name: "Dan Secret",
      phone: "+37369555444",
      email: "dan.secret@example.md",
      fileKey: "private/resumes/access/cv.pdf",
      fileName: "cv.pdf",
      fileKind: "pdf",
      fileSize: 10,
      lang: "ro",
    })
    .returning({ id: schema.resumes.id });
  return {
    "product-reviews": productReview?.id ?? 0,
    "shop-reviews": shopReview?.id ?? 0,
    "stock-requests": product,
    "shop-requests": shopRequest?.id ?? 0,
    "credit-requests": credit?.id ?? 0,
    resumes: resume?.id ?? 0,
  };
}
