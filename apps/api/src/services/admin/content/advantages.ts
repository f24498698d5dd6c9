import { type AdvantagesContent, advantagesContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { readSiteDocument, saveSiteDocument } from "./site-documents.ts";

const EMPTY: AdvantagesContent = { product_why_we: [], product_page: [], main_page: [], category_page: [] };
const doc = (lang: string) => ({ key: "advantages", lang, shape: advantagesContentSchema, empty: EMPTY });

/** The advantage blocks of a language (`/base/advantage/{kind}`), the four places at once. */
export const getAdminAdvantages = (db: Db, site: Site, lang: string) =>
  readSiteDocument(db, site, "advantages", lang, advantagesContentSchema, EMPTY);

export const saveAdminAdvantages = (
  db: Db,
  site: Site,
  actor: StaffActor,
  lang: string,
  body: AdvantagesContent,
) => saveSiteDocument(db, site, actor, doc(lang), body);
