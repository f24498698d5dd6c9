import { ADVERT_DESCRIPTION_MAX, ADVERT_TITLE_MAX } from "@sf/contract";
import { ADVERT_CURRENCIES, AREA_UNITS } from "@sf/domain";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { type AdvertFormValues, firstValue } from "~/lib/board/advert-form-values.ts";
import { areaUnitLabel } from "~/lib/board/advert-format.ts";
import { useT } from "~/lib/i18n.ts";
import { FORM } from "./form-parts.tsx";

type Props = { values: AdvertFormValues; error: (name: string) => string | null };

/** The title and description in Romanian and in Russian (a title in one of them is enough). */
export function TextFields({ values, error }: Props) {
  const t = useT();
  const languages = [
    ["ro", t("advertForm.inRomanian")],
    ["ru", t("advertForm.inRussian")],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {languages.map(([lang, language]) => (
        <div key={lang} className="space-y-4" lang={lang}>
          <Field
            form={FORM}
            name={`title_${lang}`}
            label={`${t("advertForm.title")} (${language})`}
            error={error(`title_${lang}`)}
          >
            {(aria) => (
              <input
                {...aria}
                name={`title_${lang}`}
                defaultValue={firstValue(values, `title_${lang}`)}
                maxLength={ADVERT_TITLE_MAX}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            form={FORM}
            name={`description_${lang}`}
            label={`${t("board.description")} (${language})`}
            error={error(`description_${lang}`)}
          >
            {(aria) => (
              <textarea
                {...aria}
                name={`description_${lang}`}
                defaultValue={firstValue(values, `description_${lang}`)}
                maxLength={ADVERT_DESCRIPTION_MAX}
                rows={6}
                className={`${inputClass} py-2`}
              />
            )}
          </Field>
        </div>
      ))}
    </div>
  );
}

/** The price with its currency (EUR by default) and whether it is negotiable; the area with its unit (ari). */
export function PriceAreaFields({ values, error }: Props) {
  const t = useT();
  const number = (
    name: "price" | "area",
    label: string,
    unit: { name: string; label: string; choices: { value: string; label: string }[] },
  ) => (
    <div className="grid grid-cols-[1fr_auto] items-start gap-2">
      <Field form={FORM} name={name} label={label} error={error(name)}>
        {(aria) => (
          <input
            {...aria}
            name={name}
            inputMode="decimal"
            defaultValue={firstValue(values, name)}
            className={inputClass}
          />
        )}
      </Field>
      <Field form={FORM} name={unit.name} label={unit.label} error={error(unit.name)}>
        {(aria) => (
          <select
            {...aria}
            name={unit.name}
            defaultValue={firstValue(values, unit.name)}
            className={inputClass}
          >
            {unit.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        {number("price", t("board.price"), {
          name: "default_currency",
          label: t("board.currency"),
          choices: ADVERT_CURRENCIES.map((c) => ({ value: c, label: c })),
        })}
        <label className="inline-flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="is_negotiable_price"
            value="true"
            defaultChecked={firstValue(values, "is_negotiable_price") === "true"}
          />
          {t("board.negotiable")}
        </label>
      </div>
      {number("area", t("board.area"), {
        name: "default_area_unit",
        label: t("board.areaUnit"),
        choices: AREA_UNITS.map((u) => ({ value: u, label: areaUnitLabel(u, t) })),
      })}
    </div>
  );
}
