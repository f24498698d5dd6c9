import { PassThrough } from "node:stream";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  useRouteError,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorPage, ErrorPageFallback } from "../app/components/error-page.tsx";

const SECRET = "connect ECONNREFUSED 10.0.0.5:5432 (password=hunter2)";

/**
 * Renders a page whose loader fails the given way, as the server renders it, to the last byte:
 * what the visitor sees. (The hydration data React Router adds holds the error too, reduced to
 * "Unexpected Server Error" in production; framework-ssr.test.tsx checks that.)
 */
async function renderFailing(fail: () => never): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/ro/*",
      loader: fail,
      Component: () => null,
      ErrorBoundary: () => <ErrorPage error={useRouteError()} />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://shop.test/ro/product/x"));
  if (context instanceof Response) throw new Error("the loader redirected");
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("the error page", () => {
  it("shows visitors the status and a generic message, never an error's message or stack", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error(SECRET);
    const html = await renderFailing(() => {
      throw error;
    });
    expect(html).toContain(">500<");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("ECONNREFUSED");
    expect(html).not.toContain("error-page.test"); // no stack frame
    // the server's log keeps it for the operators
    expect(logged).toHaveBeenCalledWith(error);
    logged.mockRestore();
  });

  it("says what a thrown 404 response means", async () => {
    const html = await renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(html).toContain(">404<");
  });

  it("falls back to the same words for any error when the page itself fails", () => {
    const html = renderToStaticMarkup(
      // the props react-error-boundary passes its fallback
      <ErrorPageFallback {...({ error: new Error(SECRET), resetErrorBoundary: () => {} } as object)} />,
    );
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("hunter2");
  });
});
