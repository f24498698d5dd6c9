/**
 * Video reviews (spec: `/base/video-reviews`) are YouTube or Vimeo links. The storefront never
 * loads a player until the shopper asks for it; these rules turn a shop's link into the player's
 * address (YouTube's no-cookie host, Vimeo's do-not-track flag) and the page to open instead.
 */
export type VideoProvider = "youtube" | "vimeo";
export type VideoSource = {
  provider: VideoProvider;
  id: string;
  /** The player, started by the click that loads it. */
  embedUrl: string;
  /** The video's own page (the link without JavaScript). */
  watchUrl: string;
};

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

function youtubeId(url: URL): string | null {
  if (url.hostname === "youtu.be") return url.pathname.slice(1).split("/")[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "player.vimeo.com") return parts[0] === "video" ? (parts[1] ?? null) : null;
  return parts.find((part) => VIMEO_ID.test(part)) ?? null;
}

/** The provider and id of a YouTube or Vimeo link; null for anything else (not shown). */
export function parseVideoUrl(link: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const yt = youtubeId(url);
  if (yt !== null) {
    if (!YOUTUBE_ID.test(yt)) return null;
    return {
      provider: "youtube",
      id: yt,
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${yt}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null && VIMEO_ID.test(vimeo)) {
    return {
      provider: "vimeo",
      id: vimeo,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
      watchUrl: `https://vimeo.com/${vimeo}`,
    };
  }
  return null;
}

/**
 * Whether a click on a video's preview may load the player at once: with marketing consent
 * (decision 0037 puts third parties that keep a visitor's history there) it may; without it, the
 * click first says who hosts the video, and a second, explicit one loads it (decision 0040).
 */
export function videoNeedsConfirmation(consent: { marketing: boolean } | null): boolean {
  return !consent?.marketing;
}
