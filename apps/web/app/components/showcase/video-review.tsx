import type { VideoReview } from "@sf/contract";
import { videoNeedsConfirmation } from "@sf/domain";
import { useRef, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useSite, useT } from "~/lib/i18n.ts";

const PROVIDER_NAME = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A video review: its preview picture (ours) until the shopper asks for the video. Nothing is
 * requested from YouTube or Vimeo before: a visitor who granted marketing cookies gets the
 * player on the first click; anyone else is told who hosts it and loads it with a second click
 * (decision 0040). Without JavaScript the preview is a link to the video's own page.
 */
export function VideoReviewCard({ video }: { video: VideoReview }) {
  const t = useT();
  const consent = useSite()?.consent ?? null;
  const [state, setState] = useState<"preview" | "confirm" | "playing">("preview");
  const confirmButton = useRef<HTMLButtonElement>(null);
  const provider = PROVIDER_NAME[video.provider];
  const play = () => setState("playing");
  return (
    <figure className="card overflow-hidden" data-testid="video-review">
      <div className="relative aspect-video bg-surface-alt">
        {state === "playing" ? (
          <iframe
            src={video.embed_url}
            title={video.title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <a
            href={video.video_url}
            onClick={(event) => {
              event.preventDefault();
              if (!videoNeedsConfirmation(consent)) return play();
              setState("confirm");
              requestAnimationFrame(() => confirmButton.current?.focus());
            }}
            className="group absolute inset-0 block"
          >
            {video.preview ? (
              <picture>
                <source
                  type="image/webp"
                  srcSet={video.preview_srcset}
                  sizes="(min-width: 1024px) 400px, 100vw"
                />
                <img
                  src={video.preview}
                  alt=""
                  width={1280}
                  height={720}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </picture>
            ) : null}
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-scrim/70 text-on-secondary group-hover:bg-scrim/90">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-8" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
            <span className="sr-only">{t("showcase.video.play", { title: video.title })}</span>
          </a>
        )}
        {state === "confirm" ? (
          <div
            data-testid="video-consent"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface/95 p-4 text-center text-sm"
          >
            <p className="font-semibold">{t("showcase.video.consentTitle")}</p>
            <p>{t("showcase.video.consent", { provider })}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <button ref={confirmButton} type="button" className="btn btn-primary" onClick={play}>
                {t("showcase.video.load")}
              </button>
              <a href={video.video_url} rel="noopener noreferrer" className="btn border border-line">
                {t("showcase.video.open", { provider })}
                <Icon name="arrow-right" className="size-4" />
              </a>
            </div>
          </div>
        ) : null}
      </div>
      <figcaption className="p-4 font-semibold">{video.title}</figcaption>
    </figure>
  );
}
