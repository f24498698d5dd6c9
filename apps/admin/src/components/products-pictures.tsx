import { productImagePathSchema } from "@sf/contract/admin-products";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { adminPicture, uploadPicture } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { ErrorText } from "./ui.tsx";

/**
 * The product's pictures in order: upload one (`POST /admin/api/media`, decoded by the API, so a
 * fake picture comes back as its message) or name a stored master by its path; reorder; remove.
 */
export function ProductPictures({
  value,
  shown,
  error,
  onChange,
}: {
  value: string[];
  /** What the storefront shows when the list is empty (the pictures named after the code). */
  shown: string[];
  error?: string[];
  onChange: (next: string[]) => void;
}) {
  const { t, te } = useI18n();
  const id = useId();
  const [path, setPath] = useState("");
  const fileId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (stored) => {
      if (!value.includes(stored.path)) onChange([...value, stored.path]);
    },
  });
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  const addPath = () => {
    const parsed = productImagePathSchema.safeParse(path.trim());
    if (!parsed.success) return setProblem(te(parsed.error.issues[0]?.message ?? ""));
    setProblem(null);
    if (!value.includes(parsed.data)) onChange([...value, parsed.data]);
    setPath("");
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{t("products.picturesHint")}</p>
      <ol className="flex flex-wrap gap-3">
        {(value.length ? value : shown).map((src, i) => (
          <li key={src} className="grid w-36 gap-1 rounded border border-slate-200 p-2">
            <img
              src={adminPicture(src)}
              alt={t("products.picture", { n: i + 1 })}
              className="h-28 w-full object-contain"
            />
            {value.length ? (
              <div className="flex justify-between">
                <button
                  type="button"
                  className="btn px-2"
                  disabled={i === 0}
                  aria-label={t("products.moveUp", { n: i + 1 })}
                  onClick={() => move(i, i - 1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="btn px-2"
                  disabled={i === value.length - 1}
                  aria-label={t("products.moveDown", { n: i + 1 })}
                  onClick={() => move(i, i + 1)}
                >
                  →
                </button>
                <button
                  type="button"
                  className="btn btn-danger px-2"
                  aria-label={t("products.removePicture", { n: i + 1 })}
                  onClick={() => onChange(value.filter((v) => v !== src))}
                >
                  ×
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {error?.length ? (
        <p className="text-sm text-red-800" role="alert">
          {error.join(" ")}
        </p>
      ) : null}
      <div>
        <label htmlFor={fileId} className="label">
          {t("products.upload")}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="mt-1 text-sm"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) upload.mutate(file);
            event.currentTarget.value = "";
          }}
        />
        {upload.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            {t("products.uploading")}
          </p>
        ) : null}
        {upload.isError ? (
          <p role="alert" className="text-sm text-red-800">
            <ErrorText error={upload.error} />
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor={id} className="label">
            {t("products.picturePath")}
          </label>
          <input
            id={id}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            placeholder="/media/uploads/….webp"
            className="field"
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <button type="button" className="btn" onClick={addPath}>
          {t("products.addPath")}
        </button>
      </div>
      {problem ? (
        <p className="text-sm text-red-800" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
