import { useT } from "~/lib/i18n.ts";

/** A seller as the store locator shows them: the loader sends nothing more. */
export type SellerView = {
  id: number;
  name: string;
  role: string;
  /** The photo, or null: then the initials stand in for it. */
  photo: string | null;
  initials: string;
};

/**
 * The consultants of one store (or, `all`, of no one store): photo or initials, name and role.
 * Plain markup, rendered on the server: it adds no JavaScript.
 */
export function StoreSellers({
  sellers,
  headingId,
  all = false,
}: {
  sellers: SellerView[];
  headingId: string;
  all?: boolean;
}) {
  const t = useT();
  if (sellers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 pt-2" data-testid="store-sellers">
      <h4 id={headingId} className="text-sm font-semibold">
        {t(all ? "stores.sellersAll" : "stores.sellers")}
      </h4>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sellers.map((seller) => (
          <li key={seller.id} className="flex min-w-0 items-center gap-3">
            {seller.photo ? (
              <img
                src={seller.photo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-on-secondary"
              >
                {seller.initials}
              </span>
            )}
            <span className="min-w-0">
              <span className="block break-words font-semibold">{seller.name}</span>
              <span className="block break-words text-sm text-muted">{seller.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
