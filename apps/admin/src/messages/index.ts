/**
 * The back-office's message catalogues: one folder per area (so areas are built side by side
 * without editing one file), merged per language (the errors area stays apart: see below). Every
 * folder has the same keys in all four languages (`apps/admin/test/messages.test.ts`); Romanian is the reference.
 */
import catalogueEn from "./catalogue/en.json";
import catalogueRo from "./catalogue/ro.json";
import catalogueRu from "./catalogue/ru.json";
import catalogueUk from "./catalogue/uk.json";
import contentEn from "./content/en.json";
import contentRo from "./content/ro.json";
import contentRu from "./content/ru.json";
import contentUk from "./content/uk.json";
import coreEn from "./core/en.json";
import coreRo from "./core/ro.json";
import coreRu from "./core/ru.json";
import coreUk from "./core/uk.json";
import customersEn from "./customers/en.json";
import customersRo from "./customers/ro.json";
import customersRu from "./customers/ru.json";
import customersUk from "./customers/uk.json";
import errorsEn from "./errors/en.json";
import errorsRo from "./errors/ro.json";
import errorsRu from "./errors/ru.json";
import errorsUk from "./errors/uk.json";
import productsEn from "./products/en.json";
import productsRo from "./products/ro.json";
import productsRu from "./products/ru.json";
import productsUk from "./products/uk.json";
import shopEn from "./shop/en.json";
import shopRo from "./shop/ro.json";
import shopRu from "./shop/ru.json";
import shopUk from "./shop/uk.json";

export const ro = { ...coreRo, ...productsRo, ...catalogueRo, ...customersRo, ...shopRo, ...contentRo };
export type MessageKey = keyof typeof ro;
type Catalogue = Record<MessageKey, string>;

export const CATALOGUES: Record<"ro" | "ru" | "uk" | "en", Catalogue> = {
  ro,
  ru: { ...coreRu, ...productsRu, ...catalogueRu, ...customersRu, ...shopRu, ...contentRu },
  uk: { ...coreUk, ...productsUk, ...catalogueUk, ...customersUk, ...shopUk, ...contentUk },
  en: { ...coreEn, ...productsEn, ...catalogueEn, ...customersEn, ...shopEn, ...contentEn },
};

/**
 * The errors area: messages from the admin contracts' schemas and the API, keyed by their English
 * text (templates for messages with values) rather than by a message key, so it is not merged into
 * `t`'s catalogue; `error-text.ts` matches and translates them (`useI18n().te`).
 */
export type ErrorCatalogue = Record<string, string>;
export const ERROR_CATALOGUES: Record<"ro" | "ru" | "uk" | "en", ErrorCatalogue> = {
  ro: errorsRo,
  ru: errorsRu,
  uk: errorsUk,
  en: errorsEn,
};
