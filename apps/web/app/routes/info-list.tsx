import type { MessageKey } from "@sf/i18n";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/info-list";

type Entry = { id: number; title: string; description: string; note: string | null };
type ListView = { title: string; ordered: boolean; entries: Entry[] };
type Api = Awaited<ReturnType<typeof apiFor>>;

/** /order-guide, /payment-systems, /delivery-services and /services: one list screen, the list picked by the path. */
const LISTS: Record<string, { title: MessageKey; ordered: boolean; load: (api: Api) => Promise<Entry[]> }> = {
  "order-guide": {
    title: "info.orderGuide",
    ordered: true,
    load: async (api) => (await api.infoPages.orderGuide()).map((s) => ({ ...s, note: null })),
  },
  "payment-systems": {
    title: "info.paymentSystems",
    ordered: false,
    load: async (api) => (await api.infoPages.paymentSystems()).map((p) => ({ ...p, note: null })),
  },
  "delivery-services": {
    title: "info.deliveryServices",
    ordered: false,
    load: async (api) => (await api.infoPages.deliveryServices()).map((d) => ({ ...d, note: d.terms })),
  },
  services: {
    title: "info.services",
    ordered: false,
    load: async (api) => (await api.infoPages.services()).map((s) => ({ ...s, note: s.price })),
  },
};

export async function loader({ request }: Route.LoaderArgs): Promise<ListView> {
  const which = LISTS[new URL(request.url).pathname.split("/")[2] ?? ""] ?? LISTS["order-guide"];
  if (!which) throw new Error("unreachable: the route table names these lists");
  const api = await apiFor(request);
  return {
    title: translatorOf(api.lang)(which.title),
    ordered: which.ordered,
    entries: await which.load(api),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.title ?? "",
    description: data?.entries.map((e) => e.title).join(" · "),
    pathname: location.pathname,
  });

export default function InfoList({ loaderData: { title, ordered, entries } }: Route.ComponentProps) {
  const t = useT();
  const List = ordered ? "ol" : "ul";
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        {entries.length ? (
          <List className="grid gap-4">
            {entries.map((entry, index) => (
              <li key={entry.id} className="card flex gap-4 p-5">
                {ordered ? (
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-on-secondary"
                  >
                    {index + 1}
                  </span>
                ) : null}
                <div>
                  <h2 className="text-lg">{entry.title}</h2>
                  <p className="mt-1">{entry.description}</p>
                  {entry.note ? <p className="mt-2 text-sm font-semibold">{entry.note}</p> : null}
                </div>
              </li>
            ))}
          </List>
        ) : (
          <p>{t("info.empty")}</p>
        )}
      </div>
    </>
  );
}
