import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A fake iute agent API for the adapter's tests and the browser tests (decision 0048). It checks
 * the agent's HTTP Basic credentials and the application's fields, and answers by the shopper's
 * phone, as a lender's test numbers do (its last two digits):
 *   11 refused after review (status ERROR)    88 refused at once (created with ERROR)
 *   55 down (503)    66 garbage (200, not JSON)    77 no answer (hangs)    99 stays PENDING
 *   anything else: approved (SUCCESS at the first status query)
 * Run as a program (`FAKE_IUTE_PORT`, `FAKE_IUTE_AGENT_ID`, `FAKE_IUTE_API_KEY`) or from a test.
 */
export type FakeIute = {
  url: string;
  /** Every request as received (method, path, authorization header, body). */
  seen: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  close: () => Promise<void>;
};

type Application = { status: string; finalStatus: string; order_id: string };

function scenario(phone: string): string {
  return phone.replace(/\D/g, "").slice(-2);
}

function problemOf(b: Record<string, unknown>): string | null {
  if (typeof b.order_id !== "string" || !b.order_id) return "order_id is required";
  if (typeof b.amount !== "number" || !(b.amount > 0)) return "amount must be positive";
  if (typeof b.currency !== "string" || !/^[A-Z]{3}$/.test(b.currency)) return "currency";
  if (typeof b.programme_id !== "number" || typeof b.months !== "number") return "programme_id and months";
  const customer = b.customer as Record<string, unknown> | undefined;
  if (typeof customer?.phone !== "string" || typeof customer.name !== "string") return "customer";
  if (!Array.isArray(b.items)) return "items";
  if (typeof b.return_url !== "string" || !/^https?:\/\//.test(b.return_url)) return "return_url";
  return null;
}

export async function startFakeIute(agentId: string, apiKey: string, port = 0): Promise<FakeIute> {
  const expected = `Basic ${Buffer.from(`${agentId}:${apiKey}`).toString("base64")}`;
  const seen: FakeIute["seen"] = [];
  const applications = new Map<string, Application>();
  const hanging = new Set<import("node:http").ServerResponse>();
  const json = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/health") return res.end("ok");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown = null;
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : null;
    } catch {
      body = null;
    }
    seen.push({
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
    });
    if (req.headers.authorization !== expected) return json(res, 401, { message: "Unknown agent." });

    if (req.method === "POST" && url.pathname === "/api/v1/orders") {
      const b = (body ?? {}) as Record<string, unknown>;
      const problem = problemOf(b);
      if (problem) return json(res, 400, { message: problem });
      const phone = String((b.customer as { phone: string }).phone);
      switch (scenario(phone)) {
        case "55":
          return json(res, 503, { message: "Service temporarily unavailable." });
        case "66":
          res.writeHead(200, { "content-type": "text/html" });
          return res.end("<html><body>Maintenance</body></html>");
        case "77":
          hanging.add(res);
          return;
      }
      const id = `app-${randomBytes(8).toString("hex")}`;
      const code = scenario(phone);
      const finalStatus = code === "11" || code === "88" ? "ERROR" : code === "99" ? "PENDING" : "SUCCESS";
      const status = code === "88" ? "ERROR" : "PENDING";
      applications.set(id, { status, finalStatus, order_id: b.order_id as string });
      return json(res, 201, { application_id: id, status });
    }
    const match = /^\/api\/v1\/orders\/([^/]+)\/status$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const application = applications.get(decodeURIComponent(match[1] as string));
      if (!application) return json(res, 404, { message: "No such application." });
      application.status = application.finalStatus;
      return json(res, 200, { status: application.status, order_id: application.order_id });
    }
    return json(res, 404, { message: "Not found." });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fake = await startFakeIute(
    process.env.FAKE_IUTE_AGENT_ID ?? "demo-agent",
    process.env.FAKE_IUTE_API_KEY ?? "demo-iute-key",
    Number(process.env.FAKE_IUTE_PORT ?? 0),
  );
  console.info(`fake iute on ${fake.url}`);
}
