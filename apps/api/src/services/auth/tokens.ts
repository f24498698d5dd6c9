import { randomUUID } from "node:crypto";
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from "@sf/domain";
import { errors, jwtVerify, SignJWT } from "jose";

/**
 * JWTs: HS256 only (the verifier allow-lists it, so `alg: none` and a swapped algorithm are
 * refused), bound to one shop (`site`) and one sign-in (`sid`). Access and refresh tokens
 * differ by `typ`, so one cannot stand in for the other.
 */
export type TokenKind = "access" | "refresh";
export type TokenClaims = { userId: number; siteId: number; sessionId: string; jti: string; exp: number };

const ALGORITHM = "HS256";
const TTL: Record<TokenKind, number> = { access: ACCESS_TOKEN_TTL_S, refresh: REFRESH_TOKEN_TTL_S };

export type TokenSigner = {
  sign(
    kind: TokenKind,
    claims: { userId: number; siteId: number; sessionId: string; jti?: string },
  ): Promise<string>;
  /** The claims, or null for a forged, expired, foreign or malformed token. */
  verify(kind: TokenKind, token: string): Promise<TokenClaims | null>;
};

export function tokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(kind, { userId, siteId, sessionId, jti = randomUUID() }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ site: siteId, sid: sessionId, typ: kind })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(now + TTL[kind])
        .sign(key);
    },
    async verify(kind, token) {
      if (token.length > 2000) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (
          payload.typ !== kind ||
          !Number.isInteger(userId) ||
          typeof payload.site !== "number" ||
          typeof payload.sid !== "string" ||
          typeof payload.jti !== "string" ||
          typeof payload.exp !== "number"
        )
          return null;
        return { userId, siteId: payload.site, sessionId: payload.sid, jti: payload.jti, exp: payload.exp };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
