import { z } from "zod";

export const LANGUAGES = ["ro", "ru", "uk", "en"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const CURRENCIES = ["MDL", "RON", "USD", "EUR", "UAH"] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** DRF-style general error body: `{ detail, code }`. */
export const errorBodySchema = z.object({ detail: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** DRF-style validation error body: `{ field: ["message"] }`. */
export const validationErrorBodySchema = z.record(z.string(), z.array(z.string()));

export const linkSchema = z.object({ title: z.string(), url: z.string() });
export type Link = z.infer<typeof linkSchema>;
