import { AuthCard } from "~/components/account/auth-form.tsx";
import { LoginPanel, type SocialProblem } from "~/components/account/login-panel.tsx";
import { loginAction } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/login";

/**
 * /{lang}/login: the sign-in page. With JavaScript the header and `?login=true` open the same
 * forms in a dialog, which posts here too; the page is what works without it.
 */
export async function action({ params, request }: Route.ActionArgs) {
  return loginAction(request, langParam(params));
}

export const meta: Route.MetaFunction = privatePageMeta("account.login");

export async function loader({ request }: Route.LoaderArgs) {
  const social = new URL(request.url).searchParams.get("social");
  return {
    social:
      social === "facebook_no_email" || social === "twitter_no_email" || social === "failed"
        ? (social as SocialProblem)
        : null,
  };
}

export default function LoginPage({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData && !(actionData instanceof Response) ? actionData : undefined;
  return (
    <AuthCard title={t("account.login")}>
      <LoginPanel answer={answer} social={loaderData.social} />
    </AuthCard>
  );
}
