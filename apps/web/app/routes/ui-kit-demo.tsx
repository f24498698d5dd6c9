import type { ProductCard as Card } from "@sf/contract";
import { parseArticleListQuery } from "@sf/domain";
import type { ReactNode } from "react";
import { ArticlePagination } from "~/components/articles/article-pagination.tsx";
import { ShareDialog } from "~/components/articles/share-dialog.tsx";
import { Price, ProductBadges, ProductCard } from "~/components/catalogue/product-card.tsx";
import { ProductDetails } from "~/components/catalogue/product-details.tsx";
import { Stars } from "~/components/catalogue/reviews-summary.tsx";
import { FormField } from "~/components/forms/form-field.tsx";
import { Advantages } from "~/components/ui/advantages.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import { showToast } from "~/lib/toast.ts";
import type { Route } from "./+types/ui-kit-demo";

/** Pages the pagination sample pretends to have. */
const SAMPLE_PAGES = 5;

/**
 * /{lang}/ui-kit-demo: the theme's components side by side with sample content, for theme
 * authors checking tokens and variants. Real components, real products of the shop; never
 * indexed (robots noindex) and not in the sitemap.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const api = await apiFor(request);
  const [products, advantages] = await Promise.all([
    api.catalogue.newProducts().then(
      (r) => r.products.slice(0, 2),
      () => [] as Card[],
    ),
    api.site.advantages("main_page").catch(() => []),
  ]);
  const page = Math.min(parseArticleListQuery(new URL(request.url).searchParams).page, SAMPLE_PAGES);
  return { products, advantages, page };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const title = site ? translatorOf(site.lang)("uiKit.title") : "";
  return seoMeta({ site, title, pathname: location.pathname, noindex: true });
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`kit-${id}`} className="card space-y-4 p-5">
      <h2 id={`kit-${id}`} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function UiKitDemo({ loaderData: { products, advantages, page } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const sample = products[0];
  return (
    <>
      <PageHeader title={t("uiKit.title")} crumbs={false} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <p className="text-muted">{t("uiKit.intro")}</p>

        <Section id="buttons" title={t("uiKit.buttons")}>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary">
              {t("uiKit.primary")}
            </button>
            <button type="button" className="btn btn-secondary">
              {t("uiKit.secondary")}
            </button>
            <button type="button" className="btn border border-line">
              {t("uiKit.outline")}
            </button>
            <button type="button" className="btn btn-primary" disabled>
              {t("uiKit.disabled")}
            </button>
          </div>
        </Section>

        <Section id="inputs" title={t("uiKit.inputs")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field form="kit" name="text" label={t("uiKit.textInput")} error={null}>
              {(props) => <input name="text" className={inputClass} {...props} />}
            </Field>
            <Field form="kit" name="choice" label={t("uiKit.select")} error={null}>
              {(props) => (
                <select name="choice" className={inputClass} {...props}>
                  <option>{t("uiKit.optionOne")}</option>
                  <option>{t("uiKit.optionTwo")}</option>
                </select>
              )}
            </Field>
          </div>
        </Section>

        <Section id="form-fields" title={t("uiKit.formFields")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="kit-name" name="name" label="forms.name" autoComplete="off" />
            <FormField
              id="kit-email"
              name="email"
              type="email"
              label="forms.email"
              defaultValue="name@"
              error="forms.invalidEmail"
              autoComplete="off"
            />
            <Field form="kit" name="phone" label={t("forms.phone")} error={t("forms.invalidPhone")}>
              {(props) => (
                <input name="phone" type="tel" defaultValue="12" className={inputClass} {...props} />
              )}
            </Field>
            <FormField id="kit-message" name="message" label="forms.message" multiline />
          </div>
        </Section>

        <Section id="badges" title={t("uiKit.badges")}>
          <ProductBadges discount={15} prescription preorder className="items-start" />
        </Section>

        <Section id="product-card" title={t("uiKit.productCard")}>
          {products.length ? (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t("uiKit.noProducts")}</p>
          )}
        </Section>

        <Section id="price" title={t("uiKit.price")}>
          <Price price={sample?.price ?? 1299} oldPrice={sample?.old_price ?? 1599} size="lg" />
          <Price price={sample?.price ?? 1299} oldPrice={null} />
        </Section>

        <Section id="rating" title={t("uiKit.rating")}>
          <p className="flex flex-wrap gap-6">
            <Stars rating={4.5} size="size-6" />
            <Stars rating={3} />
          </p>
        </Section>

        <Section id="tabs" title={t("uiKit.tabs")}>
          <ProductDetails
            description={`<p>${t("uiKit.tabsSample")}</p>`}
            properties={[{ title: t("uiKit.propertyName"), value: t("uiKit.propertyValue") }]}
          />
        </Section>

        <Section id="dialogs" title={t("uiKit.dialogs")}>
          <ShareDialog url={href("/ui-kit-demo")} title={t("uiKit.title")} />
        </Section>

        <Section id="toasts" title={t("uiKit.toasts")}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => showToast("success", t("uiKit.toastMessage"))}
          >
            {t("uiKit.showToast")}
          </button>
        </Section>

        <Section id="breadcrumbs" title={t("uiKit.breadcrumbs")}>
          <Breadcrumbs
            items={[
              { title: t("uiKit.crumbCategory"), url: "/ui-kit-demo?page=2" },
              { title: t("uiKit.crumbProduct"), url: "/ui-kit-demo" },
            ]}
          />
        </Section>

        <Section id="pagination" title={t("uiKit.pagination")}>
          <ArticlePagination basePath={href("/ui-kit-demo")} query={{ tab: 0, page }} pages={SAMPLE_PAGES} />
        </Section>

        <Section id="advantages" title={t("uiKit.advantages")}>
          <Advantages items={advantages} />
        </Section>
      </div>
    </>
  );
}
