import type { AdminProductDetail } from "@sf/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../api.ts";
import { useI18n } from "../i18n.tsx";
import { Dialog } from "./dialog.tsx";
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        {t("products.delete")}
      </button>
      {open ? (
        <Dialog
          role="alertdialog"
          title={t("products.deleteTitle")}
          description={
            ordered ? t("products.deleteInOrders", { count: product.order_count }) : t("products.deleteText")
          }
          onClose={() => setOpen(false)}
        >
          {remove.isError ? <ErrorNote error={remove.error} /> : null}
          <div className="mt-3 flex justify-end gap-2">
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              {t("products.cancel")}
            </button>
            {ordered ? (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  setOpen(false);
                  onHide();
                }}
              >
                {t("products.hideInstead")}
              </button>
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
        </Dialog>
      ) : null}
    </>
  );
}
