import type { CreditRequestResponse } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { normalizeIdnp, normalizePhone, phoneCountryOf } from "@sf/domain";
import { formatPrice, isLocale, type Locale } from "@sf/i18n";
import {
  type CreditRequestMail,
  creditRequestAcknowledgement,
  creditRequestAnswer,
  creditRequestNotice,
  type Messaging,
} from "@sf/messaging";
import { and, eq } from "drizzle-orm";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";
import { checkedFigures, figuresView } from "./programmes.ts";

export type CreditRequest = {
  name: string;
  phone: string;
  idnp: string;
  email?: string | undefined;
  programmeId: number;
  amount: number;
  months: number;
  productId?: number | undefined;
};

/**
 * `POST /calculator/credit-request/`: checks the application (phone, IDNP, the loan against the
 * programme and the product's price), stores it with the figures the shopper was shown, and
 * mails it to the shop's `main_email` and, when they gave an e-mail, an acknowledgement to the
 * shopper in their language. Anything wrong is a 400 and stores nothing. Mail goes in the
 * background: a mail server being down never refuses the application.
 */
export async function submitCreditRequest(
  db: Db,
  messaging: Messaging,
  site: Site,
  lang: string,
  request: CreditRequest,
): Promise<CreditRequestResponse> {
  const problems: Record<string, string[]> = {};
  const country = phoneCountryOf(request.phone) ?? (site.settings.is_romanian === true ? "RO" : "MD");
  const phone = normalizePhone(request.phone, country);
  if (!phone) problems.phone = ["Enter a valid phone number."];
  const idnp = normalizeIdnp(request.idnp);
  if (!idnp) problems.idnp = ["Enter a valid personal code (IDNP): 13 digits."];
  const product = request.productId ? await productOf(db, site, request.productId, lang) : null;
  if (request.productId && !product) problems.product_id = ["Product not found."];
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  const { programme, figures } = checkedFigures(site, {
    programmeId: request.programmeId,
    amount: request.amount,
    months: request.months,
    productPrice: product?.price,
  });
  const locale: Locale = isLocale(lang) ? lang : (site.mainLanguage as Locale);
  const [row] = await db
    .insert(schema.creditRequests)
    .values({
      siteId: site.id,
      programmeId: programme.id,
      programmeTitle: programme.title,
      partner: programme.partner ?? "",
      name: request.name,
      phone: phone as string,
      idnp: idnp as string,
      email: request.email || null,
      productId: product?.id ?? null,
      amount: figures.amount,
      months: figures.months,
      monthly: figures.monthly,
      totalRepaid: figures.totalRepaid,
      dae: figures.dae,
      lang: locale,
      consentAt: new Date(),
    })
    .returning({ id: schema.creditRequests.id });
  const price = (n: number) => formatPrice(n, site.currency, locale);
  void sendMails(messaging, site, {
    name: request.name,
    phone: phone as string,
    idnp: idnp as string,
    email: request.email || null,
    programme: programme.title,
    partner: programme.partner ?? "",
    product: product?.title ?? null,
    amount: price(figures.amount),
    monthly: price(figures.monthly),
    totalRepaid: price(figures.totalRepaid),
    months: figures.months,
    dae: figures.dae,
    lang: locale,
  });
  return {
    id: row?.id ?? 0,
    created: true,
    detail: creditRequestAnswer(locale),
    figures: figuresView(programme, figures, site.currency),
  };
}

async function productOf(db: Db, site: Site, id: number, lang: string) {
  const { products, productTranslations } = schema;
  const rows = await db
    .select({ price: products.price, lang: productTranslations.lang, title: productTranslations.title })
    .from(products)
    .leftJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.siteId, site.id), eq(products.id, id), eq(products.active, true)));
  if (!rows[0]) return null;
  const title = (
    rows.find((r) => r.lang === lang) ??
    rows.find((r) => r.lang === site.mainLanguage) ??
    rows[0]
  ).title;
  return { id, price: rows[0].price, title: title ?? `#${id}` };
}

async function sendMails(messaging: Messaging, site: Site, mail: CreditRequestMail): Promise<void> {
  const shop = getMailShop(site);
  const shopEmail = site.settings.main_email?.trim();
  const sends: Promise<boolean>[] = [];
  if (shopEmail)
    sends.push(
      messaging.sendEmail({
        to: shopEmail,
        fromName: shop.name,
        ...(mail.email ? { replyTo: mail.email } : {}),
        ...creditRequestNotice(mail, shop, site.mainLanguage),
      }),
    );
  if (mail.email)
    sends.push(
      messaging.sendEmail({
        to: mail.email,
        fromName: shop.name,
        ...(shopEmail ? { replyTo: shopEmail } : {}),
        ...creditRequestAcknowledgement(mail, shop),
      }),
    );
  await Promise.all(sends);
}
