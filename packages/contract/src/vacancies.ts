import { EMPLOYMENT_TYPES, RESUME_MAX_BYTES } from "@sf/domain";
import { z } from "zod";
import { idParamSchema } from "./common.ts";
import { botCheckTokenSchema, senderFields } from "./shop-requests.ts";

/** A vacancy's pay: a range (either end may be open) per month or hour, in `currency`. */
export const vacancySalarySchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  currency: z.string(),
  period: z.enum(["month", "hour"]),
});
export type VacancySalary = z.infer<typeof vacancySalarySchema>;

/** `GET /base/vacancies/{id}` and each item of the list: an open vacancy in the request's language. */
export const vacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string(),
  /** Sanitised shop HTML. */
  description: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  salary: vacancySalarySchema.nullable(),
  show_on_main_page: z.boolean(),
  is_active: z.boolean(),
  /** ISO date and time the vacancy was published. */
  published_at: z.string(),
  /** The last day applications are taken (YYYY-MM-DD), or null. */
  valid_through: z.string().nullable(),
  lang: z.string(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

/** `GET /base/vacancies`: the open vacancies, the shop's order. */
export const vacancyListSchema = z.array(vacancySchema);

export const vacancyListQuerySchema = z.object({
  /** `true`: only those the shop shows on its home page. */
  show_on_main_page: z.enum(["true", "false"], { error: "show_on_main_page is true or false." }).optional(),
});

/** The longest message a CV may come with; the storefront's field uses the same. */
export const RESUME_MESSAGE_MAX = 2000;

/**
 * `POST /base/send-resume` (multipart/form-data): the text fields, checked once the parts are
 * read. `vacancy_id` is left out (or empty) for an open application.
 */
export const sendResumeFieldsSchema = z.object({
  name: senderFields.name,
  phone: senderFields.phone,
  email: senderFields.email,
  message: senderFields.text(RESUME_MESSAGE_MAX, "Message").optional(),
  vacancy_id: z.union([z.literal(""), idParamSchema("vacancy")]).optional(),
  recaptcha_token: botCheckTokenSchema,
});
export type SendResumeFields = z.infer<typeof sendResumeFieldsSchema>;

/** The whole multipart body as the OpenAPI document shows it: the fields and the CV file. */
export const sendResumeBodySchema = sendResumeFieldsSchema.extend({
  cv: z
    .file()
    .max(RESUME_MAX_BYTES)
    .describe("The CV: PDF, DOC, DOCX or ODT, at most 5 MB; the kind is checked from the bytes."),
});
