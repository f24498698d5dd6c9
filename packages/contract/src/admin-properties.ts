import { z } from "zod";

/**
 * The back-office's properties (issue 16): the catalogue's `specifications` and their values,
 * which the storefront offers as listing filters and lists on product pages. The rules a schema
 * cannot say (key format and uniqueness, the main language's title) are `@sf/domain`'s
 * `propertyProblems`, answered as `{ field: [message] }` like these.
 */
const LANG = z.enum(["ro", "ru", "uk", "en"], { error: "The language is one of ro, ru, uk, en." });

const key = z
  .string({ error: "The key is required." })
  .trim()
  .min(1, "The key is required.")
  .max(64, "The key can have at most 64 characters.");

/** Titles per language; the shop's main language is required (checked against the shop). */
const title = z.partialRecord(
  LANG,
  z.string({ error: "A title is text." }).trim().max(200, "The title can have at most 200 characters."),
  { error: "The titles are an object of language: text." },
);

/** The place in the list, from 0; left out: a new record goes last, an edited one stays. */
const position = z
  .number({ error: "The position is a whole number from 0." })
  .int("The position is a whole number from 0.")
  .min(0, "The position is a whole number from 0.")
  .max(100_000, "The position can be at most 100,000.")
  .optional();

export const adminPropertyWriteSchema = z.object({
  key,
  type: z.enum(["checkbox", "radio"], { error: "The type is checkbox or radio." }).default("checkbox"),
  title,
  position,
});
export type AdminPropertyWrite = z.infer<typeof adminPropertyWriteSchema>;

export const adminPropertyValueWriteSchema = z.object({ key, title, position });
export type AdminPropertyValueWrite = z.infer<typeof adminPropertyValueWriteSchema>;

export const adminPropertyMoveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "The direction is up or down." }),
});

/**
 * A delete of a property or value that products carry is refused (409, naming how many) unless
 * `detach=true`: then it is taken off those products too.
 */
export const adminPropertyDeleteQuerySchema = z.object({
  detach: z
    .enum(["true", "false"], { error: "detach is true or false." })
    .optional()
    .transform((v) => v === "true"),
});

export const adminPropertyValueSchema = z.object({
  id: z.number(),
  key: z.string(),
  position: z.number(),
  title: z.partialRecord(LANG, z.string()),
  /** Products that carry this value. */
  product_count: z.number(),
});
export type AdminPropertyValue = z.infer<typeof adminPropertyValueSchema>;

export const adminPropertySchema = z.object({
  id: z.number(),
  key: z.string(),
  type: z.enum(["checkbox", "radio"]),
  position: z.number(),
  title: z.partialRecord(LANG, z.string()),
  /** Products that carry any of its values. */
  product_count: z.number(),
  values: z.array(adminPropertyValueSchema),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;
export const adminPropertyListSchema = z.array(adminPropertySchema);
