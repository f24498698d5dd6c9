import type { AdminMediaUpload } from "@sf/contract";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { adminPicture, uploadPicture } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { ErrorText } from "./ui.tsx";

/**
 * A picture of a form (a product's, a banner's, the logo): the current one shown, a file chosen
 * and uploaded at once (`POST /admin/api/media`), the stored master's URL handed to `onChange`.
 * The API decodes the file, so a fake picture comes back as its message.
 */
export function PictureField({
  label,
  value,
  onChange,
  removable = true,
  onUploaded,
}: {
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  removable?: boolean;
  /** The stored picture with its size (a gallery keeps it, for the storefront's layout). */
  onUploaded?: (stored: AdminMediaUpload) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: (stored) => {
      onChange(stored.path);
      onUploaded?.(stored);
    },
  });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {value ? (
        <img
          src={adminPicture(value)}
          alt=""
          className="h-24 w-24 rounded-md border border-slate-300 bg-white object-contain"
        />
      ) : (
        <p className="text-sm text-slate-700">{t("picture.none")}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="text-sm"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) upload.mutate(file);
            event.currentTarget.value = "";
          }}
        />
        {value && removable ? (
          <button type="button" className="btn" onClick={() => onChange(null)}>
            {t("picture.remove")}
          </button>
        ) : null}
      </div>
      {upload.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          {t("picture.uploading")}
        </p>
      ) : null}
      {upload.isError ? (
        <p role="alert" className="text-sm text-red-800">
          <ErrorText error={upload.error} />
        </p>
      ) : null}
      <p className="text-xs text-slate-700">{t("picture.hint")}</p>
    </div>
  );
}
