import { LANGUAGES, productListSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listNewProducts, listPopularProducts } from "../../services/showcase/list-product-lists.ts";

/**
 * /{locale}/main/*: the home page's new and popular sliders. The path's locale is the content
 * language when the site has it, else the site's main language.
 */
export const mainRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ locale: z.enum(LANGUAGES, { message: "Unknown locale." }) });
  const tags = ["main"];
  const lang = (site: { languages: string[]; mainLanguage: string }, locale: string) =>
    site.languages.includes(locale) ? locale : site.mainLanguage;

  app.get(
    "/:locale/main/slider-new_products",
    { schema: { tags, params, response: { 200: productListSchema } } },
    async (request) => {
      const products = await listNewProducts(app.db, request.site, lang(request.site, request.params.locale));
      return { products, totalCount: products.length };
    },
  );
  app.get(
    "/:locale/main/slides-popular-product",
    { schema: { tags, params, response: { 200: productListSchema } } },
    async (request) => {
      const products = await listPopularProducts(
        app.db,
        request.site,
        lang(request.site, request.params.locale),
      );
      return { products, totalCount: products.length };
    },
  );
};
