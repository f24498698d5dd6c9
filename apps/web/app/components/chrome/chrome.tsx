import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { useT } from "~/lib/i18n.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";
import { ClientGuards } from "./client-guards.tsx";
import { DrawerMenu } from "./drawer-menu.tsx";
import { CallUs, ScrollToTop } from "./floating-widgets.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { MobileBar } from "./mobile-bar.tsx";
import { ModalProvider } from "./modal-host.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { SearchModal } from "./search-modal.tsx";

/** The page chrome around every page, all of it driven by the site's settings. */
export function Chrome({ site, children }: { site: SiteContext; children: ReactNode }) {
  const t = useT();
  const mobileBar = site.settings.mainUiInterface.mobileBarUiType !== "hide";
  return (
    <ModalProvider>
      <a
        href="#content"
        className="sr-only z-50 rounded bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("chrome.skipToContent")}
      </a>
      <Header site={site} />
      <main id="content" className="flex-1">
        {children}
      </main>
      <Footer site={site} />
      {mobileBar ? <MobileBar /> : null}
      <CallUs settings={site.settings} raised={mobileBar} />
      <ScrollToTop raised={mobileBar} />
      <DrawerMenu site={site} />
      <SearchModal />
      <Toaster position="top-center" richColors closeButton />
      <ProgressBar />
      <ScrollManager />
      <ClientGuards />
    </ModalProvider>
  );
}
