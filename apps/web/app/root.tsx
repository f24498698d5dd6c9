import { localeEntry } from "@sf/i18n";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, type ShouldRevalidateFunctionArgs, useMatches } from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Chrome } from "./components/chrome/chrome.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { SiteBodyScripts, SiteHead } from "./components/site-head.tsx";
import { EARLY_CLICK_SCRIPT, HydrateOnVisible } from "./components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "./components/ui/lazy-block.ts";
import { useSite } from "./lib/i18n.ts";
import { useNonce } from "./lib/nonce.ts";
import { MESSAGES_URL } from "./lib/page-messages.ts";
import { loadSiteContext } from "./lib/site-context.server.ts";
import { loadSiteData } from "./lib/site-data.ts";

/**
 * The cookie banner works as a plain form before (and without) hydration, so its code stays out
 * of the pages' first load (decision 0037).
 */
const ConsentBanner = lazyBlock(() =>
  import("./components/consent/consent-banner.tsx").then((m) => m.ConsentBanner),
);

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSiteContext(request, params.lang);
}

/**
 * When the root's data is loaded again in the browser (another language), the site data it names
 * is fetched before the page renders with it. The first page's was loaded before hydration
 * (entry.client).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadSiteData(data.siteData);
  return data;
}

/** Revalidate the chrome only when the language changes, not on every navigation. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  const lang = site?.lang ?? "ro";
  const matches = useMatches();
  const nonce = useNonce();
  const ignoreLayout = matches.some((m) => (m.data as { ignoreLayout?: boolean } | undefined)?.ignoreLayout);
  const dark = site
    ? site.settings.colors.dark_theme || site.settings.mainUiInterface.mainTheme === "dark_theme"
    : false;
  return (
    <html
      lang={lang}
      dir={localeEntry(lang).dir}
      className={dark ? "dark" : undefined}
      data-theme={site?.theme}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React's server renderer writes it here, before the <title>, <meta>
            and <link> tags it hoists; Preact hydrates <head> in tree order (decision 0012). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        {/* The page language's UI messages, which the browser needs to hydrate (entry.client). Low
            priority, as the modules that hydrate: the page's images and font come first. */}
        {site ? (
          <link
            rel="preload"
            href={MESSAGES_URL[site.lang]}
            as="fetch"
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        ) : null}
        {/* The shop's settings, footer and menu, which the browser also needs to hydrate. */}
        {site ? (
          <link
            rel="preload"
            href={site.siteData}
            as="fetch"
            crossOrigin="anonymous"
            fetchPriority="low"
            data-site-data=""
          />
        ) : null}
        <Links />
        {site ? (
          <SiteHead settings={site.settings} consent={site.consent} />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {/* Holds a press on a button made before the client entry has run (hydrate-on-visible.tsx). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-surface font-sans text-ink antialiased">
        {site ? (
          <SiteBodyScripts settings={site.settings} consent={site.consent} location="body_start" />
        ) : null}
        {site && !ignoreLayout ? (
          <Chrome site={site}>{children}</Chrome>
        ) : (
          <main id="content">{children}</main>
        )}
        {/* Until the visitor chooses: fixed at the bottom, so nothing in the page moves. */}
        {site && !site.consent ? (
          <HydrateOnVisible id="consent-banner" load={ConsentBanner.preload}>
            <ConsentBanner />
          </HydrateOnVisible>
        ) : null}
        <Scripts nonce={nonce} />
        {site ? (
          <SiteBodyScripts settings={site.settings} consent={site.consent} location="body_end" />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
