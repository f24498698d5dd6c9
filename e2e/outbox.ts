import { API_URL, expect } from "./support.ts";

/**
 * The newest message in the API's dev outbox sent to `to` (an e-mail address, or a phone's SMS)
 * in which `pattern` matches: its first group. Polls until one arrives.
 */
async function fromOutbox(to: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const list = await fetch(`${API_URL}/dev/outbox`).then((r) => r.text());
        for (const id of [...list.matchAll(/\/dev\/outbox\/([0-9TZ-]+[0-9a-f]{8})/g)]
          .map((m) => m[1])
          .slice(0, 40)) {
          const message = await fetch(`${API_URL}/dev/outbox/${id}`).then((r) => r.text());
          const match = message.includes(to) ? pattern.exec(message) : null;
          if (match?.[1]) {
            found = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The newest e-mail to `to` carrying a storefront link under `path`: the link's path. */
export const emailedLink = (to: string, path: string) =>
  fromOutbox(to, new RegExp(`https?://[^\\s"<]+(/[a-z]{2}/${path}/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+)`));

/** The newest six-digit sign-in code sent to `to` (an e-mail address, or a phone by SMS). */
export const sentCode = (to: string) => fromOutbox(to, /: (\d{6})\b/);

/** The newest e-mail to `to` in which `pattern` matches (its first group). */
export const mailTo = (to: string, pattern: RegExp) => fromOutbox(to, pattern);
