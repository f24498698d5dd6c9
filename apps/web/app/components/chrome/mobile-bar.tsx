import type { GlobalSiteSettings } from "@sf/contract";
import { NavLink } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { isBoard } from "~/lib/board/is-board.ts";
import { useCartLineCount } from "~/lib/cart-store.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { CallUs } from "./floating-widgets.tsx";
import { useModals } from "./modal-host.tsx";

const itemClass = "flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium";

/**
 * The mobile bottom bar (below lg); hidden when mainUiInterface.mobileBarUiType is "hide".
 * The call-us widget is one of its items, so nothing floats over the page (decision 0033).
 */
export function MobileBar({ settings }: { settings: GlobalSiteSettings }) {
  const t = useT();
  const href = useHref();
  const { openDrawer, open } = useModals();
  return (
    <nav
      aria-label={t("chrome.mobileBar")}
      className="fixed inset-x-0 bottom-0 z-40 flex h-mobile-bar border-t border-line bg-header text-on-header lg:hidden"
    >
      <NavLink to={href("/")} end className={itemClass}>
        <Icon name="house" className="size-6" />
        {t("chrome.home")}
      </NavLink>
      {isBoard ? (
        // The board: its adverts (the search is the listing's filters); no catalogue, no cart.
        <NavLink to={href("/adverts")} className={itemClass}>
          <Icon name="search" className="size-6" />
          {t("board.advertsShort")}
        </NavLink>
      ) : (
        <>
          <button type="button" className={itemClass} onClick={() => openDrawer("catalog")}>
            <Icon name="layout-grid" className="size-6" />
            {t("chrome.catalog")}
          </button>
          <button type="button" className={itemClass} onClick={() => open("search")}>
            <Icon name="search" className="size-6" />
            {t("search.short")}
          </button>
          <CartLink />
        </>
      )}
      <CallUs settings={settings} className={itemClass}>
        <Icon name="phone" className="size-6" />
        {t("chrome.call")}
      </CallUs>
      <button type="button" className={itemClass} onClick={() => openDrawer("menu")}>
        <Icon name="menu" className="size-6" />
        {t("chrome.menu")}
      </button>
    </nav>
  );
}

function CartLink() {
  const t = useT();
  const href = useHref();
  const cartCount = useCartLineCount();
  return (
    <NavLink to={href("/cart")} className={itemClass}>
      <span className="relative">
        <Icon name="shopping-cart" className="size-6" />
        <span className="absolute -right-3 -top-2 min-w-5 rounded-full bg-primary px-1 text-center text-[11px] font-bold leading-5 text-on-primary">
          {cartCount}
        </span>
      </span>
      {t("chrome.cart")}
    </NavLink>
  );
}
