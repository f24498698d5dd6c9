import type { MouseEvent } from "react";
import { Form, Link, useLocation } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { isBoard } from "~/lib/board/is-board.ts";
import { openCartSheet, useCartLineCount } from "~/lib/cart-store.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import { useLoginHref } from "~/lib/login-href.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";
import { HydrateOnVisible } from "../ui/hydrate-on-visible.tsx";
import { lazyBlock } from "../ui/lazy-block.ts";
import { CallUs } from "./floating-widgets.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { type LocalList, useLocalListCount } from "./local-lists.ts";
import { useModals } from "./modal-host.tsx";

// Hidden below the lg breakpoint: its code (Radix's navigation menu) loads where it shows.
const NavBar = lazyBlock(() => import("./nav-bar.tsx").then((m) => m.NavBar));

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function Logo({ site }: { site: SiteContext }) {
  const href = useHref();
  const { settings } = site;
  const logo = settings.colors.dark_theme
    ? (settings.logo.logoDark ?? settings.logo.siteLogo)
    : settings.logo.siteLogo;
  return (
    <Link
      to={href("/")}
      className="flex shrink-0 items-center gap-2 font-heading text-xl font-bold leading-none sm:text-2xl"
    >
      {logo ? (
        <img src={logo} alt={settings.project} className="h-10 w-auto sm:h-12" />
      ) : (
        <span>{settings.project}</span>
      )}
    </Link>
  );
}

function Counter({
  list,
  label,
  to,
  icon,
  desktopOnly = false,
}: {
  list: LocalList;
  label: string;
  to: string;
  icon: IconName;
  desktopOnly?: boolean;
}) {
  const localCount = useLocalListCount(list);
  const cartCount = useCartLineCount();
  const count = list === "cart" ? cartCount : localCount;
  const { pathname } = useLocation();
  // The cart opens as a slide-out (the link stays for a page not yet started and for the cart page).
  const onClick =
    list === "cart"
      ? (event: MouseEvent) => {
          if (pathname.endsWith("/cart") || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          openCartSheet();
        }
      : undefined;
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-haspopup={list === "cart" ? "dialog" : undefined}
      className={`relative size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink ${
        desktopOnly ? "hidden md:inline-flex" : "inline-flex"
      }`}
    >
      <Icon name={icon} className="size-6" />
      <span className="sr-only">{label}</span>
      <span
        data-counter={list}
        className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-on-primary"
      >
        {count}
      </span>
    </Link>
  );
}

/** The board's search is its listing with filters: a link to it rather than the product search. */
function BoardSearchEntry() {
  const t = useT();
  const href = useHref();
  return (
    <Link
      to={href("/adverts")}
      className="inline-flex h-11 items-center gap-2 rounded-button px-3 font-semibold hover:bg-surface-alt hover:text-ink"
      data-testid="adverts-link"
    >
      <Icon name="search" className="size-6" />
      <span className="hidden sm:inline">{t("board.findAdverts")}</span>
      <span className="sr-only sm:hidden">{t("board.findAdverts")}</span>
    </Link>
  );
}

function SearchEntry({ wide }: { wide: boolean }) {
  const t = useT();
  const { open } = useModals();
  if (isBoard) return <BoardSearchEntry />;
  return wide ? (
    <button
      type="button"
      onClick={() => open("search")}
      className="hidden h-11 flex-1 items-center gap-2 rounded-button border border-line bg-surface px-4 text-left text-muted md:flex"
    >
      <Icon name="search" className="size-5" />
      {t("search.placeholder")}
    </button>
  ) : (
    <button
      type="button"
      onClick={() => open("search")}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink"
    >
      <Icon name="search" className="size-6" />
      <span className="sr-only">{t("search.open")}</span>
    </button>
  );
}

/** Sign-in, or the customer's account (a sign-out button when the shop has no cabinet). */
function AccountLink() {
  const t = useT();
  const href = useHref();
  const site = useSite();
  const location = useLocation();
  const { open } = useModals();
  const className =
    "inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink";
  // A board member's page is their profile (it signs out too); a shop without a cabinet signs out here.
  if (site?.signedIn && !isBoard && !site.settings.additional_settings.is_user_cabinet) {
    return (
      <Form method="post" action={href("/logout")} reloadDocument>
        <button type="submit" className={className} data-testid="account-link">
          <Icon name="log-out" className="size-6" />
          <span className="sr-only">{t("account.logout")}</span>
        </button>
      </Form>
    );
  }
  const loginHref = useLoginHref();
  const onLoginPage = location.pathname.endsWith("/login");
  return (
    <Link
      to={site?.signedIn ? href(isBoard ? "/profile" : "/account") : onLoginPage ? href("/login") : loginHref}
      onClick={(event) => {
        // With JavaScript a guest signs in in the dialog, staying on this page.
        if (site?.signedIn || onLoginPage) return;
        event.preventDefault();
        open("login");
      }}
      className={className}
      data-testid="account-link"
      data-signed-in={site?.signedIn ? "true" : "false"}
    >
      <Icon name="user-round" className="size-6" />
      <span className="sr-only">{t(site?.signedIn ? "chrome.account" : "chrome.login")}</span>
    </Link>
  );
}

/** Counters, and the call-us button on phones when the shop hides the bottom bar that holds it. */
function Counters({ callUs }: { callUs: boolean }) {
  const t = useT();
  const site = useSite();
  return (
    <div className="flex items-center gap-1">
      {callUs && site ? (
        <CallUs
          settings={site.settings}
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink md:hidden"
        >
          <Icon name="phone" className="size-6" />
          <span className="sr-only">{t("chrome.callUs")}</span>
        </CallUs>
      ) : null}
      {/* The board has no compare or cart: its own links (issue 17). */}
      {isBoard ? <BoardLinks /> : null}
      <AccountLink />
      {isBoard ? null : <ShopCounters />}
    </div>
  );
}

