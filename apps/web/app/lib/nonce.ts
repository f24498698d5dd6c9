import { createContext, useContext } from "react";

/**
 * The page's CSP nonce while the server renders it (entry.server.tsx provides it); undefined in
 * the browser, where scripts added after hydration are not parser-inserted and need none.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
