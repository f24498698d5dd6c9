import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { isThemeName } from "../../packages/themes/src/index.ts";
import { precompress } from "./precompress.ts";

const theme = process.env.THEME ?? "default";
if (!isThemeName(theme)) {
  throw new Error(
    `Unknown THEME "${theme}". Use one of: default, ecaterix, foundation, farmacie, ecom, primebuy, terenuri.`,
  );
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  define: { __THEME__: JSON.stringify(theme) },
  resolve: {
    tsconfigPaths: true,
    alias: {
      "#theme-tokens": fileURLToPath(new URL(`../../packages/themes/tokens/${theme}.css`, import.meta.url)),
    },
  },
  ssr: { noExternal: [/^@sf\//] },
});
