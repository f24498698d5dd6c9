import type { Db } from "../../client.ts";
import {
  galleryAlbums,
  galleryImages,
  media,
  partnerRegions,
  partners,
  shopReviews,
  storeSellers,
  videoReviews,
} from "../../schema.ts";
import { bannerSvg } from "../banner-art.ts";
import { brandLogoSvg } from "../brand-art.ts";
import type { ShopShowcaseSeed } from "./types.ts";

const svg = (text: string) => new TextEncoder().encode(text);

/** Writes a demo shop's reviews, videos, gallery (with generated pictures), partners and sellers. */
export async function seedShopShowcase(
  db: Db,
  target: { siteId: number; code: string; languages: string[]; shopIds: number[] },
  set: ShopShowcaseSeed | undefined,
): Promise<void> {
  if (!set) return;
  const { siteId, code } = target;

  const reviewRows = Object.entries(set.reviews)
    .filter(([lang]) => target.languages.includes(lang))
    .flatMap(([lang, list]) =>
      (list ?? []).map((r, i) => ({
        siteId,
        lang,
        authorName: r.name,
        rating: r.rating,
        body: r.text,
        likes: r.likes ?? 0,
        dislikes: r.dislikes ?? 0,
        // Minutes apart, so the newest-first order is the seed's order within a day.
        createdAt: new Date(Date.parse(`${r.date}T10:00:00Z`) - i * 60_000),
      })),
    );
  if (reviewRows.length) await db.insert(shopReviews).values(reviewRows);

  for (const [index, video] of set.videos.entries()) {
    const path = `videos/${code}-${index + 1}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: svg(bannerSvg(video.art[0], video.art[1], index + 31, 1280, 720)),
    });
    await db.insert(videoReviews).values({
      siteId,
      position: index,
      title: video.title,
      videoUrl: video.url,
      preview: `/media/${path}`,
    });
  }

  for (const [albumIndex, album] of set.albums.entries()) {
    const [row] = await db
      .insert(galleryAlbums)
      .values({ siteId, position: albumIndex, title: album.title, description: album.description })
      .returning({ id: galleryAlbums.id });
    if (!row) throw new Error("album insert returned nothing");
    for (const [index, image] of album.images.entries()) {
      const [width, height] = image.portrait ? [800, 1200] : [1200, 800];
      const path = `gallery/${code}-${albumIndex + 1}-${index + 1}.svg`;
      await db.insert(media).values({
        siteId,
        path,
        contentType: "image/svg+xml",
        body: svg(bannerSvg(album.art[0], album.art[1], albumIndex * 10 + index + 41, width, height)),
      });
      await db.insert(galleryImages).values({
        albumId: row.id,
        siteId,
        position: index,
        image: `/media/${path}`,
        width,
        height,
        caption: image.caption,
      });
    }
  }

  let partnerIndex = 0;
  for (const [regionIndex, region] of set.regions.entries()) {
    const [row] = await db
      .insert(partnerRegions)
      .values({ siteId, position: regionIndex, name: region.name })
      .returning({ id: partnerRegions.id });
    if (!row) throw new Error("partner region insert returned nothing");
    for (const [index, partner] of region.partners.entries()) {
      partnerIndex += 1;
      const path = `partners/${code}-${partnerIndex}.svg`;
      await db
        .insert(media)
        .values({ siteId, path, contentType: "image/svg+xml", body: svg(brandLogoSvg(partner.name)) });
      await db.insert(partners).values({
        siteId,
        regionId: row.id,
        position: index,
        name: partner.name,
        logo: `/media/${path}`,
        url: partner.url,
      });
    }
  }

  if (set.sellers.length) {
    await db.insert(storeSellers).values(
      set.sellers.map((seller, position) => ({
        siteId,
        shopId: seller.shop === null ? null : (target.shopIds[seller.shop] ?? null),
        position,
        name: seller.name,
        role: seller.role,
        phone: seller.phone ?? null,
        email: seller.email ?? null,
      })),
    );
  }
}