/**
 * The board's header links: "add advert" for everyone (a guest signs in first), and a member's
 * own adverts and saved adverts.
 */
function BoardLinks() {
  const t = useT();
  const href = useHref();
  const site = useSite();
  const round =
    "relative hidden size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink md:inline-flex";
  return (
    <>
      <Link
        to={href("/my-adverts/new")}
        className="btn btn-primary inline-flex min-h-11 items-center gap-1 px-3"
        data-testid="add-advert"
      >
        <Icon name="plus" className="size-5" />
        <span className="hidden sm:inline">{t("board.addAdvert")}</span>
        <span className="sr-only sm:hidden">{t("board.addAdvert")}</span>
      </Link>
      {site?.signedIn ? (
        <>
          <Link to={href("/my-adverts")} className={round} data-testid="my-adverts-link">
            <Icon name="folder-open" className="size-6" />
            <span className="sr-only">{t("owner.title")}</span>
          </Link>
          <Link to={href("/favorites")} className={round} data-testid="favourites-link">
            <Icon name="heart" className="size-6" />
            <span className="sr-only">{t("owner.favourites")}</span>
          </Link>
        </>
      ) : null}
    </>
  );
}

function ShopCounters() {
  const t = useT();
  const href = useHref();
  return (
    <>
      <Counter
        list="compare"
        label={t("chrome.compare")}
        to={href("/compare")}
        icon="chart-column"
        desktopOnly
      />
      <Counter
        list="favorites"
        label={t("chrome.favorites")}
        to={href("/favorites")}
        icon="heart"
        desktopOnly
      />
      <Counter list="cart" label={t("chrome.cart")} to={href("/cart")} icon="shopping-cart" />
    </>
  );
}

/** The board's navigation bar: its adverts and the site's own pages (the shop's menu is categories). */
function BoardNav() {
  const t = useT();
  const href = useHref();
  const links = [
    ["/adverts", t("board.advertsTitle")],
    ["/about", t("pages.about")],
    ["/articles", t("articles.title")],
    ["/contacts", t("pages.contacts")],
  ] as const;
  return (
    <nav aria-label={t("board.mainNav")} className="hidden bg-nav text-on-nav lg:block">
      <ul className="mx-auto flex h-nav max-w-7xl items-center gap-6 px-4 font-semibold">
        {links.map(([path, label]) => (
          <li key={path}>
            <Link to={href(path)} className="hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Burger() {
  const t = useT();
  const { openDrawer } = useModals();
  return (
    <button
      type="button"
      onClick={() => openDrawer("menu")}
      className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-alt hover:text-ink"
      aria-haspopup="dialog"
    >
      <Icon name="menu" className="size-6" />
      <span className="sr-only">{t("chrome.openMenu")}</span>
    </button>
  );
}

/**
 * Top bar, header and navigation bar; fixed or static by settings. The header row has three
 * layouts: the theme's, unless the shop's `header_view_type` picks another (decision 0042).
 */
export function Header({ site, mobileBar }: { site: SiteContext; mobileBar: boolean }) {
  const t = useT();
  const phone = site.settings.phones.main;
  const sticky = site.settings.additional_settings.header_style === "fixed";
  const layout = site.viewTypes.header;
  return (
    <header
      data-header-view={layout}
      className={`${sticky ? "sticky top-0" : ""} z-40 bg-header text-on-header shadow-sm`}
    >
      <div className="hidden bg-topbar text-on-topbar md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1 text-sm">
          <div className="flex items-center gap-4">
            {phone ? (
              <a
                href={telHref(phone)}
                className="inline-flex items-center gap-1 font-semibold hover:underline"
              >
                <Icon name="phone" className="size-4" />
                <span className="sr-only">{t("chrome.phone")}: </span>
                {phone}
              </a>
            ) : null}
            {site.settings.phones.support ? (
              <span>
                {t("chrome.support")}: {site.settings.phones.support}
              </span>
            ) : null}
            <CallUs settings={site.settings} className="inline-flex items-center gap-1 hover:underline">
              {t("chrome.callUs")}
              <Icon name="chevron-down" className="size-4" />
            </CallUs>
          </div>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="mx-auto flex h-header-sm max-w-7xl items-center gap-3 px-4 lg:h-header">
        {layout === "centered" ? (
          <>
            <Burger />
            <SearchEntry wide={false} />
            <div className="flex flex-1 justify-center">
              <Logo site={site} />
            </div>
            <LanguageSwitcher className="hidden sm:block md:hidden" />
            <Counters callUs={!mobileBar} />
          </>
        ) : layout === "compact" ? (
          <>
            <Burger />
            <Logo site={site} />
            <div className="flex-1" />
            <SearchEntry wide={false} />
            <LanguageSwitcher className="hidden sm:block md:hidden" />
            <Counters callUs={!mobileBar} />
          </>
        ) : (
          <>
            <Burger />
            <Logo site={site} />
            <SearchEntry wide />
            <div className="flex-1 md:hidden" />
            <LanguageSwitcher className="hidden sm:block md:hidden" />
            <Counters callUs={!mobileBar} />
          </>
        )}
      </div>
      {isBoard ? (
        <BoardNav />
      ) : (
        // Hidden below the lg breakpoint: loaded and hydrated only where it shows.
        <HydrateOnVisible id="nav-bar" load={NavBar.preload} plainLinks>
          <NavBar menu={site.menu} />
        </HydrateOnVisible>
      )}
    </header>
  );
}
