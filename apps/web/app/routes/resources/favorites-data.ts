import { data } from "react-router";
import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/favorites-data";

const productId = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : null;
};

/**
 * POST /{lang}/favorites/data: a signed-in customer's favourites changed in the browser
 * (`add`, `remove`, `clear`) or the browser's list to merge (`sync`); answers the server's list.
 * A guest's favourites stay in the browser: nothing to do here (401).
 */
export async function action({ request }: Route.ActionArgs) {
  const { signedIn, savedLists: api } = await apiFor(request);
  if (!signedIn) return data({ ids: null }, { status: 401 });
  const form = await request.formData();
  const intent = form.get("intent");
  const id = productId(form.get("product_id"));
  const result =
    intent === "sync"
      ? await api.favoritesMerge(
          String(form.get("ids") ?? "")
            .split(",")
            .map(productId)
            .filter((n): n is number => n !== null)
            .slice(0, 500),
        )
      : intent === "add" && id
        ? await api.favoriteAdd(id)
        : intent === "remove" && id
          ? await api.favoriteRemove(id)
          : intent === "clear"
            ? await api.favoriteRemove("all")
            : null;
  if (!result) return data({ ids: null }, { status: 400 });
  return result.ok ? { ids: result.data.product_ids } : data({ ids: null }, { status: result.status });
}
