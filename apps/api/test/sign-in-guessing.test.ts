import { SIGN_IN_GUESSES } from "@sf/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

// Guessing one account's password from many addresses (decision 0024).
const { app, database, outboxDir } = await build();
const { call, customer, nextIp, outbox, linkFor } = accountHelpers(app, outboxDir);

beforeAll(async () => {
  await addTestShop(database.db);
}, 60_000);

const PASSWORD = "parola-buna-2026";
const signIn = (email: string, password: string, from: string) =>
  call("/auth/jwt/create/", { body: { email, password }, from });

async function codeFor(to: string): Promise<string> {
  const entry = (await outbox.list(100)).find((e) => e.to === to);
  const code = /\b(\d{6})\b/.exec(`${entry?.subject ?? ""} ${entry?.text ?? ""}`)?.[1];
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

describe("password guessing spread over many addresses", () => {
  it("challenges the account after its failures; the customer still signs in at home, and elsewhere by code", async () => {
    const email = "spread@example.md";
    await customer(email);
    const home = nextIp();
    expect((await signIn(email, PASSWORD, home)).statusCode).toBe(200);

    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await signIn(email, `ghicit-${i}-2026`, nextIp())).statusCode);
    expect(answers.slice(0, SIGN_IN_GUESSES.perAccount)).toEqual(Array(SIGN_IN_GUESSES.perAccount).fill(401));
    expect(new Set(answers.slice(SIGN_IN_GUESSES.perAccount))).toEqual(new Set([429]));

    // From a new address the password is not checked: the right one gets the wrong one's answer.
    const wrong = await signIn(email, "inca-una-2026", nextIp());
    const right = await signIn(email, PASSWORD, nextIp());
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({ detail: expect.stringContaining("code"), code: "login_code_required" });

    // At home the password is checked as ever: wrong is 401, right signs in.
    expect((await signIn(email, "inca-una-2026", home)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD, home)).statusCode).toBe(200);

    // Travelling: an e-mailed code signs in, and that address may use the password afterwards.
    const away = nextIp();
    expect((await signIn(email, PASSWORD, away)).statusCode).toBe(429);
    expect((await call(`/api/v1/email-code/?email=${email}`, { method: "GET", from: away })).statusCode).toBe(
      200,
    );
    const byCode = await call("/api/v1/loginByEmail/", {
      body: { email, code: await codeFor(email) },
      from: away,
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await signIn(email, PASSWORD, away)).statusCode).toBe(200);
    // The attack is still on for every other address.
    expect((await signIn(email, PASSWORD, nextIp())).statusCode).toBe(429);
  });

  it("answers an e-mail without an account the same way (nothing to enumerate)", async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_GUESSES.perAccount; i++)
      answers.push((await signIn("nobody-here@example.md", "ghicit-2026", nextIp())).statusCode);
    expect(answers.at(-2)).toBe(401);
    expect(answers.at(-1)).toBe(429);
  });

  it("never challenges a customer who mistypes from one address (that address's own limit comes first)", async () => {
    const email = "typos@example.md";
    await customer(email);
    const from = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `typo-${i}-2026`, from)).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD, from)).json()).toMatchObject({ code: "throttled" });
    // From the phone, a moment later, the right password works.
    expect((await signIn(email, PASSWORD, nextIp())).statusCode).toBe(200);
  });
});

describe("code sign-in and password reset", () => {
  it("kill a code after five wrong guesses from any addresses, and limit guesses per address", async () => {
    const email = "coded-spread@example.md";
    await customer(email);
    const owner = nextIp();
    await call(`/api/v1/email-code/?email=${email}`, { method: "GET", from: owner });
    const code = await codeFor(email);
    const wrongCode = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++)
      expect(
        (await call("/api/v1/loginByEmail/", { body: { email, code: wrongCode }, from: nextIp() }))
          .statusCode,
      ).toBe(400);
    expect((await call("/api/v1/loginByEmail/", { body: { email, code }, from: owner })).statusCode).toBe(
      400,
    );

    const guesser = nextIp();
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++)
      guesses.push(
        (await call("/api/v1/loginByEmail/", { body: { email, code: wrongCode }, from: guesser })).statusCode,
      );
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(guesses[10]).toBe(429);
  });

  it("limits reset confirmations per address, and the owner's link still works from their own", async () => {
    const email = "reset-spread@example.md";
    await customer(email);
    const owner = nextIp();
    await call("/auth/users/reset_password/", { body: { email }, from: owner });
    const link = await linkFor(email, "password/reset");
    const guesser = nextIp();
    const confirm = (token: string, from: string) =>
      call("/auth/users/reset_password_confirm/", {
        body: { uid: link.uid, token, new_password: "parola-noua-2030" },
        from,
      });
    const answers: number[] = [];
    for (let i = 0; i < 61; i++) answers.push((await confirm(`ghicit${i}`, guesser)).statusCode);
    expect(answers.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await confirm(link.token, owner)).statusCode).toBe(204);
  });
});
