import { type Db, schema } from "@sf/db";
import { consultationDateProblem, normalizePhone, phoneCountryOf } from "@sf/domain";
import { isLocale } from "@sf/i18n";
import {
  type Messaging,
  type ShopRequestMail,
  shopRequestAcknowledgement,
  shopRequestNotice,
} from "@sf/messaging";
import { and, eq } from "drizzle-orm";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";
import { answerFor } from "./answers.ts";

export type ShopRequest = {
  kind: ShopRequestMail["kind"];
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  body?: string | undefined;
  date?: string | undefined;
  product_id?: number | undefined;
};

/**
 * Stores what a shopper sent through a public form (consultation, call-back, newsletter,
 * support), then e-mails it to the shop's `main_email` and thanks the sender when they gave an
 * e-mail. A newsletter address already subscribed stores and sends nothing: `created: false`.
 * Mail goes out in the background; a mail server being down never refuses the form.
 */
export async function submitShopRequest(
  db: Db,
  messaging: Messaging,
  site: Site,
  lang: string,
  request: ShopRequest,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ created: boolean; detail: string }> {
  const phone = request.phone === undefined ? null : checkedPhone(site, request.phone);
  if (request.date) {
    const problem = consultationDateProblem(request.date, today);
    if (problem) throw new FieldErrors({ date: [DATE_PROBLEMS[problem]] });
  }
  const product = request.product_id ? await productTitle(db, site, request.product_id, lang) : null;
  const locale = isLocale(lang) ? lang : site.mainLanguage;
  const inserted = await db
    .insert(schema.shopRequests)
    .values({
      siteId: site.id,
      kind: request.kind,
      name: request.name || null,
      phone,
      email: request.email || null,
      body: request.body || null,
      wishedDate: request.date || null,
      productId: product?.id ?? null,
      lang: locale,
    })
    .onConflictDoNothing()
    .returning({ id: schema.shopRequests.id });
  const created = inserted.length > 0;
  if (created)
    void sendMails(messaging, site, locale, { ...request, phone, product: product?.title ?? null });
  return { created, detail: answerFor(request.kind, locale, created) };
}

const DATE_PROBLEMS = {
  invalid: "Choose a date.",
  past: "Choose today or a later day.",
  too_far: "Choose a day within a year.",
} as const;

function checkedPhone(site: Site, typed: string): string {
  const country = phoneCountryOf(typed) ?? (site.settings.is_romanian === true ? "RO" : "MD");
  const phone = normalizePhone(typed, country);
  if (!phone) throw new FieldErrors({ phone: ["Enter a valid phone number."] });
  return phone;
}

async function productTitle(db: Db, site: Site, id: number, lang: string) {
  const { products, productTranslations } = schema;
  const rows = await db
    .select({
      id: products.id,
      active: products.active,
      lang: productTranslations.lang,
      title: productTranslations.title,
    })
    .from(products)
    .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.siteId, site.id), eq(products.id, id)));
  if (!rows[0]?.active) throw new FieldErrors({ product_id: ["Product not found."] });
  const title = (
    rows.find((r) => r.lang === lang) ??
    rows.find((r) => r.lang === site.mainLanguage) ??
    rows[0]
  )?.title;
  return { id, title: title ?? `#${id}` };
}

async function sendMails(
  messaging: Messaging,
  site: Site,
  lang: string,
  request: Omit<ShopRequest, "phone"> & { phone: string | null; product: string | null },
): Promise<void> {
  const shop = getMailShop(site);
  const shopEmail = site.settings.main_email?.trim();
  const mail: ShopRequestMail = { ...request, lang };
  const sends: Promise<boolean>[] = [];
  if (shopEmail) {
    sends.push(
      messaging.sendEmail({
        to: shopEmail,
        fromName: shop.name,
        ...(request.email ? { replyTo: request.email } : {}),
        ...shopRequestNotice(mail, shop, site.mainLanguage),
      }),
    );
  }
  if (request.email) {
    sends.push(
      messaging.sendEmail({
        to: request.email,
        fromName: shop.name,
        ...(shopEmail ? { replyTo: shopEmail } : {}),
        ...shopRequestAcknowledgement(request.kind, lang, shop, request.name),
      }),
    );
  }
  await Promise.all(sends);
}
