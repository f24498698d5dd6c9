import type { PromotionDetail } from "@sf/contract";
import { type MouseEvent, useState } from "react";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

const PROVIDER_NAME = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * The offer's video: a play button of our own until the shopper presses it, then the provider's
 * player (so no request goes to YouTube or Vimeo before that). Without JavaScript the button is a
 * link to the video's page.
 */
export function OfferVideo({
  video,
  url,
  title,
}: {
  video: NonNullable<PromotionDetail["video"]>;
  url: string;
  title: string;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER_NAME[video.provider];
  if (playing)
    return (
      <div className="aspect-video w-full overflow-hidden rounded-card bg-ink">
        <iframe
          src={video.embed_url}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    );
  return (
    <a
      href={url}
      data-testid="offer-video"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-card bg-surface-alt p-4 text-center hover:ring-2 hover:ring-secondary"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary text-on-primary group-hover:scale-105">
        <Icon name="play" className="size-8" />
      </span>
      <span className="font-semibold">{t("offers.playVideo")}</span>
      <span className="text-sm text-muted">{t("offers.videoNotice", { provider })}</span>
    </a>
  );
}
