import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `job` every `seconds` in this process until the app closes (0: never), never two runs at
 * once: a run still going when the next is due skips that tick. A failure is logged as `what`.
 * The timer does not keep the process alive.
 */
export function everySeconds(
  app: { log: FastifyBaseLogger; addHook: (name: "onClose", hook: () => Promise<void>) => unknown },
  seconds: number,
  what: string,
  job: () => Promise<unknown>,
): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
