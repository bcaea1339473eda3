import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * After a client-side move to another page of a side-navigation layout (the portal, the console), the focus goes to
 * the new page's heading inside `contentId`: a screen reader then reads where the person landed, and the next Tab
 * starts in the page, as after a full page load. The first render (a page load) and changes of the query string
 * alone (a filter, a sort) leave the focus where it is.
 */
export function useFocusPageHeading(contentId: string) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (navigation.state !== "idle" || shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.getElementById(contentId)?.querySelector<HTMLElement>("h1");
    if (heading) focusHeading(heading);
  }, [contentId, pathname, navigation.state]);
}

/** Puts the focus on a heading, which is not focusable by itself: a screen reader reads it, and Tab goes on from it. */
export function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
}

/**
 * When the control that had the focus left the page with the answer to its form (Accept, once the lead is bought), the
 * focus fell to the page's top: it goes to the first of `headingIds` on the page, the part that now says what happened.
 * `from`: the heading of the section whose button posted. A busy button keeps the focus (app/components/ui/button.tsx),
 * so the focus may still be there when the answer arrives, on a button the answer is about to take away: it moves too.
 */
export function focusHeadingIfLost(headingIds: string[], from?: string) {
  const active = document.activeElement;
  const fell = active === null || active === document.body;
  const leaving = from !== undefined && active?.closest(`section[aria-labelledby="${from}"]`) != null && !headingIds.includes(active.id);
  if (!fell && !leaving) return;
  const heading = headingIds.map((id) => document.getElementById(id)).find((element) => element !== null);
  if (heading) focusHeading(heading);
}
