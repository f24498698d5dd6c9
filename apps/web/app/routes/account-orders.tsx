import { ORDER_STATUSES } from "@sf/contract";
import { formatDate, formatPrice, type MessageKey } from "@sf/i18n";
import { Form, Link } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import { useHref, useLang, useT } from "~/lib/i18n.ts";
import type { Route } from "./+types/account-orders";

const FILTERS = ["search", "status", "company_id", "date_from", "date_to", "page"] as const;

/** /{lang}/account/orders: the order history, ten a page, filtered by a GET form (works without JavaScript). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  // A malformed filter (a hand-edited address) shows the unfiltered list rather than an error.
  const api = await apiFor(request);
  const [list, companies] = await Promise.all([
    api.orders.history(query).catch(() => api.orders.history(new URLSearchParams())),
    api.account.companies().catch(() => []),
  ]);
  return {
    list,
    companies: companies.map(({ id, name }) => ({ id, name })),
    filters: Object.fromEntries(query) as Partial<Record<(typeof FILTERS)[number], string>>,
  };
}

export default function AccountOrders({ loaderData: { list, companies, filters } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const page = Number(filters.page ?? 1);
  const pageLink = (to: number) => {
    const query = new URLSearchParams({ ...filters, page: String(to) });
    return href(`/account/orders?${query}`);
  };
  const input = "mt-1 block min-h-11 w-full rounded-card border border-line bg-surface px-3";
  return (
    <section className="space-y-4">
      <h2 className="text-2xl">{t("account.orders")}</h2>
      <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="search">
        <label className="block col-span-full">
          {t("account.search")}
          <input name="search" type="search" defaultValue={filters.search ?? ""} className={input} />
        </label>
        <label className="block">
          {t("account.orderStatus")}
          <select name="status" defaultValue={filters.status ?? ""} className={input}>
            <option value="">{t("account.anyStatus")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`account.status.${status}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        {companies.length ? (
          <label className="block">
            {t("account.orderCompany")}
            <select name="company_id" defaultValue={filters.company_id ?? ""} className={input}>
              <option value="">{t("account.anyCompany")}</option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="block">
          {t("account.dateFrom")}
          <input name="date_from" type="date" defaultValue={filters.date_from ?? ""} className={input} />
        </label>
        <label className="block">
          {t("account.dateTo")}
          <input name="date_to" type="date" defaultValue={filters.date_to ?? ""} className={input} />
        </label>
        <div className="flex items-end">
          <button type="submit" className="btn btn-secondary w-full">
            {t("account.filter")}
          </button>
        </div>
      </Form>
      {list.data.length === 0 ? (
        <p data-testid="no-orders">{t("account.noOrders")}</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line bg-surface"
          data-testid="order-list"
        >
          {list.data.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="order-row"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">{t("account.orderNumber", { number: order.number })}</p>
                <p className="text-sm text-muted">
                  {formatDate(order.created_at, lang)} · {t(`account.status.${order.status}` as MessageKey)}
                </p>
                <p className="truncate text-sm">{order.titles.join(", ")}</p>
              </div>
              <div className="space-y-1 text-right">
                <p className="font-bold">{formatPrice(order.final_price, order.currency, lang)}</p>
                <Link to={href(`/order-checkout/${order.id}`)} className="text-sm underline">
                  {t("account.view")}
                  <span className="sr-only">: {t("account.orderNumber", { number: order.number })}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 ? (
        <nav className="flex items-center justify-between" aria-label={t("account.orders")}>
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="underline" rel="prev">
              {t("account.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span>{t("account.pageOf", { page, pages: list.pages })}</span>
          {page < list.pages ? (
            <Link to={pageLink(page + 1)} className="underline" rel="next">
              {t("account.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
