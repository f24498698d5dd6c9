import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A fake reCAPTCHA for the browser tests: the script (`/recaptcha/api.js`, also as
 * `enterprise.js`) with `grecaptcha.render/execute/ready/reset`, whose checkbox is a button
 * ("I'm not a robot") and whose invisible and score checks answer at once; and `siteverify`,
 * which checks the secret and takes the tokens the script hands out (`pass`, `pass:<action>`).
 * Run as a program (`FAKE_RECAPTCHA_PORT`, `FAKE_RECAPTCHA_SECRET`) or started by a test.
 */
const SCRIPT = `(function () {
  var widgets = [];
  function api() {
    return {
      ready: function (cb) { setTimeout(cb, 0); },
      render: function (el, opts) {
        var id = widgets.push(opts) - 1;
        if (opts.size !== "invisible") {
          var b = document.createElement("button");
          b.type = "button";
          b.textContent = "I'm not a robot";
          b.setAttribute("aria-pressed", "false");
          b.onclick = function () { b.setAttribute("aria-pressed", "true"); opts.callback("pass"); };
          el.appendChild(b);
        }
        return id;
      },
      execute: function (idOrKey, o) {
        if (typeof idOrKey === "number") {
          var w = widgets[idOrKey];
          setTimeout(function () { w.callback("pass"); }, 0);
          return undefined;
        }
        return Promise.resolve("pass:" + ((o && o.action) || ""));
      },
      reset: function (id) {
        var w = widgets[id];
        if (w && w.el) w.el.setAttribute("aria-pressed", "false");
      }
    };
  }
  window.grecaptcha = api();
  window.grecaptcha.enterprise = api();
})();`;

export type FakeRecaptcha = {
  url: string;
  verified: { token: string; ok: boolean }[];
  close(): Promise<void>;
};

export async function startFakeRecaptcha(secret: string, port = 0): Promise<FakeRecaptcha> {
  const verified: FakeRecaptcha["verified"] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/health") return res.end("ok");
    if (url.pathname === "/recaptcha/api.js" || url.pathname === "/recaptcha/enterprise.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      return res.end(SCRIPT);
    }
    if (url.pathname === "/recaptcha/api/siteverify" && req.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const token = form.get("response") ?? "";
      const ok = form.get("secret") === secret && /^pass(:|$)/.test(token);
      verified.push({ token, ok });
      res.writeHead(200, { "content-type": "application/json" });
      const action = token.split(":")[1] ?? null;
      return res.end(
        JSON.stringify(
          ok
            ? { success: true, score: 0.9, action }
            : { success: false, "error-codes": ["invalid-input-response"] },
        ),
      );
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    verified,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fake = await startFakeRecaptcha(
    process.env.FAKE_RECAPTCHA_SECRET ?? "fake-recaptcha-secret",
    Number(process.env.FAKE_RECAPTCHA_PORT ?? 0),
  );
  console.info(`fake reCAPTCHA on ${fake.url}`);
}
