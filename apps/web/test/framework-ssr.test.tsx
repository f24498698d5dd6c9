import type { ReactNode } from "react";
import { Suspense } from "react";
import {
  Await,
  createRequestHandler,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ServerBuild,
  useLoaderData,
  useRouteError,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorPage } from "../app/components/error-page.tsx";
import * as entry from "../app/entry.server.tsx";
import { useNonce } from "../app/lib/nonce.ts";

/**
 * Our entry.server.tsx inside React Router's real request handler, in production mode, with a
 * root like ours (<Scripts nonce>) and pages that stream deferred data and fail.
 */
const SECRET = "connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)";

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ro">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: "window.snippet=1" }} />
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  );
}

function Streamed() {
  const { later } = useLoaderData() as { later: Promise<string> };
  return (
    <Suspense fallback={<p>loading</p>}>
      <Await resolve={later}>{(value) => <p>{value}</p>}</Await>
    </Suspense>
  );
}

const route = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: "/assets/x.js",
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
  imports: [],
  css: [],
});

const build = {
  entry: { module: entry },
  routes: {
    root: {
      id: "root",
      path: "",
      module: {
        Layout,
        default: () => <Outlet />,
        ErrorBoundary: () => <ErrorPage error={useRouteError()} />,
        loader: () => null,
      },
    },
    failing: {
      id: "failing",
      parentId: "root",
      path: "ro/failing",
      module: {
        default: () => null,
        loader: () => {
          throw new Error(SECRET);
        },
      },
    },
    streamed: {
      id: "streamed",
      parentId: "root",
      path: "ro/streamed",
      module: {
        default: Streamed,
        loader: () => ({ later: new Promise((resolve) => setTimeout(() => resolve("arrived later"), 30)) }),
      },
    },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: route("root", ""),
      failing: route("failing", "ro/failing", "root"),
      streamed: route("streamed", "ro/streamed", "root"),
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, "production");
const NONCE = "dGVzdC1ub25jZS0xMjM0NQ==";
const render = (path: string) => handler(new Request(`http://shop.test${path}`), { cspNonce: NONCE });

/** Every executable script: the ones a CSP governs (JSON-LD and other data blocks are not). */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));

describe("server rendering with the CSP nonce", () => {
  it("puts the nonce on every script React, React Router and our components write, streamed ones too", async () => {
    const res = await render("/ro/streamed");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("arrived later");
    const tags = scripts(html);
    // the inline snippet, React Router's context and module scripts, and the streamed data
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
    for (const link of html.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
      expect(link).toContain(`nonce="${NONCE}"`);
  });

  it("shows a failing page's status, not the error, and sends the browser no message either", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await render("/ro/failing");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain(">500<");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("ECONNREFUSED");
    for (const tag of scripts(html)) expect(tag).toContain(`nonce="${NONCE}"`);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
