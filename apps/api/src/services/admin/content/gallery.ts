import type { AdminAlbum, adminAlbumWriteSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { fromLocalized, toLocalized } from "./localized.ts";

type AlbumWrite = z.output<typeof adminAlbumWriteSchema>;
const { galleryAlbums, galleryImages } = schema;

/** The shop's albums (all, or the one with `id`) in order, each with its pictures in order. */
async function readAlbums(db: Db | ContentTx, site: Site, id?: number): Promise<AdminAlbum[]> {
  const albums = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.siteId, site.id), id === undefined ? undefined : eq(galleryAlbums.id, id)))
    .orderBy(asc(galleryAlbums.position), asc(galleryAlbums.id));
  if (!albums.length) return [];
  const pictures = await db
    .select()
    .from(galleryImages)
    .where(
      and(
        eq(galleryImages.siteId, site.id),
        inArray(
          galleryImages.albumId,
          albums.map((a) => a.id),
        ),
      ),
    )
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return albums.map((album) => ({
    id: album.id,
    position: album.position,
    active: album.active,
    translations: fromLocalized({ title: album.title, description: album.description }),
    pictures: pictures
      .filter((p) => p.albumId === album.id)
      .map((p) => ({
        id: p.id,
        image: p.image,
        width: p.width,
        height: p.height,
        captions: fromLocalized({ caption: p.caption }),
      })),
  }));
}

async function readAlbum(db: Db | ContentTx, site: Site, id: number): Promise<AdminAlbum> {
  const [found] = await readAlbums(db, site, id);
  if (!found) throw notFound("Album not found.");
  return found;
}

/** The album's pictures replaced by the body's, in its order. */
async function writePictures(tx: ContentTx, site: Site, id: number, body: AlbumWrite): Promise<void> {
  await tx.delete(galleryImages).where(and(eq(galleryImages.albumId, id), eq(galleryImages.siteId, site.id)));
  if (!body.pictures.length) return;
  await tx.insert(galleryImages).values(
    body.pictures.map((picture, position) => ({
      albumId: id,
      siteId: site.id,
      position,
      image: picture.image,
      width: picture.width,
      height: picture.height,
      caption: toLocalized(picture.captions, "caption"),
    })),
  );
}

/** The shop's photo albums (`/{lang}/gallery`): titles per language, pictures uploaded. */
export const adminAlbums = contentService<AdminAlbum, AlbumWrite>({
  name: "album",
  table: galleryAlbums,
  read: readAlbum,
  list: (db, site) => readAlbums(db, site),
  check: (site, body) => {
    checkTexts(site, body.translations, { mainRequired: true });
    for (const picture of body.pictures) checkTexts(site, picture.captions);
  },
  columns: (body) => ({
    active: body.active,
    title: toLocalized(body.translations, "title"),
    description: toLocalized(body.translations, "description"),
  }),
  writeChildren: writePictures,
});
