import { type AdminDelivery, adminDeliverySchema } from "@sf/contract";
import { checkoutSwitchesProblems, deliveryPricesProblems } from "@sf/domain";
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
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { useI18n } from "../../i18n.tsx";
import { Stores } from "./stores.tsx";

const TYPES = ["standart", "express"] as const;
const num = (form: FormData, name: string) => Number(String(form.get(name) ?? "").replace(",", "."));
const numOrNull = (form: FormData, name: string) =>
  String(form.get(name) ?? "").trim() ? num(form, name) : null;

/** Stores, delivery prices and free-delivery thresholds, pickup time slots and the payment switches. */
export default function Delivery() {
  const { t } = useI18n();
  const query = useQuery({ queryKey: ["shop-delivery"], queryFn: () => api<AdminDelivery>("/delivery") });
  return (
    <section>
      <PageTitle>{t("shop.delivery.title")}</PageTitle>
      <Stores />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote error={query.error} retry={() => query.refetch()} />
      ) : (
        <DeliveryForm current={query.data} />
      )}
    </section>
  );
}

function DeliveryForm({ current }: { current: AdminDelivery }) {
  const { t, te } = useI18n();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<FieldMessages>({});
  const save = useMutation({
    mutationFn: (body: AdminDelivery) => api<AdminDelivery>("/delivery", { method: "PATCH", body }),
    onSuccess: (data) => queryClient.setQueryData(["shop-delivery"], data),
  });
  const messages = { ...apiFieldMessages(save.error, te), ...local };
  const rate = (type: (typeof TYPES)[number]) => current.delivery_price.find((r) => r.type === type);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      delivery_price: TYPES.filter((type) => String(form.get(`${type}_price`) ?? "").trim()).map((type) => ({
        type,
        price: num(form, `${type}_price`),
        regional_price: numOrNull(form, `${type}_regional`) ?? 0,
        free_delivery: numOrNull(form, `${type}_free`),
      })),
      free_delivery_region: numOrNull(form, "free_delivery_region"),
      text_delivery_info: String(form.get("text_delivery_info") ?? ""),
      calendar_settings: {
        days_ahead: num(form, "days_ahead"),
        slot_minutes: num(form, "slot_minutes"),
        lead_minutes: num(form, "lead_minutes"),
      },
      min_order_sum: numOrNull(form, "min_order_sum") ?? 0,
      payments: {
        card_provider: String(form.get("card_provider")),
        iute_enabled: form.get("iute_enabled") === "on",
        cash_on_delivery: form.get("cash_on_delivery") === "on",
        card_on_receipt: form.get("card_on_receipt") === "on",
      },
      methods: {
        store_pickup: form.get("store_pickup") === "on",
        courier_delivery: form.get("courier_delivery") === "on",
      },
    };
    const parsed = adminDeliverySchema.safeParse(body);
    if (!parsed.success) return setLocal(zodFieldMessages(parsed.error, te));
    const d = parsed.data;
    const rules = {
      ...deliveryPricesProblems(d.delivery_price, d.free_delivery_region),
      ...checkoutSwitchesProblems({
        cashOnDelivery: d.payments.cash_on_delivery,
        cardOnReceipt: d.payments.card_on_receipt,
        storePickup: d.methods.store_pickup,
        courierDelivery: d.methods.courier_delivery,
      }),
    };
    const problems = Object.fromEntries(
      Object.entries(rules).map(([field, messages]) => [field, (messages as string[]).map((m) => te(m))]),
    );
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate(parsed.data);
  };

  const money = (name: string, label: string, value: number | null | undefined, errors?: string[]) => (
    <Field key={name} label={label} name={name} messages={{ [name]: errors ?? [] }}>
      {(p) => (
        <input
          {...p}
          name={name}
          type="number"
          min="0"
          step="0.01"
          defaultValue={value ?? ""}
          className="field"
        />
      )}
    </Field>
  );

  const switchBox = (name: string, label: string, on: boolean) => (
    <label className="label flex items-center gap-2">
      <input name={name} type="checkbox" defaultChecked={on} className="size-5" />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-6">
      <fieldset className="card grid gap-3 sm:grid-cols-3">
        <legend className="px-1 font-semibold">{t("shop.delivery.prices")}</legend>
        <p className="text-sm text-slate-700 sm:col-span-3">{t("shop.delivery.pricesHint")}</p>
        {TYPES.map((type) => (
          <div key={type} className="contents">
            {money(
              `${type}_price`,
              t(`shop.delivery.${type}.price`),
              rate(type)?.price,
              messages.delivery_price,
            )}
            {money(`${type}_regional`, t(`shop.delivery.${type}.regional`), rate(type)?.regional_price)}
            {money(`${type}_free`, t(`shop.delivery.${type}.free`), rate(type)?.free_delivery)}
          </div>
        ))}
        {money(
          "free_delivery_region",
          t("shop.delivery.freeRegion"),
          current.free_delivery_region,
          messages.free_delivery_region,
        )}
        {money("min_order_sum", t("shop.delivery.minOrder"), current.min_order_sum, messages.min_order_sum)}
        <Field
          label={t("shop.delivery.info")}
          name="text_delivery_info"
          messages={messages}
          className="sm:col-span-3"
        >
          {(p) => (
            <textarea
              {...p}
              name="text_delivery_info"
              rows={3}
              defaultValue={current.text_delivery_info}
              className="field py-2"
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-3">
        <legend className="px-1 font-semibold">{t("shop.delivery.slots")}</legend>
        {(["days_ahead", "slot_minutes", "lead_minutes"] as const).map((name) => (
          <Field
            key={name}
            label={t(`shop.delivery.${name}`)}
            name={name}
            messages={{ [name]: messages.calendar_settings ?? [] }}
          >
            {(p) => (
              <input
                {...p}
                name={name}
                type="number"
                min="0"
                step="1"
                defaultValue={current.calendar_settings[name]}
                className="field"
              />
            )}
          </Field>
        ))}
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-2" aria-describedby="methods-hint">
        <legend className="px-1 font-semibold">{t("shop.delivery.methods")}</legend>
        <p id="methods-hint" className="text-sm text-slate-700 sm:col-span-2">
          {t("shop.delivery.methodsHint")}
        </p>
        {switchBox("store_pickup", t("shop.delivery.storePickup"), current.methods.store_pickup)}
        {switchBox("courier_delivery", t("shop.delivery.courierDelivery"), current.methods.courier_delivery)}
        <Problems messages={messages.methods} />
      </fieldset>

      <fieldset className="card grid gap-3 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t("shop.delivery.payments")}</legend>
        <p className="text-sm text-slate-700 sm:col-span-2">{t("shop.delivery.paymentsHint")}</p>
        {switchBox("cash_on_delivery", t("shop.delivery.cashOnDelivery"), current.payments.cash_on_delivery)}
        {switchBox("card_on_receipt", t("shop.delivery.cardOnReceipt"), current.payments.card_on_receipt)}
        <Problems messages={messages.payments} />
        <Field label={t("shop.delivery.cardProvider")} name="card_provider" messages={messages}>
          {(p) => (
            <select
              {...p}
              name="card_provider"
              defaultValue={current.payments.card_provider}
              className="field"
            >
              <option value="sandbox">{t("shop.delivery.sandbox")}</option>
              <option value="maib">maib</option>
            </select>
          )}
        </Field>
        <label className="label flex items-center gap-2 self-end">
          <input
            name="iute_enabled"
            type="checkbox"
            defaultChecked={current.payments.iute_enabled}
            className="size-5"
          />
          {t("shop.delivery.iute")}
        </label>
      </fieldset>

      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("shop.save")}
        </button>
        {save.isSuccess ? <Saved>{t("shop.delivery.saved")}</Saved> : null}
        {Object.keys(local).length ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {t("shop.fixErrors")}
          </p>
        ) : null}
        {save.isError ? <ErrorNote error={save.error} /> : null}
      </div>
    </form>
  );
}

/** A rule of the switches broken (one way to pay, one way to receive must stay on). */
function Problems({ messages }: { messages: string[] | undefined }) {
  const { t } = useI18n();
  if (!messages?.length) return null;
  return (
    <p role="alert" className="text-sm text-red-800 sm:col-span-2">
      {t("shop.delivery.keepOneOn")}
    </p>
  );
}
