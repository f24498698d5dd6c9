import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { isThemeName, themeConfigs } from "../../packages/themes/src/index.ts";
import { precompress } from "./precompress.ts";
import routerConfig from "./react-router.config.ts";

const theme = process.env.THEME ?? "default";
if (!isThemeName(theme)) {
  throw new Error(
    `Unknown THEME "${theme}". Use one of: default, ecaterix, foundation, farmacie, ecom, primebuy, terenuri.`,
  );
}

/** React's imports, as the browser gets them: Preact with its compat layer (the server keeps React). */
const PREACT_ON_CLIENT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

function preactOnClient(): Plugin {
  return {
    name: "sf:preact-on-client",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer, options) {
      const target = PREACT_ON_CLIENT[id];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    preactOnClient(),
    tailwindcss(),
    reactRouter(),
    precompress(fileURLToPath(new URL(`./${routerConfig.buildDirectory}/client`, import.meta.url))),
  ],
  // __BOARD__: a literal, so the minifier drops the other product's branches (decision 0060).
  define: {
    __THEME__: JSON.stringify(theme),
    __BOARD__: JSON.stringify(themeConfigs[theme].product === "board"),
  },
  resolve: {
    tsconfigPaths: true,
    alias: {
      "#theme-tokens": fileURLToPath(new URL(`../../packages/themes/tokens/${theme}.css`, import.meta.url)),
    },
  },
  // The server bundle carries only the icons and primitives pages use: importing all of
  // lucide-react (about 1,500 icon modules) and radix-ui at run time cost the storefront process
  // about 65 MiB of memory and 0.4 s of start (decision 0028).
  ssr: { noExternal: [/^@sf\//, "lucide-react", "radix-ui", /^@radix-ui\//] },
  environments: {
    client: {
      build: {
        // SF_NO_MINIFY=1: readable names in a browser profile (where a page's hydration goes).
        minify: process.env.SF_NO_MINIFY ? false : undefined,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs first, in one request instead of five.
                {
                  name: "framework",
                  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@react-router|preact)[\\/]/,
                  tags: ["$initial"],
                  priority: 2,
                },
                // The UI primitives pages use up front, in one request rather than a dozen small
                // ones (icons are a sprite, components/ui/icon.tsx). Primitives only the lazily
                // loaded dialogs, popovers and blocks use stay out, and so does the slider, which
                // only the listing's price filter uses.
                {
                  name: "ui",
                  test: (id) =>
                    /node_modules[\\/]@radix-ui[\\/]/.test(id) &&
                    !/@radix-ui[\\/]react-(?:dialog|alert-dialog|popover|popper|accordion|collapsible|focus-scope|focus-guards|portal|arrow|use-size|use-rect|slider)[\\/]/.test(
                      id,
                    ),
                  tags: ["$initial"],
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
