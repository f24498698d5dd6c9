import { type PhoneCountry, phoneForApi } from "@sf/domain";
import { data, redirect } from "react-router";
import { siteSettings } from "./api/client.server.ts";
import { apiFor } from "./api/request.server.ts";
import { ensureBrowserId } from "./cart.server.ts";
import { ORDER_KEY_PATTERN, type QuickOrderResult } from "./quick-order.ts";

const str = (form: FormData, name: string, max = 1000) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

/** A number as the form sent it, or undefined when absent; junk goes to the API as is (a 400). */
const num = (form: FormData, name: string): number | undefined => {
  const value = str(form, name, 40);
  return value === "" ? undefined : Number(value);
};

/** The shop's country, for phones typed in the national form. */
const shopPhoneCountry = async (): Promise<PhoneCountry> =>
  (await siteSettings()).is_romanian === true ? "RO" : "MD";

/** A plain form post from a page (no JavaScript) rather than a fetcher's request for data. */
const isDocumentRequest = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

const LINE_PROBLEM: Record<string, "stock" | "prescription"> = {
  inactive: "stock",
  out_of_stock: "stock",
  not_enough_stock: "stock",
  prescription_required: "prescription",
};

/** The API's refusal as the form shows it. */
function refusal(status: number, body: unknown, values: { name: string; phone: string; email: string }) {
  const fields: Record<string, string> = {};
  let problem: Extract<QuickOrderResult, { ok: false }>["problem"] = null;
  if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value) && typeof value[0] === "string") fields[key] = value[0];
    }
    const products = (body as { products?: unknown }).products;
    if (Array.isArray(products)) {
      const codes = products.map((p) => LINE_PROBLEM[(p as { code?: string }).code ?? ""]);
      problem = codes.includes("stock") ? "stock" : codes.includes("prescription") ? "prescription" : null;
    }
  }
  if (status === 422) problem = "repeat";
  // A refusal the form cannot point at (a bad product id, a server in trouble) is said as such.
  const known = ["name", "phone", "email"].some((f) => f in fields);
  if (!problem && !known) problem = "failed";
  return { ok: false as const, problem, fields, values };
}

/**
 * The one-click order form's action: sends the order with the form's idempotency key (a double
 * submit makes one order) and the visitor's browser id (made now if they have none: the guest
 * then opens the order with it). A fetcher gets the result as data; a plain form post (no
 * JavaScript) goes on to the success page (303) or gets the page again with the refusal.
 */
export async function quickOrderAction(request: Request, lang: string) {
  const form = await request.formData();
  const { browserId, headers } = ensureBrowserId(request);
  const values = {
    name: str(form, "name", 200),
    phone: str(form, "phone", 60),
    email: str(form, "email", 300),
  };
  const key = str(form, "idempotency_key", 200);
  const page = isDocumentRequest(request);
  let result: QuickOrderResult;
  try {
    const { orders } = await apiFor(request);
    const answer = await orders.quick(
      {
        product_id: num(form, "product_id") as number,
        count: num(form, "count"),
        ...values,
        // In E.164 when valid (the national `069 123 456` of the shop's country too); as typed
        // otherwise, for the API to refuse beside the field.
        phone: phoneForApi(values.phone, await shopPhoneCountry()) ?? values.phone,
        no_user_id: browserId,
        prescription_checked: form.get("prescription_checked") === "true",
      },
      ORDER_KEY_PATTERN.test(key) ? key : null,
    );
    if (answer.ok) {
      const { id, number, final_price } = answer.data;
      // The success page reads the order itself; the fetcher's dialog gets it here.
      const order = page ? null : await orders.get(id, browserId).catch(() => null);
      result = { ok: true, id, number, final_price, order };
    } else {
      result = refusal(answer.status, answer.body, values);
    }
  } catch {
    // The API is unreachable or failed: the form says so, the page does not break.
    result = { ok: false, problem: "failed", fields: {}, values };
  }
  if (result.ok && page)
    return redirect(`/${lang}/cart/success?order=${result.id}`, { status: 303, headers });
  return data(result, headers ? { headers } : undefined);
}
