import { useMutation } from "@tanstack/react-query";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { Dialog } from "./dialog.tsx";
import { ErrorText } from "./ui.tsx";

/**
 * Asks before deleting a property or a value. One that products carry is only deleted by the
 * second, named button, which takes it off them too (`?detach=true`); the API refuses otherwise.
 */
export function PropertyDelete({
  kind,
  id,
  name,
  products,
  onClose,
  onDeleted,
}: {
  kind: "property" | "value";
  id: number;
  name: string;
  products: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const base = kind === "property" ? `/catalogue/properties/${id}` : `/catalogue/property-values/${id}`;
  const remove = useMutation({
    mutationFn: () => api(products > 0 ? `${base}?detach=true` : base, { method: "DELETE" }),
    onSuccess: onDeleted,
  });
  const prefix = kind === "property" ? "catalogue.prop" : "catalogue.prop.value";
  return (
    <Dialog
      role="alertdialog"
      title={t(`${prefix}.deleteTitle` as "catalogue.prop.deleteTitle", { name })}
      description={
        products > 0
          ? t(`${prefix}.deleteUsed` as "catalogue.prop.deleteUsed", { count: products })
          : t(`${prefix}.deleteUnused` as "catalogue.prop.deleteUnused")
      }
      onClose={onClose}
    >
      {remove.isError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          <ErrorText error={remove.error} />
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn" onClick={onClose}>
          {t("catalogue.cat.cancel")}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {products > 0 ? t("catalogue.prop.deleteDetach", { count: products }) : t("catalogue.cat.delete")}
        </button>
      </div>
    </Dialog>
  );
}
