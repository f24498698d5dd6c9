import { describe, expect, it } from "vitest";
import { parseVideoUrl, videoNeedsConfirmation } from "../src/video-embed.ts";

describe("parseVideoUrl", () => {
  it("reads YouTube links in their usual spellings", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      "https://youtu.be/aqz-KE-bpKQ",
      "https://youtube.com/shorts/aqz-KE-bpKQ",
      "https://www.youtube.com/embed/aqz-KE-bpKQ?start=10",
      "https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=3s",
    ]) {
      expect(parseVideoUrl(link)).toEqual({
        provider: "youtube",
        id: "aqz-KE-bpKQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0",
        watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      });
    }
  });

  it("reads Vimeo links and embeds without tracking", () => {
    for (const link of [
      "https://vimeo.com/76979871",
      "https://player.vimeo.com/video/76979871",
      "https://vimeo.com/channels/staffpicks/76979871",
    ]) {
      const source = parseVideoUrl(link);
      expect(source?.provider).toBe("vimeo");
      expect(source?.id).toBe("76979871");
      expect(source?.embedUrl).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    }
  });

  it("refuses other hosts, malformed ids and non-web schemes", () => {
    for (const link of [
      "https://example.com/watch?v=aqz-KE-bpKQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=<script>abc",
      "javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ",
      "https://vimeo.com/about",
      "not a link",
      "",
    ]) {
      expect(parseVideoUrl(link)).toBeNull();
    }
  });
});

describe("videoNeedsConfirmation", () => {
  it("asks again unless the visitor granted marketing cookies", () => {
    expect(videoNeedsConfirmation(null)).toBe(true);
    expect(videoNeedsConfirmation({ marketing: false })).toBe(true);
    expect(videoNeedsConfirmation({ marketing: true })).toBe(false);
  });
});
