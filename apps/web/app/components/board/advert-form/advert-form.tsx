import type { AdvertAttribute } from "@sf/contract";
import { checkCadastralNumber } from "@sf/domain";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type {
  AdvertFormAnswer,
  AdvertFormErrors,
  AdvertFormValues,
  Place,
} from "~/lib/board/advert-form-values.ts";
import { firstValue } from "~/lib/board/advert-form-values.ts";
import { useT } from "~/lib/i18n.ts";
import { CategoryFields } from "./category-fields.tsx";
import { ContactFields } from "./contact-fields.tsx";
import { FORM_ID, Section, useFieldError } from "./form-parts.tsx";
import { FormProblems } from "./form-problems.tsx";
import { LocationPicker } from "./location-picker.tsx";
import { PictureField } from "./picture-field.tsx";
import { PlaceFields } from "./place-fields.tsx";
import { PriceAreaFields, TextFields } from "./text-fields.tsx";
import { ToolsDialog } from "./tools-dialog.tsx";

export type AdvertFormData = {
  slug: string | null;
  /** The advert's status, or null for a new one. */
  status: "draft" | "active" | "inactive" | "hidden" | null;
  values: AdvertFormValues;
  images: { id: number; src: string }[];
  categories: { id: number; title: string }[];
  attributes: AdvertAttribute[];
  regions: Place[];
  places: { locations: Place[]; sectors: Place[] };
  phones: { id: number; phone: string }[];
  canPublish: boolean;
  tileUrl: string;
};

/**
 * The advert create/edit form (spec sections 3 to 5, decision 0062): one multipart form posted
 * to the route's action, which works without JavaScript; with it, the category switches the
 * attributes, the places cascade, pictures preview and sort, and the cadastral number is
 * checked before sending by the same rule the API applies.
 */
export function AdvertForm({ data, answer }: { data: AdvertFormData; answer: AdvertFormAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const values = answer?.values ?? data.values;
  const [category, setCategory] = useState(firstValue(values, "category"));
  // The cadastral number as checked in the browser: null until the owner leaves the field.
  const [cadastralOk, setCadastralOk] = useState<boolean | null>(null);
  const [cover, setCover] = useState<string | null>(data.images[0]?.src ?? null);
  const onCover = useCallback((src: string | null) => setCover(src), []);
  const form = useRef<HTMLFormElement>(null);
  const errors: AdvertFormErrors = { ...(answer?.errors ?? {}) };
  if (cadastralOk === false) errors.cadastral_number = { key: "advertForm.errorCadastral" };
  if (cadastralOk === true) delete errors.cadastral_number;
  const error = useFieldError(errors);
  const checkCadastral = (value: string) => setCadastralOk(!value.trim() || checkCadastralNumber(value).ok);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "refresh" || submitter?.value === "delete") return;
    const input = event.currentTarget.elements.namedItem("cadastral_number") as HTMLInputElement | null;
    if (input?.value.trim() && !checkCadastralNumber(input.value).ok) {
      event.preventDefault();
      checkCadastral(input.value);
      input.focus();
    }
  };
  const isNew = data.status === null;
  const canDraft = isNew || data.status === "draft";
  return (
    <Form
      ref={form}
      id={FORM_ID}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="space-y-6"
      data-testid="advert-form"
    >
      <FormProblems
        errors={errors}
        problem={answer?.problem ?? null}
        needsPhone={answer?.needsPhone ?? false}
        canPublish={data.canPublish}
      />
      <Section id="what" title={t("advertForm.sectionWhat")}>
        <CategoryFields
          categories={data.categories}
          attributes={data.attributes}
          values={values}
          category={category}
          onCategory={setCategory}
          error={error}
        />
      </Section>
      <Section id="text" title={t("advertForm.sectionText")}>
        <TextFields values={values} error={error} />
      </Section>
      <Section id="price" title={t("advertForm.sectionPrice")}>
        <PriceAreaFields values={values} error={error} />
      </Section>
      <Section id="place" title={t("advertForm.sectionPlace")}>
        <PlaceFields
          regions={data.regions}
          places={answer?.places ?? data.places}
          values={values}
          error={error}
          onCadastral={checkCadastral}
        />
        <LocationPicker values={values} tileUrl={data.tileUrl} error={error} />
      </Section>
      <Section id="pictures" title={t("advertForm.pictures")}>
        <PictureField stored={data.images} error={error("images")} onCover={onCover} />
      </Section>
      <Section id="contacts" title={t("advertForm.contacts")}>
        <ContactFields phones={data.phones} values={values} error={error("contacts")} />
      </Section>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="publish" className="btn btn-primary" aria-disabled={busy}>
          {t(isNew || data.status === "draft" ? "advertForm.publish" : "advertForm.saveChanges")}
        </button>
        {canDraft ? (
          <button
            type="submit"
            name="intent"
            value="draft"
            className="btn btn-secondary"
            aria-disabled={busy}
          >
            {t("advertForm.saveDraft")}
          </button>
        ) : null}
        {/* Without JavaScript: the category's attributes and the places' next list come with this. */}
        <button type="submit" name="intent" value="refresh" className="btn btn-secondary scripted:hidden">
          {t("advertForm.refresh")}
        </button>
        <ToolsDialog form={form} cover={cover} canDraft={canDraft} canDelete={!isNew} />
      </div>
    </Form>
  );
}
