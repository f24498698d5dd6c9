import type { Vacancy } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { openVacancies } from "./vacancy-rows.ts";

/** `GET /base/vacancies`: the open vacancies; `onMainPage` keeps only those the home page shows. */
export async function listVacancies(
  db: Db,
  site: Site,
  lang: string,
  options: { onMainPage?: boolean } = {},
): Promise<Vacancy[]> {
  const list = await openVacancies(db, site, lang);
  return options.onMainPage === undefined
    ? list
    : list.filter((v) => v.show_on_main_page === options.onMainPage);
}
