import { describe, expect, it } from "vitest";
import { UPLOAD_SWEEP_GRACE_MS, unusedUploads, uploadFiles, uploadNamesIn } from "../src/upload-sweep.ts";

describe("uploadNamesIn", () => {
  it("finds masters, variants and full URLs in any text", () => {
    const html = `<img src="/media/uploads/0123456789abcdef-480.avif"> <a href="https://x.md/media/uploads/fedcba9876543210.webp">`;
    expect(uploadNamesIn(html)).toEqual(["0123456789abcdef", "fedcba9876543210"]);
    expect(uploadNamesIn('{"siteLogo":"/media/uploads/00000000000000aa.webp"}')).toEqual([
      "00000000000000aa",
    ]);
    expect(uploadNamesIn("/media/products/x.svg uploads/xyz uploads/0123")).toEqual([]);
  });
});

describe("uploadFiles", () => {
  it("names the master and each width's WebP and AVIF", () => {
    expect(uploadFiles("0123456789abcdef", [240, 480])).toEqual([
      "uploads/0123456789abcdef.webp",
      "uploads/0123456789abcdef-240.webp",
      "uploads/0123456789abcdef-240.avif",
      "uploads/0123456789abcdef-480.webp",
      "uploads/0123456789abcdef-480.avif",
    ]);
  });
  it("refuses anything that is not a name (it becomes a storage key)", () => {
    expect(() => uploadFiles("../../etc", [])).toThrow();
    expect(() => uploadFiles("0123456789ABCDEF", [])).toThrow();
  });
});

describe("unusedUploads", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const stored = [
    { name: "a", storedAt: ago(UPLOAD_SWEEP_GRACE_MS + 1) },
    { name: "b", storedAt: ago(UPLOAD_SWEEP_GRACE_MS * 3) },
    { name: "c", storedAt: ago(UPLOAD_SWEEP_GRACE_MS - 1) },
    { name: "d", storedAt: ago(UPLOAD_SWEEP_GRACE_MS * 2) },
  ];
  it("takes the old ones nothing mentions, oldest first", () => {
    expect(unusedUploads(stored, new Set(["d"]), now, 10).map((u) => u.name)).toEqual(["b", "a"]);
  });
  it("leaves anything younger than the grace period, mentioned or not", () => {
    expect(unusedUploads(stored, new Set(), now, 10).map((u) => u.name)).not.toContain("c");
  });
  it("stops at the limit", () => {
    expect(unusedUploads(stored, new Set(), now, 1).map((u) => u.name)).toEqual(["b"]);
    expect(unusedUploads(stored, new Set(), now, -1)).toEqual([]);
  });
});
