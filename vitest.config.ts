import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit tests (pure packages, web helpers) and the API suite. The API suite runs on embedded
 * PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI does).
 */
const apiProject = (kind: "pglite" | "postgres") => ({
  test: {
    name: `api-${kind}`,
    include: ["apps/api/test/**/*.test.ts"],
    env: { TEST_DB_KIND: kind },
    globalSetup: ["apps/api/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["test/fail-on-console-error.ts"],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/**/test/**/*.test.ts",
            "apps/web/test/**/*.test.{ts,tsx}",
            "apps/admin/test/**/*.test.ts",
          ],
          setupFiles: ["test/fail-on-console-error.ts"],
        },
        // The storefront's route modules, as Vite builds them (`~/` imports, the build's theme).
        define: { __THEME__: JSON.stringify("default"), __BOARD__: "false" },
        resolve: { alias: { "~": fileURLToPath(new URL("apps/web/app", import.meta.url)) } },
      },
      apiProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("postgres")] : []),
      // Two API and two storefront processes on one PostgreSQL and one Redis (skips without
      // TEST_DATABASE_URL and REDIS_TEST_URL).
      {
        test: {
          name: "scale-out",
          include: ["test/scale-out/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          setupFiles: ["test/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
