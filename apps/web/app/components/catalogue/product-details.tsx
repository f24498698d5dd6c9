import type { ProductDetail } from "@sf/contract";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { useT } from "~/lib/i18n.ts";

const TAB_TITLES = {
  description: "product.description",
  leaflet: "product.leaflet",
  characteristics: "product.characteristics",
} as const;

/** The product page's description, a medicine's leaflet (when it has one) and characteristics, as tabs. */
export function ProductDetails({
  description,
  leaflet = "",
  properties,
}: {
  description: string;
  leaflet?: string;
  properties: ProductDetail["properties"];
}) {
  const t = useT();
  const [tab, setTab] = useState<string>("description");
  const tabs = leaflet
    ? (["description", "leaflet", "characteristics"] as const)
    : (["description", "characteristics"] as const);
  return (
    // Controlled, and a click also selects: Radix selects a tab on mousedown, and a click held
    // while the block hydrates is replayed as a click alone (components/ui/hydrate-on-visible).
    <Tabs.Root value={tab} onValueChange={setTab} className="mt-10">
      <Tabs.List aria-label={t("product.details")} className="flex flex-wrap gap-2 border-b border-line">
        {tabs.map((each) => (
          <Tabs.Trigger
            key={each}
            value={each}
            onClick={() => setTab(each)}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-muted data-[state=active]:border-secondary data-[state=active]:text-ink"
          >
            {t(TAB_TITLES[each])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description" className="py-6">
        <ShopHtml html={description} />
      </Tabs.Content>
      {leaflet ? (
        <Tabs.Content value="leaflet" className="py-6" data-testid="product-leaflet">
          <ShopHtml html={leaflet} />
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="characteristics" className="py-6">
        <table className="w-full max-w-2xl text-left text-sm">
          <tbody>
            {properties.map((p) => (
              <tr key={p.title} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal text-muted">
                  {p.title}
                </th>
                <td className="py-2">{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabs.Content>
    </Tabs.Root>
  );
}
