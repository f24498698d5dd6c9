/**
 * How long a page's loader waits for its secondary data (similar products, sliders, advantages)
 * before it lets that data stream after the page. The API usually answers in a few milliseconds:
 * the page then renders in one pass, with no Suspense boundary to stream and swap in later (less
 * work per page and no late shift of what is below the fold); a slow answer still never holds
 * the page back longer than this.
 */
export const SETTLE_MS = 50;

/**
 * The promises that settle within `ms`, as their values; the others as they are, for React
 * Router to stream (components take either: `<Await>` renders a value at once). A rejected
 * promise stays a promise, so its `<Await>` shows its error element as before.
 */
export async function settleWithin<T extends Record<string, Promise<unknown>>>(
  promises: T,
  ms = SETTLE_MS,
): Promise<{ [K in keyof T]: Awaited<T[K]> | T[K] }> {
  const entries = Object.entries(promises);
  const values = new Map<string, unknown>();
  const all = Promise.all(
    entries.map(([key, promise]) =>
      promise.then(
        (value) => {
          values.set(key, value);
        },
        () => {},
      ),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  return Object.fromEntries(
    entries.map(([key, promise]) => [key, values.has(key) ? values.get(key) : promise]),
  ) as { [K in keyof T]: Awaited<T[K]> | T[K] };
}
