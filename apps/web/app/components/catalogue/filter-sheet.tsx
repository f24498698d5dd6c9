import { type CatalogueQuery, choiceCount, toggleFilterOption } from "@sf/domain";
import { Dialog } from "radix-ui";
import { type RefObject, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { DialogCloseButton } from "~/components/ui/dialog-close-button.tsx";
import { useT } from "~/lib/i18n.ts";
import { type ListingFacets, type ListingState, listingUrl } from "./listing-state.ts";
import { PriceFilter } from "./price-filter.tsx";

/** The choices the sheet holds until Apply. */
type Draft = Pick<CatalogueQuery, "filters" | "price">;

/**
 * The phone's filter sheet: a modal dialog sliding up from the bottom with the listing's filters.
 * Choices are a draft until Apply: after each one the sheet loads the category's loader for the
 * draft (a fetcher; the URL is not touched) and shows how many products it finds and the
 * options' counts. Apply navigates to the draft's URL; Reset clears the draft.
 */
export function FilterSheet({
  open,
  onOpenChange,
  listing,
  state,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listing: ListingFacets;
  state: ListingState;
  /** Focus goes back there when the sheet closes. */
  trigger: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-modal bg-scrim/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          data-testid="filter-sheet"
          className="fixed inset-x-0 bottom-0 z-modal mx-auto flex max-h-[90dvh] max-w-xl flex-col rounded-t-card bg-surface text-ink shadow-xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-2">
            <Dialog.Title className="text-xl font-bold">{t("catalogue.filters")}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <SheetChoices listing={listing} state={state} onApply={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the sheet opens: the draft starts from the listing as shown. */
function SheetChoices({
  listing,
  state,
  onApply,
}: {
  listing: ListingFacets;
  state: ListingState;
  onApply: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const fetcher = useFetcher<{ listing: ListingFacets }>();
  const [draft, setDraft] = useState<Draft>({ filters: state.query.filters, price: state.query.price });
  // The latest draft for callbacks made by an earlier render (the price filter's).
  const latest = useRef(draft);
  const requested = useRef<string | null>(null);
  const shownUrl = listingUrl(state, {});
  const draftUrl = listingUrl(state, draft);

  const choose = (next: Draft) => {
    latest.current = next;
    setDraft(next);
    const url = listingUrl(state, next);
    if (url === shownUrl || url === requested.current) return;
    requested.current = url;
    fetcher.load(url);
  };
  const counted =
    draftUrl === shownUrl
      ? listing
      : fetcher.state === "idle" && requested.current === draftUrl
        ? (fetcher.data?.listing ?? null)
        : null;
  // Until the draft's answer arrives, the last counts stay (marked busy).
  const last = useRef(listing);
  if (counted) last.current = counted;
  const shown = last.current;
  const counts = new Map(
    shown.filters.flatMap((f) => f.options.map((o) => [`${f.keyword}:${o.keyword}`, o.count] as const)),
  );

  const apply = () => {
    onApply();
    if (draftUrl !== shownUrl) navigate(draftUrl);
  };

  return (
    <>
      <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4">
        {listing.price_range.max > listing.price_range.min ? (
          <PriceFilter
            range={listing.price_range}
            state={{ ...state, query: { ...state.query, price: draft.price } }}
            onChange={(price) => choose({ ...latest.current, price })}
          />
        ) : null}
        {listing.filters.map((filter) => (
          <fieldset key={filter.keyword}>
            <legend className="mb-2 font-semibold">{filter.title}</legend>
            <ul>
              {filter.options.map((option) => {
                const chosen = draft.filters[filter.keyword]?.includes(option.keyword) ?? false;
                return (
                  <li key={option.keyword}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-1 hover:bg-surface-alt">
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={() =>
                          choose({
                            ...latest.current,
                            filters: toggleFilterOption(
                              latest.current.filters,
                              filter.keyword,
                              option.keyword,
                            ),
                          })
                        }
                        className="size-5 shrink-0 accent-secondary"
                      />
                      <span className="flex-1">{option.title}</span>
                      <span className="text-sm text-muted">
                        {counts.get(`${filter.keyword}:${option.keyword}`) ?? 0}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="border-t border-line px-4 py-3">
        <p
          role="status"
          aria-busy={!counted}
          data-testid="filter-sheet-count"
          className={`mb-3 text-center font-semibold ${counted ? "" : "opacity-60"}`}
        >
          {t("catalogue.productCount", { count: shown.totalCount })}
        </p>
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => choose({ filters: {}, price: null })}
            disabled={choiceCount(draft) === 0}
            className="btn border border-line"
          >
            {t("catalogue.resetShort")}
          </button>
          <button type="button" onClick={apply} className="btn btn-primary">
            {t("catalogue.apply")}
          </button>
        </div>
      </div>
    </>
  );
}
