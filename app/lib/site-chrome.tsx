import { createContext, useContext } from "react";

/**
 * The site header's and footer's content as ready markup, for a page that
 * ships no React and is seen by a visitor who is not signed in: the same on
 * every such page (but for the Home Advice link), so the server renders it
 * once (app/components/layout/site-chrome.server.tsx) instead of on every
 * render. Null everywhere else, the browser included.
 */
export type SiteChrome = { header: string; footer: string };

const SiteChromeContext = createContext<SiteChrome | null>(null);

export const SiteChromeProvider = SiteChromeContext.Provider;

export function useSiteChrome(): SiteChrome | null {
  return useContext(SiteChromeContext);
}
