import type { Db } from "../../client.ts";
import { staff } from "../../schema.ts";

/** The demo shops' owner (README: sign in at /admin with the shop's code). */
export const DEMO_OWNER = { email: "owner@example.com", password: "demo-owner-2026" } as const;

/**
 * argon2id of DEMO_OWNER.password with the API's parameters (apps/api/src/services/auth/passwords.ts),
 * written here so the seed needs no hashing library and stays fast.
 */
const DEMO_OWNER_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$EdmcZT3hRVrFqyyqvZADJQ$bbcOu7w9FVGJsJEZk241vnlArsUIhAIGHh7xQTzJMlw";

/** One owner per demo shop, so its back-office can be tried at once. */
export async function seedStaff(db: Db, siteId: number, shopName: string): Promise<void> {
  await db.insert(staff).values({
    siteId,
    email: DEMO_OWNER.email,
    name: `${shopName} – owner`,
    role: "owner",
    passwordHash: DEMO_OWNER_HASH,
  });
}
