import type { CompareResult } from "@sf/contract";
import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/compare-data";

/** GET /{lang}/compare/data?ids=: the compare list's products and properties (the list lives in the browser). */
export async function loader({ request }: Route.LoaderArgs) {
  const ids = (new URL(request.url).searchParams.get("ids") ?? "")
    .split(",")
    .slice(0, 8)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  if (!ids.length) return { products: [] } satisfies CompareResult;
  try {
    return await (await apiFor(request)).savedLists.compare([...new Set(ids)]);
  } catch {
    return { products: [] } satisfies CompareResult;
  }
}
