import type { AdminProductDetail } from "@sf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useNavigate } from "react-router";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { ErrorNote } from "./ui.tsx";

/**
 * Delete a product, after a confirmation. One that orders name cannot be deleted (the API
 * refuses too): the dialog offers to hide it instead.
 */
export function ProductDelete({ product, onHide }: { product: AdminProductDetail; onHide: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api(`/products/${product.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["products"] });
      navigate("/products", { replace: true });
    },
  });
  const ordered = product.order_count > 0;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="btn btn-danger">{t("products.delete")}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 grid w-[min(28rem,90vw)] -translate-x-1/2 -translate-y-1/2 gap-3 rounded-lg bg-white p-5 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t("products.deleteTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm">
            {ordered
              ? t("products.deleteInOrders", { count: product.order_count })
              : t("products.deleteText")}
          </AlertDialog.Description>
          {remove.isError ? <ErrorNote error={remove.error} /> : null}
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className="btn">{t("products.cancel")}</AlertDialog.Cancel>
            {ordered ? (
              <AlertDialog.Action className="btn btn-primary" onClick={onHide}>
                {t("products.hideInstead")}
              </AlertDialog.Action>
            ) : (
              <button
                type="button"
                className="btn btn-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t("products.confirmDelete")}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
