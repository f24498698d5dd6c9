import { NavLink } from "react-router";
import { type MessageKey, useI18n } from "../i18n.tsx";

/** The catalogue area's pages: products, their structure (categories, brands, properties) and import/export. */
const TABS: { to: string; label: MessageKey }[] = [
  { to: "/products", label: "products.nav" },
  { to: "/catalogue/categories", label: "catalogue.tabCategories" },
  { to: "/catalogue/brands", label: "catalogue.tabBrands" },
  { to: "/catalogue/properties", label: "catalogue.tabProperties" },
  { to: "/catalogue/import", label: "catalogue.tabImport" },
];

export function CatalogueTabs() {
  const { t } = useI18n();
  return (
    <nav aria-label={t("catalogue.sections")} className="mb-4">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `block rounded-t-md px-3 py-2 text-sm ${isActive ? "border-b-2 border-blue-700 font-semibold text-blue-900" : "text-slate-800 hover:bg-slate-100"}`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
