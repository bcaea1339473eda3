import { createContext, useContext, type ComponentType, type ReactElement } from "react";

/**
 * Elements whose markup the server made once, for a page rendered whole
 * (app/lib/render-whole.server.tsx, docs/decisions/029). Present only there:
 * in the browser, in tests and in streamed renders there is none, and
 * components render as usual.
 *
 * `element` answers, for a component that always writes the same markup for
 * the same plain props (an icon), an element that writes exactly that markup
 * without rendering the component again; or null, and the caller renders the
 * component itself. app/lib/markup-once.server.ts makes it.
 */
export type MarkupOnce = {
  element(component: ComponentType<never>, props: object): ReactElement | null;
};

const MarkupOnceContext = createContext<MarkupOnce | null>(null);

export const MarkupOnceProvider = MarkupOnceContext.Provider;

/** The server's markup made once, or null where a page is not rendered whole on the server. */
export function useMarkupOnce(): MarkupOnce | null {
  return useContext(MarkupOnceContext);
}
