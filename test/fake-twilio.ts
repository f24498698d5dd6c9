import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A fake of Twilio's Messages API for the SMS adapter's tests (decision 0058): it checks the
 * account's HTTP Basic credentials, the path's account sid and the form fields as Twilio does,
 * and answers as Twilio answers (201 with the message, 400/401 with `{code, message, status}`).
 * A recipient ending in 55 is refused as unreachable (Twilio's code 21614); 66 gets a 503 page.
 * Run as a program (`FAKE_TWILIO_PORT`, `FAKE_TWILIO_SID`, `FAKE_TWILIO_TOKEN`) or from a test.
 */
export type FakeTwilio = {
  url: string;
  /** Every accepted message. */
  sent: { to: string; from: string | null; service: string | null; body: string }[];
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

export async function startFakeTwilio(accountSid: string, authToken: string, port = 0): Promise<FakeTwilio> {
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const sent: FakeTwilio["sent"] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/health") return json(res, 200, { ok: true });
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!match || req.method !== "POST")
      return error(res, 404, 20404, "The requested resource was not found");
    if (req.headers.authorization !== expected || decodeURIComponent(match[1] ?? "") !== accountSid)
      return error(res, 401, 20003, "Authenticate");
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return error(res, 400, 21602, "Message body is required.");
    const form = new URLSearchParams(await readBody(req));
    const to = form.get("To") ?? "";
    const from = form.get("From");
    const service = form.get("MessagingServiceSid");
    const body = form.get("Body") ?? "";
    if (!/^\+\d{8,15}$/.test(to))
      return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service)
      return error(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    if (!body) return error(res, 400, 21602, "Message body is required.");
    if (body.length > 1600)
      return error(res, 400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    if (to.endsWith("55")) return error(res, 400, 21614, `'To' number ${to} is not a valid mobile number`);
    if (to.endsWith("66")) {
      res.writeHead(503, { "content-type": "text/html" });
      return res.end("<html><body>Service Unavailable</body></html>");
    }
    sent.push({ to, from, service, body });
    json(res, 201, {
      sid: `SM${String(sent.length).padStart(32, "0")}`,
      account_sid: accountSid,
      to,
      from,
      body,
      status: "queued",
      num_segments: String(Math.ceil(body.length / 153)),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fake = await startFakeTwilio(
    process.env.FAKE_TWILIO_SID ?? "AC00000000000000000000000000000000",
    process.env.FAKE_TWILIO_TOKEN ?? "fake-twilio-token",
    Number(process.env.FAKE_TWILIO_PORT ?? 4160),
  );
  console.log(`fake Twilio on ${fake.url}`);
}
