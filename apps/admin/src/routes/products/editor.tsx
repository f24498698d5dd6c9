import type { AdminLinkedProduct, AdminProductDetail, AdminProductOptions } from "@sf/contract";
import { adminProductInputSchema } from "@sf/contract/admin-products";
import { PRODUCT_LINK_KINDS, stockTotal } from "@sf/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ApiError, api } from "../../api.ts";
import { ProductDelete } from "../../components/products-delete.tsx";
import {
  describedBy,
  type ProductErrors,
  ProductField,
  ProductSection,
} from "../../components/products-fields.tsx";
import { ProductLinkPicker } from "../../components/products-links.tsx";
import { ProductPictures } from "../../components/products-pictures.tsx";
import { type ProductTextDraft, ProductTexts } from "../../components/products-texts.tsx";
import { apiFieldMessages, zodFieldMessages } from "../../components/shop-form.tsx";
import { ErrorNote, Loading, PageTitle } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Kind = (typeof PRODUCT_LINK_KINDS)[number];
type Draft = {
  code: string;
  texts: Record<string, ProductTextDraft>;
  category_ids: number[];
  brand_id: number | null;
  price: string;
  old_price: string;
  multiplicity: string;
  loyalty_give: string;
  is_recipe: boolean;
  home_delivery: boolean;
  active: boolean;
  spec_value_ids: number[];
  stock: Record<number, string>;
  links: Record<Kind, AdminLinkedProduct[]>;
  images: string[];
};

const draftOf = (p: AdminProductDetail | null): Draft => ({
  code: p?.code ?? "",
  texts: (p?.texts as Record<string, ProductTextDraft>) ?? {},
  category_ids: p?.category_ids ?? [],
  brand_id: p?.brand_id ?? null,
  price: p ? String(p.price) : "",
  old_price: p?.old_price != null ? String(p.old_price) : "",
  multiplicity: String(p?.multiplicity ?? 1),
  loyalty_give: String(p?.loyalty_give ?? 0),
  is_recipe: p?.is_recipe ?? false,
  home_delivery: p?.home_delivery ?? true,
  active: p?.active ?? true,
  spec_value_ids: p?.spec_value_ids ?? [],
  stock: Object.fromEntries((p?.stock ?? []).map((s) => [s.store_id, String(s.qty)])),
  links: p?.linked ?? { associated: [], similar: [], compatible: [] },
  images: p?.images ?? [],
});

const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** The request body of a draft: texts of the languages filled in, numbers read, ids only. */
function bodyOf(d: Draft) {
  return {
    code: d.code,
    texts: Object.fromEntries(Object.entries(d.texts).filter(([, t]) => t.title.trim() || t.slug.trim())),
    category_ids: d.category_ids,
    brand_id: d.brand_id,
    price: num(d.price),
    old_price: d.old_price.trim() ? num(d.old_price) : null,
    multiplicity: num(d.multiplicity),
    loyalty_give: num(d.loyalty_give),
    is_recipe: d.is_recipe,
    home_delivery: d.home_delivery,
    active: d.active,
    spec_value_ids: d.spec_value_ids,
    stock: Object.entries(d.stock)
      .filter(([, qty]) => qty.trim() !== "")
      .map(([store, qty]) => ({ store_id: Number(store), qty: num(qty) })),
    links: Object.fromEntries(PRODUCT_LINK_KINDS.map((k) => [k, d.links[k].map((p) => p.id)])),
    images: d.images,
  };
}

/** A new product (`/products/new`) or an existing one: every field, saved in one request. */
export default function ProductEditor() {
  const { id } = useParams();
  const { lang } = useI18n();
  const productId = id === "new" ? null : Number(id);
  const options = useQuery({
    queryKey: ["product-options", lang],
    queryFn: () => api<AdminProductOptions>("/product-options", { lang }),
  });
  const product = useQuery({
    queryKey: ["product", productId, lang],
    queryFn: () => api<AdminProductDetail>(`/products/${productId}`, { lang }),
    enabled: productId !== null,
  });
  if (options.isPending || (productId !== null && product.isPending)) return <Loading />;
  if (options.isError) return <ErrorNote error={options.error} retry={() => options.refetch()} />;
  if (product.isError) return <ErrorNote error={product.error} retry={() => product.refetch()} />;
  return <EditorForm key={productId ?? "new"} options={options.data} product={product.data ?? null} />;
}

