import { Form, Link } from "react-router";
import { AuthCard } from "~/components/account/auth-form.tsx";
import { activateAction } from "~/lib/account.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/activate";

/**
 * /{lang}/activate/{uid}/{token}: the e-mailed link's landing. Activation is a button (a POST),
 * so a mail scanner opening the link does not spend it; it signs the customer in.
 */
export async function action({ params, request }: Route.ActionArgs) {
  return activateAction(request, langParam(params), params.uid, params.token);
}

export const meta: Route.MetaFunction = privatePageMeta("account.activateTitle");

export default function ActivatePage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  return (
    <AuthCard title={t("account.activateTitle")}>
      {actionData && !actionData.ok ? (
        <p role="alert" className="font-semibold text-danger-ink">
          {t("account.activateInvalid")}{" "}
          <Link to={href("/login")} className="underline">
            {t("account.login")}
          </Link>
        </p>
      ) : (
        <>
          <p>{t("account.activateHint")}</p>
          <Form method="post">
            <button type="submit" className="btn btn-primary w-full">
              {t("account.activateButton")}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
