import type { MessageKey } from "@sf/i18n";
import { formatDate } from "@sf/i18n";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AdvertPicture } from "~/components/board/advert-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { ownerAction } from "~/lib/board/owner-actions.server.ts";
import { useHref, useLang, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/my-adverts";

const TABS = ["active", "draft", "inactive", "hidden"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, MessageKey> = {
  active: "owner.tabActive",
  draft: "owner.tabDraft",
  inactive: "owner.tabInactive",
  hidden: "owner.tabHidden",
};

/**
 * /{lang}/my-adverts: a member's own adverts by status (up, drafts, paused or expired, hidden by
 * a moderator, with the moderator's reason), their phone views and end dates; pause, put back
 * up for a new period, or delete (after a confirmation). Every action is a form.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  if (!api.signedIn) throw redirect(`/${lang}/login?next=${encodeURIComponent(`/${lang}/my-adverts`)}`);
  const url = new URL(request.url);
  const asked = url.searchParams.get("status");
  const status: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : "active";
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const list = await api.boardAccounts.myAdverts(status, page);
  // The advert form's "delete" comes back here.
  const deleted = url.searchParams.get("deleted") === "1";
  return data({ status, page, list, deleted }, { headers: { "cache-control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  return ownerAction(await apiFor(request), await request.formData());
}

export const meta: Route.MetaFunction = privatePageMeta("owner.title");

export default function MyAdverts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const busy = useNavigation().state === "submitting";
  const { status, page, list, deleted } = loaderData;
  const answer = actionData;
  const asking = answer && "slug" in answer && answer.intent === "delete-ask" ? answer.slug : null;
  const done =
    deleted && !answer ? (
      <p role="status" className="font-semibold text-success-ink">
        {t("owner.deleted")}
      </p>
    ) : answer && "ok" in answer ? (
      answer.ok ? (
        <p role="status" className="font-semibold text-success-ink">
          {t(answer.intent === "delete" ? "owner.deleted" : "account.saved")}
        </p>
      ) : (
        <p role="alert" className="font-semibold text-danger-ink">
          {answer.message ?? t("account.failed")}
        </p>
      )
    ) : null;
  const action = (intent: string, slug: string, label: string, what: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="slug" value={slug} />
      <button
        type="submit"
        className="btn btn-secondary"
        aria-disabled={busy}
        aria-label={`${label}: ${what}`}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <PageHeader title={t("owner.title")} />
      <Link to={href("/my-adverts/new")} className="btn btn-primary">
        {t("board.addAdvert")}
      </Link>
      <nav aria-label={t("owner.title")}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={href(`/my-adverts?status=${tab}`)}
                aria-current={tab === status ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-card border border-line px-3 ${tab === status ? "bg-surface-alt font-semibold" : ""}`}
              >
                {t(TAB_LABEL[tab])} ({list.counts[tab]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {done}
      {list.results.length === 0 ? (
        <p data-testid="no-adverts">{t("owner.none")}</p>
      ) : (
        <ul className="space-y-3" data-testid="my-adverts">
          {list.results.map((advert) => {
            const title =
              (lang === "ru" ? advert.title_ru || advert.title_ro : advert.title_ro || advert.title_ru) ||
              advert.slug;
            return (
              <li key={advert.id} className="card flex flex-wrap gap-4 p-4" data-testid="my-advert">
                <div className="w-32 shrink-0">
                  <AdvertPicture
                    image={advert.images[0]?.image}
                    alt={title}
                    sizes="128px"
                    className="aspect-[4/3] w-32 object-cover"
                  />
                </div>
                <div className="min-w-0 flex-1 space-y-1">
                  <h2 className="font-semibold">
                    {advert.status === "active" ? (
                      <Link to={href(`/advert/${advert.slug}`)} className="hover:underline">
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                  </h2>
                  {advert.hidden_reason ? (
                    <p className="text-sm text-danger-ink">
                      {t("owner.hiddenBecause", { reason: advert.hidden_reason })}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted">
                    {advert.expires_at && advert.status === "active"
                      ? t("owner.expires", { date: formatDate(advert.expires_at, lang) })
                      : null}{" "}
                    {t("owner.phoneViews", { count: advert.phone_views })}
                  </p>
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  <Link
                    to={href(`/my-adverts/${advert.slug}/edit`)}
                    className="btn btn-secondary"
                    aria-label={t("advertForm.editThis", { title })}
                    data-testid="my-advert-edit"
                  >
                    {t("advertForm.edit")}
                  </Link>
                  {advert.status === "active" ? action("pause", advert.slug, t("owner.pause"), title) : null}
                  {advert.status === "inactive"
                    ? action("renew", advert.slug, t("owner.renew"), title)
                    : null}
                  {asking === advert.slug ? (
                    <Form
                      method="post"
                      className="flex flex-wrap items-center gap-2"
                      data-testid="delete-confirm"
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="slug" value={advert.slug} />
                      <span role="alert">{t("owner.deleteConfirm")}</span>
                      <button type="submit" className="btn btn-primary" aria-disabled={busy}>
                        {t("owner.deleteYes")}
                      </button>
                    </Form>
                  ) : (
                    action("delete-ask", advert.slug, t("owner.delete"), title)
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.pages > 1 ? (
        <nav className="flex gap-3" aria-label={t("account.pageOf", { page, pages: list.pages })}>
          {page > 1 ? (
            <Link to={href(`/my-adverts?status=${status}&page=${page - 1}`)}>{t("account.previous")}</Link>
          ) : null}
          {page < list.pages ? (
            <Link to={href(`/my-adverts?status=${status}&page=${page + 1}`)}>{t("account.next")}</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
