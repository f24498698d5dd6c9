import { z } from "zod";

/** The largest picture the back-office takes: a phone photo, with room to spare. */
export const MEDIA_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** `POST /admin/api/media`: one picture in the multipart field `file`. */
export const adminMediaUploadBodySchema = z.object({
  file: z
    .file()
    .max(MEDIA_UPLOAD_MAX_BYTES)
    .describe(
      "A JPEG, PNG, WebP, AVIF or GIF picture, at most 10 MB and 40 megapixels; the kind is checked by decoding it.",
    ),
});

/** The stored picture: its master's URL (a WebP the media route resizes on request) and size. */
export const adminMediaUploadSchema = z.object({
  path: z.string().describe("The master's URL, e.g. /media/uploads/3f2a9c0b1d2e4f56.webp."),
  width: z.number().int(),
  height: z.number().int(),
});
export type AdminMediaUpload = z.infer<typeof adminMediaUploadSchema>;
