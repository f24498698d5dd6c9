import { ADVERT_CURRENCIES, ADVERT_SORTS, type AdvertFilters, type AdvertSort, AREA_UNITS } from "@sf/domain";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { areaUnitLabel } from "~/lib/board/advert-format.ts";
import type { FilterOptions } from "~/lib/board/filter-options.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";

type Place = { id: number; name: string };
export const SORT_KEYS = {
  newest: "board.sortNewest",
  price_asc: "board.sortPriceAsc",
  price_desc: "board.sortPriceDesc",
  area_asc: "board.sortAreaAsc",
  area_desc: "board.sortAreaDesc",
  price_per_are_asc: "board.sortPricePerAre",
} as const satisfies Record<AdvertSort, string>;

const field = "w-full rounded-button border border-line bg-surface px-3 py-2";
const label = "mb-1 block text-sm font-semibold";

/**
 * Region -> location -> sector: the server renders the lists of the chosen places (so the form
 * works as a plain GET form); with JavaScript a change loads the next list at once and clears
 * what no longer belongs.
 */
function PlaceCascade({ options, filters }: { options: FilterOptions; filters: AdvertFilters }) {
  const t = useT();
  const href = useHref();
  const [region, setRegion] = useState(filters.region ? String(filters.region) : "");
  const [location, setLocation] = useState(filters.location ? String(filters.location) : "");
  const [sector, setSector] = useState(filters.sector ? String(filters.sector) : "");
  const [locations, setLocations] = useState<Place[]>(options.locations);
  const [sectors, setSectors] = useState<Place[]>(options.sectors);
  const locationsFetcher = useFetcher<{ places: Place[] }>();
  const sectorsFetcher = useFetcher<{ places: Place[] }>();
  // A new search (another address) brings the server's lists.
  useEffect(() => {
    setRegion(filters.region ? String(filters.region) : "");
    setLocation(filters.location ? String(filters.location) : "");
    setSector(filters.sector ? String(filters.sector) : "");
    setLocations(options.locations);
    setSectors(options.sectors);
  }, [filters.region, filters.location, filters.sector, options.locations, options.sectors]);
  useEffect(() => {
    if (locationsFetcher.data) setLocations(locationsFetcher.data.places);
  }, [locationsFetcher.data]);
  // A region picked before the page has hydrated reaches pickRegion too: the page tells a field
  // changed early once it has (components/ui/hydrate-on-visible.tsx, decision 0065).
  const pickRegion = (value: string) => {
    setRegion(value);
    setLocation("");
    setSector("");
    setLocations([]);
    setSectors([]);
    if (value) locationsFetcher.load(`${href("/adverts/places")}?region=${value}`);
  };
  useEffect(() => {
    if (sectorsFetcher.data) setSectors(sectorsFetcher.data.places);
  }, [sectorsFetcher.data]);
  return (
    <>
      <div>
        <label className={label} htmlFor="filter-region">
          {t("board.region")}
        </label>
        <select
          id="filter-region"
          name="region"
          className={field}
          value={region}
          onChange={(event) => pickRegion(event.currentTarget.value)}
        >
          <option value="">{t("board.anyRegion")}</option>
          {options.regions.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={label} htmlFor="filter-location">
          {t("board.location")}
        </label>
        <select
          id="filter-location"
          name="location"
          className={field}
          value={location}
          disabled={!region}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setLocation(value);
            setSector("");
            setSectors([]);
            if (value) sectorsFetcher.load(`${href("/adverts/places")}?location=${value}`);
          }}
        >
          <option value="">{t("board.anyLocation")}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {sectors.length ? (
        <div>
          <label className={label} htmlFor="filter-sector">
            {t("board.sector")}
          </label>
          <select
            id="filter-sector"
            name="sector"
            className={field}
            value={sector}
            onChange={(event) => setSector(event.currentTarget.value)}
          >
            <option value="">{t("board.anySector")}</option>
            {sectors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}

/** A "from - to" pair with its unit (currency or area unit). */
function RangeField({
  name,
  title,
  from,
  to,
  unit,
}: {
  name: "price" | "area";
  title: string;
  from: number | null;
  to: number | null;
  unit: { name: string; value: string; choices: { value: string; label: string }[]; label: string };
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className={label}>{title}</legend>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
        <input
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          name={`${name}_from`}
          defaultValue={from ?? ""}
          placeholder={t("board.from")}
          aria-label={`${title}: ${t("board.from")}`}
          className={field}
        />
        <input
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          name={`${name}_to`}
          defaultValue={to ?? ""}
          placeholder={t("board.to")}
          aria-label={`${title}: ${t("board.to")}`}
          className={field}
        />
        <select name={unit.name} defaultValue={unit.value} aria-label={unit.label} className={field}>
          {unit.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * The listing's filters as a GET form to the listing (decision 0060): every search is an address
 * that works without JavaScript; with it, React Router submits it without a page load.
 * `compact`: the home page's search (place, category, price and area only).
 */
export function AdvertFilterForm({
  options,
  filters,
  sort,
  compact = false,
}: {
  options: FilterOptions;
  filters: AdvertFilters;
  sort: AdvertSort;
  compact?: boolean;
}) {
  const t = useT();
  const href = useHref();
  const key = JSON.stringify(filters);
  return (
    <Form
      method="get"
      action={href("/adverts")}
      key={key}
      role="search"
      aria-label={t("board.filtersTitle")}
      className={compact ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" : "space-y-4"}
      data-testid="advert-filters"
    >
      <PlaceCascade options={options} filters={filters} />
      <div>
        <label className={label} htmlFor="filter-category">
          {t("board.category")}
        </label>
        <select id="filter-category" name="category" defaultValue={filters.category ?? ""} className={field}>
          <option value="">{t("board.anyCategory")}</option>
          {options.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <RangeField
        name="price"
        title={t("board.price")}
        from={filters.price_from}
        to={filters.price_to}
        unit={{
          name: "currency",
          value: filters.price_unit,
          label: t("board.currency"),
          choices: ADVERT_CURRENCIES.map((c) => ({ value: c, label: c })),
        }}
      />
      <RangeField
        name="area"
        title={t("board.area")}
        from={filters.area_from}
        to={filters.area_to}
        unit={{
          name: "unit",
          value: filters.area_unit,
          label: t("board.areaUnit"),
          choices: AREA_UNITS.map((u) => ({ value: u, label: areaUnitLabel(u, t) })),
        }}
      />
      {compact ? null : (
        <>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="firm" value="1" defaultChecked={!filters.is_negotiable_price} />
            {t("board.fixedPriceOnly")}
          </label>
          {options.attributes.map((attribute) => (
            <fieldset key={attribute.id}>
              <legend className={label}>{attribute.title}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {attribute.options.map((option) => (
                  <label key={option.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`a${attribute.id}`}
                      value={option.id}
                      defaultChecked={filters.attributes[attribute.id]?.includes(option.id) ?? false}
                    />
                    {option.title}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div>
            <label className={label} htmlFor="filter-sort">
              {t("board.sortBy")}
            </label>
            <select id="filter-sort" name="sort" defaultValue={sort} className={field}>
              {ADVERT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(SORT_KEYS[s])}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <div
        className={compact ? "flex items-end gap-3 sm:col-span-2 lg:col-span-4" : "flex items-center gap-3"}
      >
        <button type="submit" className="btn btn-primary" data-testid="advert-search">
          {t("board.search")}
        </button>
        {compact ? null : (
          <Link to={href("/adverts")} className="text-sm underline">
            {t("board.resetFilters")}
          </Link>
        )}
      </div>
    </Form>
  );
}
