import { infoPageLinks } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { Link } from "react-router";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import type { SiteContext } from "~/lib/site-context.server.ts";
import { telHref } from "./header.tsx";
import { scrollToTop } from "./scroll-to-top.ts";

/**
 * The newsletter form and its bot check load as the footer nears the screen: on most pages the
 * visitor never scrolls that far, and their code stays out of the page's first load.
 */
const FooterForms = lazyBlock(() => import("~/components/forms/footer-forms.tsx").then((m) => m.FooterForms));

const SHOP_PAGES = [
  ["/review", "showcase.reviews.title"],
  ["/gallery", "showcase.gallery.title"],
  ["/partners", "showcase.partners.title"],
  ["/career", "career.title"],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** Viber and Telegram links exist in the settings but are not shown in the footer (spec section 3). */
const HIDDEN_SOCIALS = new Set(["viber", "telegram"]);
const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  twitter: "X",
  linkedin: "LinkedIn",
  odnoklassniki: "OK",
};

/** The information screens' link texts (issue 14); which ones a shop shows is infoPageLinks'. */
const INFO_LINK_TEXT = {
  faq: "info.faq",
  order_guide: "info.orderGuide",
  payment_systems: "info.paymentSystems",
  delivery_services: "info.deliveryServices",
  services: "info.services",
  credit_page: "info.credit",
  discount_page: "info.discount",
  insurance_page: "info.insurance",
  service_center_page: "info.serviceCenter",
  stores: "info.stores",
} as const satisfies Record<ReturnType<typeof infoPageLinks>[number]["key"], MessageKey>;

/** The shop's footer: the theme's columns, or compact (`footer_view_type`, app/view-types.css). */
export function Footer({ site }: { site: SiteContext }) {
  const t = useT();
  const href = useHref();
  const { footer, settings } = site;
  const phones = [settings.phones.main, settings.phones.stationary, settings.phones.support].filter(
    (p): p is string => Boolean(p),
  );
  // The shop's apps (settings `mobile_apps_settings`), web links only.
  const apps: [MessageKey, string][] = [];
  for (const [label, url] of [
    ["chrome.appStore", settings.mobile_apps_settings.app_store],
    ["chrome.googlePlay", settings.mobile_apps_settings.google_play],
  ] as const)
    if (url?.startsWith("https://")) apps.push([label, url]);
  const socials = settings.socialNetworkLinks.filter((link) => !HIDDEN_SOCIALS.has(link.type.toLowerCase()));
  return (
    <footer
      data-footer-view={site.viewTypes.footer}
      className="footer-clear-of-bar mt-12 bg-footer text-on-footer"
    >
      <div
        data-part="columns"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4"
      >
        <section aria-labelledby="footer-about" data-part="about">
          <h2 id="footer-about" className="mb-3 text-lg">
            {settings.project}
          </h2>
          <p className="text-sm text-footer-muted">{footer.about_text}</p>
        </section>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-lg">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.url + link.title}>
                  <Link to={href(link.url)} className="hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {footer.info_pages?.length ? (
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info" className="mb-3 text-lg">
              {t("info.footerTitle")}
            </h2>
            <ul className="space-y-2 text-sm">
              {infoPageLinks(footer.info_pages).map((link) => (
                <li key={link.key}>
                  <Link to={href(link.path)} className="hover:underline">
                    {t(INFO_LINK_TEXT[link.key])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="mb-3 text-lg">
            {t("chrome.contacts")}
          </h2>
          <ul className="space-y-2 text-sm">
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="font-semibold hover:underline">
                  {phone}
                </a>
              </li>
            ))}
            {settings.main_email ? (
              <li>
                <a href={`mailto:${settings.main_email}`} className="hover:underline">
                  {settings.main_email}
                </a>
              </li>
            ) : null}
            {footer.address ? <li className="text-footer-muted">{footer.address}</li> : null}
            {footer.work_hours ? <li className="text-footer-muted">{footer.work_hours}</li> : null}
          </ul>
          {socials.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("chrome.socialNetworks")}>
              {socials.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex min-h-10 items-center rounded-full border border-footer-muted px-4 text-sm font-semibold hover:bg-on-footer hover:text-footer"
                  >
                    {link.title || SOCIAL_NAMES[link.type.toLowerCase()] || link.type}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {apps.length ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("chrome.mobileApps")}>
              {apps.map(([label, url]) => (
                <li key={url}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex min-h-10 items-center gap-2 rounded-button bg-on-footer px-4 text-sm font-semibold text-footer hover:underline"
                  >
                    <Icon name="smartphone" className="size-4" />
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <HydrateOnVisible id="footer-forms" load={FooterForms.preload}>
          <FooterForms />
        </HydrateOnVisible>
      </div>
      <div className="border-t border-footer-muted/30">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm">
          <p className="text-footer-muted">{footer.copyright}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link to={href("/brands")} className="font-semibold hover:underline">
              {t("brands.title")}
            </Link>
            {/* The shop's own pages (issue 14): every shop has them, empty until it fills them. */}
            {SHOP_PAGES.map(([path, title]) => (
              <Link key={path} to={href(path)} className="font-semibold hover:underline">
                {t(title)}
              </Link>
            ))}
            {/* Where a visitor sees and changes the cookie choice (decision 0037). */}
            <Link to={href("/consent")} rel="nofollow" className="font-semibold hover:underline">
              {t("consent.change")}
            </Link>
            {/* biome-ignore lint/a11y/useValidAnchor: in-page navigation: "#top" scrolls up without JavaScript (HTML's fragment rules); with it, smoothly, without a history entry */}
            <a
              href="#top"
              onClick={scrollToTop}
              className="inline-flex items-center gap-1 font-semibold hover:underline"
            >
              <Icon name="arrow-up" className="size-4" />
              {t("chrome.scrollToTop")}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
