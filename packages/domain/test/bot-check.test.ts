import { describe, expect, it } from "vitest";
import {
  botCheckOf,
  consultationDateProblem,
  judgeVerification,
  readVerificationAnswer,
} from "../src/index.ts";

describe("botCheckOf", () => {
  it("is off when the shop set neither key nor version", () => {
    expect(botCheckOf(undefined)).toEqual({ kind: "off" });
    expect(botCheckOf({ site_key: "  ", version: null })).toEqual({ kind: "off" });
  });

  it("names the missing half as the spec's configuration errors", () => {
    expect(botCheckOf({ version: "2" })).toEqual({ kind: "misconfigured", error: "No key provided" });
    expect(botCheckOf({ site_key: "k" })).toEqual({ kind: "misconfigured", error: "No version provided" });
    expect(botCheckOf({ site_key: "k", version: "4" })).toEqual({
      kind: "misconfigured",
      error: "No version provided",
    });
  });

  it("picks the version: checkbox by default, invisible, score, enterprise", () => {
    expect(botCheckOf({ site_key: "k", version: 2 })).toMatchObject({ kind: "v2_checkbox", siteKey: "k" });
    expect(botCheckOf({ site_key: "k", version: "2", invisible: true }).kind).toBe("v2_invisible");
    expect(botCheckOf({ site_key: "k", version: "3" }).kind).toBe("v3");
    expect(botCheckOf({ site_key: "k", version: "3", enterprise: true }).kind).toBe("enterprise");
    expect(botCheckOf({ site_key: "k", version: "2", enterprise: true }).kind).toBe("enterprise");
  });

  it("takes the shop's score threshold only when it is between 0 and 1", () => {
    expect(botCheckOf({ site_key: "k", version: "3", min_score: 0.7 })).toMatchObject({ minScore: 0.7 });
    expect(botCheckOf({ site_key: "k", version: "3", min_score: 7 })).toMatchObject({ minScore: 0.5 });
    expect(botCheckOf({ site_key: "k", version: "3", min_score: -1 })).toMatchObject({ minScore: 0.5 });
  });
});

describe("readVerificationAnswer", () => {
  it("reads siteverify answers", () => {
    expect(readVerificationAnswer({ success: true, score: 0.9, action: "support" })).toEqual({
      valid: true,
      score: 0.9,
      action: "support",
      errors: [],
    });
    expect(readVerificationAnswer({ success: false, "error-codes": ["invalid-input-response", 3] })).toEqual({
      valid: false,
      score: null,
      action: null,
      errors: ["invalid-input-response"],
    });
  });

  it("reads Enterprise assessments", () => {
    expect(
      readVerificationAnswer({
        tokenProperties: { valid: true, action: "newsletter" },
        riskAnalysis: { score: 0.3 },
      }),
    ).toEqual({ valid: true, score: 0.3, action: "newsletter", errors: [] });
    expect(
      readVerificationAnswer({ tokenProperties: { valid: false, invalidReason: "EXPIRED" } }),
    ).toMatchObject({
      valid: false,
      errors: ["EXPIRED"],
    });
  });

  it("reads anything else as not valid", () => {
    for (const body of [null, "ok", 1, [], { success: "true" }])
      expect(readVerificationAnswer(body).valid).toBe(false);
  });
});

describe("judgeVerification", () => {
  const v2 = botCheckOf({ site_key: "k", version: "2" }) as Parameters<typeof judgeVerification>[0];
  const v3 = botCheckOf({ site_key: "k", version: "3", min_score: 0.5 }, "support") as typeof v2;
  const answer = (valid: boolean, score: number | null, action: string | null = null) => ({
    valid,
    score,
    action,
    errors: [],
  });

  it("refuses an invalid token whatever the version", () => {
    expect(judgeVerification(v2, answer(false, null))).toBe("invalid_token");
    expect(judgeVerification(v3, answer(false, 0.9))).toBe("invalid_token");
  });

  it("takes a valid checkbox token without a score", () => {
    expect(judgeVerification(v2, answer(true, null))).toBe("human");
  });

  it("compares a score with the threshold, the threshold itself passing", () => {
    expect(judgeVerification(v3, answer(true, 0.5, "support"))).toBe("human");
    expect(judgeVerification(v3, answer(true, 0.49, "support"))).toBe("bot");
    expect(judgeVerification(v3, answer(true, null, "support"))).toBe("bot");
  });

  it("refuses a score token made for another form", () => {
    expect(judgeVerification(v3, answer(true, 0.9, "login"))).toBe("invalid_token");
  });
});

describe("consultationDateProblem", () => {
  it("takes today up to a year ahead", () => {
    expect(consultationDateProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(consultationDateProblem("2027-11-26", "2026-11-26")).toBeNull();
  });
  it("refuses past, too far and impossible dates", () => {
    expect(consultationDateProblem("2026-11-25", "2026-11-26")).toBe("past");
    expect(consultationDateProblem("2027-11-27", "2026-11-26")).toBe("too_far");
    expect(consultationDateProblem("2026-02-30", "2026-01-01")).toBe("invalid");
    expect(consultationDateProblem("26-11-2026", "2026-01-01")).toBe("invalid");
  });
});
