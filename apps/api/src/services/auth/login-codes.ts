import type { TokenPair } from "@sf/contract";
import { schema } from "@sf/db";
import { normalizeEmail, normalizePhone, phoneCountryOf } from "@sf/domain";
import { isLocale } from "@sf/i18n";
import { LOGIN_CODE_TTL_MINUTES, loginCodeMessage } from "@sf/messaging";
import { and, eq } from "drizzle-orm";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";
import type { AuthDeps } from "./accounts.ts";
import { consumeSecret, issueSecret } from "./one-time.ts";
import { startSession } from "./sessions.ts";

/** Who asks for a code: an e-mail address or a phone number (+373 / +40). */
export type CodeTarget = { email: string } | { phone: string };

function phoneOf(site: Site, phone: string): string {
  const country = phoneCountryOf(phone) ?? (site.settings.is_romanian ? "RO" : "MD");
  const normal = normalizePhone(phone, country);
  if (!normal) throw new FieldErrors({ phone: ["Enter a valid phone number."] });
  return normal;
}

async function activeUser(deps: AuthDeps, site: Site, target: CodeTarget) {
  const { users } = schema;
  const match =
    "email" in target
      ? eq(users.email, normalizeEmail(target.email))
      : eq(users.phone, phoneOf(site, target.phone));
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, site.id), match, eq(users.isActive, true)))
    .orderBy(users.id)
    .limit(1);
  return user;
}

/**
 * The legacy `email-code` / `sms-code` calls: a six-digit code, valid 10 minutes and once, to the
 * account's e-mail or phone. The answer is the same whether an account exists or not.
 */
export async function sendLoginCode(deps: AuthDeps, site: Site, target: CodeTarget): Promise<void> {
  const user = await activeUser(deps, site, target);
  if (!user) return;
  const code = await issueSecret(deps.db, site.id, user.id, "login_code", LOGIN_CODE_TTL_MINUTES * 60);
  const lang = isLocale(user.lang) ? user.lang : isLocale(site.mainLanguage) ? site.mainLanguage : "ro";
  const shop = getMailShop(site, deps.storefrontUrl);
  const message = loginCodeMessage(code, lang, shop.name);
  if ("email" in target && user.email)
    await deps.messaging.sendEmail({
      to: user.email,
      fromName: shop.name,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  else if ("phone" in target) await deps.messaging.sendSms({ to: user.phone, text: message.sms });
}

/** `loginByEmail` (and by phone): the code signs in once; wrong guesses use the code up after five. */
export async function loginWithCode(
  deps: AuthDeps,
  site: Site,
  target: CodeTarget,
  code: string,
): Promise<TokenPair> {
  const user = await activeUser(deps, site, target);
  const ok = user && /^\d{6}$/.test(code) && (await consumeSecret(deps.db, user.id, "login_code", code));
  if (!user || !ok) throw new FieldErrors({ code: ["The code is wrong or has expired."] });
  return startSession(deps.db, deps.signer, site.id, user.id);
}
