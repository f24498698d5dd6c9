import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Accounts' configuration, read once at start (`authConfigFromEnv`). */
export type AuthConfig = {
  /** Signs access and refresh tokens (HS256); at least 32 bytes. */
  jwtSecret: string;
  /** `PUBLIC_URL`: the storefront's origin for links in e-mails when a request does not say it. */
  storefrontUrl: string;
  /** `REDIS_URL`: rate-limit counters shared by every API process; in-process when unset. */
  redisUrl: string | null;
  /**
   * `AUTH_LIMIT_PER_IP`: replaces every per-address limit (sign-in, e-mails, codes) for a
   * deployment where many shoppers share an address (a test run, an office behind one NAT).
   * The per-address-and-target limits stay.
   */
  perIpLimit: number | null;
  /**
   * `SECRETS_KEY`: encrypts secrets the API must read back (staff TOTP secrets), at least 32
   * characters. Unset, it is derived from the JWT secret; then changing JWT_SECRET leaves those
   * secrets unreadable, so a production deployment sets its own.
   */
  secretsKey: string;
};

function secretsKeyOf(env: NodeJS.ProcessEnv, jwtSecret: string): string {
  const own = env.SECRETS_KEY?.trim();
  if (own && own.length < 32) throw new Error("SECRETS_KEY must be at least 32 characters long.");
  return own || createHash("sha256").update(`sf-secrets-key:${jwtSecret}`).digest("base64url");
}

/**
 * `JWT_SECRET`, else (outside a production deployment on PostgreSQL) a secret generated once
 * and kept in `./data/jwt-secret`, so sign-ins survive a restart of the demo. A production
 * server on PostgreSQL refuses to start without it.
 */
export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AuthConfig {
  const storefrontUrl = (env.PUBLIC_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
  const redisUrl = env.REDIS_URL?.trim() || null;
  const perIp = Number(env.AUTH_LIMIT_PER_IP);
  const perIpLimit = Number.isInteger(perIp) && perIp > 0 ? perIp : null;
  const secret = env.JWT_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters long.");
    return { jwtSecret: secret, storefrontUrl, redisUrl, perIpLimit, secretsKey: secretsKeyOf(env, secret) };
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new Error(
      "JWT_SECRET is not set: a production API on PostgreSQL needs it (32+ random characters).",
    );
  }
  const file = env.JWT_SECRET_FILE?.trim() || join(cwd, "data", "jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx" });
    chmodSync(file, 0o600);
  }
  const jwtSecret = readFileSync(file, "utf8").trim();
  return { jwtSecret, storefrontUrl, redisUrl, perIpLimit, secretsKey: secretsKeyOf(env, jwtSecret) };
}

/** For tests: a fresh random secret, in-process rate limits. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    jwtSecret: randomBytes(48).toString("base64url"),
    storefrontUrl: "http://localhost:3000",
    redisUrl: null,
    perIpLimit: null,
    secretsKey: randomBytes(32).toString("base64url"),
    ...overrides,
  };
}
