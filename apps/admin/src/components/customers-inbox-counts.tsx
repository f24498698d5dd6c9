import type { AdminInboxCounts } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api } from "../api.ts";
import { type MessageKey, useI18n } from "../i18n.tsx";
import { ErrorNote } from "./ui.tsx";

const ROWS: [keyof AdminInboxCounts, MessageKey, string][] = [
  ["product_reviews", "inboxes.productReviews", "product-reviews"],
  ["shop_reviews", "inboxes.shopReviews", "shop-reviews"],
  ["stock_requests", "inboxes.stock", "stock"],
  ["shop_requests", "inboxes.requests", "requests"],
  ["credit_requests", "inboxes.credit", "credit"],
  ["resumes", "inboxes.resumes", "resumes"],
  // The land board's: null on a shop, whose dashboard does not list them.
  ["new_adverts", "board.newAdverts", "new-adverts"],
  ["advert_complaints", "board.complaints", "complaints"],
];

/** The dashboard's card of what waits in the inboxes, each line a link to its tab. */
export function InboxCounts() {
  const { t, lang } = useI18n();
  const query = useQuery({
    queryKey: ["inbox-counts"],
    queryFn: () => api<AdminInboxCounts>("/inbox-counts", { lang }),
    refetchInterval: 60_000,
  });
  return (
    <div className="card">
      <h2 className="mb-2 font-semibold">{t("inboxes.dashboardTitle")}</h2>
      {query.isError ? (
        <ErrorNote error={query.error} />
      ) : (
        <ul className="space-y-1">
          {ROWS.filter(([key]) => query.data?.[key] !== null).map(([key, label, tab]) => (
            <li key={key} className="flex justify-between">
              <Link className="text-blue-800 underline" to={`/inboxes?tab=${tab}`}>
                {t(label)}
              </Link>
              <span className="font-semibold" data-testid={`inbox-${key}`}>
                {query.data?.[key] ?? "…"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
