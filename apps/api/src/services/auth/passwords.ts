import { hash, type Options, verify } from "@node-rs/argon2";

/** argon2id (the library's `Algorithm.Argon2id`, a const enum) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a password nobody knows: verified against when the account does not exist. */
let decoy: Promise<string> | null = null;

/**
 * Whether `password` matches `passwordHash`. With no hash (an unknown e-mail, an account
 * without a password) the same work is done against a decoy, so timing does not tell which.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
