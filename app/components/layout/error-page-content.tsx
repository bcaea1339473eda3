import type { ReactNode } from "react";
import { PAGE_CONTENT_ID } from "./page-content";

/**
 * A side-navigation layout's error page (the portal's, the console's). The layout's handle still sends "Skip to
 * content" to #page-content when a page below it fails (an unknown address is a 404 there), so the error's page
 * carries that id: without it the link led nowhere (docs/decisions/073).
 */
export function ErrorPageContent({ children }: { children: ReactNode }) {
  return <div id={PAGE_CONTENT_ID}>{children}</div>;
}
