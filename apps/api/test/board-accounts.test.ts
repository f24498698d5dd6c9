import { schema } from "@sf/db";
import { createOutbox } from "@sf/messaging";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * Board accounts (issue 17, decision 0058): sign-up and sign-in by a phone number and the SMS
 * code read from the dev outbox, the profile's name, picture, phones and e-mails each confirmed
 * by a code, and the limits on codes.
 */
const { app, database, outboxDir } = await build();
const db = database.db;
const outbox = createOutbox(outboxDir);

let ip = 1;
const nextIp = () => `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

type Req = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: object;
  bearer?: string;
  from?: string;
  lang?: string;
  token?: string;
};
const call = (
  url: string,
  { method = "POST", body, bearer, from = "10.7.200.1", lang = "ro", token = tokens.terenuri }: Req = {},
) =>
  app.inject({
    method,
    url,
    remoteAddress: from,
    headers: { token, "accept-language": lang, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body ? { payload: body } : {}),
  });

/** The code in the newest message to `to` (an SMS or an e-mail). */
async function codeSentTo(to: string): Promise<string> {
  for (const entry of await outbox.list(200)) {
    if (entry.to !== to) continue;
    const match = /\b(\d{6})\b/.exec(entry.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no code to ${to}`);
}

/** Signs up (or in) by phone as a visitor does; the token pair and whether it made the account. */
async function signInByPhone(phone: string, from = nextIp()) {
  const sent = await call("/api/register/", { body: { phone }, from });
  expect(sent.statusCode, sent.body).toBe(200);
  const normal = sent.json().sent_to as string;
  const code = await codeSentTo(normal);
  const res = await call(`/api/register/${encodeURIComponent(phone)}/`, {
    method: "PATCH",
    body: { verification_code: code },
    from,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access: string; refresh: string; created_new_user: boolean };
}

describe("sign-up and sign-in by phone", () => {
  it("a new number gets a code by SMS; the code makes an account with the number verified", async () => {
    const sent = await call("/api/register/", { body: { phone: "069 555 101" }, from: nextIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ sent_to: "+37369555101", retry_after: 60 });
    const sms = (await outbox.list(50)).find((m) => m.to === "+37369555101");
    expect(sms?.kind).toBe("sms");
    expect(sms?.text).toMatch(/^Codul de autentificare: \d{6}\./);

    const code = await codeSentTo("+37369555101");
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await call("/api/register/+37369555101/", {
      method: "PATCH",
      body: { verification_code: wrong },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ verification_code: ["The code is wrong or has expired."] });

    const ok = await call("/api/register/+37369555101/", {
      method: "PATCH",
      body: { verification_code: code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().created_new_user).toBe(true);
    const me = await call("/api/users/me/", { method: "GET", bearer: ok.json().access });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      email: null,
      phones: [{ phone_number: "+37369555101", is_auth: true }],
      emails: [],
      can_publish: true,
    });
    // The shop's own "who am I" still answers a string for the e-mail.
    const shopMe = await call("/auth/users/me/", { method: "GET", bearer: ok.json().access });
    expect(shopMe.json()).toMatchObject({ email: "", phone: "+37369555101" });

    // The code works once.
    const again = await call("/api/register/+37369555101/", {
      method: "PATCH",
      body: { verification_code: code },
    });
    expect(again.statusCode).toBe(400);
  });

  it("the seeded member signs in with their number into their own account", async () => {
    const pair = await signInByPhone("+373 69 123 456");
    expect(pair.created_new_user).toBe(false);
    const me = await call("/api/users/me/", { method: "GET", bearer: pair.access });
    expect(me.json()).toMatchObject({ full_name: "Ion Rusu", email: "ion.rusu@example.md" });
  });

  it("five wrong guesses kill the code; a resend within a minute waits", async () => {
    const from = nextIp();
    await call("/api/register/", { body: { phone: "+37369555102" }, from });
    const code = await codeSentTo("+37369555102");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call("/api/register/+37369555102/", {
            method: "PATCH",
            body: { verification_code: wrong },
            from,
          })
        ).statusCode,
      ).toBe(400);
    const right = await call("/api/register/+37369555102/", {
      method: "PATCH",
      body: { verification_code: code },
      from,
    });
    expect(right.statusCode).toBe(400);

    const soon = await call("/api/register/", { body: { phone: "+37369555102" }, from });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toMatch(/Expected available in \d+ seconds/);
  });

  it("a day's allowance of codes to one number is a 429, whatever the client's address", async () => {
    const phone = "+37369555103";
    for (let i = 0; i < 6; i++) {
      // Back-date the earlier codes past the one-minute wait, as if sent through the day.
      await db.execute(
        sql`update verification_codes set created_at = created_at - interval '10 minutes' where target = ${phone}`,
      );
      expect((await call("/api/register/", { body: { phone }, from: nextIp() })).statusCode).toBe(200);
    }
    await db.execute(
      sql`update verification_codes set created_at = created_at - interval '10 minutes' where target = ${phone}`,
    );
    expect((await call("/api/register/", { body: { phone }, from: nextIp() })).statusCode).toBe(429);
  });

  it("refuses numbers that are not Moldovan or Romanian, with a message", async () => {
    for (const phone of ["123", "+380671234567", "+37369\u0000123", "x".repeat(41)]) {
      const res = await call("/api/register/", { body: { phone }, from: nextIp() });
      expect(res.statusCode, phone).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(/phone/);
    }
  });

  it("a blocked member proves the number but is not signed in", async () => {
    const pair = await signInByPhone("+37369555104");
    const [phone] = await db
      .select()
      .from(schema.userPhones)
      .where(eq(schema.userPhones.phone, "+37369555104"));
    if (!phone) throw new Error("the member's phone was not stored");
    await db.update(schema.users).set({ blockedAt: new Date() }).where(eq(schema.users.id, phone.userId));
    const from = nextIp();
    await db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = '+37369555104'`,
    );
    await call("/api/register/", { body: { phone: "+37369555104" }, from });
    const code = await codeSentTo("+37369555104");
    const res = await call("/api/register/+37369555104/", {
      method: "PATCH",
      body: { verification_code: code },
      from,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("account_blocked");
    expect(pair.access).toBeTruthy();
  });

  it("is not offered on a shop (no SMS is sent)", async () => {
    const res = await call("/api/register/", { body: { phone: "+37369555105" }, token: tokens.farmacie });
    expect(res.statusCode).toBe(404);
    expect((await outbox.list(200)).some((m) => m.to === "+37369555105")).toBe(false);
  });
});

describe("the profile", () => {
  it("changes the full name, and a picture is stored without its metadata, then removed", async () => {
    const { access } = await signInByPhone("+37369555110");
    const named = await call("/api/users/change-full-name/", {
      method: "PATCH",
      body: { full_name: "  Vasile   Munteanu " },
      bearer: access,
    });
    expect(named.json()).toMatchObject({
      full_name: "Vasile Munteanu",
      first_name: "Vasile",
      last_name: "Munteanu",
    });
    expect(
      (
        await call("/api/users/change-full-name/", {
          method: "PATCH",
          body: { full_name: "" },
          bearer: access,
        })
      ).statusCode,
    ).toBe(400);

    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3a7" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Vasile", Copyright: "secret-place" } })
      .toBuffer();
    const form = new FormData();
    form.append("profile_image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "me.jpg");
    const req = new Request("http://x", { method: "PATCH", body: form });
    const res = await app.inject({
      method: "PATCH",
      url: "/api/users/change-profile-image/",
      remoteAddress: nextIp(),
      headers: {
        token: tokens.terenuri,
        authorization: `Bearer ${access}`,
        "content-type": req.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const src = res.json().profile_image as string;
    expect(src).toMatch(/^\/media\/uploads\/[0-9a-f]{16}\.webp$/);
    const picture = await app.inject({ url: src, headers: { token: tokens.terenuri } });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes(Buffer.from("secret-place"))).toBe(false);

    const notPicture = new FormData();
    notPicture.append("profile_image", new Blob([Buffer.from("MZ\x90\x00 this is an exe")]), "me.jpg");
    const req2 = new Request("http://x", { method: "PATCH", body: notPicture });
    const refused = await app.inject({
      method: "PATCH",
      url: "/api/users/change-profile-image/",
      headers: {
        token: tokens.terenuri,
        authorization: `Bearer ${access}`,
        "content-type": req2.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await req2.arrayBuffer()),
    });
    expect(refused.statusCode).toBe(400);

    const removed = await call("/api/users/delete-profile-image/", { method: "DELETE", bearer: access });
    expect(removed.json().profile_image).toBeNull();
  });

  it("adds a second phone by its code, makes it the sign-in number, and removes the old one", async () => {
    const { access } = await signInByPhone("+37369555120");
    const from = nextIp();
    const sent = await call("/api/phone/send-code/", {
      body: { phone_number: "078 555 121" },
      bearer: access,
      from,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeSentTo("+37378555121");
    expect((await outbox.list(10)).find((m) => m.to === "+37378555121")?.text).toMatch(
      /^Codul de confirmare/,
    );
    const added = await call("/api/phone/", {
      body: { phone_number: "+37378555121", verification_code: code },
      bearer: access,
      from,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().phones).toMatchObject([
      { phone_number: "+37369555120", is_auth: true },
      { phone_number: "+37378555121", is_auth: false },
    ]);
    const [first, second] = added.json().phones as [{ id: number }, { id: number }];
    // The sign-in number cannot be removed.
    const keep = await call(`/api/phone/${first.id}/`, { method: "DELETE", bearer: access });
    expect(keep.statusCode).toBe(409);

    await db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = '+37378555121'`,
    );
    await call("/api/phone/send-code/", { body: { phone_number: "+37378555121" }, bearer: access, from });
    const code2 = await codeSentTo("+37378555121");
    const switched = await call("/api/phone/change-auth-number/", {
      method: "PATCH",
      body: { phone_number: "+37378555121", verification_code: code2 },
      bearer: access,
      from,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().phones).toMatchObject([{ is_auth: false }, { is_auth: true }]);
    expect((await call(`/api/phone/${first.id}/`, { method: "DELETE", bearer: access })).statusCode).toBe(
      204,
    );
    // Now the new number signs in to the same account.
    await db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = '+37378555121'`,
    );
    const again = await signInByPhone("+37378555121");
    expect(again.created_new_user).toBe(false);
    const me = await call("/api/users/me/", { method: "GET", bearer: again.access });
    expect(me.json().phones).toEqual([{ id: second.id, phone_number: "+37378555121", is_auth: true }]);
  });

  it("another account's number cannot be added, nor a code for it sent, nor removed", async () => {
    const { access } = await signInByPhone("+37369555130");
    const [ions] = await db
      .select()
      .from(schema.userPhones)
      .where(eq(schema.userPhones.phone, "+37369123456"));
    expect((await call(`/api/phone/${ions.id}/`, { method: "DELETE", bearer: access })).statusCode).toBe(404);
    expect(await db.select().from(schema.userPhones).where(eq(schema.userPhones.id, ions.id))).toHaveLength(
      1,
    );
    const res = await call("/api/phone/send-code/", {
      body: { phone_number: "+37369123456" },
      bearer: access,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone_number: ["This number is already used by another account."] });
  });

  it("adds e-mails by their codes: the first becomes the account's, change moves it, delete falls back", async () => {
    const { access } = await signInByPhone("+37369555140");
    const from = nextIp();
    const add = async (
      email: string,
      path: "/api/email/" | "/api/email/change/",
      method: "POST" | "PATCH",
    ) => {
      await db.execute(
        sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${email}`,
      );
      const sent = await call("/api/email/send-code/", {
        body: { new_email_address: email.toUpperCase() },
        bearer: access,
        from,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await codeSentTo(email);
      const res = await call(path, {
        method,
        body: { email_address: email, verification_code: code },
        bearer: access,
        from,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await add("ana.first@example.md", "/api/email/", "POST")).email).toBe("ana.first@example.md");
    const two = await add("ana.second@example.md", "/api/email/", "POST");
    expect(two.email).toBe("ana.first@example.md");
    expect(two.emails).toMatchObject([
      { email_address: "ana.first@example.md", is_main: true },
      { email_address: "ana.second@example.md", is_main: false },
    ]);
    const changed = await add("ana.second@example.md", "/api/email/change/", "PATCH");
    expect(changed.email).toBe("ana.second@example.md");
    const secondId = (changed.emails as { id: number; email_address: string }[]).find(
      (e) => e.email_address === "ana.second@example.md",
    )?.id;
    expect((await call(`/api/email/${secondId}/`, { method: "DELETE", bearer: access })).statusCode).toBe(
      204,
    );
    const me = await call("/api/users/me/", { method: "GET", bearer: access });
    expect(me.json().email).toBe("ana.first@example.md");
    // A seeded member's address is taken.
    const taken = await call("/api/email/send-code/", {
      body: { new_email_address: "ion.rusu@example.md" },
      bearer: access,
      from: nextIp(),
    });
    expect(taken.statusCode).toBe(400);
    // Someone else's code or id does nothing.
    const other = await signInByPhone("+37369555141");
    expect(
      (await call(`/api/email/${secondId}/`, { method: "DELETE", bearer: other.access })).statusCode,
    ).toBe(404);
  });

  it("needs a signed-in member", async () => {
    expect((await call("/api/users/me/", { method: "GET" })).statusCode).toBe(401);
    expect((await call("/api/phone/send-code/", { body: { phone_number: "+37369555150" } })).statusCode).toBe(
      401,
    );
  });
});
