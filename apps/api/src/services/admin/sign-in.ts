import type { AdminSignIn } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { normalizeEmail } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { createStaffSession } from "./staff-sessions.ts";
import { acceptTotp } from "./totp.ts";

const refused = () => new AppError("not_authenticated", "The shop, e-mail or password is not right.");

/**
 * A staff sign-in: the shop by its code, the member by e-mail, the password (checked against a
 * decoy when there is no such member, so timing tells nothing), then the authenticator's code
 * when two-step sign-in is on (401 `totp_required` without one, `totp_invalid` for a wrong one).
 */
export async function signInStaff(
  db: Db,
  box: SecretBox,
  input: AdminSignIn,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; staffId: number; siteId: number }> {
  const { sites, staff } = schema;
  const [row] = await db
    .select({ member: staff })
    .from(staff)
    .innerJoin(sites, eq(sites.id, staff.siteId))
    .where(and(eq(sites.code, input.shop), eq(staff.email, normalizeEmail(input.email))))
    .limit(1);
  const member = row?.member;
  const passwordOk = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !passwordOk || !member.active) throw refused();
  if (member.totpSecret) {
    if (!input.totp)
      throw new AppError("not_authenticated", "Enter the code from your authenticator app.", {
        code: "totp_required",
      });
    const ok = await acceptTotp(db, box, { ...member, totpSecret: member.totpSecret }, input.totp);
    if (!ok)
      throw new AppError("not_authenticated", "The code is not right or was used already.", {
        code: "totp_invalid",
      });
  }
  await db.update(staff).set({ lastSignInAt: new Date() }).where(eq(staff.id, member.id));
  const session = await createStaffSession(db, member, meta);
  return { token: session.token, staffId: member.id, siteId: member.siteId };
}
