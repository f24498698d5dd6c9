#!/usr/bin/env node
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
// Builds the two server processes into plain JavaScript (decision 0028), so production runs no
// TypeScript transpiler: apps/api/src/server.ts -> apps/api/dist/server.js and
// apps/web/server/index.ts -> apps/web/dist/server.js. esbuild bundles our own code (the app and
// the workspace packages, @sf/*) and leaves every other package external: node_modules are loaded
// by Node as usual, native modules (sharp, argon2) and PGlite's files included.
// `import.meta.url` and `import.meta.dirname` in a bundled file keep meaning that source file
// (packages/db finds its migrations next to its sources, the web server its build/ folder), as
// paths relative to the bundle, so the checkout can move after the build.
// Usage: node scripts/build-servers.mjs [--quiet]
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundles = {
  api: { entry: "apps/api/src/server.ts", outfile: "apps/api/dist/server.js" },
  web: { entry: "apps/web/server/index.ts", outfile: "apps/web/dist/server.js" },
};
// Code loaded by import() (the API's demo seed) goes into chunks beside the entry, loaded when used.

/** Bare imports stay external except our workspace packages, which are TypeScript sources. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, (args) => {
      if (args.path.startsWith("@sf/") || args.path.startsWith("node:")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` / `.dirname` of a bundled source file, relative to the bundle's own. */
function sourceRelativeImportMeta(outfile) {
  const outDir = dirname(resolve(root, outfile));
  return {
    name: "source-relative-import-meta",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.")) return undefined;
        const fromBundle = relative(outDir, args.path).split("\\").join("/");
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        const contents = source
          .replaceAll("import.meta.url", `(${url})`)
          .replaceAll("import.meta.dirname", `__sfDirname(${url})`)
          .replaceAll("import.meta.filename", `__sfFilename(${url})`);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * V8 keeps a module's source in memory as long as the module lives, one byte per character only
 * while every character is Latin-1: a single "ș" in a comment or a regular expression (esbuild
 * escapes strings, not these) makes the whole 2.7 MB API bundle a 5.3 MB two-byte string. Every
 * other character is written as its \uXXXX escape, which means the same in a comment, a regular
 * expression (surrogate pairs included) and an identifier.
 */
async function asciiOnly(outdir) {
  for (const name of await readdir(outdir)) {
    if (!name.endsWith(".js")) continue;
    const file = join(outdir, name);
    const code = await readFile(file, "utf8");
    if (!/[\u0080-\uffff]/.test(code)) continue;
    const escaped = code.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    await writeFile(file, escaped);
  }
}

export async function buildServers({ quiet = false } = {}) {
  const started = performance.now();
  for (const [name, { entry, outfile }] of Object.entries(serverBundles)) {
    const outdir = dirname(outfile);
    await rm(resolve(root, outdir), { recursive: true, force: true });
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: { [basename(outfile, ".js")]: entry },
      outdir,
      chunkNames: "[name]-[hash]",
      splitting: true,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20.19",
      sourcemap: "linked",
      // Readable stack traces without --enable-source-maps: names and layout are kept.
      minify: false,
      keepNames: false,
      logLevel: "warning",
      banner: {
        js: [
          `// Built by scripts/build-servers.mjs from ${entry}; do not edit.`,
          `import { fileURLToPath as __sfFileURLToPath } from "node:url";`,
          `import { dirname as __sfDirnameOf } from "node:path";`,
          `const __sfFilename = (url) => __sfFileURLToPath(url);`,
          `const __sfDirname = (url) => __sfDirnameOf(__sfFileURLToPath(url));`,
        ].join("\n"),
      },
      plugins: [externalPackages, sourceRelativeImportMeta(outfile)],
    });
    await asciiOnly(resolve(root, outdir));
    if (!quiet) console.log(`[build] ${name} server: ${join(outfile)}`);
  }
  if (!quiet) console.log(`[build] servers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServers({ quiet: process.argv.includes("--quiet") });
}