function EditorForm({
  options,
  product,
}: {
  options: AdminProductOptions;
  product: AdminProductDetail | null;
}) {
  const { t, te, lang } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<ProductErrors>({});
  const location = useLocation();
  const [saved, setSaved] = useState(() => Boolean((location.state as { saved?: boolean } | null)?.saved));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const save = useMutation({
    mutationFn: (body: unknown) =>
      product
        ? api<AdminProductDetail>(`/products/${product.id}`, { method: "PUT", body, lang })
        : api<AdminProductDetail>("/products", { method: "POST", body, lang }),
    onSuccess: (result) => {
      setErrors({});
      setSaved(true);
      queryClient.setQueryData(["product", result.id, lang], result);
      void queryClient.invalidateQueries({ queryKey: ["products"] });
      if (!product) navigate(`/products/${result.id}`, { replace: true, state: { saved: true } });
      else setDraft(draftOf(result));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && !error.body.detail)
        setErrors(apiFieldMessages(error, te));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = adminProductInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldMessages(parsed.error, te, "path"));
      return;
    }
    save.mutate(body);
  };
  const field = (
    key: "code" | "price" | "old_price" | "multiplicity" | "loyalty_give",
    label: MessageKey,
    hint?: MessageKey,
  ) => (
    <ProductField
      id={`product-${key}`}
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      error={errors[key]}
    >
      <input
        id={`product-${key}`}
        value={draft[key]}
        inputMode={key === "code" ? undefined : "decimal"}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`product-${key}`, errors[key], hint ? t(hint) : undefined)}
        className="field"
      />
    </ProductField>
  );
  const flag = (key: "active" | "is_recipe" | "home_delivery", label: MessageKey) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(e) => set(key, e.target.checked)}
        className="size-4"
      />
      {t(label)}
    </label>
  );
  const hide = () => {
    const next = { ...draft, active: false };
    setDraft(next);
    save.mutate(bodyOf(next));
  };
  const categoryTitle = (cid: number) => options.categories.find((c) => c.id === cid)?.title ?? String(cid);
  const title = product ? (product.texts[options.main_language]?.title ?? product.code) : t("products.new");
  const errorList = Object.entries(errors);

  return (
    <section>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-blue-800 underline">
          {t("products.back")}
        </Link>
      </p>
      <PageTitle actions={product ? <ProductDelete product={product} onHide={hide} /> : null}>
        {product ? t("products.editTitle", { title }) : title}
      </PageTitle>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {errorList.length ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t("products.fixErrors")}</p>
            <ul className="list-disc pl-5 text-sm">
              {errorList.map(([key, messages]) => (
                <li key={key}>
                  {key}: {messages.join(" ")}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {save.isError && !errorList.length ? <ErrorNote error={save.error} /> : null}
        <ProductSection title={t("products.texts")}>
          <ProductTexts
            languages={options.languages}
            mainLanguage={options.main_language}
            texts={draft.texts}
            errors={errors}
            onChange={(l, text) => set("texts", { ...draft.texts, [l]: text })}
          />
        </ProductSection>
        <ProductSection title={t("products.main")}>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {field("code", "products.code")}
            {field("price", "products.price")}
            {field("old_price", "products.oldPrice", "products.oldPriceHint")}
            {field("multiplicity", "products.multiplicity")}
            {field("loyalty_give", "products.loyalty")}
          </div>
          <div className="flex flex-wrap gap-6">
            {flag("active", "products.active")}
            {flag("is_recipe", "products.recipe")}
            {flag("home_delivery", "products.homeDelivery")}
          </div>
        </ProductSection>
        <ProductSection title={t("products.categories")}>
          <p className="text-sm text-slate-700">{t("products.categoriesHint")}</p>
          <ol className="flex flex-wrap gap-2">
            {draft.category_ids.map((cid) => (
              <li key={cid} className="flex items-center gap-1 rounded bg-slate-100 py-1 pr-1 pl-2 text-sm">
                {categoryTitle(cid)}
                <button
                  type="button"
                  className="rounded px-2 hover:bg-slate-200"
                  aria-label={t("products.remove", { name: categoryTitle(cid) })}
                  onClick={() =>
                    set(
                      "category_ids",
                      draft.category_ids.filter((c) => c !== cid),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          <div className="grid gap-3 sm:grid-cols-2">
            <ProductField id="product-category" label={t("products.addCategory")} error={errors.category_ids}>
              <select
                id="product-category"
                value=""
                onChange={(e) =>
                  e.target.value && set("category_ids", [...draft.category_ids, Number(e.target.value)])
                }
                className="field"
              >
                <option value="">—</option>
                {options.categories
                  .filter((c) => !draft.category_ids.includes(c.id))
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {`${"— ".repeat(c.depth)}${c.title}`}
                    </option>
                  ))}
              </select>
            </ProductField>
            <ProductField id="product-brand" label={t("products.brand")} error={errors.brand_id}>
              <select
                id="product-brand"
                value={draft.brand_id ?? ""}
                onChange={(e) => set("brand_id", e.target.value ? Number(e.target.value) : null)}
                className="field"
              >
                <option value="">{t("products.noBrand")}</option>
                {options.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </ProductField>
          </div>
        </ProductSection>
        <ProductSection title={t("products.properties")}>
          {options.specifications.length ? (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {options.specifications.map((s) => (
                <ProductField key={s.id} id={`spec-${s.id}`} label={s.title}>
                  <select
                    id={`spec-${s.id}`}
                    multiple
                    size={Math.min(4, Math.max(2, s.values.length))}
                    value={s.values
                      .filter((v) => draft.spec_value_ids.includes(v.id))
                      .map((v) => String(v.id))}
                    onChange={(e) => {
                      const mine = new Set(s.values.map((v) => v.id));
                      const picked = [...e.target.selectedOptions].map((o) => Number(o.value));
                      set("spec_value_ids", [...draft.spec_value_ids.filter((v) => !mine.has(v)), ...picked]);
                    }}
                    className="field py-1"
                  >
                    {s.values.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.title}
                      </option>
                    ))}
                  </select>
                </ProductField>
              ))}
            </div>
          ) : (
            <p className="text-sm text-slate-700">{t("products.noProperties")}</p>
          )}
          {errors.spec_value_ids ? (
            <p className="text-sm text-red-800">{errors.spec_value_ids.join(" ")}</p>
          ) : null}
        </ProductSection>
        <ProductSection title={t("products.stockPerStore")}>
          {options.stores.length ? (
            <table className="w-full max-w-xl text-sm">
              <thead className="text-left">
                <tr>
                  <th scope="col" className="py-1">
                    {t("products.store")}
                  </th>
                  <th scope="col" className="py-1">
                    {t("products.qty")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {options.stores.map((s, i) => (
                  <tr key={s.id} className="border-t border-slate-100">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      <label htmlFor={`stock-${s.id}`}>{s.title}</label>
                    </th>
                    <td className="py-1">
                      <input
                        id={`stock-${s.id}`}
                        inputMode="numeric"
                        value={draft.stock[s.id] ?? ""}
                        placeholder="0"
                        onChange={(e) => set("stock", { ...draft.stock, [s.id]: e.target.value })}
                        aria-invalid={errors[`stock.${i}.qty`] ? true : undefined}
                        className="field mt-0 w-32"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-700">{t("products.noStores")}</p>
          )}
          <p className="font-medium" aria-live="polite">
            {t("products.total", {
              total: stockTotal(Object.values(draft.stock).map((q) => ({ qty: Number(q) || 0 }))),
            })}
          </p>
          {errors.stock ? <p className="text-sm text-red-800">{errors.stock.join(" ")}</p> : null}
        </ProductSection>
        <ProductSection title={t("products.pictures")}>
          <ProductPictures
            value={draft.images}
            shown={product?.shown_images ?? []}
            error={errors.images ?? errors["images.0"]}
            onChange={(images) => set("images", images)}
          />
        </ProductSection>
        <ProductSection title={t("products.links")}>
          {PRODUCT_LINK_KINDS.map((kind) => (
            <ProductLinkPicker
              key={kind}
              label={t(`products.link.${kind}` as MessageKey)}
              value={draft.links[kind]}
              selfId={product?.id ?? null}
              error={errors[`links.${kind}`]}
              onChange={(next) => set("links", { ...draft.links, [kind]: next })}
            />
          ))}
        </ProductSection>
        <div className="flex items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? t("products.saving") : t("products.save")}
          </button>
          <p role="status" className="text-sm text-green-800">
            {saved ? t("products.saved") : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
