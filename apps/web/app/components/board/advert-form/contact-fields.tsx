import { Link } from "react-router";
import type { AdvertFormValues } from "~/lib/board/advert-form-values.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { FieldError } from "./form-parts.tsx";

/**
 * Which of the member's confirmed phones the advert shows to buyers ("show phone"). A member
 * without a confirmed phone is sent to the profile to add one: publishing needs it.
 */
export function ContactFields({
  phones,
  values,
  error,
}: {
  phones: { id: number; phone: string }[];
  values: AdvertFormValues;
  error: string | null;
}) {
  const t = useT();
  const href = useHref();
  const chosen = values.contacts ?? [];
  if (!phones.length)
    return (
      <p>
        {t("member.needPhone")}{" "}
        <Link to={href("/profile")} className="font-semibold underline">
          {t("member.addPhone")}
        </Link>
      </p>
    );
  return (
    <fieldset aria-describedby={error ? "advert-contacts-error" : undefined}>
      <legend className="font-medium">{t("advertForm.contactsLegend")}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {phones.map((phone) => (
          <label key={phone.id} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="contacts"
              value={phone.id}
              defaultChecked={!chosen.length || chosen.includes(String(phone.id))}
            />
            {phone.phone}
          </label>
        ))}
      </div>
      <FieldError name="contacts" error={error} />
    </fieldset>
  );
}
