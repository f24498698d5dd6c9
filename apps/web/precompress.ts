import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) next to every text file of the client build, so
 * the web server sends compressed assets without compressing them per request. It runs again
 * after the server build, because React Router writes the browser's route manifest
 * (`assets/manifest-*.js`, 46 KB raw and loaded by every first visit) into the client folder only
 * then: before, that file went out uncompressed.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: "sf-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client" || environment.name === "ssr",
    async closeBundle() {
      const all = await readdir(outDir, { recursive: true });
      const done = new Set(all.filter((f) => f.endsWith(".br")).map((f) => f.slice(0, -3)));
      const files = all.filter((f) => COMPRESSIBLE.test(f) && !done.has(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const data = await readFile(path);
          if (data.length < 512) return;
          const [gz, br] = await Promise.all([
            gzipAsync(data, { level: 9 }),
            brotliAsync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
