import { menuTreeSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getMenuTree } from "../../services/get-menu-tree.ts";

/** /general/*: catalogue navigation. */
export const generalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/menu_tree",
    { schema: { tags: ["general"], response: { 200: menuTreeSchema } } },
    async (request) => getMenuTree(app.db, request.site, request.lang),
  );
};
