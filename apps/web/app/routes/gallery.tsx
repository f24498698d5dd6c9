import { data, Link } from "react-router";
import { GalleryGrid } from "~/components/showcase/gallery-grid.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/gallery";

/**
 * /{lang}/gallery: the shop's albums as tabs, all pictures first, one album with `?album={id}`
 * (an unknown one is a 404); a picture opens in the lightbox, or on its own without JavaScript.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const raw = new URL(request.url).searchParams.get("album");
  if (raw !== null && !/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 });
  const api = await apiFor(request);
  const [albums, album, all] = await Promise.all([
    api.showcase.albums(),
    raw === null ? null : orNotFound(api.showcase.album(Number(raw))),
    raw === null ? api.showcase.allImages() : null,
  ]);
  return { albums, album, images: album?.images ?? all ?? [] };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  const title = t ? t("showcase.gallery.title") : "";
  return seoMeta({
    site,
    title: loaded?.album ? `${loaded.album.title} — ${title}` : title,
    description: loaded?.album?.description || (t ? t("showcase.gallery.description") : undefined),
    pathname: location.pathname,
    noindex: !loaded,
  });
};

export default function GalleryPage({ loaderData: { albums, album, images } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const tab = (to: string, label: string, count: number, current: boolean) => (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 ${
        current ? "bg-secondary text-on-secondary" : "hover:bg-surface-alt"
      }`}
    >
      {label}
      <span className="text-sm opacity-80">{count}</span>
    </Link>
  );
  const total = albums.reduce((n, a) => n + a.images_count, 0);
  return (
    <>
      <PageHeader title={t("showcase.gallery.title")} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <nav aria-label={t("showcase.gallery.albums")}>
          <ul className="flex flex-wrap gap-2">
            <li>{tab(href("/gallery"), t("showcase.gallery.all"), total, !album)}</li>
            {albums.map((a) => (
              <li key={a.id}>
                {tab(`${href("/gallery")}?album=${a.id}`, a.title, a.images_count, album?.id === a.id)}
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="gallery-title" className="space-y-4">
          <div>
            <h2 id="gallery-title" className="text-2xl">
              {album ? album.title : t("showcase.gallery.all")}
            </h2>
            {album?.description ? <p className="mt-1 text-muted">{album.description}</p> : null}
          </div>
          <GalleryGrid images={images} label={album ? album.title : t("showcase.gallery.all")} />
        </section>
      </div>
    </>
  );
}
