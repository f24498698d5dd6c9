import { themeConfigs } from "@sf/themes";
import { NavigationMenu } from "radix-ui";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";
import type { SiteMenuItem } from "~/lib/site-context.server.ts";

const theme = themeConfigs[__THEME__];

const itemStyle: Record<typeof theme.nav, string> = {
  bar: "px-2.5 py-2 font-semibold hover:underline underline-offset-4",
  underline: "px-2.5 py-2 border-b-2 border-transparent hover:border-current",
  pills: "px-3 py-1.5 rounded-full hover:bg-surface hover:text-ink",
};

/**
 * The navigation bar (desktop): the menu tree's top level, with submenus for children. A long
 * menu scrolls sideways inside the 46 px bar; submenus open in a viewport below the bar so the
 * scrolling list never clips them.
 */
export function NavBar({ menu }: { menu: SiteMenuItem[] }) {
  const href = useHref();
  const t = useT();
  if (!menu.length) return null;
  return (
    <div className="hidden h-nav bg-nav text-on-nav lg:block">
      <NavigationMenu.Root
        aria-label={t("chrome.catalog")}
        className="relative mx-auto h-full max-w-7xl px-4"
      >
        <NavigationMenu.List className="flex h-nav items-center gap-1 overflow-x-auto whitespace-nowrap text-sm [scrollbar-width:thin]">
          {menu.map((item) =>
            item.subcategories.length ? (
              <NavigationMenu.Item key={item.id}>
                <NavigationMenu.Trigger className={`flex items-center gap-1 ${itemStyle[theme.nav]}`}>
                  {item.title}
                  <Icon name="chevron-down" className="size-4" />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="p-3">
                  <p className="mb-2 px-3 font-heading text-lg font-bold">{item.title}</p>
                  <ul className="grid w-max min-w-80 max-w-2xl gap-1 whitespace-nowrap sm:grid-cols-2">
                    <li>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={href(item.url)}
                          className="block rounded px-3 py-2 font-semibold hover:bg-surface-alt"
                        >
                          {t("chrome.allInCategory", { category: item.title })}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                    {item.subcategories.map((child) => (
                      <li key={child.id}>
                        <NavigationMenu.Link asChild>
                          <Link to={href(child.url)} className="block rounded px-3 py-2 hover:bg-surface-alt">
                            {child.title}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </NavigationMenu.Content>
              </NavigationMenu.Item>
            ) : (
              <NavigationMenu.Item key={item.id}>
                <NavigationMenu.Link asChild>
                  <Link to={href(item.url)} className={`block ${itemStyle[theme.nav]}`}>
                    {item.title}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ),
          )}
        </NavigationMenu.List>
        <div className="absolute left-4 top-full z-30">
          <NavigationMenu.Viewport className="mt-1 h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-card border border-line bg-surface text-ink shadow-lg" />
        </div>
      </NavigationMenu.Root>
    </div>
  );
}
