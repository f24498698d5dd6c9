import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AdvertCard } from "~/components/board/advert-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { favouriteAction } from "~/lib/board/owner-actions.server.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/board-favorites";

/**
 * /{lang}/favorites on the board: the member's saved adverts that are still up, by category
 * (spec: `/api/my-favorite-adverts/?category=`), each with a button that removes it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  if (!api.signedIn) throw redirect(`/${lang}/login?next=${encodeURIComponent(`/${lang}/favorites`)}`);
  const url = new URL(request.url);
  const category = Number(url.searchParams.get("category")) || null;
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const [list, categories] = await Promise.all([
    api.boardAccounts.favouriteAdverts(category, page),
    api.board.categories(),
  ]);
  return data({ list, categories, category, page }, { headers: { "cache-control": "private, no-store" } });
}

export async function action({ params, request }: Route.ActionArgs) {
  const lang = langParam(params);
  return favouriteAction(await apiFor(request), lang, await request.formData(), `/${lang}/favorites`);
}

export const meta: Route.MetaFunction = privatePageMeta("owner.favourites");

export default function BoardFavorites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const busy = useNavigation().state === "submitting";
  const { list, categories, category } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <PageHeader title={t("owner.favourites")} />
      <nav aria-label={t("board.category")}>
        <ul className="flex flex-wrap gap-2">
          {[{ id: null, title: t("owner.allCategories") }, ...categories].map((c) => (
            <li key={c.id ?? "all"}>
              <Link
                to={href(c.id ? `/favorites?category=${c.id}` : "/favorites")}
                aria-current={c.id === category ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-card border border-line px-3 ${c.id === category ? "bg-surface-alt font-semibold" : ""}`}
              >
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.results.length === 0 ? (
        <p data-testid="no-favourites">{t("owner.noFavourites")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="favourite-adverts">
          {list.results.map((advert) => (
            <li key={advert.id} className="space-y-2">
              <AdvertCard advert={advert} />
              <Form method="post">
                <input type="hidden" name="advert" value={advert.id} />
                <input type="hidden" name="favourite" value="remove" />
                <button
                  type="submit"
                  className="btn btn-secondary w-full"
                  aria-disabled={busy}
                  aria-label={t("owner.unsaveThis", { title: advert.title })}
                >
                  {t("owner.unsave")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
