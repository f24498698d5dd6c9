import { useLocation } from "react-router";
import { useHref } from "./i18n.ts";

/** Parameters that ask for something once (open the login, show a notice): not part of the way back. */
const ONCE = ["login", "notice"];

/** This page's path and query without the one-time parameters: where a sign-in comes back to. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of ONCE) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** The login page, coming back to this page after (what works without JavaScript). */
export function useLoginHref(): string {
  const href = useHref();
  return `${href("/login")}?next=${encodeURIComponent(useReturnPath())}`;
}
