import { PROGRESS_DURATION_MS, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from "@sf/domain";
import NProgress from "nprogress";
import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * Top progress bar during navigation (spec section 9): shown only if the navigation lasts
 * longer than the 200 ms throttle, trickles over about 5 s, and hides 500 ms after the end.
 */
export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    // The default template marks the bar role="bar", which is not an ARIA role (axe: critical).
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: PROGRESS_DURATION_MS / 25,
      speed: PROGRESS_HIDE_DELAY_MS,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: ".bar",
    });
  }, []);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS);
    return () => {
      window.clearTimeout(timer);
      if (NProgress.isStarted()) NProgress.done();
    };
  }, [busy]);
  return null;
}
