import type { PromotionCard } from "@sf/contract";
import type { Api } from "./api/request.server.ts";

/**
 * The home page's special offers (at most three) when the shop shows them there
 * (`mainUiInterface.promotions_main_page_view_type` is `view_1`); none otherwise or when the call fails.
 */
export async function loadHomePromotions(api: Api): Promise<PromotionCard[]> {
  const settings = await api.site.settings();
  if (settings.mainUiInterface.promotions_main_page_view_type !== "view_1") return [];
  return api.promotions.mainPage().then(
    (r) => r.list,
    () => [],
  );
}
