import { themeConfigs } from "@sf/themes";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";
import type { SiteMenuItem } from "~/lib/site-context.server.ts";

const theme = themeConfigs[__THEME__];

const itemStyle: Record<typeof theme.nav, string> = {
  bar: "px-2.5 py-2 font-semibold hover:underline underline-offset-4",
  underline: "px-2.5 py-2 border-b-2 border-transparent hover:border-current",
  pills: "px-3 py-1.5 rounded-full hover:bg-surface hover:text-ink",
};

/** A pointer resting on a category opens its submenu after this long; leaving closes it after... */
const OPEN_DELAY_MS = 150;
/** ...this long, time enough to cross from the bar to the submenu below it. */
const CLOSE_DELAY_MS = 300;

/**
 * The navigation bar (desktop): the menu tree's top level as links to their categories, which
 * work before the bar hydrates and without JavaScript. A category with children also has a small
 * button that opens its submenu (the WAI-ARIA disclosure navigation pattern); once hydrated, a
 * mouse resting on the category opens it too. Escape, a press or focus elsewhere, or following a
 * link closes it.
 *
 * A long menu scrolls sideways inside the 46 px bar; a submenu is placed against the bar's
 * container (the scrolling list is not positioned), so the list never clips it. Submenus are
 * rendered only when open, so pages do not carry every subcategory link.
 *
 * Not Radix's NavigationMenu: its triggers are buttons (nothing to follow before hydration), and
 * an open menu adds focusable `aria-hidden` focus proxies (axe: aria-hidden-focus).
 */
export function NavBar({ menu }: { menu: SiteMenuItem[] }) {
  const href = useHref();
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const openLater = (next: number | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(next), delay);
  };
  const toggleNow = (next: number | null) => {
    clearTimeout(timer.current);
    setOpenId(next);
  };

  // Following a link closes the submenu.
  useEffect(() => toggleNow(null), [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A press or focus outside the open category closes it.
  useEffect(() => {
    if (openId === null) return;
    const item = nav.current?.querySelector(`[data-nav-item="${openId}"]`);
    const outside = (event: Event) => {
      if (!(event.target instanceof Node) || !item?.contains(event.target)) toggleNow(null);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [openId]);

  if (!menu.length) return null;
  const mouse = (event: PointerEvent) => event.pointerType === "mouse";
  return (
    <div className="hidden h-nav bg-nav text-on-nav lg:block">
      <nav ref={nav} aria-label={t("chrome.catalog")} className="relative mx-auto h-full max-w-7xl px-4">
        <ul className="flex h-nav items-center gap-1 overflow-x-auto whitespace-nowrap text-sm [scrollbar-width:thin]">
          {menu.map((item) => {
            const link = (
              <Link to={href(item.url)} className={`block ${itemStyle[theme.nav]}`}>
                {item.title}
              </Link>
            );
            if (!item.subcategories.length) return <li key={item.id}>{link}</li>;
            const open = openId === item.id;
            const panelId = `nav-submenu-${item.id}`;
            return (
              <li
                key={item.id}
                data-nav-item={item.id}
                className="flex items-center"
                onPointerEnter={(event) =>
                  mouse(event) && openLater(item.id, openId === null ? OPEN_DELAY_MS : 0)
                }
                onPointerLeave={(event) => mouse(event) && openLater(null, CLOSE_DELAY_MS)}
                onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => {
                  if (event.key !== "Escape" || !open) return;
                  toggleNow(null);
                  event.currentTarget.querySelector("button")?.focus();
                }}
              >
                {link}
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => toggleNow(open ? null : item.id)}
                  className="-ml-1.5 inline-flex size-7 items-center justify-center rounded hover:bg-surface hover:text-ink"
                >
                  <Icon name="chevron-down" className={`size-4 ${open ? "rotate-180" : ""}`} />
                  <span className="sr-only">{t("chrome.subcategoriesOf", { category: item.title })}</span>
                </button>
                {open ? (
                  <div
                    id={panelId}
                    className="absolute left-4 top-full z-30 mt-1 rounded-card border border-line bg-surface p-3 text-ink shadow-lg"
                  >
                    <p className="mb-2 px-3 font-heading text-lg font-bold">{item.title}</p>
                    <ul className="grid w-max min-w-80 max-w-2xl gap-1 whitespace-nowrap sm:grid-cols-2">
                      <li>
                        <Link
                          to={href(item.url)}
                          className="block rounded px-3 py-2 font-semibold hover:bg-surface-alt"
                        >
                          {t("chrome.allInCategory", { category: item.title })}
                        </Link>
                      </li>
                      {item.subcategories.map((child) => (
                        <li key={child.id}>
                          <Link to={href(child.url)} className="block rounded px-3 py-2 hover:bg-surface-alt">
                            {child.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
