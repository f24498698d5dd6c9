import { customType } from "drizzle-orm/pg-core";

/** A text per language, e.g. `{ ro: "Despre noi", ru: "О нас" }`; missing languages fall back. */
export type Localized = Partial<Record<"ro" | "ru" | "uk" | "en", string>>;

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
