import { describe, expect, it } from "vitest";
import {
  cleanVerificationCode,
  codeSendCheck,
  phoneRemovalProblem,
  splitFullName,
  VERIFICATION_CODES_PER_DAY,
  VERIFICATION_RESEND_SECONDS,
} from "../src/board/accounts.ts";
import { moderateAdvert, moderateMember, statusAfterBan, statusAfterUnban } from "../src/board/moderation.ts";

const now = new Date("2026-11-27T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("codeSendCheck", () => {
  it("lets the first code of the day go", () => {
    expect(codeSendCheck([], now)).toEqual({ ok: true });
  });
  it("holds a resend within a minute of the last code, saying how long", () => {
    expect(codeSendCheck([ago(20)], now)).toEqual({
      ok: false,
      retryAfterSeconds: VERIFICATION_RESEND_SECONDS - 20,
    });
    expect(codeSendCheck([ago(VERIFICATION_RESEND_SECONDS)], now)).toEqual({ ok: true });
  });
  it("stops at the day's allowance until the oldest code of the day is a day old", () => {
    const sent = Array.from({ length: VERIFICATION_CODES_PER_DAY }, (_, i) => ago(3600 * (i + 1)));
    const oldest = 3600 * VERIFICATION_CODES_PER_DAY;
    expect(codeSendCheck(sent, now)).toEqual({ ok: false, retryAfterSeconds: 24 * 3600 - oldest });
    expect(codeSendCheck(sent.slice(1), now)).toEqual({ ok: true });
  });
  it("ignores codes older than a day and times in the future", () => {
    const old = Array.from({ length: 10 }, (_, i) => ago(25 * 3600 + i));
    expect(codeSendCheck([...old, new Date(now.getTime() + 5000)], now)).toEqual({ ok: true });
  });
});

describe("cleanVerificationCode", () => {
  it("reads six digits typed with spaces or a dash", () => {
    expect(cleanVerificationCode("123 456")).toBe("123456");
    expect(cleanVerificationCode("123-456")).toBe("123456");
    expect(cleanVerificationCode(123456)).toBe("123456");
  });
  it("refuses anything else", () => {
    for (const bad of ["12345", "1234567", "12345a", "", null, undefined, {}, "١٢٣٤٥٦"])
      expect(cleanVerificationCode(bad)).toBeNull();
  });
});

describe("splitFullName", () => {
  it("splits the first word from the rest", () => {
    expect(splitFullName("  Ion   Rusu  ")).toEqual({ firstName: "Ion", lastName: "Rusu" });
    expect(splitFullName("Maria de la Cruz")).toEqual({ firstName: "Maria", lastName: "de la Cruz" });
    expect(splitFullName("Ion")).toEqual({ firstName: "Ion", lastName: "" });
    expect(splitFullName("   ")).toEqual({ firstName: "", lastName: "" });
  });
});

describe("phoneRemovalProblem", () => {
  const phones = [
    { id: 1, isAuth: true, verified: true },
    { id: 2, isAuth: false, verified: true },
  ];
  it("keeps the phone that signs in, lets the others go", () => {
    expect(phoneRemovalProblem(phones, 1)).toBe("auth_phone");
    expect(phoneRemovalProblem(phones, 2)).toBeNull();
    expect(phoneRemovalProblem(phones, 3)).toBe("not_found");
  });
});

describe("moderateMember", () => {
  it("bans with a reason, once; lifts only a ban", () => {
    expect(moderateMember(false, "ban", "  spam  ")).toEqual({ ok: true, blocked: true, reason: "spam" });
    expect(moderateMember(false, "ban", " x ")).toEqual({
      ok: false,
      message: "Say why the member is banned.",
    });
    expect(moderateMember(true, "ban", "spam")).toEqual({
      ok: false,
      message: "The member is already banned.",
    });
    expect(moderateMember(true, "unban", undefined)).toEqual({ ok: true, blocked: false, reason: null });
    expect(moderateMember(false, "unban", undefined)).toEqual({
      ok: false,
      message: "The member is not banned.",
    });
  });
});

describe("a ban and its lifting, advert by advert", () => {
  it("hides what was published, remembering what it was; leaves drafts, deleted and already hidden ones", () => {
    expect(statusAfterBan("active")).toEqual({ status: "hidden", bannedFrom: "active" });
    expect(statusAfterBan("inactive")).toEqual({ status: "hidden", bannedFrom: "inactive" });
    expect(statusAfterBan("draft")).toEqual({ status: "draft", bannedFrom: null });
    expect(statusAfterBan("deleted")).toEqual({ status: "deleted", bannedFrom: null });
    expect(statusAfterBan("hidden")).toEqual({ status: "hidden", bannedFrom: null });
  });
  it("puts back only what the ban hid, as it was; never publishes a draft", () => {
    for (const status of ["active", "inactive", "draft", "deleted", "hidden"] as const) {
      const banned = statusAfterBan(status);
      expect(statusAfterUnban(banned.status, banned.bannedFrom)).toBe(status);
    }
    // Hidden by a moderator before the ban: still hidden after it.
    expect(statusAfterUnban("hidden", null)).toBe("hidden");
  });
  it("does not let a moderator restore a banned member's advert before the ban is lifted", () => {
    expect(moderateAdvert("hidden", "restore", undefined, { ownerBanned: true })).toMatchObject({
      ok: false,
    });
    expect(moderateAdvert("hidden", "restore", undefined, { ownerBanned: false })).toMatchObject({
      ok: true,
      status: "active",
    });
  });
});
