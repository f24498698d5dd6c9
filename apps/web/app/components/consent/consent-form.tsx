import type { Consent } from "@sf/domain";
import { useLang, useT } from "~/lib/i18n.ts";

type Props = {
  /** Where the answer sends the visitor back to (a path of this shop). */
  returnTo: string;
  /** The visitor's current choice (ticks the boxes), or null. */
  consent: Consent | null;
  /** Show the categories (the cookie settings page); the banner links to that page instead. */
  open?: boolean;
};

/**
 * The consent choice as a plain form: it posts to `/{lang}/consent`, which sets the cookie and
 * sends the visitor back, with or without JavaScript; the page then comes with the tags the
 * choice allows. In the banner, "Choose" is a link to the cookie settings page, which comes back
 * here once saved: the banner, in every first visit's page, stays small.
 */
export function ConsentForm({ returnTo, consent, open = false }: Props) {
  const t = useT();
  const lang = useLang();
  const choices = (
    <fieldset className="mt-3 grid gap-2">
      <legend className="sr-only">{t("consent.choose")}</legend>
      <label className="flex items-center gap-2 text-muted">
        <input type="checkbox" checked disabled className="size-4" />
        {t("consent.necessary")}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="analytics" defaultChecked={consent?.analytics} className="size-4" />
        {t("consent.analytics")}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="marketing" defaultChecked={consent?.marketing} className="size-4" />
        {t("consent.marketing")}
      </label>
      <button type="submit" name="choice" value="save" className="btn mt-1 w-fit border border-line">
        {t("consent.save")}
      </button>
    </fieldset>
  );
  return (
    <form method="post" action={`/${lang}/consent`} data-consent-form="" data-native-controls="">
      <input type="hidden" name="return" value={returnTo} />
      {open ? (
        choices
      ) : (
        <a
          href={`/${lang}/consent?return=${encodeURIComponent(returnTo)}`}
          rel="nofollow"
          className="mt-2 inline-block font-semibold underline"
        >
          {t("consent.choose")}
        </a>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Rejecting is as easy and as visible as accepting. */}
        <button type="submit" name="choice" value="reject" className="btn btn-primary">
          {t("consent.rejectAll")}
        </button>
        <button type="submit" name="choice" value="accept" className="btn btn-primary">
          {t("consent.acceptAll")}
        </button>
      </div>
    </form>
  );
}
