import { z } from "zod";

/** Spec section 7: `/base/gallery`, `/base/gallery/all_images`, `/base/gallery/{id}`. */

export const galleryImageSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  /** The full picture. */
  image: z.string(),
  /** Resized WebP and AVIF variants (empty when the picture is not resizable). */
  srcset: z.string(),
  srcsetAvif: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The picture's caption in the request's language (its alternative text). */
  caption: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryAlbumCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images_count: z.number().int(),
  cover: galleryImageSchema.nullable(),
});
export type GalleryAlbumCard = z.infer<typeof galleryAlbumCardSchema>;

export const galleryAlbumListSchema = z.array(galleryAlbumCardSchema);
export const galleryImageListSchema = z.array(galleryImageSchema);

export const galleryAlbumSchema = galleryAlbumCardSchema.extend({ images: z.array(galleryImageSchema) });
export type GalleryAlbum = z.infer<typeof galleryAlbumSchema>;
