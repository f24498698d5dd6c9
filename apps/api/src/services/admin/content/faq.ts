import { type AdminFaq, type adminFaqWriteSchema, type FaqItem, faqSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import type { z } from "zod";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { readSiteDocument, saveSiteDocument } from "./site-documents.ts";

const EMPTY: FaqItem[] = [];

export async function getAdminFaq(db: Db, site: Site, lang: string): Promise<AdminFaq> {
  return { lang, items: await readSiteDocument(db, site, "faq", lang, faqSchema, EMPTY) };
}

/** The FAQ of a language replaced, in the given order (numbered 1..n as /base/faq serves it). */
export async function saveAdminFaq(
  db: Db,
  site: Site,
  actor: StaffActor,
  lang: string,
  body: z.output<typeof adminFaqWriteSchema>,
): Promise<AdminFaq> {
  const items = body.items.map((item, i) => ({ id: i + 1, ...item }));
  const doc = { key: "faq", lang, shape: faqSchema, empty: EMPTY };
  return { lang, items: await saveSiteDocument(db, site, actor, doc, items) };
}
