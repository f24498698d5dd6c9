import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { isBoard } from "~/lib/board/is-board.ts";
import { startCart, useCartSheetWanted } from "~/lib/cart-store.ts";
import { useT } from "~/lib/i18n.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";
import { useToasterWanted } from "~/lib/toast.ts";
import { ClientGuards } from "./client-guards.tsx";
import { ScrollToTop } from "./floating-widgets.tsx";
import { Header } from "./header.tsx";
import { MobileBar } from "./mobile-bar.tsx";
import { type ModalName, ModalProvider, useModals } from "./modal-host.tsx";
import { AuthChannelListener, LoginOpener, NoticeToast } from "./notice-toast.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { ShopPopups } from "./shop-popup.tsx";

/**
 * The footer is far below the fold on every page: its server HTML (plain links) shows at once, its
 * code loads and hydrates as it nears the screen, so it is not part of any page's first load.
 */
const Footer = lazyBlock(() => import("./footer.tsx").then((m) => m.Footer));

// Only needed once a shopper opens them: loaded on first use, not with the page.
const DrawerMenu = lazy(() => import("./drawer-menu.tsx").then((m) => ({ default: m.DrawerMenu })));
const SearchModal = lazy(() => import("./search-modal.tsx").then((m) => ({ default: m.SearchModal })));
const LoginModal = lazy(() => import("../account/login-modal.tsx").then((m) => ({ default: m.LoginModal })));
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));
const CartSheet = lazy(() => import("../cart/cart-sheet.tsx").then((m) => ({ default: m.CartSheet })));

/** True from the first time the modal is opened (it stays mounted so it can animate closed). */
function useOpenedOnce(name: ModalName): boolean {
  const { active } = useModals();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (active === name) setOpened(true);
  }, [active, name]);
  return opened || active === name;
}

function Modals({ site }: { site: SiteContext }) {
  const drawer = useOpenedOnce("drawer");
  const search = useOpenedOnce("search");
  const login = useOpenedOnce("login");
  const toaster = useToasterWanted();
  const cartSheet = useCartSheetWanted();
  return (
    <Suspense fallback={null}>
      {cartSheet && !isBoard ? <CartSheet /> : null}
      {drawer ? <DrawerMenu site={site} /> : null}
      {search ? <SearchModal /> : null}
      {login ? <LoginModal /> : null}
      {toaster ? (
        <Toaster
          position="bottom-center"
          visibleToasts={1}
          closeButton
          offset={{ bottom: "var(--sf-toast-bottom)" }}
          mobileOffset={{ bottom: "var(--sf-toast-bottom)" }}
        />
      ) : null}
    </Suspense>
  );
}

/** Loads the visitor's cart after the page starts (for the counters), once per language. */
function CartStarter({ lang }: { lang: string }) {
  useEffect(() => startCart(lang), [lang]);
  return null;
}

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
      {/* The header, the page and the phone's bar each hydrate in a task of their own right after
          the page's frame: one task for all of them blocked a phone for up to 200 ms (decision
          0065). */}
      <HydrateOnVisible id="header" soon className="contents">
        <Header site={site} mobileBar={mobileBar} />
      </HydrateOnVisible>
      <LoginOpener signedIn={site.signedIn} />
      <main id="content" className="flex-1">
        <HydrateOnVisible id="page" soon className="contents">
          {children}
        </HydrateOnVisible>
      </main>
      <HydrateOnVisible id="footer" load={Footer.preload}>
        <Footer site={site} />
      </HydrateOnVisible>
      {mobileBar ? (
        <HydrateOnVisible id="mobile-bar" soon className="contents">
          <MobileBar settings={site.settings} />
        </HydrateOnVisible>
      ) : null}
      <ScrollToTop />
      <Modals site={site} />
      <ProgressBar />
      <ScrollManager />
      <ClientGuards />
      {/* The board has no cart (decision 0060). */}
      {isBoard ? null : <CartStarter lang={site.lang} />}
      <NoticeToast />
      <ShopPopups site={site} />
      <AuthChannelListener signedIn={site.signedIn} lang={site.lang} />
    </ModalProvider>
  );
}
