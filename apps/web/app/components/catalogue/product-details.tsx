import type { ProductDetail } from "@sf/contract";
import { Tabs } from "radix-ui";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { useT } from "~/lib/i18n.ts";

/** The product page's description and characteristics, as tabs. */
export function ProductDetails({
  description,
  properties,
}: {
  description: string;
  properties: ProductDetail["properties"];
}) {
  const t = useT();
  return (
    <Tabs.Root defaultValue="description" className="mt-10">
      <Tabs.List aria-label={t("product.details")} className="flex gap-2 border-b border-line">
        {(["description", "characteristics"] as const).map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-semibold text-muted data-[state=active]:border-secondary data-[state=active]:text-ink"
          >
            {t(tab === "description" ? "product.description" : "product.characteristics")}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="description" className="py-6">
        <ShopHtml html={description} />
      </Tabs.Content>
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
