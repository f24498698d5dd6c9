import { Form } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import { useT } from "~/lib/i18n.ts";
import type { Route } from "./+types/account-addresses";

/** /{lang}/account/addresses: the saved delivery addresses (saved from the checkout), with deletion. */
export async function loader({ request }: Route.LoaderArgs) {
  return { addresses: await (await apiFor(request)).delivery.addresses() };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get("shipping_address_id"));
  if (Number.isInteger(id) && id > 0 && id < 2 ** 31)
    await (await apiFor(request)).delivery.deleteAddress(id);
  return null;
}

export default function AccountAddresses({ loaderData: { addresses } }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="space-y-4">
      <h2 className="text-2xl">{t("account.addresses")}</h2>
      {addresses.length === 0 ? (
        <p>{t("account.noAddresses")}</p>
      ) : (
        <ul
          className="divide-y divide-line rounded-card border border-line bg-surface"
          data-testid="address-list"
        >
          {addresses.map((a) => {
            const text = [a.shipping_street, a.shipping_building, a.shipping_apartment]
              .filter(Boolean)
              .join(", ");
            return (
              <li
                key={a.shipping_address_id}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div>
                  <p className="font-semibold">{text}</p>
                  {a.shipping_address_note ? (
                    <p className="text-sm text-muted">{a.shipping_address_note}</p>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="shipping_address_id" value={a.shipping_address_id} />
                  <button type="submit" className="btn btn-secondary">
                    {t("account.removeAddress")}
                    <span className="sr-only">: {text}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
