import type { AdvertAttribute, OwnAdvert } from "@sf/contract";
import {
  advertFormEntries,
  advertSavedModal,
  attributesForCategory,
  attributesToDelete,
  checkCadastralNumber,
  readAttributeInputs,
} from "@sf/domain";
import { redirect } from "react-router";
import { orNotFound, settled } from "../api/client.server.ts";
import type { Api } from "../api/request.server.ts";
import { advertFormProblems } from "./advert-form-errors.ts";
import {
  ADVERT_TEXT_FIELDS,
  type AdvertFormAnswer,
  type AdvertFormErrors,
  type AdvertFormValues,
  firstValue,
  type Place,
  valuesOfForm,
} from "./advert-form-values.ts";

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const id = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : null);
const place = ({ id, name }: Place): Place => ({ id, name });

/** The locations of a region and the sectors of a location, for the cascade as the server renders it. */
export async function placeLists(
  api: Api,
  values: AdvertFormValues,
): Promise<{ locations: Place[]; sectors: Place[] }> {
  const region = id(firstValue(values, "region"));
  const location = id(firstValue(values, "location"));
  const [locations, sectors] = await Promise.all([
    region ? api.board.locations(region).catch(() => []) : [],
    region && location ? api.board.sectors(location).catch(() => []) : [],
  ]);
  // A location of another region (the region changed in a form sent without JavaScript) has no sectors here.
  const ownLocation = locations.some((l) => l.id === location);
  return { locations: locations.map(place), sectors: ownLocation ? sectors.map(place) : [] };
}

/** Sign-in first: a guest is sent to the login and comes back to the form. */
export function requireMember(api: Api, lang: string, back: string): void {
  if (!api.signedIn) throw redirect(`/${lang}/login?next=${encodeURIComponent(back)}`);
}

/** What the form needs: the advert (edit), the reference lists, the member's phones. */
export async function loadAdvertForm(api: Api, slug: string | null) {
  const [advert, categories, attributes, regions, profile] = await Promise.all([
    slug ? orNotFound(api.boardAccounts.ownAdvert(slug)) : null,
    api.board.categories(),
    api.board.attributes(null),
    api.board.regions(),
    orNotFound(api.boardAccounts.profile()),
  ]);
  return {
    advert,
    categories: categories.map(({ id, title }) => ({ id, title })),
    attributes,
    regions: regions.map(place),
    phones: profile.phones.map(({ id, phone_number }) => ({ id, phone: phone_number })),
    canPublish: profile.can_publish,
    tileUrl: process.env.MAP_TILE_URL ?? DEFAULT_TILE_URL,
  };
}

/**
 * The form's post (spec sections 3 to 5): `refresh` shows the form again for the chosen category
 * and places (without JavaScript); `delete` removes the advert; `publish` and `draft` check the
 * cadastral number and the attributes as the API would, then send the non-empty fields and the
 * pictures as multipart (POST new, PATCH edit) and go to the form of the saved advert with its
 * modal (`?saved=added|draft|saved`). A refusal comes back with each field's problem.
 */
export async function advertFormAction(
  api: Api,
  lang: string,
  slug: string | null,
  form: FormData,
): Promise<AdvertFormAnswer | Response> {
  const intent = String(form.get("intent") ?? "publish");
  const values = valuesOfForm(form);
  const answer = async (
    errors: AdvertFormErrors,
    problem: AdvertFormAnswer["problem"] = null,
    needsPhone = false,
  ): Promise<AdvertFormAnswer> => ({
    values,
    errors,
    problem,
    needsPhone,
    places: await placeLists(api, values),
  });

  if (intent === "refresh") return answer({});
  if (intent === "delete" && slug) {
    const deleted = await settled(api.boardAccounts.deleteAdvert(slug));
    if (deleted.ok) return redirect(`/${lang}/my-adverts?deleted=1`);
    return answer({}, { key: "board.tryLater" });
  }

  const before: OwnAdvert | null = slug ? await orNotFound(api.boardAccounts.ownAdvert(slug)) : null;
  const all: AdvertAttribute[] = await api.board.attributes(null);
  const shown = attributesForCategory(all, id(firstValue(values, "category")));
  const strings = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  const attributes = readAttributeInputs(shown, strings);
  const errors: AdvertFormErrors = {};
  if (attributes.invalid.length) errors.attributes = { key: "advertForm.errorAttributes" };
  const cadastral = firstValue(values, "cadastral_number").trim();
  if (cadastral && !checkCadastralNumber(cadastral).ok)
    errors.cadastral_number = { key: "advertForm.errorCadastral" };
  if (Object.keys(errors).length) return answer(errors);

  const isDraft = intent === "draft";
  const fields: Parameters<typeof advertFormEntries>[0] = {};
  for (const name of ADVERT_TEXT_FIELDS) fields[name] = firstValue(values, name).trim();
  // An unticked box sends nothing: an edit says "false" so the advert's stored "true" goes.
  fields.is_negotiable_price = values.is_negotiable_price?.includes("true")
    ? "true"
    : before
      ? "false"
      : null;
  fields.attributes = Object.keys(attributes.values).length ? JSON.stringify(attributes.values) : null;
  fields.attributes_to_delete = before
    ? attributesToDelete(
        before.attributes.map((a) => a.attribute),
        attributes.values,
      )
    : [];
  // A published advert never goes back to draft (it is paused); a hidden one stays hidden.
  fields.is_draft = isDraft ? "true" : !before || before.status === "draft" ? "false" : null;
  for (const list of ["images_to_delete", "images_order", "contacts"] as const) fields[list] = strings(list);
  fields.image_preview = firstValue(values, "image_preview");

  const body = new FormData();
  for (const [name, value] of advertFormEntries(fields)) body.append(name, value);
  for (const file of form.getAll("images"))
    if (file instanceof File && file.size > 0) body.append("images", file, file.name || "picture");
  // The API in trouble (5xx) comes back as "try again later" beside the form, keeping what was typed.
  const saved = await settled(api.boardAccounts.saveAdvert(slug, body));
  if (!saved.ok) {
    const problems = advertFormProblems(saved.status, saved.body);
    return answer(problems.errors, problems.problem, problems.needsPhone);
  }
  const modal = advertSavedModal({ ok: true, before: before?.status ?? null, isDraft });
  return redirect(`/${lang}/my-adverts/${encodeURIComponent(saved.data.slug)}/edit?saved=${modal}`);
}
