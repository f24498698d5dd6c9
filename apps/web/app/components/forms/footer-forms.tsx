import { Link } from "react-router";
import { useHref, useT } from "~/lib/i18n.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

/** The footer's column of the public forms: the newsletter, and links to consultation and support. */
export function FooterForms() {
  const t = useT();
  const href = useHref();
  return (
    <div className="space-y-4">
      {/* On a card of the page's own colours: the form's inputs and messages keep their contrast on any footer. */}
      <div className="rounded-card bg-surface p-4 text-ink">
        <NewsletterForm />
      </div>
      <ul className="space-y-2 text-sm">
        <li>
          <Link to={href("/consultation")} className="font-semibold hover:underline">
            {t("forms.consultation.title")}
          </Link>
        </li>
        <li>
          <Link to={href("/support")} className="font-semibold hover:underline">
            {t("forms.support.title")}
          </Link>
        </li>
      </ul>
    </div>
  );
}
