import type { GalleryAlbumCard, GalleryImage } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { BANNER_WIDTHS, mediaSrcsets } from "../catalogue/product-cards.ts";

type ImageRow = typeof schema.galleryImages.$inferSelect;
type AlbumRow = typeof schema.galleryAlbums.$inferSelect;

export function galleryImageView(row: ImageRow, site: Site, lang: string): GalleryImage {
  const sets = mediaSrcsets(row.image, BANNER_WIDTHS);
  return {
    id: row.id,
    album_id: row.albumId,
    image: row.image,
    srcset: sets?.srcset ?? "",
    srcsetAvif: sets?.srcsetAvif ?? "",
    width: row.width,
    height: row.height,
    caption: localize(row.caption, lang, site.mainLanguage),
  };
}

/** The shop's active albums in order, or the one with `id`. */
export function activeAlbums(db: Db, site: Site, id?: number): Promise<AlbumRow[]> {
  const { galleryAlbums } = schema;
  return db
    .select()
    .from(galleryAlbums)
    .where(
      and(
        eq(galleryAlbums.siteId, site.id),
        eq(galleryAlbums.active, true),
        id === undefined ? undefined : eq(galleryAlbums.id, id),
      ),
    )
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
}

/** The pictures of these albums, each album's in order. */
export function albumImages(db: Db, site: Site, albumIds: number[]): Promise<ImageRow[]> {
  const { galleryImages } = schema;
  if (!albumIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(galleryImages)
    .where(and(eq(galleryImages.siteId, site.id), inArray(galleryImages.albumId, albumIds)))
    .orderBy(asc(galleryImages.albumId), asc(galleryImages.position), asc(galleryImages.id));
}

export function albumCard(
  album: AlbumRow,
  images: GalleryImage[],
  site: Site,
  lang: string,
): GalleryAlbumCard {
  return {
    id: album.id,
    title: localize(album.title, lang, site.mainLanguage),
    description: localize(album.description, lang, site.mainLanguage),
    images_count: images.length,
    cover: images[0] ?? null,
  };
}
