import type { AdminInboxCounts } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { api } from "../../api.ts";
import { PageTitle } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";
import { Complaints } from "./complaints.tsx";
import { NewAdverts } from "./new-adverts.tsx";
import { CreditRequests, Resumes, ShopRequests } from "./requests.tsx";
import { Reviews } from "./reviews.tsx";
import { StockRequests } from "./stock-requests.tsx";

const TABS = [
  { id: "product-reviews", label: "inboxes.productReviews", count: "product_reviews" },
  { id: "shop-reviews", label: "inboxes.shopReviews", count: "shop_reviews" },
  { id: "stock", label: "inboxes.stock", count: "stock_requests" },
  { id: "requests", label: "inboxes.requests", count: "shop_requests" },
  { id: "credit", label: "inboxes.credit", count: "credit_requests" },
  { id: "resumes", label: "inboxes.resumes", count: "resumes" },
  // The land board's new adverts and reports: shown only on a site with a board (their counts are
  // null on a shop).
  { id: "new-adverts", label: "board.newAdverts", count: "new_adverts" },
  { id: "complaints", label: "board.complaints", count: "advert_complaints" },
] as const satisfies readonly { id: string; label: MessageKey; count: keyof AdminInboxCounts }[];

const BOARD_COUNTS = new Set<keyof AdminInboxCounts>(["new_adverts", "advert_complaints"]);

/** The inboxes: one tab per kind (the tab is in the address, so it can be linked to). */
export default function Inboxes() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((x) => x.id === params.get("tab"))
    ? (params.get("tab") as string)
    : "product-reviews";
  const counts = useQuery({
    queryKey: ["inbox-counts"],
    queryFn: () => api<AdminInboxCounts>("/inbox-counts", { lang }),
  });
  return (
    <section>
      <PageTitle>{t("inboxes.title")}</PageTitle>
      <Tabs.Root value={tab} onValueChange={(value) => setParams(new URLSearchParams({ tab: value }))}>
        <Tabs.List
          aria-label={t("inboxes.title")}
          className="mb-4 flex flex-wrap gap-1 border-b border-slate-200"
        >
          {TABS.filter((x) => !BOARD_COUNTS.has(x.count) || counts.data?.[x.count] != null).map((x) => {
            const n = counts.data?.[x.count] ?? 0;
            return (
              <Tabs.Trigger
                key={x.id}
                value={x.id}
                className="rounded-t-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 data-[state=active]:bg-blue-100 data-[state=active]:font-semibold data-[state=active]:text-blue-900"
              >
                {t(x.label)}
                {n > 0 ? (
                  <span className="ml-1 rounded-full bg-amber-200 px-1.5 text-xs text-amber-950">
                    <span className="sr-only">{t("inboxes.waiting")}: </span>
                    {n}
                  </span>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="product-reviews">
          <Reviews kind="product" />
        </Tabs.Content>
        <Tabs.Content value="shop-reviews">
          <Reviews kind="shop" />
        </Tabs.Content>
        <Tabs.Content value="stock">
          <StockRequests />
        </Tabs.Content>
        <Tabs.Content value="requests">
          <ShopRequests />
        </Tabs.Content>
        <Tabs.Content value="credit">
          <CreditRequests />
        </Tabs.Content>
        <Tabs.Content value="resumes">
          <Resumes />
        </Tabs.Content>
        <Tabs.Content value="new-adverts">
          <NewAdverts />
        </Tabs.Content>
        <Tabs.Content value="complaints">
          <Complaints />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
