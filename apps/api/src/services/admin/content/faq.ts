import { type AdminFaq, type adminFaqWriteSchema, faqSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { checkTexts, writeContent } from "./content-write.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const { siteContents } = schema;

/** The FAQ stored in exactly this language (no fallback: the editor edits what is there). */
async function readFaq(db: Db | Tx, site: Site, lang: string): Promise<AdminFaq> {
  const [row] = await db
    .select({ data: siteContents.data })
    .from(siteContents)
    .where(and(eq(siteContents.siteId, site.id), eq(siteContents.key, "faq"), eq(siteContents.lang, lang)));
  const parsed = faqSchema.safeParse(row?.data ?? []);
  return { lang, items: parsed.success ? parsed.data : [] };
}

export function getAdminFaq(db: Db, site: Site, lang: string): Promise<AdminFaq> {
  checkTexts(site, [{ lang }]);
  return readFaq(db, site, lang);
}

/** The FAQ of a language replaced, in the given order (numbered 1..n as the storefront reads it). */
export async function saveAdminFaq(
  db: Db,
  site: Site,
  actor: StaffActor,
  lang: string,
  body: z.output<typeof adminFaqWriteSchema>,
): Promise<AdminFaq> {
  checkTexts(site, [{ lang }]);
  const data = body.items.map((item, i) => ({ id: i + 1, ...item }));
  return writeContent(db, actor, "faq.update", async (tx) => {
    const before = await readFaq(tx, site, lang);
    await tx
      .insert(siteContents)
      .values({ siteId: site.id, key: "faq", lang, data })
      .onConflictDoUpdate({
        target: [siteContents.siteId, siteContents.key, siteContents.lang],
        set: { data },
      });
    const after = await readFaq(tx, site, lang);
    return { result: after, id: `faq:${lang}`, before, after };
  });
}
