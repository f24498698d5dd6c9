import type { GalleryAlbum } from "@sf/contract";
import type { Db } from "@sf/db";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { activeAlbums, albumCard, albumImages, galleryImageView } from "./gallery-rows.ts";

/** `/base/gallery/{id}`: one active album of the shop with its pictures, or a 404. */
export async function getGalleryAlbum(db: Db, site: Site, lang: string, id: number): Promise<GalleryAlbum> {
  const [album] = await activeAlbums(db, site, id);
  if (!album) throw notFound("Album not found.");
  const images = (await albumImages(db, site, [album.id])).map((i) => galleryImageView(i, site, lang));
  return { ...albumCard(album, images, site, lang), images };
}
