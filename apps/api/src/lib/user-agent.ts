import { isbot } from "isbot";

/**
 * Whether a request looks like a person's browser: a user agent is present and is not a known
 * crawler, monitor or HTTP library (isbot's list). Scripts that send no user agent are not people.
 */
export function isHumanUserAgent(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}
