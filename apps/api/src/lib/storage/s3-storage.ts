import { AwsClient } from "aws4fetch";
import { checkedKey, type FileStorage, type StorageConfig } from "./file-storage.ts";

/**
 * An S3-compatible bucket (AWS, MinIO, Cloudflare R2...), requests signed with AWS Signature
 * Version 4 (aws4fetch). Objects are written without an ACL, so they stay private to the bucket's
 * owner. Bounded, so a slow store cannot hold a request for long.
 */
export function s3Storage(config: Extract<StorageConfig, { kind: "s3" }>): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const url = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${checkedKey(key).split("/").map(encodeURIComponent).join("/")}`;
  const call = (key: string, init: RequestInit) =>
    client.fetch(url(key), { ...init, signal: AbortSignal.timeout(30_000) });
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const res = await call(key, {
        method: "PUT",
        body: Buffer.from(bytes),
        headers: { "content-type": contentType },
      });
      if (!res.ok) throw new Error(`storage: PUT answered ${res.status}`);
    },
    async get(key) {
      const res = await call(key, { method: "GET" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`storage: GET answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await call(key, { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw new Error(`storage: DELETE answered ${res.status}`);
    },
  };
}
