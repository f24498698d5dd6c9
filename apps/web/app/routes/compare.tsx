import type { CompareResult } from "@sf/contract";
import { compareRows } from "@sf/domain";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Price, ProductPicture } from "~/components/catalogue/product-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { useHref, useT } from "~/lib/i18n.ts";
import { removeCompared, useCompare } from "~/lib/saved-lists.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/compare";

export const meta: Route.MetaFunction = privatePageMeta("lists.comparison");

/**
 * /{lang}/compare: the compare list's products side by side (one category), their properties
 * in rows, the rows where they differ marked. The list lives in the browser.
 */
export default function ComparePage() {
  const t = useT();
  const href = useHref();
  const { ids } = useCompare();
  const data = useFetcher<CompareResult>();
  const [hydrated, setHydrated] = useState(false);
  const [onlyDiffer, setOnlyDiffer] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (ids.length) data.load(href(`/compare/data?ids=${ids.join(",")}`));
  }, [ids.join(",")]);
  const products = (data.data?.products ?? []).filter((p) => ids.includes(p.product.productId));
  const rows = compareRows(products).filter((row) => !onlyDiffer || row.differs);
  return (
    <>
      <PageHeader title={t("lists.comparison")} />
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
        {!hydrated ? null : ids.length === 0 ? (
          <p data-testid="compare-empty">{t("lists.compareEmpty")}</p>
        ) : (
          <>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={onlyDiffer}
                onChange={(e) => setOnlyDiffer(e.target.checked)}
                className="size-5"
              />
              {t("lists.onlyDifferences")}
            </label>
            <div className="overflow-x-auto">
              <table
                className="w-full min-w-[40rem] border-collapse text-left text-sm"
                data-testid="compare-table"
              >
                <caption className="sr-only">{t("lists.comparison")}</caption>
                <thead>
                  <tr>
                    <td />
                    {products.map(({ product }) => (
                      <th key={product.productId} scope="col" className="w-56 p-2 align-top font-normal">
                        <ProductPicture
                          image={product.img}
                          alt=""
                          sizes="160px"
                          className="aspect-square w-32 rounded-card object-cover"
                        />
                        <Link
                          to={href(`/product/${product.url}`)}
                          className="mt-2 block font-semibold hover:underline"
                        >
                          {product.title}
                        </Link>
                        <Price price={product.price} oldPrice={product.old_price} />
                        <button
                          type="button"
                          className="mt-1 text-sm underline"
                          onClick={() => removeCompared(product.productId)}
                        >
                          {t("lists.remove")}
                          <span className="sr-only">: {product.title}</span>
                        </button>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.title}
                      className={`border-t border-line ${row.differs ? "bg-surface-alt" : ""}`}
                      data-differs={row.differs ? "true" : "false"}
                    >
                      <th scope="row" className="p-2 font-semibold">
                        {row.title}
                        {row.differs ? <span className="sr-only"> ({t("lists.differs")})</span> : null}
                      </th>
                      {row.values.map((value, i) => (
                        <td key={products[i]?.product.productId ?? i} className="p-2">
                          {value ?? "—"}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </>
  );
}
