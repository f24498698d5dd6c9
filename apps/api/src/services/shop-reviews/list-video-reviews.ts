import type { VideoReview } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize, parseVideoUrl } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { BANNER_WIDTHS, mediaSrcsets } from "../catalogue/product-cards.ts";

/** `/base/video-reviews`: the shop's active videos in order; a link that is not YouTube or Vimeo is left out. */
export async function listVideoReviews(db: Db, site: Site, lang: string): Promise<VideoReview[]> {
  const { videoReviews } = schema;
  const rows = await db
    .select()
    .from(videoReviews)
    .where(and(eq(videoReviews.siteId, site.id), eq(videoReviews.active, true)))
    .orderBy(asc(videoReviews.position), asc(videoReviews.id));
  return rows.flatMap((row) => {
    const source = parseVideoUrl(row.videoUrl);
    if (!source) return [];
    return [
      {
        id: row.id,
        title: localize(row.title, lang, site.mainLanguage),
        video_url: row.videoUrl,
        provider: source.provider,
        embed_url: source.embedUrl,
        preview: row.preview,
        preview_srcset: row.preview
          ? (mediaSrcsets(row.preview, BANNER_WIDTHS.slice(0, 3))?.srcset ?? "")
          : "",
      },
    ];
  });
}
