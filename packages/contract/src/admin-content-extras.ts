import { EMPLOYMENT_TYPES } from "@sf/domain";
import { z } from "zod";
import { adminImagePathSchema, contentFields } from "./admin-content.ts";
import { CURRENCIES, idSchema, languageSchema } from "./common.ts";

/**
 * The content area's other types (`/admin/api/content/*`): vacancies, gallery albums with their
 * pictures, partners and their regions. Texts per language of the shop, the main one required;
 * vacancy descriptions are HTML the API cleans with the shop HTML policy.
 */

const { text, optionalText, html, link, translations } = contentFields;

/** A shop's items in a new order (every item of the kind, each once). */
export const adminContentOrderSchema = z.object({
  ids: z.array(idSchema("item"), { error: "The items' ids are required." }).min(1).max(1000),
});

// Vacancies (`/{lang}/career`)

export const SALARY_PERIODS = ["month", "hour"] as const;

export const adminVacancyTextSchema = z.object({
  lang: languageSchema,
  title: text(300, "The title"),
  location: optionalText(300, "The place of work"),
  html,
});
const salary = z
  .number({ error: "The salary is a whole number." })
  .int("The salary is a whole number.")
  .min(0, "The salary cannot be negative.")
  .max(100_000_000, "The salary is too large.")
  .nullable()
  .default(null);
export const adminVacancyWriteSchema = z
  .object({
    active: z.boolean({ error: "Say whether the vacancy is published." }),
    show_on_main_page: z.boolean({ error: "Say whether the home page shows the vacancy." }).default(false),
    employment_type: z.enum(EMPLOYMENT_TYPES, { error: "Choose the kind of employment." }),
    salary_from: salary,
    salary_to: salary,
    salary_currency: z.enum(CURRENCIES, { error: "Choose the salary's currency." }).nullable().default(null),
    salary_period: z.enum(SALARY_PERIODS, { error: "The salary is per month or per hour." }).default("month"),
    valid_through: z.iso.date({ error: "The last day is a date (YYYY-MM-DD)." }).nullable().default(null),
    translations: translations(adminVacancyTextSchema),
  })
  .refine((v) => v.salary_from === null || v.salary_to === null || v.salary_to >= v.salary_from, {
    path: ["salary_to"],
    message: "The salary's upper end cannot be below its lower end.",
  });
export type AdminVacancyWrite = z.input<typeof adminVacancyWriteSchema>;
export const adminVacancySchema = z.object({
  id: z.number(),
  position: z.number(),
  active: z.boolean(),
  show_on_main_page: z.boolean(),
  employment_type: z.string(),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.string(),
  valid_through: z.string().nullable(),
  published_at: z.string(),
  translations: z.array(
    z.object({ lang: z.string(), title: z.string(), location: z.string(), html: z.string() }),
  ),
});
export type AdminVacancy = z.infer<typeof adminVacancySchema>;
export const adminVacancyListSchema = z.array(adminVacancySchema);

// Gallery (`/{lang}/gallery`): albums and their pictures, in order

const dimension = z
  .number({ error: "The picture's size is a whole number of pixels." })
  .int("The picture's size is a whole number of pixels.")
  .min(1, "The picture's size is a whole number of pixels.")
  .max(20_000, "The picture is too large.");
export const adminGalleryPictureSchema = z.object({
  image: adminImagePathSchema,
  width: dimension,
  height: dimension,
  captions: z
    .array(z.object({ lang: languageSchema, caption: optionalText(300, "The caption") }))
    .max(4, "At most one caption per language.")
    .default([]),
});
export const adminAlbumTextSchema = z.object({
  lang: languageSchema,
  title: text(300, "The title"),
  description: optionalText(2000, "The description"),
});
export const adminAlbumWriteSchema = z.object({
  active: z.boolean({ error: "Say whether the album is published." }),
  translations: translations(adminAlbumTextSchema),
  pictures: z
    .array(adminGalleryPictureSchema, { error: "The album's pictures are a list." })
    .max(300, "At most 300 pictures in an album.")
    .default([]),
});
export type AdminAlbumWrite = z.input<typeof adminAlbumWriteSchema>;
export const adminAlbumSchema = z.object({
  id: z.number(),
  position: z.number(),
  active: z.boolean(),
  translations: z.array(z.object({ lang: z.string(), title: z.string(), description: z.string() })),
  pictures: z.array(
    z.object({
      id: z.number(),
      image: z.string(),
      width: z.number(),
      height: z.number(),
      captions: z.array(z.object({ lang: z.string(), caption: z.string() })),
    }),
  ),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;
export const adminAlbumListSchema = z.array(adminAlbumSchema);

// Partners (`/{lang}/partners`): regions, and the partners listed under them

export const adminPartnerRegionWriteSchema = z.object({
  translations: translations(z.object({ lang: languageSchema, name: text(200, "The region's name") })),
});
export type AdminPartnerRegionWrite = z.input<typeof adminPartnerRegionWriteSchema>;
export const adminPartnerRegionSchema = z.object({
  id: z.number(),
  position: z.number(),
  translations: z.array(z.object({ lang: z.string(), name: z.string() })),
});
export type AdminPartnerRegion = z.infer<typeof adminPartnerRegionSchema>;
export const adminPartnerRegionListSchema = z.array(adminPartnerRegionSchema);

export const adminPartnerWriteSchema = z.object({
  region_id: idSchema("region"),
  name: text(200, "The partner's name"),
  logo: adminImagePathSchema.nullable().default(null),
  url: link.nullable().default(null),
});
export type AdminPartnerWrite = z.input<typeof adminPartnerWriteSchema>;
export const adminPartnerSchema = z.object({
  id: z.number(),
  position: z.number(),
  region_id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  url: z.string().nullable(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export const adminPartnerListSchema = z.array(adminPartnerSchema);
