import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * Loads a resource route's data once the returned slot comes within 600 px of the screen or has
 * been scrolled past, for the blocks a page leaves out of its first load (decisions 0046 and
 * 0052); at once where the browser has no IntersectionObserver. The server renders the empty slot.
 */
export function useFetchNearScreen<T>(path: string) {
  const slot = useRef<HTMLDivElement>(null);
  const { load, data } = useFetcher<T>();
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const fetchData = () => void load(path);
    if (typeof IntersectionObserver !== "function") return fetchData();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchData();
      },
      // 600 px ahead, and anywhere above: a jump past the slot (the End key, a link to the
      // footer) never has it cross the screen, yet it must load.
      { rootMargin: "100000px 0px 600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [path, load]);
  return { slot, data };
}
