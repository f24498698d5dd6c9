import type { StaffArea } from "@sf/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Navigate, NavLink, Outlet, useNavigate } from "react-router";
import { api } from "../api.ts";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { ErrorNote, Loading } from "../components/ui.tsx";
import { type MessageKey, useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";

/**
 * The back-office's areas in the menu, each shown to the roles the API grants it. Catalogue,
 * content, customers, promotions, delivery, inboxes and settings join this list as they are built.
 */
const NAV: { to: string; label: MessageKey; area: StaffArea | "self" }[] = [
  { to: "/", label: "nav.dashboard", area: "dashboard" },
  { to: "/orders", label: "nav.orders", area: "orders" },
  { to: "/products", label: "products.nav", area: "catalogue" },
  { to: "/customers", label: "customers.nav", area: "customers" },
  { to: "/inboxes", label: "inboxes.nav", area: "inboxes" },
  { to: "/content", label: "content.nav", area: "content" },
  { to: "/catalogue", label: "catalogue.nav", area: "catalogue" },
  { to: "/staff", label: "nav.staff", area: "staff" },
  { to: "/promotions", label: "shop.nav.promotions", area: "promotions" },
  { to: "/delivery", label: "shop.nav.delivery", area: "delivery" },
  { to: "/settings", label: "shop.nav.settings", area: "settings" },
  { to: "/audit", label: "nav.audit", area: "audit" },
  { to: "/account", label: "nav.account", area: "self" },
];

export default function Layout() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => api("/auth/sign-out", { method: "POST" }),
    onSettled: () => {
      queryClient.clear();
      navigate("/sign-in", { replace: true });
    },
  });
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorNote error={me.error} retry={() => me.refetch()} />;
  if (!me.data) return <Navigate to="/sign-in" replace />;
  const areas = me.data.areas as string[];
  const links = NAV.filter((item) => item.area === "self" || areas.includes(item.area));

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("nav.skip")}
      </a>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-semibold">
            {me.data.shop.name} <span className="font-normal text-slate-700">· {t("app.title")}</span>
          </p>
          <nav
            aria-label={t("nav.menu")}
            className="order-last w-full overflow-x-auto sm:order-none sm:w-auto"
          >
            <ul className="flex gap-1">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `block whitespace-nowrap rounded-md px-3 py-2 text-sm ${isActive ? "bg-blue-100 font-semibold text-blue-900" : "text-slate-800 hover:bg-slate-100"}`
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <LanguageSwitch />
            <span className="hidden text-sm text-slate-700 md:inline">{me.data.email}</span>
            <button type="button" className="btn" onClick={() => signOut.mutate()}>
              {t("nav.signOut")}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
