import { POSTAL_STEP_PARAMS as P, postalChoiceComplete } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { Field, inputClass as input } from "~/components/ui/form-field.tsx";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import type { PostalStepsData } from "~/lib/nova-post.ts";
import { CourierAddress, SERVICES } from "./nova-post-picker.tsx";

/** The anchor of the steps, for the checkout's "change" link. */
const STEPS_ID = "np-steps";

/**
 * Nova Post without JavaScript, step by step: a GET form of its own (`np_*`), so every step is a
 * page the cart's loader answers: the towns of the search, then the chosen town's branches or
 * lockers, then the carrier's price. It stands first in the checkout, before the order's form, so
 * nothing the shopper types in that form is lost between steps. Browsers that run scripts never
 * show it (`scripted:hidden`; the hydrated page leaves it out and shows the live picker).
 */
export function NovaPostSteps({ data }: { data: PostalStepsData | null }) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const steps = data?.steps;
  const towns = data?.towns ?? null;
  const chosen = data?.city ?? null;
  const type = steps?.type ?? "warehouse";
  return (
    <section
      id={STEPS_ID}
      aria-labelledby="np-steps-title"
      className="mb-6 rounded-card border border-line p-4 scripted:hidden"
      data-testid="np-steps"
    >
      <h3 id="np-steps-title" className="text-lg font-semibold">
        {t("checkout.npStepsTitle")}
      </h3>
      <p className="mb-3 text-sm text-muted">{t("checkout.npStepsIntro")}</p>
      <form method="get" action={href("/cart")} className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <Field form="np-steps" name={P.query} label={t("checkout.npTown")} error={null}>
              {(props) => (
                <input
                  {...props}
                  type="search"
                  name={P.query}
                  defaultValue={steps?.query ?? ""}
                  autoComplete="address-level2"
                  maxLength={100}
                  placeholder={t("checkout.npTownHint")}
                  className={input}
                />
              )}
            </Field>
          </div>
          <button type="submit" className="btn btn-secondary">
            {t("checkout.npFind")}
          </button>
        </div>
        {data?.failed ? (
          <p role="alert" className="font-semibold text-danger-ink">
            {t("checkout.npFailed")}
          </p>
        ) : steps && !steps.search ? (
          <p className="text-sm text-muted">{t("checkout.npTownHint")}</p>
        ) : towns && !towns.length ? (
          <p className="text-sm text-muted">{t("checkout.npNoTown")}</p>
        ) : null}

        {towns?.length ? (
          <>
            <fieldset>
              <legend className="font-medium">{t("checkout.npTownChoice")}</legend>
              {towns.map((c, i) => (
                <label key={c.ref} className="mr-4 inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={P.city}
                    value={c.ref}
                    defaultChecked={chosen ? chosen.ref === c.ref : i === 0}
                  />
                  {c.region ? `${c.description} (${c.region})` : c.description}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend className="font-medium">{t("checkout.npService")}</legend>
              {SERVICES.map((s) => (
                <label key={s.type} className="mr-4 inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name={P.type} value={s.type} defaultChecked={type === s.type} />
                  {t(s.label)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-secondary">
              {t("checkout.npContinue")}
            </button>
          </>
        ) : null}

        {chosen && data?.divisions ? (
          data.divisions.length ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1">
                <Field
                  form="np-steps"
                  name={P.division}
                  label={t(type === "warehouse" ? "checkout.npBranch" : "checkout.npLocker")}
                  error={null}
                >
                  {(props) => (
                    <select
                      {...props}
                      name={P.division}
                      defaultValue={data.division?.ref ?? ""}
                      className={input}
                    >
                      <option value="">{t("checkout.npChoose")}</option>
                      {data.divisions?.map((d) => (
                        <option key={d.ref} value={d.ref}>
                          {d.description}, {d.address.description}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
              <button type="submit" className="btn btn-secondary">
                {t("checkout.npShowPrice")}
              </button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t("checkout.npNoDivisions")}</p>
          )
        ) : null}

        {data?.price ? (
          <p className="font-semibold" data-testid="np-steps-price">
            {t("checkout.npPrice", { price: formatPrice(data.price.price, currency, lang) })}
            {data.price.estimated_days
              ? ` · ${t("checkout.npDays", { count: data.price.estimated_days })}`
              : ""}
          </p>
        ) : data?.warning ? (
          <p className="font-semibold text-danger-ink">{data.warning}</p>
        ) : null}
      </form>
    </section>
  );
}

/**
 * The checkout form's Nova Post part before the page has hydrated (or without JavaScript): the
 * choice made in the steps above, posted as the live picker posts it (`postal_*`), the courier's
 * address when the courier brings the parcel, and the API's refusals.
 */
export function NovaPostChoice({
  data,
  error,
}: {
  data: PostalStepsData | null;
  error: (field: string) => string | null;
}) {
  const t = useT();
  const city = data?.city ?? null;
  const type = data?.steps.type ?? "warehouse";
  const division = data?.division ?? null;
  const complete = postalChoiceComplete({
    cityRef: city?.ref ?? null,
    type,
    divisionRef: division?.ref ?? null,
  });
  // The API names the postal fields; the shopper sees one message per problem.
  const problems = [
    ...new Set(
      [
        "deliveryType",
        "postal",
        "postal.cityRef",
        "postal.city",
        "postal.warehouseRef",
        "postal.delivery_type",
      ]
        .map(error)
        .filter((message): message is string => Boolean(message)),
    ),
  ];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t("checkout.methodNovaPost")}</legend>
      {city && complete ? (
        <>
          <input type="hidden" name="postal_city_ref" value={city.ref} />
          <input type="hidden" name="postal_city" value={city.description} />
          <input type="hidden" name="postal_type" value={type} />
          {division ? <input type="hidden" name="postal_division" value={division.ref} /> : null}
          <dl className="space-y-1 sm:col-span-2" data-testid="np-choice">
            <div>
              <dt className="inline font-medium">{t("checkout.npTown")}: </dt>
              <dd className="inline">
                {city.region ? `${city.description} (${city.region})` : city.description}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">
                {t(
                  type === "warehouse"
                    ? "checkout.npBranch"
                    : type === "postmachine"
                      ? "checkout.npLocker"
                      : "checkout.npService",
                )}
                :{" "}
              </dt>
              <dd className="inline">
                {division
                  ? `${division.description}, ${division.address.description}`
                  : t("checkout.npCourier")}
              </dd>
            </div>
          </dl>
          {type === "courier" ? <CourierAddress error={error} /> : null}
        </>
      ) : (
        <p className="sm:col-span-2">{t("checkout.npChooseFirst")}</p>
      )}
      {problems.map((message) => (
        <p key={message} className="text-sm font-semibold text-danger-ink sm:col-span-2">
          {message}
        </p>
      ))}
      <p className="sm:col-span-2">
        <a href={`#${STEPS_ID}`} className="underline">
          {t(complete ? "checkout.npChange" : "checkout.npGoToSteps")}
        </a>
      </p>
    </fieldset>
  );
}
