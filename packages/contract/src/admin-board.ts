import { z } from "zod";

/**
 * The back-office's moderation of the land board (issue 17, decision 0054): reports of adverts
 * to look at, and adverts hidden or restored with a reason (`/admin/api/board/*`, the inboxes
 * area).
 */
const numeric = (what: string, max = 2_147_483_647) =>
  z
    .string({ error: `A valid ${what} is required.` })
    .regex(/^\d{1,10}$/, `A valid ${what} is required.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `A valid ${what} is required.`).max(max, `A valid ${what} is required.`));

export const adminComplaintListQuerySchema = z.object({
  status: z.enum(["open", "handled"], { error: "Unknown complaint status." }).optional(),
  page: numeric("page", 100_000).optional(),
});

const advertRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  hidden_reason: z.string().nullable(),
  owner: z.string(),
});

export const adminComplaintSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  reason: z.string(),
  body: z.string(),
  status: z.enum(["open", "handled"]),
  advert: advertRef,
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;
export const adminComplaintListSchema = z.object({
  items: z.array(adminComplaintSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
});
export type AdminComplaintList = z.infer<typeof adminComplaintListSchema>;

export const adminAdvertModerationSchema = z.object({
  action: z.enum(["hide", "restore"], { error: "Choose to hide or to restore the advert." }),
  reason: z
    .string({ error: "The reason is text." })
    .trim()
    .max(500, "The reason can have at most 500 characters.")
    .optional(),
});
export type AdminAdvertModeration = z.infer<typeof adminAdvertModerationSchema>;
export const adminAdvertModeratedSchema = z.object({
  status: z.string(),
  hidden_reason: z.string().nullable(),
});
