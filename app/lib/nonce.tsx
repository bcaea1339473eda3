import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. The server sets it; in the browser it
 * is empty (browsers hide nonce attributes from scripts, and scripts added
 * after hydration are loaded from our own origin).
 */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
