import { type Db, schema } from "@sf/db";
import { boardLifecycleSettings, localize, renewalReminderDue } from "@sf/domain";
import { advertExpiryMessage, type Messaging } from "@sf/messaging";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { everySeconds } from "../../lib/every-seconds.ts";
import { siteOf } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";

const { adverts: a, users, userEmails, userPhones, sites } = schema;

/** The longest reminder lead a site may set (domain: 30 days): candidates are read within it. */
const MAX_LEAD_DAYS = 30;

/**
 * The board's periodic work (decision 0059): published adverts past their end become inactive
 * (the public reads hide them already; this makes "my adverts" and the back-office say so), and
 * each advert within its site's reminder lead gets one renewal reminder, by e-mail when its owner
 * has one, else by SMS. The reminder is claimed by setting `reminded_at` in the same UPDATE that
 * checks it was not set, so two API processes send it once. Returns what it did.
 */
export async function expireAdverts(
  db: Db,
  messaging: Messaging,
  log: FastifyBaseLogger,
  now = new Date(),
  limit = 200,
): Promise<{ expired: number; reminded: number }> {
  const expired = await db
    .update(a)
    .set({ status: "inactive", updatedAt: now })
    .where(and(eq(a.status, "active"), isNotNull(a.expiresAt), lte(a.expiresAt, now)))
    .returning({ id: a.id });

  const horizon = new Date(now.getTime() + MAX_LEAD_DAYS * 86_400_000);
  const candidates = await db
    .select({
      id: a.id,
      siteId: a.siteId,
      userId: a.userId,
      title: a.title,
      status: a.status,
      expiresAt: a.expiresAt,
      renewedAt: a.renewedAt,
      remindedAt: a.remindedAt,
    })
    .from(a)
    .where(
      and(
        eq(a.status, "active"),
        gt(a.expiresAt, now),
        lte(a.expiresAt, horizon),
        or(isNull(a.remindedAt), lt(a.remindedAt, a.renewedAt)),
      ),
    )
    .orderBy(asc(a.expiresAt))
    .limit(limit);
  if (!candidates.length) return { expired: expired.length, reminded: 0 };

  const siteRows = await db
    .select()
    .from(sites)
    .where(inArray(sites.id, [...new Set(candidates.map((c) => c.siteId))]));
  let reminded = 0;
  for (const advert of candidates) {
    const row = siteRows.find((s) => s.id === advert.siteId);
    if (!row) continue;
    const site = siteOf({
      id: row.id,
      code: row.code,
      name: row.name,
      languages: row.languages,
      mainLanguage: row.mainLanguage,
      currency: row.currency,
      settings: row.settings,
    });
    if (!renewalReminderDue(advert, now, boardLifecycleSettings(site.stored))) continue;
    // Claimed once: only the process whose UPDATE finds it unreminded sends.
    const claimed = await db
      .update(a)
      .set({ remindedAt: now })
      .where(
        and(
          eq(a.id, advert.id),
          eq(a.status, "active"),
          or(isNull(a.remindedAt), lt(a.remindedAt, a.renewedAt)),
        ),
      )
      .returning({ id: a.id });
    if (!claimed.length) continue;
    try {
      const to = await reminderAddress(db, advert.userId);
      if (!to) continue;
      const message = advertExpiryMessage(
        {
          lang: to.lang,
          advert: localize(advert.title, to.lang, site.mainLanguage),
          expiresAt: advert.expiresAt as Date,
        },
        getMailShop(site),
      );
      const sent =
        to.kind === "email"
          ? await messaging.sendEmail({ to: to.address, fromName: site.settings.project, ...message })
          : await messaging.sendSms({ to: to.address, text: message.sms });
      if (sent) reminded++;
    } catch (error) {
      log.warn({ err: error, advertId: advert.id }, "advert renewal reminder failed");
    }
  }
  return { expired: expired.length, reminded };
}

/** Where an owner is reminded: a verified e-mail, else their account's e-mail, else a verified phone. */
async function reminderAddress(
  db: Db,
  userId: number,
): Promise<{ kind: "email" | "sms"; address: string; lang: string } | null> {
  const [user] = await db
    .select({ email: users.email, phone: users.phone, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [email] = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)))
    .orderBy(asc(userEmails.id))
    .limit(1);
  if (email) return { kind: "email", address: email.email, lang: user.lang };
  // An account made by phone has no e-mail (decision 0058): then its phone.
  if (user.email) return { kind: "email", address: user.email, lang: user.lang };
  const [phone] = await db
    .select({ phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), isNotNull(userPhones.verifiedAt)))
    .orderBy(sql`${userPhones.isAuth} desc`, asc(userPhones.id))
    .limit(1);
  const number = phone?.phone ?? (user.phone || null);
  return number ? { kind: "sms", address: number, lang: user.lang } : null;
}

/** Runs {@link expireAdverts} every `seconds` in this process until the app closes (0: never). */
export function startAdvertExpiry(
  app: {
    db: Db;
    messaging: Messaging;
    log: FastifyBaseLogger;
    addHook: (name: "onClose", hook: () => Promise<void>) => unknown;
  },
  seconds: number,
): void {
  everySeconds(app, seconds, "advert expiry", () => expireAdverts(app.db, app.messaging, app.log));
}
