import { Form, redirectDocument } from "react-router";
import { AuthCard } from "~/components/account/auth-form.tsx";
import { withNotice } from "~/lib/account.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import { clearSessionCookies, withCookies } from "~/lib/session.server.ts";
import type { Route } from "./+types/account-delete";

/** /{lang}/account/delete/{uid}/{token}: the e-mailed link's landing; a button (POST) deletes the account. */
export async function action({ params, request }: Route.ActionArgs) {
  const lang = langParam(params);
  const result = await (await apiFor(request)).account.confirmAccountDeletion(params.uid, params.token);
  if (!result.ok) return { ok: false as const };
  return redirectDocument(withNotice(`/${lang}`, "accountDeleted"), {
    headers: withCookies(clearSessionCookies(request)),
  });
}

export const meta: Route.MetaFunction = privatePageMeta("account.deleteAccount");

export default function AccountDelete({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title={t("account.deleteAccount")}>
      {actionData && !actionData.ok ? (
        <p role="alert" className="font-semibold text-danger-ink">
          {t("account.deleteInvalid")}
        </p>
      ) : (
        <Form method="post">
          <button type="submit" className="btn btn-primary w-full">
            {t("account.deleteConfirm")}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
