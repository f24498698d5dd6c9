import { type AdminLoyalty, adminLoyaltySchema } from "@sf/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../../api.ts";
import {
  apiFieldMessages,
  Field,
  type FieldMessages,
  Saved,
  zodFieldMessages,
} from "../../components/shop-form.tsx";
import { ErrorNote, Loading } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";

/**
 * The shop's loyalty programme: on or off (off: orders earn nothing, points pay for nothing,
 * the storefront hides its points), and the percent of the price a product without its own
 * points earns.
 */
export function LoyaltySettings() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: ["shop-loyalty"], queryFn: () => api<AdminLoyalty>("/loyalty") });
  return (
    <section className="mt-8" aria-labelledby="loyalty-title">
      <h2 id="loyalty-title" className="mb-3 text-lg font-semibold">
        {t("shop.loyalty.title")}
      </h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <LoyaltyForm current={query.data} />
      )}
    </section>
  );
}

function LoyaltyForm({ current }: { current: AdminLoyalty }) {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (body: AdminLoyalty) => api<AdminLoyalty>("/loyalty", { method: "PATCH", body }),
    onSuccess: (data) => queryClient.setQueryData(["shop-loyalty"], data),
  });
  const messages = { ...apiFieldMessages(save.error, te), ...local };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const percent = String(form.get("default_percent") ?? "")
      .replace(",", ".")
      .trim();
    const parsed = adminLoyaltySchema.safeParse({
      enabled: form.get("enabled") === "on",
      default_percent: percent ? Number(percent) : 0,
    });
    if (!parsed.success) return setLocal(zodFieldMessages(parsed.error, te));
    setLocal({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="card grid gap-3 sm:grid-cols-2">
      <label className="label flex items-center gap-2 self-end">
        <input name="enabled" type="checkbox" defaultChecked={current.enabled} className="size-5" />
        {t("shop.loyalty.enabled")}
      </label>
      <Field label={t("shop.loyalty.defaultPercent")} name="default_percent" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="default_percent"
            type="number"
            min="0"
            max="100"
            step="0.1"
            defaultValue={current.default_percent}
            className="field"
          />
        )}
      </Field>
      <p className="text-sm text-slate-700 sm:col-span-2">{t("shop.loyalty.hint")}</p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("shop.save")}
        </button>
        {save.isSuccess ? <Saved>{t("shop.loyalty.saved")}</Saved> : null}
        {save.isError && !Object.keys(apiFieldMessages(save.error, te)).length ? (
          <ErrorNote error={save.error} />
        ) : null}
      </div>
    </form>
  );
}
