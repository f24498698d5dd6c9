import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** Sealed values start with this: a value without it was stored before sealing and is read as is. */
const PREFIX = "v1.";

export type SecretBox = {
  /** AES-256-GCM under the key, a fresh nonce each time: `v1.<base64url(nonce | tag | ciphertext)>`. */
  seal(plain: string): string;
  /** The plain value; throws when the value was sealed under another key or altered. */
  open(sealed: string): string;
};

/**
 * Encrypts secrets the API must read back (a staff member's TOTP secret) so that a copy of the
 * database alone does not give them away. The key is `SECRETS_KEY` (AuthConfig.secretsKey).
 */
export function secretBox(key: string): SecretBox {
  const aesKey = createHash("sha256").update(key).digest();
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", aesKey, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url");
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) return sealed;
      const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", aesKey, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("A sealed secret could not be opened: was SECRETS_KEY (or JWT_SECRET) changed?");
      }
    },
  };
}
