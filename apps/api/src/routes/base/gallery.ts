import {
  galleryAlbumListSchema,
  galleryAlbumSchema,
  galleryImageListSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getGalleryAlbum } from "../../services/gallery/get-gallery-album.ts";
import { listAllGalleryImages, listGalleryAlbums } from "../../services/gallery/list-gallery.ts";

/** /base/gallery*: the shop's photo albums, all their pictures, one album. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  app.get("/gallery", { schema: { tags, response: { 200: galleryAlbumListSchema } } }, async (request) =>
    listGalleryAlbums(app.db, request.site, request.lang),
  );
  app.get(
    "/gallery/all_images",
    { schema: { tags, response: { 200: galleryImageListSchema } } },
    async (request) => listAllGalleryImages(app.db, request.site, request.lang),
  );
  app.get(
    "/gallery/:id",
    {
      schema: {
        tags,
        params: z.object({ id: idParamSchema("album") }),
        response: { 200: galleryAlbumSchema },
      },
    },
    async (request) => getGalleryAlbum(app.db, request.site, request.lang, request.params.id),
  );
};
