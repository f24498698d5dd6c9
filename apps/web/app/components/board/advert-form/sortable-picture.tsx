import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Icon } from "~/components/ui/icon.tsx";
import { useT } from "~/lib/i18n.ts";

export type Picture =
  | { key: string; source: "old_images"; id: number; src: string }
  | { key: string; source: "new_images"; file: File; src: string };

type Props = {
  picture: Picture;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

const small =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:bg-surface-alt disabled:opacity-40";

/**
 * One picture of the sortable list: the picture itself is the drag handle (a pointer drags it;
 * the keyboard picks it up with Space or Enter, moves it with the arrows and drops it with
 * Space), and buttons move it one place or remove it without dragging at all (WCAG 2.5.7).
 */
export function SortablePicture({ picture, index, count, onMove, onRemove }: Props) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: picture.key });
  const number = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative space-y-2 rounded-card border border-line bg-surface p-2 ${isDragging ? "z-10 shadow-xl" : ""}`}
      data-testid="advert-picture"
      data-picture={picture.source === "old_images" ? `old:${picture.id}` : `new:${picture.file.name}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t("advertForm.pictureHandle", { number, count })}
        className="block w-full cursor-grab touch-none rounded-card focus-visible:outline-2 focus-visible:outline-offset-2"
        data-testid="advert-picture-handle"
      >
        <img
          src={picture.src}
          alt=""
          className="aspect-[4/3] w-full rounded-card object-cover"
          draggable={false}
        />
      </button>
      {index === 0 ? (
        <span className="absolute top-3 left-3 rounded-button bg-primary px-2 py-0.5 text-sm font-semibold text-on-primary">
          {t("advertForm.cover")}
        </span>
      ) : null}
      <div className="flex justify-between gap-1">
        <button
          type="button"
          className={small}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t("advertForm.moveEarlier", { number })}
        >
          <Icon name="chevron-left" className="size-5" />
        </button>
        <button
          type="button"
          className={small}
          onClick={() => onRemove(index)}
          aria-label={t("advertForm.removePicture", { number })}
          data-testid="advert-picture-remove"
        >
          <Icon name="trash" className="size-5" />
        </button>
        <button
          type="button"
          className={small}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t("advertForm.moveLater", { number })}
        >
          <Icon name="chevron-right" className="size-5" />
        </button>
      </div>
    </li>
  );
}
