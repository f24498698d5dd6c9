import { describe, expect, it } from "vitest";
import {
  comparePromotions,
  isPromotionActive,
  MAIN_PAGE_PROMOTIONS_MAX,
  pickMainPagePromotions,
  promotionProblems,
} from "../src/promotions.ts";
import { parseVideoUrl } from "../src/video-embed.ts";

const now = new Date("2026-06-15T12:00:00Z");
const day = 86_400_000;
const offer = (
  id: number,
  over: Partial<Parameters<typeof isPromotionActive>[0]> & {
    priority?: number;
    showOnMainPage?: boolean;
  } = {},
) => ({
  id,
  active: true,
  startsAt: new Date(now.getTime() - day),
  endsAt: new Date(now.getTime() + 10 * day),
  showOnMainPage: true,
  priority: 0,
  ...over,
});

describe("isPromotionActive", () => {
  it("is active within its dates while switched on", () => {
    expect(isPromotionActive(offer(1), now)).toBe(true);
  });
  it("is not active once ended, before it starts, or switched off", () => {
    expect(isPromotionActive(offer(1, { endsAt: new Date(now.getTime() - 1) }), now)).toBe(false);
    expect(isPromotionActive(offer(1, { startsAt: new Date(now.getTime() + 1) }), now)).toBe(false);
    expect(isPromotionActive(offer(1, { active: false }), now)).toBe(false);
  });
  it("starts at its start instant and has ended at its end instant", () => {
    expect(isPromotionActive(offer(1, { startsAt: now }), now)).toBe(true);
    expect(isPromotionActive(offer(1, { endsAt: now }), now)).toBe(false);
  });
});

describe("pickMainPagePromotions", () => {
  it("keeps at most three active offers flagged for the home page", () => {
    const picked = pickMainPagePromotions(
      [
        offer(1),
        offer(2, { showOnMainPage: false }),
        offer(3, { endsAt: new Date(now.getTime() - day) }),
        offer(4),
        offer(5),
        offer(6),
      ],
      now,
    );
    expect(picked.map((p) => p.id)).toEqual([1, 4, 5]);
    expect(picked).toHaveLength(MAIN_PAGE_PROMOTIONS_MAX);
  });
  it("puts the higher priority first, then the soonest to end", () => {
    const picked = pickMainPagePromotions(
      [
        offer(1, { endsAt: new Date(now.getTime() + 9 * day) }),
        offer(2, { endsAt: new Date(now.getTime() + 2 * day) }),
        offer(3, { priority: 5, endsAt: new Date(now.getTime() + 30 * day) }),
      ],
      now,
    );
    expect(picked.map((p) => p.id)).toEqual([3, 2, 1]);
  });
});

describe("comparePromotions", () => {
  it("orders the soonest-ending first, then by id", () => {
    const list = [offer(2, { endsAt: new Date(now.getTime() + 5 * day) }), offer(3), offer(1)];
    expect(list.sort(comparePromotions).map((p) => p.id)).toEqual([2, 1, 3]);
  });
});

describe("promotionProblems", () => {
  const startsAt = new Date("2026-06-01T00:00:00Z");
  it("accepts an offer that ends after it starts, with or without a video", () => {
    expect(promotionProblems({ startsAt, endsAt: new Date("2026-06-30T00:00:00Z") })).toEqual([]);
    expect(
      promotionProblems({
        startsAt,
        endsAt: new Date("2026-06-30T00:00:00Z"),
        videoUrl: "https://vimeo.com/76979871",
      }),
    ).toEqual([]);
  });
  it("refuses an end not after the start, bad dates and a video from elsewhere", () => {
    expect(promotionProblems({ startsAt, endsAt: startsAt })).toEqual([
      "The offer must end after it starts.",
    ]);
    expect(promotionProblems({ startsAt: new Date("x"), endsAt: startsAt })).toEqual([
      "The start date is not a date.",
    ]);
    expect(
      promotionProblems({ startsAt, endsAt: new Date("2026-07-01"), videoUrl: "https://example.com/v.mp4" }),
    ).toEqual(["The video must be a YouTube or Vimeo address."]);
  });
});

describe("an offer's video (the video reviews' parseVideoUrl)", () => {
  it("reads the YouTube address forms as the privacy-enhanced player", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(parseVideoUrl(url)).toMatchObject({
        provider: "youtube",
        id: "dQw4w9WgXcQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
      });
    }
  });
  it("reads Vimeo addresses", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toMatchObject({
      provider: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871")?.id).toBe("76979871");
  });
  it("refuses other sites, schemes and malformed ids", () => {
    expect(parseVideoUrl("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(parseVideoUrl("javascript:alert(1)")).toBeNull();
    expect(parseVideoUrl("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(parseVideoUrl("https://vimeo.com/channels/staff")).toBeNull();
    expect(parseVideoUrl("not a url")).toBeNull();
  });
});
