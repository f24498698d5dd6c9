import type { ProductColor } from "@sf/contract";
import { Link } from "react-router";
import { useHref, useT } from "~/lib/i18n.ts";

/**
 * The product's colour variants as swatches linking to each variant's page; the shown one is
 * marked current. Each link is named by its colour (the swatch itself is only decoration).
 */
export function ColourSwatches({ colors }: { colors: ProductColor[] }) {
  const t = useT();
  const href = useHref();
  if (colors.length < 2) return null;
  const current = colors.find((c) => c.active);
  return (
    <nav aria-label={t("product.colours")}>
      <p className="mb-2 text-sm">
        {t("product.colour")}: <span className="font-semibold">{current?.title ?? ""}</span>
      </p>
      <ul className="flex flex-wrap gap-3">
        {colors.map((color) => (
          <li key={color.product_id}>
            <Link
              to={href(`/product/${color.url}`)}
              aria-label={color.title}
              aria-current={color.active ? "page" : undefined}
              title={color.title}
              preventScrollReset
              className={`flex size-11 items-center justify-center rounded-full border-2 ${
                color.active ? "border-ink" : "border-line hover:border-muted"
              }`}
            >
              <span
                aria-hidden="true"
                className="size-8 rounded-full border border-line"
                style={{ backgroundColor: color.hex }}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
