import { randomBytes } from "node:crypto";
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
};

/**
 * `JWT_SECRET`, else (outside a production deployment on PostgreSQL) a secret generated once
 * and kept in `./data/jwt-secret`, so sign-ins survive a restart of the demo. A production
 * server on PostgreSQL refuses to start without it.
 */
export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AuthConfig {
  const storefrontUrl = (env.PUBLIC_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
  const redisUrl = env.REDIS_URL?.trim() || null;
  const secret = env.JWT_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error("JWT_SECRET must be at least 32 characters long.");
    return { jwtSecret: secret, storefrontUrl, redisUrl };
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
  return { jwtSecret: readFileSync(file, "utf8").trim(), storefrontUrl, redisUrl };
}

/** For tests: a fresh random secret, in-process rate limits. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    jwtSecret: randomBytes(48).toString("base64url"),
    storefrontUrl: "http://localhost:3000",
    redisUrl: null,
    ...overrides,
  };
}
