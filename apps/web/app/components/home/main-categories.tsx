import { themeConfigs } from "@sf/themes";
import { Link } from "react-router";
import { MenuIcon } from "~/components/chrome/icons.tsx";
import { useHref, useSite, useT } from "~/lib/i18n.ts";

const theme = themeConfigs[__THEME__];
const cardStyle: Record<typeof theme.card, string> = {
  bordered: "card",
  elevated: "card border-0",
  flat: "bg-surface-alt rounded-card",
};

/**
 * The home page's main categories (the menu's first level): a grid of tiles, one row that scrolls
 * sideways, or a plain list, as the shop's `main_page_categories_view_type` asks. The three are
 * the same markup drawn by app/view-types.css.
 */
export function MainCategories() {
  const site = useSite();
  const href = useHref();
  const t = useT();
  if (!site?.menu.length) return null;
  return (
    <section
      aria-labelledby="home-categories"
      className="mt-10"
      data-categories-view={site.viewTypes.categories}
    >
      <h2 id="home-categories" className="mb-4 text-2xl">
        {t("home.categories")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {site.menu.map((item) => (
          <li key={item.id}>
            <Link
              to={href(item.url)}
              className={`${cardStyle[theme.card]} relative flex h-full items-center gap-3 p-4 hover:ring-2 hover:ring-secondary`}
            >
              <span
                data-part="icon"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary"
              >
                <MenuIcon name={item.icon} className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold leading-tight">{item.title}</span>
                {item.product_count ? (
                  <span className="text-sm text-muted">
                    {t("home.productCount", { count: item.product_count })}
                  </span>
                ) : null}
              </span>
              {item.badge ? (
                <span
                  data-part="badge"
                  className="absolute right-2 top-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-on-secondary"
                >
                  {item.badge}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
