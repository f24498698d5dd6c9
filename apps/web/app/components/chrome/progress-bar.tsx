import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from "@sf/domain";
import type NProgress from "nprogress";
import { useEffect } from "react";
import { useNavigation } from "react-router";

type Bar = typeof NProgress;
let loading: Promise<Bar> | null = null;

/** nprogress, loaded with the first slow navigation rather than with the page. */
function loadBar(): Promise<Bar> {
  loading ??= import("nprogress").then(({ default: bar }) => {
    // The default template marks the bar role="bar", which is not an ARIA role (axe: critical).
    bar.configure({
      showSpinner: false,
      trickleSpeed: PROGRESS_DURATION_MS / 25,
      speed: PROGRESS_HIDE_DELAY_MS,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: ".bar",
    });
    return bar;
  });
  return loading;
}

/**
 * Top progress bar during navigation (spec section 9): shown only if the navigation lasts
 * longer than the 200 ms throttle, trickles over about 5 s, and hides 500 ms after the end.
 */
export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    let active = true;
    let bar: Bar | null = null;
    const timer = window.setTimeout(() => {
      void loadBar().then((loaded) => {
        if (!active) return;
        bar = loaded;
        loaded.start();
      });
    }, PROGRESS_THROTTLE_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
      if (bar?.isStarted()) bar.done();
    };
  }, [busy]);
  return null;
}
