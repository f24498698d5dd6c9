import { z } from "zod";

/**
 * The back-office's moderation of the land board (issue 17, decisions 0054 and 0064): reports of
 * adverts to look at, new and edited adverts to review, and adverts approved, hidden or restored
 * with a reason (`/admin/api/board/*`, the inboxes area).
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

/**
 * The new adverts queue (decision 0064): adverts that went up and wait for a moderator
 * (`to_review`), those hidden, or every advert a moderator may act on; searched by title or slug.
 */
export const adminAdvertQueueQuerySchema = z.object({
  queue: z
    .enum(["to_review", "hidden", "all"], { error: "Choose the queue: to_review, hidden or all." })
    .optional(),
  q: z
    .string({ error: "The search is text." })
    .trim()
    .max(100, "The search can have at most 100 characters.")
    .optional(),
  page: numeric("page", 100_000).optional(),
});
export type AdminAdvertQueueQuery = z.infer<typeof adminAdvertQueueQuerySchema>;

export const adminQueuedAdvertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the staff's language when the advert has it, else the site's main one. */
  title: z.string(),
  /** The public advert page's path on the storefront (`/ro/advert/<slug>`). */
  path: z.string(),
  owner: z.object({
    id: z.number().int(),
    /** A member made by phone may have no name yet: their number names them. */
    name: z.string(),
    phone: z.string().nullable(),
    /** The owner is banned (their reason), or null. */
    banned: z.string().nullable(),
  }),
  category: z.string(),
  /** Region, locality and sector, joined. */
  place: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  /** The cover picture's stored path, or null. */
  picture: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  status: z.enum(["active", "inactive", "hidden"]),
  hidden_reason: z.string().nullable(),
  open_complaints: z.number().int(),
  /** It waits for a moderator (up and not reviewed as it is now). */
  to_review: z.boolean(),
  reviewed_at: z.string().nullable(),
});
export type AdminQueuedAdvert = z.infer<typeof adminQueuedAdvertSchema>;
export const adminAdvertQueueSchema = z.object({
  items: z.array(adminQueuedAdvertSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
  /** The storefront's origin (PUBLIC_URL), for links to the public advert pages. */
  storefront: z.string(),
});
export type AdminAdvertQueue = z.infer<typeof adminAdvertQueueSchema>;

export const adminAdvertModerationSchema = z.object({
  action: z.enum(["approve", "hide", "restore"], {
    error: "Choose to approve, to hide or to restore the advert.",
  }),
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
