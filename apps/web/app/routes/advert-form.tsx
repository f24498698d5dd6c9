import { data } from "react-router";
import { AdvertForm } from "~/components/board/advert-form/advert-form.tsx";
import { type SavedKind, SavedNotice } from "~/components/board/advert-form/saved-dialog.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import {
  advertFormAction,
  loadAdvertForm,
  placeLists,
  requireMember,
} from "~/lib/board/advert-form.server.ts";
import { valuesOfAdvert } from "~/lib/board/advert-form-values.ts";
import { useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { privatePageMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/advert-form";

const SAVED: readonly string[] = ["added", "draft", "saved"];

/**
 * /{lang}/my-adverts/new and /{lang}/my-adverts/{slug}/edit: a member's advert form (issue 17,
 * decision 0062). A guest is sent to sign in and comes back. The action forwards the multipart
 * form to the API (POST new, PATCH edit) and goes to the saved advert's form with its modal.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const url = new URL(request.url);
  const api = await apiFor(request);
  requireMember(api, lang, url.pathname);
  const slug = "slug" in params && typeof params.slug === "string" ? params.slug : null;
  const form = await loadAdvertForm(api, slug);
  const values = valuesOfAdvert(form.advert, form.attributes, form.advert?.contacts ?? []);
  const saved = url.searchParams.get("saved") ?? "";
  return data(
    {
      slug,
      status: form.advert?.status ?? null,
      values,
      // The smallest variant is enough for the form's previews.
      images: (form.advert?.images ?? []).map(({ id, image }) => ({
        id,
        src: image.srcset.split(",")[0]?.trim().split(" ")[0] || image.src,
      })),
      categories: form.categories,
      attributes: form.attributes,
      regions: form.regions,
      places: await placeLists(api, values),
      phones: form.phones,
      canPublish: form.canPublish,
      tileUrl: form.tileUrl,
      version: form.advert?.updated_at ?? "new",
      saved: slug && SAVED.includes(saved) ? (saved as SavedKind) : null,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  requireMember(api, lang, new URL(request.url).pathname);
  const slug = "slug" in params && typeof params.slug === "string" ? params.slug : null;
  return advertFormAction(api, lang, slug, await request.formData());
}

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  privatePageMeta("slug" in params && params.slug ? "advertForm.editTitle" : "advertForm.newTitle")({
    matches,
    location,
  });

export default function AdvertFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { saved, version, ...form } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <PageHeader title={t(form.slug ? "advertForm.editTitle" : "advertForm.newTitle")} />
      {saved && form.slug ? (
        <SavedNotice kind={saved} slug={form.slug} live={form.status === "active"} />
      ) : null}
      <AdvertForm key={version} data={form} answer={actionData} />
    </div>
  );
}
