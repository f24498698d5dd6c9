import { formatPrice } from "@sf/i18n";
import { Tabs } from "radix-ui";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/delivery";

export async function loader({ request }: Route.LoaderArgs) {
  return { delivery: await (await apiFor(request)).site.delivery() };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({ site: matches[0]?.loaderData, title: data?.delivery.title ?? "", pathname: location.pathname });

function DeliveryPrices() {
  const t = useT();
  const lang = useLang();
  const settings = useSite()?.settings;
  if (!settings?.delivery_price.length) return null;
  const money = (value: number) => formatPrice(value, settings.project_currency, lang);
  return (
    <section aria-labelledby="delivery-prices" className="card mt-8 p-5">
      <h2 id="delivery-prices" className="text-xl">
        {t("delivery.pricesTitle")}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2">
              {t("delivery.type")}
            </th>
            <th scope="col" className="py-2">
              {t("delivery.capital")}
            </th>
            <th scope="col" className="py-2">
              {t("delivery.regions")}
            </th>
            <th scope="col" className="py-2">
              {t("delivery.freeFrom")}
            </th>
          </tr>
        </thead>
        <tbody>
          {settings.delivery_price.map((rate) => (
            <tr key={rate.type} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 font-semibold">
                {rate.type === "express" ? t("delivery.express") : t("delivery.standard")}
              </th>
              <td className="py-2">{money(rate.price)}</td>
              <td className="py-2">{money(rate.regional_price)}</td>
              <td className="py-2">{rate.free_delivery === null ? "—" : money(rate.free_delivery)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {settings.free_delivery_region !== null ? (
        <p className="mt-3 text-sm text-muted">
          {t("delivery.freeRegions", { amount: money(settings.free_delivery_region) })}
        </p>
      ) : null}
      {settings.text_delivery_info ? <p className="mt-3 text-sm">{settings.text_delivery_info}</p> : null}
    </section>
  );
}

export default function Delivery({ loaderData: { delivery } }: Route.ComponentProps) {
  const t = useT();
  const first = delivery.tabs[0]?.id;
  return (
    <>
      <PageHeader title={delivery.title} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <ShopHtml html={delivery.html} />
        {first ? (
          <Tabs.Root defaultValue={first} className="mt-8">
            <Tabs.List aria-label={t("delivery.tabs")} className="flex flex-wrap gap-2 border-b border-line">
              {delivery.tabs.map((tab) => (
                <Tabs.Trigger
                  key={tab.id}
                  value={tab.id}
                  className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-muted data-[state=active]:border-secondary data-[state=active]:text-ink"
                >
                  {tab.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {delivery.tabs.map((tab) => (
              <Tabs.Content key={tab.id} value={tab.id} className="py-6">
                <ShopHtml html={tab.html} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : null}
        <DeliveryPrices />
      </div>
    </>
  );
}
