import type { GalleryAlbumCard, GalleryImage } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { activeAlbums, albumCard, albumImages, galleryImageView } from "./gallery-rows.ts";

/** `/base/gallery`: the active albums in order, each with its picture count and cover (its first picture). */
export async function listGalleryAlbums(db: Db, site: Site, lang: string): Promise<GalleryAlbumCard[]> {
  const albums = await activeAlbums(db, site);
  const images = await albumImages(
    db,
    site,
    albums.map((a) => a.id),
  );
  return albums.map((album) =>
    albumCard(
      album,
      images.filter((i) => i.albumId === album.id).map((i) => galleryImageView(i, site, lang)),
      site,
      lang,
    ),
  );
}

/** `/base/gallery/all_images`: every picture of the active albums, album by album in their order. */
export async function listAllGalleryImages(db: Db, site: Site, lang: string): Promise<GalleryImage[]> {
  const albums = await activeAlbums(db, site);
  const images = await albumImages(
    db,
    site,
    albums.map((a) => a.id),
  );
  const order = new Map(albums.map((a, index) => [a.id, index]));
  return images
    .sort((a, b) => (order.get(a.albumId) ?? 0) - (order.get(b.albumId) ?? 0))
    .map((i) => galleryImageView(i, site, lang));
}
