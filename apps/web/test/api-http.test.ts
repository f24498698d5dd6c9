import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiTimeoutError, apiFetch, apiRequest } from "../server/api-http.ts";

/** The storefront's client for its calls to the API (server/api-http.ts), against a real HTTP server. */
type Seen = {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  socket: number;
};
const seen: Seen[] = [];
const sockets = new WeakMap<object, number>();
let socketCount = 0;

const server: Server = createServer((req, res) => {
  let id = sockets.get(req.socket);
  if (id === undefined) {
    id = ++socketCount;
    sockets.set(req.socket, id);
  }
  const socket = id;
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, socket });
    if (req.url === "/json") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ name: "Ceai de tei", price: 12.5 }));
    } else if (req.url === "/chunks") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"items":[');
      setTimeout(() => res.end("1,2,3]}"), 20);
    } else if (req.url === "/slow") {
      setTimeout(() => res.end("late"), 500);
    } else if (req.url === "/cut") {
      res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
      res.write('{"partial":');
      setTimeout(() => res.socket?.destroy(), 20);
    } else if (req.url === "/cookies") {
      res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      res.writeHead(303, { location: "/next" });
      res.end();
    } else if (req.url === "/empty") {
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not here");
    }
  });
});

let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("apiRequest", () => {
  it("sends the method, headers and body, and reads a JSON answer", async () => {
    const answer = await apiRequest(`${base}/json`, {
      method: "POST",
      headers: { token: "site-token", "content-type": "application/json" },
      body: JSON.stringify({ q: "ceai" }),
      timeoutMs: 2000,
    });
    expect(answer.status).toBe(200);
    expect(answer.ok).toBe(true);
    expect(await answer.json()).toEqual({ name: "Ceai de tei", price: 12.5 });
    const request = seen.at(-1) as Seen;
    expect(request).toMatchObject({ method: "POST", url: "/json", body: '{"q":"ceai"}' });
    expect(request.headers.token).toBe("site-token");
    expect(request.headers["content-length"]).toBe("12");
  });

  it("reads an answer that comes in several pieces", async () => {
    const answer = await apiRequest(`${base}/chunks`, { timeoutMs: 2000 });
    expect(await answer.json()).toEqual({ items: [1, 2, 3] });
  });

  it("keeps the connection open for the next call", async () => {
    const first = await apiRequest(`${base}/json`, { timeoutMs: 2000 });
    await first.json();
    const second = await apiRequest(`${base}/json`, { timeoutMs: 2000 });
    await second.json();
    expect(seen.at(-1)?.socket).toBe(seen.at(-2)?.socket);
  });

  it("answers an error status as a value, and lets its body go", async () => {
    const answer = await apiRequest(`${base}/missing`, { timeoutMs: 2000 });
    expect(answer.status).toBe(404);
    expect(answer.ok).toBe(false);
    answer.discard();
    // The connection is usable again once the body is drained.
    const next = await apiRequest(`${base}/json`, { timeoutMs: 2000 });
    expect(next.status).toBe(200);
    await next.json();
  });

  it("gives up on an API that does not answer in time", async () => {
    await expect(apiRequest(`${base}/slow`, { timeoutMs: 100 })).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it("fails the read of an answer cut off midway", async () => {
    const answer = await apiRequest(`${base}/cut`, { timeoutMs: 2000 });
    await expect(answer.json()).rejects.toMatchObject({ code: "ECONNRESET" });
  });

  it("fails on a refused connection", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(apiRequest(`http://127.0.0.1:${port}/json`, { timeoutMs: 2000 })).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
  });

  it("ends the call when the caller's signal aborts", async () => {
    await expect(
      apiRequest(`${base}/slow`, { timeoutMs: 2000, signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
  });
});

describe("apiFetch", () => {
  it("answers as a Response, every Set-Cookie kept and the redirect not followed", async () => {
    const res = await apiFetch(`${base}/cookies`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/next");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(seen.at(-1)?.url).toBe("/cookies");
  });

  it("streams the body and takes an ArrayBuffer to send", async () => {
    const res = await apiFetch(`${base}/json`, {
      method: "POST",
      body: new TextEncoder().encode("x=1").buffer,
    });
    expect(await res.json()).toEqual({ name: "Ceai de tei", price: 12.5 });
    expect(seen.at(-1)?.body).toBe("x=1");
  });

  it("answers 204 without a body", async () => {
    const res = await apiFetch(`${base}/empty`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });
});
