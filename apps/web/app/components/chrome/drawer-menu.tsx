import { Accordion, Dialog, Tabs } from "radix-ui";
import { Link } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { isBoard } from "~/lib/board/is-board.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";
import { telHref } from "./header.tsx";
import { MenuIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useModals } from "./modal-host.tsx";

/** The drawer menu with its two tabs: site menu and catalogue. */
export function DrawerMenu({ site }: { site: SiteContext }) {
  const t = useT();
  const href = useHref();
  const { active, drawerTab, openDrawer, close } = useModals();
  const pages = [
    ...(isBoard ? ([["/adverts", t("board.advertsTitle")]] as const) : []),
    ["/about", t("pages.about")],
    ["/delivery", t("pages.delivery")],
    ["/contacts", t("pages.contacts")],
    ["/terms", t("pages.terms")],
    ["/policy", t("pages.policy")],
    ["/cookies", t("pages.cookies")],
  ] as const;
  return (
    <Dialog.Root open={active === "drawer"} onOpenChange={(open) => (open ? openDrawer(drawerTab) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-ink/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-modal flex w-[min(24rem,90vw)] flex-col bg-surface text-ink shadow-xl">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="font-heading text-lg font-bold">{site.settings.project}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t("chrome.drawerDescription")}</Dialog.Description>
          <Tabs.Root value={drawerTab} onValueChange={openDrawer} className="flex min-h-0 flex-1 flex-col">
            {/* The board has no catalogue tab: its adverts are the menu's first link. */}
            <Tabs.List
              aria-label={t("chrome.drawerTabs")}
              className={`grid border-b border-line ${isBoard ? "hidden" : "grid-cols-2"}`}
            >
              <Tabs.Trigger
                value="menu"
                className="py-3 font-semibold data-[state=active]:border-b-2 data-[state=active]:border-secondary"
              >
                {t("chrome.menu")}
              </Tabs.Trigger>
              <Tabs.Trigger
                value="catalog"
                className="py-3 font-semibold data-[state=active]:border-b-2 data-[state=active]:border-secondary"
              >
                {t("chrome.catalog")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="menu" className="flex-1 overflow-y-auto p-4">
              <ul className="space-y-1">
                {pages.map(([path, label]) => (
                  <li key={path}>
                    <Link
                      to={href(path)}
                      onClick={close}
                      className="block rounded px-3 py-2 hover:bg-surface-alt"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              {site.settings.phones.main ? (
                <a href={telHref(site.settings.phones.main)} className="btn btn-primary mt-6 w-full">
                  {t("chrome.callUs")}: {site.settings.phones.main}
                </a>
              ) : null}
              <LanguageSwitcher className="mt-6" />
            </Tabs.Content>
            <Tabs.Content value="catalog" className="flex-1 overflow-y-auto p-2">
              <Accordion.Root type="single" collapsible>
                {site.menu.map((item) =>
                  item.subcategories.length ? (
                    <Accordion.Item key={item.id} value={String(item.id)}>
                      <Accordion.Header>
                        <Accordion.Trigger className="group flex w-full items-center gap-3 rounded px-3 py-3 text-left hover:bg-surface-alt">
                          <MenuIcon name={item.icon} className="size-5 shrink-0" />
                          <span className="flex-1">{item.title}</span>
                          <Icon
                            name="chevron-right"
                            className="size-4 transition-transform group-data-[state=open]:rotate-90"
                          />
                        </Accordion.Trigger>
                      </Accordion.Header>
                      <Accordion.Content>
                        <ul className="mb-2 ml-11 space-y-1">
                          <li>
                            <Link
                              to={href(item.url)}
                              onClick={close}
                              className="block rounded px-2 py-2 font-semibold hover:bg-surface-alt"
                            >
                              {t("chrome.allInCategory", { category: item.title })}
                            </Link>
                          </li>
                          {item.subcategories.map((child) => (
                            <li key={child.id}>
                              <Link
                                to={href(child.url)}
                                onClick={close}
                                className="block rounded px-2 py-2 hover:bg-surface-alt"
                              >
                                {child.title}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </Accordion.Content>
                    </Accordion.Item>
                  ) : (
                    <Link
                      key={item.id}
                      to={href(item.url)}
                      onClick={close}
                      className="flex items-center gap-3 rounded px-3 py-3 hover:bg-surface-alt"
                    >
                      <MenuIcon name={item.icon} className="size-5 shrink-0" />
                      {item.title}
                    </Link>
                  ),
                )}
              </Accordion.Root>
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
