import { formatDate } from "@sf/i18n";
import { data, redirect } from "react-router";
import { AdvertCard } from "~/components/board/advert-card.tsx";
import { BoardPagination } from "~/components/board/board-pagination.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useLang, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/seller";

/** An id as the API takes it (a positive 32-bit integer); anything else is no seller. */
const sellerId = (raw: string | undefined) => {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
};

/** A profile picture's small variant (uploads are resized by /media on request). */
const smallPicture = (path: string) =>
  /^\/media\/uploads\/[0-9a-f]{16}\.webp$/.test(path) ? path.replace(/\.webp$/, "-240.webp") : path;

/**
 * /{lang}/user/{id}: a seller on the board (spec: "profile pages", `GET /api/users/{id}/`): their
 * name, picture and since when they are a member, and their adverts that are up, paged. An
 * unknown id, a member with nothing up, a banned member or another site's user is the 404 page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const id = sellerId(params.id);
  if (!id) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const rawPage = url.searchParams.get("page");
  const page = rawPage && /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1;
  // One address per page: page 1 has none, anything unreadable goes there.
  if (rawPage !== null && (page < 2 || String(page) !== rawPage))
    throw redirect(page >= 2 ? `${url.pathname}?page=${page}` : url.pathname);
  const seller = await orNotFound((await apiFor(request)).board.seller(id, page));
  if (page > seller.adverts.pages) throw data(null, { status: 404 });
  return { seller, page };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data || !site) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const t = translatorOf(site.lang);
  const name = data.seller.name || t("board.seller");
  return seoMeta({
    site,
    title: t("board.sellerTitle", { name }),
    description: t("board.sellerDescription", { name, count: data.seller.adverts.totalCount }),
    pathname: location.pathname,
    // Later pages are not indexed: the seller's first page and each advert are.
    noindex: location.search !== "",
  });
};

export default function Seller({ loaderData }: Route.ComponentProps) {
  const { seller, page } = loaderData;
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const name = seller.name || t("board.seller");
  const path = href(`/user/${seller.id}`);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <Breadcrumbs
        items={[
          { title: t("board.advertsTitle"), url: "/adverts" },
          { title: name, url: `/user/${seller.id}` },
        ]}
      />
      <header className="flex items-center gap-4" data-testid="seller-profile">
        {seller.image ? (
          <img
            src={smallPicture(seller.image)}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-surface-alt text-3xl font-bold"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="space-y-1">
          <h1 className="text-2xl sm:text-3xl">{name}</h1>
          <p className="text-muted">
            {t("board.sellerSince", { date: formatDate(seller.member_since, lang) })}
          </p>
          <p data-testid="seller-advert-count">
            {t("board.sellerAdverts", { count: seller.adverts.totalCount })}
          </p>
        </div>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="seller-adverts">
        {seller.adverts.results.map((advert, index) => (
          <li key={advert.id}>
            <AdvertCard advert={advert} priority={index === 0} />
          </li>
        ))}
      </ul>
      <BoardPagination
        page={page}
        pages={seller.adverts.pages}
        hrefFor={(p) => (p > 1 ? `${path}?page=${p}` : path)}
      />
    </div>
  );
}
