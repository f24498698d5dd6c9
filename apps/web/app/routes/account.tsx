import { discountCardNumber } from "@sf/domain";
import { formatNumber } from "@sf/i18n";
import { data, Form, NavLink, Outlet, redirect } from "react-router";
import { DiscountCard } from "~/components/account/discount-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { clearSavedLists } from "~/lib/saved-lists.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/account";

/**
 * /{lang}/account/*: the cabinet (spec: only with `additional_settings.is_user_cabinet`; no
 * valid token -> `/?login=true`). The layout names the customer and their points; its pages
 * are the order history, personal details (with the password and account deletion) and the
 * saved delivery addresses.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  if (!api.signedIn) throw redirect(`/${lang}/?login=true`);
  const settings = await api.site.settings();
  if (!settings.additional_settings.is_user_cabinet) throw data(null, { status: 404 });
  const user = await api.account.me();
  const card = settings.discount_card_settings.enabled ? discountCardNumber(user.id) : null;
  // The shop's loyalty programme off: its points are not shown.
  const loyalty = settings.loyalty_settings.enabled;
  return data({ user, card, loyalty }, { headers: { "cache-control": "private, no-store" } });
}

export const meta: Route.MetaFunction = privatePageMeta("account.title");

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user, card, loyalty } = loaderData;
  const t = useT();
  const href = useHref();
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-card px-3 ${isActive ? "bg-surface-alt font-semibold" : "hover:bg-surface-alt"}`;
  return (
    <>
      <PageHeader title={t("account.title")} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-4">
        <aside className="space-y-4">
          <section
            className="space-y-1 rounded-card border border-line bg-surface p-4"
            data-testid="account-summary"
          >
            {name ? <p className="font-semibold">{name}</p> : null}
            <p className="break-all text-sm">{t("account.signedInAs", { email: user.email })}</p>
            {loyalty ? (
              <p className="text-sm" data-testid="account-points">
                {t("account.loyaltyPoints")}: <strong>{formatNumber(user.loyalty_points)}</strong>
              </p>
            ) : null}
          </section>
          {card ? (
            <DiscountCard number={card} points={loyalty ? formatNumber(user.loyalty_points) : null} />
          ) : null}
          <nav aria-label={t("account.sections")}>
            <ul className="space-y-1">
              <li>
                <NavLink to={href("/account/orders")} className={link}>
                  {t("account.orders")}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/account/profile")} className={link}>
                  {t("account.profile")}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/account/addresses")} className={link}>
                  {t("account.addresses")}
                </NavLink>
              </li>
              <li>
                <NavLink to={href("/account/companies")} className={link}>
                  {t("account.companies")}
                </NavLink>
              </li>
            </ul>
          </nav>
          <Form method="post" action={href("/logout")} reloadDocument onSubmit={() => clearSavedLists()}>
            <button type="submit" className="btn btn-secondary w-full">
              {t("account.logout")}
            </button>
          </Form>
        </aside>
        <div className="min-w-0 lg:col-span-3">
          <Outlet />
        </div>
      </div>
    </>
  );
}
