import { Link, useParams } from "react-router";
import { ErrorNote, Loading } from "../components/ui.tsx";
import { useI18n } from "../i18n.tsx";
import { useMe } from "../session.tsx";
import { useOrder } from "./order.tsx";

/** A printable packing slip: what goes in the parcel and where, without prices. */
export default function PackingSlip() {
  const { id } = useParams();
  const { t } = useI18n();
  const me = useMe();
  const query = useOrder(id);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorNote error={query.error} />;
  const o = query.data;
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 text-black print:max-w-none print:p-0">
      <div className="mb-4 flex gap-2 print:hidden">
        <Link className="btn" to={`/orders/${o.id}`}>
          ← {t("common.back")}
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t("common.print")}
        </button>
      </div>
      <header className="mb-4 flex justify-between border-b border-black pb-2">
        <div>
          <p className="text-lg font-bold">{me.data?.shop.name}</p>
          <h1 className="text-xl">{t("slip.title", { id: o.id })}</h1>
        </div>
        <p className="text-right text-sm">{o.created_at.slice(0, 10)}</p>
      </header>
      <section className="mb-4">
        <h2 className="font-semibold">{t("slip.shipTo")}</h2>
        <p>
          {o.name}
          {o.company_name ? `, ${o.company_name}` : ""}
        </p>
        <p>{o.phone}</p>
        <p>
          {o.delivery.store
            ? `${o.delivery.store.title}, ${o.delivery.store.address}`
            : (o.delivery.address ?? "")}
        </p>
        {o.delivery.date ? <p>{`${o.delivery.date} ${o.delivery.time ?? ""}`}</p> : null}
        {o.comments ? <p className="mt-1 italic">{o.comments}</p> : null}
      </section>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            <th scope="col" className="py-1">
              #
            </th>
            <th scope="col" className="py-1">
              {t("order.code")}
            </th>
            <th scope="col" className="py-1">
              {t("order.product")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("order.qty")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("slip.packed")}
            </th>
          </tr>
        </thead>
        <tbody>
          {o.lines.map((line) => (
            <tr key={line.position} className="border-b border-slate-300">
              <td className="py-1">{line.position}</td>
              <td className="py-1">{line.code}</td>
              <td className="py-1">{line.title}</td>
              <td className="py-1 text-right">{line.count}</td>
              <td className="py-1 text-right">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-8 text-sm">{t("slip.signature")}: ____________________</p>
    </article>
  );
}
