import type { Vacancy } from "@sf/contract";
import type { Db } from "@sf/db";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { openVacancies } from "./vacancy-rows.ts";

/** `GET /base/vacancies/{id}`: an open vacancy of the shop, or a 404 (closed ones are not shown). */
export async function getVacancy(db: Db, site: Site, lang: string, id: number): Promise<Vacancy> {
  const [vacancy] = await openVacancies(db, site, lang, [id]);
  if (!vacancy) throw notFound("Vacancy not found.");
  return vacancy;
}
