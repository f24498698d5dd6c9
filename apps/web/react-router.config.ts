import type { Config } from "@react-router/dev/config";

const theme = process.env.THEME ?? "default";

export default {
  appDirectory: "app",
  ssr: true,
  /** One build per theme, so several themes can be built and served side by side. */
  buildDirectory: `build/${theme}`,
} satisfies Config;
