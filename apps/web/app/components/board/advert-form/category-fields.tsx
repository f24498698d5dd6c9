import type { AdvertAttribute } from "@sf/contract";
import { attributeInputName, attributesForCategory } from "@sf/domain";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import type { AdvertFormValues } from "~/lib/board/advert-form-values.ts";
import { useT } from "~/lib/i18n.ts";
import { errorId, FieldError, FORM } from "./form-parts.tsx";

type Props = {
  categories: { id: number; title: string }[];
  attributes: AdvertAttribute[];
  values: AdvertFormValues;
  category: string;
  onCategory: (id: string) => void;
  error: (name: string) => string | null;
};

/**
 * The category, sale or rent, and the category's attributes (spec section 3): with JavaScript
 * a new category shows its attributes at once; without it the form's "update" button does.
 */
export function CategoryFields({ categories, attributes, values, category, onCategory, error }: Props) {
  const t = useT();
  const shown = attributesForCategory(attributes, category ? Number(category) : null);
  const type = values.type?.[0] ?? "sale";
  const attributesError = error("attributes");
  return (
    <>
      <Field form={FORM} name="category" label={t("board.category")} error={error("category")}>
        {(aria) => (
          <select
            {...aria}
            name="category"
            value={category}
            onChange={(event) => onCategory(event.currentTarget.value)}
            className={inputClass}
            data-testid="advert-category"
          >
            <option value="">{t("advertForm.chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="font-medium">{t("advertForm.type")}</legend>
        <div className="mt-1 flex gap-4">
          {(["sale", "rent"] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="type" value={value} defaultChecked={type === value} />
              {t(value === "sale" ? "advertForm.typeSale" : "advertForm.typeRent")}
            </label>
          ))}
        </div>
      </fieldset>
      {shown.length ? (
        <div
          className="grid gap-4 sm:grid-cols-2"
          data-testid="advert-attributes"
          aria-describedby={attributesError ? errorId("attributes") : undefined}
        >
          {shown.map((attribute) => (
            <AttributeControl key={attribute.id} attribute={attribute} values={values} />
          ))}
        </div>
      ) : null}
      <FieldError name="attributes" error={attributesError} />
    </>
  );
}

function AttributeControl({ attribute, values }: { attribute: AdvertAttribute; values: AdvertFormValues }) {
  const t = useT();
  const name = attributeInputName(attribute.id);
  const current = values[name] ?? [];
  if (attribute.kind === "multi")
    return (
      <fieldset>
        <legend className="font-medium">{attribute.title}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {attribute.options.map((option) => (
            <label key={option.id} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={current.includes(String(option.id))}
              />
              {option.title}
            </label>
          ))}
        </div>
      </fieldset>
    );
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the input or select below is inside the label
    <label className="block font-medium">
      {attribute.title}
      {attribute.kind === "number" ? (
        <input
          name={name}
          inputMode="decimal"
          defaultValue={current[0] ?? ""}
          pattern="\d+([.,]\d{1,2})?"
          className={inputClass}
        />
      ) : (
        <select name={name} defaultValue={current[0] ?? ""} className={inputClass}>
          <option value="">{t("advertForm.notSaid")}</option>
          {attribute.kind === "boolean" ? (
            <>
              <option value="true">{t("board.yes")}</option>
              <option value="false">{t("board.no")}</option>
            </>
          ) : (
            attribute.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))
          )}
        </select>
      )}
    </label>
  );
}
