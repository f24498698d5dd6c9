import type { Config } from "@react-router/dev/config";

const theme = process.env.THEME ?? "default";

export default {
  appDirectory: "app",
  ssr: true,
  /** One build per theme, so several themes can be built and served side by side. */
  buildDirectory: `build/${theme}`,
  /**
   * Every route in the page's manifest (a few KB) instead of discovering routes after hydration:
   * each discovery re-rendered the whole page, which Preact does in one task (decision 0012).
   */
  routeDiscovery: { mode: "initial" },
} satisfies Config;
