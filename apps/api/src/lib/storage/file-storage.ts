import { join } from "node:path";
import { diskStorage } from "./disk-storage.ts";
import { s3Storage } from "./s3-storage.ts";

/**
 * Where uploaded files (CVs now; pictures later) are kept: one interface over a folder under
 * `./data/` (the default) or an S3-compatible bucket (`STORAGE_S3_BUCKET` set). Keys are
 * relative paths such as `private/resumes/3/2026/ab12.pdf`; the `private/` prefix is never
 * served: nothing maps a URL to it.
 */
export type FileStorage = {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; no error when there is none. */
  delete(key: string): Promise<void>;
};

export type StorageConfig =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      /** `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000` (MinIO)...; path-style URLs. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/**
 * `STORAGE_DIR` (default `./data/files`), or an S3-compatible bucket when `STORAGE_S3_BUCKET`
 * is set: `STORAGE_S3_ENDPOINT`, `STORAGE_S3_REGION` (default us-east-1),
 * `STORAGE_S3_ACCESS_KEY_ID`, `STORAGE_S3_SECRET_ACCESS_KEY`. A bucket without its endpoint or
 * keys is a configuration error, named at start.
 */
export function storageConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): StorageConfig {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return { kind: "disk", dir: env.STORAGE_DIR?.trim() || join(cwd, "data", "files") };
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim();
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim();
  const missing = [
    ["STORAGE_S3_ENDPOINT", endpoint],
    ["STORAGE_S3_ACCESS_KEY_ID", accessKeyId],
    ["STORAGE_S3_SECRET_ACCESS_KEY", secretAccessKey],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new Error(`STORAGE_S3_BUCKET is set but not ${missing.join(", ")}.`);
  return {
    kind: "s3",
    endpoint: (endpoint as string).replace(/\/+$/, ""),
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || "us-east-1",
    accessKeyId: accessKeyId as string,
    secretAccessKey: secretAccessKey as string,
  };
}

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === "disk" ? diskStorage(config.dir) : s3Storage(config);
}

const KEY = /^(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*$/i;

/** Keys are made by the API, never typed by a visitor; this refuses anything that could leave the root. */
export function checkedKey(key: string): string {
  if (key.length > 300 || !KEY.test(key) || key.split("/").some((part) => part === "." || part === ".."))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
