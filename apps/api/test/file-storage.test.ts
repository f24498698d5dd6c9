import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createFileStorage, storageConfigFromEnv } from "../src/lib/storage/file-storage.ts";

/** The file storage: a folder by default, an S3-compatible bucket (here a fake one) when configured. */
describe("storage configuration", () => {
  it("is a folder under ./data by default and a bucket when STORAGE_S3_BUCKET is set", () => {
    expect(storageConfigFromEnv({}, "/srv/shop")).toEqual({ kind: "disk", dir: "/srv/shop/data/files" });
    expect(
      storageConfigFromEnv({
        STORAGE_S3_BUCKET: "cv",
        STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000/",
        STORAGE_S3_ACCESS_KEY_ID: "id",
        STORAGE_S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toMatchObject({ kind: "s3", endpoint: "http://127.0.0.1:9000", bucket: "cv", region: "us-east-1" });
  });

  it("names what a half-configured bucket lacks, without its secrets", () => {
    expect(() => storageConfigFromEnv({ STORAGE_S3_BUCKET: "cv", STORAGE_S3_ACCESS_KEY_ID: "id" })).toThrow(
      "STORAGE_S3_BUCKET is set but not STORAGE_S3_ENDPOINT, STORAGE_S3_SECRET_ACCESS_KEY.",
    );
  });
});

describe("disk storage", async () => {
  const dir = await mkdtemp(join(tmpdir(), "sf-storage-"));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const storage = createFileStorage({ kind: "disk", dir });

  it("puts, gets and deletes a file under its key", async () => {
    await storage.put("private/resumes/1/a.pdf", Buffer.from("%PDF"), "application/pdf");
    expect((await storage.get("private/resumes/1/a.pdf"))?.toString()).toBe("%PDF");
    await storage.delete("private/resumes/1/a.pdf");
    expect(await storage.get("private/resumes/1/a.pdf")).toBeNull();
    await storage.delete("private/resumes/1/a.pdf");
  });

  it("refuses keys that could leave its folder", async () => {
    for (const key of ["../x", "a/../../x", "/etc/passwd", "a//b", "a\\b", ""])
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("not a storage key");
  });
});

describe("S3-compatible storage", async () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; authorization: string; contentType: string }[] = [];
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization ?? "",
      contentType: req.headers["content-type"] ?? "",
    });
    const key = req.url ?? "";
    if (req.method === "PUT") objects.set(key, await body(req));
    if (req.method === "DELETE") objects.delete(key);
    if (req.method === "GET" && !objects.has(key)) res.statusCode = 404;
    res.end(req.method === "GET" ? objects.get(key) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const storage = createFileStorage({
    kind: "s3",
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket: "shop-files",
    region: "eu-central-1",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI",
  });

  it("writes, reads and deletes objects by path-style URL, each request signed (SigV4)", async () => {
    await storage.put("private/resumes/3/cv.pdf", Buffer.from("%PDF-1.4"), "application/pdf");
    expect((await storage.get("private/resumes/3/cv.pdf"))?.toString()).toBe("%PDF-1.4");
    await storage.delete("private/resumes/3/cv.pdf");
    expect(await storage.get("private/resumes/3/cv.pdf")).toBeNull();
    expect(seen[0]).toMatchObject({
      method: "PUT",
      url: "/shop-files/private/resumes/3/cv.pdf",
      contentType: "application/pdf",
    });
    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\//,
      );
      expect(request.authorization).not.toContain("wJalrXUtnFEMI");
    }
  });
});
