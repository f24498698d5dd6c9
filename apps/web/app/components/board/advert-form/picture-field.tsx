import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ADVERT_IMAGES_MAX } from "@sf/contract";
import { moveItem, picturePlan } from "@sf/domain";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/lib/i18n.ts";
import { FieldError } from "./form-parts.tsx";
import { type Picture, SortablePicture } from "./sortable-picture.tsx";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type Props = {
  stored: { id: number; src: string }[];
  error: string | null;
  /** The cover's address as it changes (the tools' preview shows it). */
  onCover: (src: string | null) => void;
};

/**
 * The advert's pictures (spec section 3): several added at once, previewed, ordered by dragging
 * or with the keyboard (@dnd-kit, decision 0062), the first being the cover; stored ones removed
 * on edit (`images_to_delete`). The order goes to the API as `images_order` and the cover as
 * `image_preview`; the new files go in that order. Without JavaScript: a file field, and a box
 * to remove each stored picture.
 */
export function PictureField({ stored, error, onCover }: Props) {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  const [pictures, setPictures] = useState<Picture[]>(() =>
    stored.map((p) => ({ key: `old-${p.id}`, source: "old_images", id: p.id, src: p.src })),
  );
  const [deleted, setDeleted] = useState<number[]>([]);
  const [said, setSaid] = useState("");
  const files = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  useEffect(() => setHydrated(true), []);
  // The form sends the new pictures from this field, in the order shown.
  useEffect(() => {
    if (!hydrated || !files.current) return;
    const transfer = new DataTransfer();
    for (const p of pictures) if (p.source === "new_images") transfer.items.add(p.file);
    files.current.files = transfer.files;
    onCover(pictures[0]?.src ?? null);
  }, [pictures, hydrated, onCover]);
  const urls = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (key: unknown) => pictures.findIndex((p) => p.key === key) + 1;
  const move = (from: number, to: number) => {
    setPictures(moveItem(pictures, from, to));
    setSaid(t("advertForm.pictureMoved", { number: from + 1, to: to + 1 }));
  };
  const remove = (index: number) => {
    const picture = pictures[index];
    if (!picture) return;
    if (picture.source === "old_images") setDeleted([...deleted, picture.id]);
    else URL.revokeObjectURL(picture.src);
    setPictures(pictures.filter((_, i) => i !== index));
    setSaid(t("advertForm.pictureRemoved", { number: index + 1 }));
  };
  const add = (list: FileList | null) => {
    const room = ADVERT_IMAGES_MAX - pictures.length;
    const added = Array.from(list ?? [])
      .slice(0, Math.max(0, room))
      .map((file): Picture => {
        const src = URL.createObjectURL(file);
        urls.current.add(src);
        return { key: `new-${counter.current++}`, source: "new_images", file, src };
      });
    if (added.length) setPictures([...pictures, ...added]);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(numberOf(active.id) - 1, numberOf(over.id) - 1);
  };
  const plan = picturePlan(pictures);
  const describedBy = error ? "advert-images-error" : undefined;

  if (!hydrated)
    return (
      <div className="space-y-3">
        {stored.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {stored.map((p, i) => (
              <li key={p.id} className="space-y-1">
                <img
                  src={p.src}
                  alt={t("advertForm.pictureNumber", { number: i + 1 })}
                  className="aspect-[4/3] w-full rounded-card object-cover"
                />
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="images_to_delete" value={p.id} />
                  {t("advertForm.removePicture", { number: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <label className="block font-medium">
          {t("advertForm.addPictures")}
          <input
            type="file"
            name="images"
            multiple
            accept={ACCEPT}
            aria-describedby={describedBy}
            className="mt-1 block"
          />
        </label>
        <FieldError name="images" error={error} />
      </div>
    );

  return (
    <div className="space-y-3" data-testid="advert-pictures" data-ready="true">
      <p className="text-sm text-muted" id="advert-pictures-hint">
        {t("advertForm.picturesHint", { max: ADVERT_IMAGES_MAX })}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("advertForm.dragInstructions") },
          announcements: {
            onDragStart: ({ active }) => t("advertForm.dragPicked", { number: numberOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t("advertForm.pictureMoved", { number: numberOf(active.id), to: numberOf(over.id) })
                : "",
            onDragEnd: ({ active, over }) =>
              over
                ? t("advertForm.pictureMoved", { number: numberOf(active.id), to: numberOf(over.id) })
                : "",
            onDragCancel: () => t("advertForm.dragCancelled"),
          },
        }}
      >
        <SortableContext items={pictures.map((p) => p.key)} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("advertForm.pictures")}>
            {pictures.map((picture, index) => (
              <SortablePicture
                key={picture.key}
                picture={picture}
                index={index}
                count={pictures.length}
                onMove={move}
                onRemove={remove}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <label className="block font-medium">
        {t("advertForm.addPictures")}
        <input
          type="file"
          multiple
          accept={ACCEPT}
          disabled={pictures.length >= ADVERT_IMAGES_MAX}
          aria-describedby={["advert-pictures-hint", describedBy].filter(Boolean).join(" ")}
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
          className="mt-1 block"
          data-testid="advert-pictures-add"
        />
      </label>
      <input ref={files} type="file" name="images" multiple hidden tabIndex={-1} />
      {plan.images_order.map((ref) => (
        <input key={ref} type="hidden" name="images_order" value={ref} />
      ))}
      {plan.image_preview ? <input type="hidden" name="image_preview" value={plan.image_preview} /> : null}
      {deleted.map((id) => (
        <input key={id} type="hidden" name="images_to_delete" value={id} />
      ))}
      <FieldError name="images" error={error} />
    </div>
  );
}
