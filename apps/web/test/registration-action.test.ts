import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { registerAction as RegisterAction } from "../app/lib/account.server.ts";

/**
 * The registration action against a small API: while the shop's bot check cannot be verified
 * (its host down, the API answers 503) the form gets "try again later" beside it with what was
 * typed kept, not the error page; the API's field refusals still land beside their fields.
 */
let answer: { status: number; body: unknown } = { status: 503, body: null };
const api: Server = createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://api").pathname;
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (path === "/settings/global_site_settings")
    return json(200, { langs: ["ro", "ru"], mainUiInterface: { mainLang: "ro" } });
  if (path === "/auth/users/" && req.method === "POST") return json(answer.status, answer.body);
  return json(404, { detail: "Not found." });
});

let registerAction: typeof RegisterAction;
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.SITE_TOKEN = "registration-test";
  // The client reads its configuration when first imported: after the API above listens.
  ({ registerAction } = await import("../app/lib/account.server.ts"));
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const typed = {
  email: "ana@example.md",
  first_name: "Ana",
  last_name: "Rusu",
  phone: "069 123 456",
  password: "parola-buna-2026",
  re_password: "parola-buna-2026",
  recaptcha_token: "token-from-the-widget",
};
const post = () => {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.set(name, value);
  return registerAction(new Request("http://shop.test/ro/registration", { method: "POST", body: form }));
};

describe("registration when the bot check cannot be verified", () => {
  it("says try again later beside the form and keeps what was typed (not the passwords)", async () => {
    answer = {
      status: 503,
      body: { code: "bot_check_unavailable", detail: "The bot check is unavailable." },
    };
    expect(await post()).toEqual({
      ok: false,
      problem: "forms.failed",
      fields: {},
      values: { email: "ana@example.md", first_name: "Ana", last_name: "Rusu", phone: "069 123 456" },
    });
  });

  it("an API error of another kind (500) is said the same way", async () => {
    answer = { status: 500, body: { code: "server_error" } };
    expect(await post()).toMatchObject({ ok: false, problem: "forms.failed", fields: {} });
  });

  it("still puts the API's field refusals beside their fields, and a bot check refusal above", async () => {
    answer = { status: 400, body: { email: ["user with this email already exists."] } };
    expect(await post()).toMatchObject({ ok: false, problem: null, fields: { email: "account.emailTaken" } });
    answer = { status: 400, body: { recaptcha_token: ["The bot check failed."] } };
    expect(await post()).toMatchObject({ ok: false, problem: "forms.botCheckRequired" });
    answer = { status: 201, body: { id: 1, email: "ana@example.md", first_name: "Ana", last_name: "Rusu" } };
    expect(await post()).toEqual({ ok: true, email: "ana@example.md" });
  });
});
