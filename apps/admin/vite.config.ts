import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The back-office: a single-page app built into dist/, which the API serves at /admin
 * (decision 0049). `npm run dev -w apps/admin` serves it at :5173/admin/ against the API on :4000.
 */
export default defineConfig({
  base: "/admin/",
  plugins: [tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // TanStack Query's "use client" markers mean nothing in a single-page app.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  server: { proxy: { "/admin/api": `http://127.0.0.1:${process.env.API_PORT ?? 4000}` } },
});
