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
  owner_id: z.number().int(),
  /** The owner is banned (their reason), or null. */
  owner_banned: z.string().nullable(),
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

/** A board member banned (they cannot sign in; their published adverts are hidden) or let back. */
export const adminMemberModerationSchema = z.object({
  action: z.enum(["ban", "unban"], { error: "Choose to ban the member or to lift the ban." }),
  reason: z
    .string({ error: "The reason is text." })
    .trim()
    .max(500, "The reason can have at most 500 characters.")
    .optional(),
});
export type AdminMemberModeration = z.infer<typeof adminMemberModerationSchema>;
export const adminMemberModeratedSchema = z.object({
  blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
  /** Adverts the ban hid now. */
  adverts_hidden: z.number().int(),
  /** Adverts lifting the ban put back as they were before it (up or paused). */
  adverts_restored: z.number().int(),
});
export type AdminMemberModerated = z.infer<typeof adminMemberModeratedSchema>;
