import type { AdminLinkedProduct, AdminProductList } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { api, queryString } from "../api.ts";
import { useI18n } from "../i18n.tsx";

/** Products linked to this one (associated, similar or compatible): search the shop's, add, remove. */
export function ProductLinkPicker({
  label,
  value,
  selfId,
  error,
  onChange,
}: {
  label: string;
  value: AdminLinkedProduct[];
  selfId: number | null;
  error?: string[];
  onChange: (next: AdminLinkedProduct[]) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ["products", "pick", q, lang],
    queryFn: () => api<AdminProductList>(`/products${queryString({ q, page_size: 8 })}`, { lang }),
    enabled: q.length >= 2,
  });
  const chosen = new Set(value.map((p) => p.id));
  const results = (found.data?.items ?? []).filter((p) => !chosen.has(p.id) && p.id !== selfId);
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">{label}</h3>
      {value.length ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((p) => (
            <li key={p.id} className="flex items-center gap-1 rounded bg-slate-100 py-1 pr-1 pl-2 text-sm">
              {p.title} <span className="text-slate-700">({p.code})</span>
              <button
                type="button"
                className="rounded px-2 hover:bg-slate-200"
                aria-label={t("products.remove", { name: p.title })}
                onClick={() => onChange(value.filter((v) => v.id !== p.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t("products.noneLinked")}</p>
      )}
      {error?.length ? <p className="text-sm text-red-800">{error.join(" ")}</p> : null}
      <label htmlFor={id} className="label">
        {t("products.findProduct")}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="field"
        placeholder={t("products.searchHint")}
      />
      {results.length ? (
        <ul className="grid gap-1" aria-live="polite">
          {results.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="btn w-full justify-start"
                onClick={() => {
                  onChange([...value, { id: p.id, code: p.code, title: p.title }]);
                  setText("");
                }}
              >
                {t("products.add", { name: `${p.title} (${p.code})` })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
