import type { CategoryListing } from "@sf/contract";
import { type CatalogueQuery, priceFilterFor, readPriceInput, sliderValues } from "@sf/domain";
import { formatNumber, formatPrice } from "@sf/i18n";
import { Slider } from "radix-ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import { type ListingState, listingUrl, liveListingState } from "./listing-state.ts";

/** Keyboard steps and drags settle for this long before the listing reloads. */
const COMMIT_DELAY_MS = 450;

type Range = CategoryListing["price_range"];
type Price = CatalogueQuery["price"];

const samePrice = (a: Price, b: Price) => a?.from === b?.from && a?.to === b?.to;
const inputText = (value: number | null | undefined) => (value == null ? "" : String(value));

/**
 * The listing's price filter (spec section 4): a two-thumb slider over the category's price
 * bounds and two number inputs, kept in sync. The price enters the URL only once the shopper
 * moved a thumb or changed an input; a slider commit (drag end, key press) applies after a
 * short pause, an input when it loses focus or on Enter. Without JavaScript the inputs and the
 * Apply button submit the form (the category loader turns them into `price=from-to`).
 *
 * In the phone's filter sheet (`onChange`) the price is one choice among the others: it is
 * reported at once instead of navigating, and the sheet's own Apply applies it.
 */
export function PriceFilter({
  range,
  state,
  onChange,
}: {
  range: Range;
  state: ListingState;
  onChange?: (price: Price) => void;
}) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const navigate = useNavigate();
  const { min, max } = range;
  const selected = state.query.price;
  const [values, setValues] = useState(() => sliderValues({ min, max }, selected));
  const [text, setText] = useState<[string, string]>([inputText(selected?.from), inputText(selected?.to)]);
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back in step with the listing whenever it changes under us (navigation, reset, back button).
  useEffect(() => {
    clearTimeout(timer.current);
    typed.current = false;
    setValues(sliderValues({ min, max }, { from: selected?.from ?? null, to: selected?.to ?? null }));
    setText([inputText(selected?.from), inputText(selected?.to)]);
  }, [min, max, selected?.from, selected?.to]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The filter's code loads as it nears the screen: what a shopper typed into the server's inputs
  // before it hydrated stays in them (hydration leaves input values alone). Take it over.
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    const early: [string, string] = [inputs.current[0]?.value ?? "", inputs.current[1]?.value ?? ""];
    if (early[0] === text[0] && early[1] === text[1]) return;
    typed.current = true;
    setText(early);
    setValues(fromText(early));
  }, []);

  const apply = (next: [number, number]) => {
    clearTimeout(timer.current);
    const price = priceFilterFor(next, { min, max });
    if (onChange) {
      if (!samePrice(price, selected)) onChange(price);
      return;
    }
    const live = liveListingState(state);
    if (samePrice(price, live.query.price)) return;
    navigate(listingUrl(live, { price }), { preventScrollReset: true });
  };

  /** The thumbs for the inputs' text: an empty or unreadable input is its end of the bounds. */
  const fromText = ([from, to]: [string, string]): [number, number] => {
    const a = readPriceInput(from, { min, max }) ?? min;
    const b = readPriceInput(to, { min, max }) ?? max;
    return a <= b ? [a, b] : [b, a];
  };

  const commitInputs = () => {
    if (!typed.current) return;
    typed.current = false;
    const next = fromText(text);
    setValues(next);
    apply(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    typed.current = true;
    commitInputs();
  };

  const number = "h-10 w-full rounded-button border border-line bg-surface px-2";
  const thumb =
    "block size-6 cursor-grab rounded-full border-2 border-secondary bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink";
  return (
    <form method="get" action={state.basePath} onSubmit={onSubmit} className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">{t("catalogue.price")}</legend>
        {Object.keys(state.query.filters).length ? (
          <input
            type="hidden"
            name="filter"
            value={Object.entries(state.query.filters)
              .map(([k, v]) => `${k}:${v.join(",")}`)
              .join(";")}
          />
        ) : null}
        {state.query.sort ? <input type="hidden" name="sort" value={state.query.sort} /> : null}
        <div className="px-3">
          <Slider.Root
            min={min}
            max={max}
            step={1}
            minStepsBetweenThumbs={0}
            value={values}
            onValueChange={(next) => {
              const pair: [number, number] = [next[0] ?? min, next[1] ?? max];
              typed.current = false;
              setValues(pair);
              setText([String(pair[0]), String(pair[1])]);
            }}
            onValueCommit={(next) => {
              const pair: [number, number] = [next[0] ?? min, next[1] ?? max];
              clearTimeout(timer.current);
              // A draft costs no navigation: no pause needed.
              if (onChange) apply(pair);
              else timer.current = setTimeout(() => apply(pair), COMMIT_DELAY_MS);
            }}
            className="relative flex h-8 w-full touch-none select-none items-center"
          >
            <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
              <Slider.Range className="absolute h-full bg-secondary" />
            </Slider.Track>
            {(["catalogue.priceFrom", "catalogue.priceTo"] as const).map((label, i) => (
              <Slider.Thumb
                key={label}
                aria-label={t(label)}
                aria-valuetext={formatPrice(values[i] as number, currency, lang)}
                className={thumb}
              />
            ))}
          </Slider.Root>
        </div>
        <div className="flex items-center gap-2" data-price-inputs="">
          {(["price_from", "price_to"] as const).map((name, i) => (
            <label key={name} className="flex-1">
              <span className="sr-only">{t(i === 0 ? "catalogue.priceFrom" : "catalogue.priceTo")}</span>
              <input
                ref={(element) => {
                  inputs.current[i] = element;
                }}
                type="number"
                name={name}
                inputMode="decimal"
                min={min}
                max={max}
                step="any"
                placeholder={formatNumber(i === 0 ? min : max)}
                value={text[i]}
                onChange={(event) => {
                  const next: [string, string] =
                    i === 0 ? [event.target.value, text[1]] : [text[0], event.target.value];
                  typed.current = true;
                  setText(next);
                  setValues(fromText(next));
                }}
                onBlur={(event) => {
                  // Moving to the other input is not done yet: apply when focus leaves both.
                  if (
                    event.relatedTarget instanceof Element &&
                    event.relatedTarget.closest("[data-price-inputs]")
                  )
                    return;
                  commitInputs();
                }}
                className={number}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {onChange ? null : (
        <button type="submit" className="btn btn-primary w-full">
          {t("catalogue.apply")}
        </button>
      )}
    </form>
  );
}
