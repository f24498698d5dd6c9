import { SCROLL_RESTORE_DELAY_MS } from "@sf/domain";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { UNKEYED_ENTRY } from "./history-key.ts";

const STORAGE_KEY = "scroll-positions";
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
  } catch {
    return {};
  }
}

/**
 * Scroll restoration (spec section 2): on back/forward the saved position is restored smoothly
 * after 500 ms; any other navigation goes to the top (or to the #hash target). Positions are kept
 * per history entry (see history-key.ts).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const lastScrollY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Remember where the visitor was on the page being left. The position comes from the last
  // scroll event, because by now the next page's DOM may already have clamped window.scrollY.
  useIsomorphicLayoutEffect(() => {
    const key = location.key;
    if (key === UNKEYED_ENTRY) return;
    const save = () => {
      try {
        const positions = readPositions();
        positions[key] = lastScrollY.current;
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage unavailable: the storage guard tells the visitor
      }
    };
    window.addEventListener("pagehide", save);
    return () => {
      save();
      window.removeEventListener("pagehide", save);
    };
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (navigationType === "POP") {
      // A fragment link's entry: the browser has jumped to its target already.
      if (location.key === UNKEYED_ENTRY) return;
      const top = readPositions()[location.key];
      if (top === undefined) return;
      const timer = window.setTimeout(
        () => window.scrollTo({ top, behavior: "smooth" }),
        SCROLL_RESTORE_DELAY_MS,
      );
      return () => window.clearTimeout(timer);
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0 });
  }, [location.key]);

  return null;
}
