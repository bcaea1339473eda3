import { createContext } from "react-router";

/** Per-request facts the Node server hands to loaders, actions and the renderer. */
export type RequestInfo = {
  requestId: string;
  /** Nonce for the Content-Security-Policy; every inline script carries it. */
  nonce: string;
  ip: string;
  userAgent: string;
};

export const requestInfoContext = createContext<RequestInfo>();
