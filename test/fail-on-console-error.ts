import { afterEach, vi } from "vitest";

/** A test that makes the code log an error fails: errors must be expected and asserted. */
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const logged = errors.splice(0).map((args) => args.map(String).join(" "));
    throw new Error(`console.error was called:\n${logged.join("\n")}`);
  }
});

/** The errors logged so far in this test, which it expected: returned and no longer failing it. */
export function takeConsoleErrors(): string[] {
  return errors.splice(0).map((args) => args.map(String).join(" "));
}
