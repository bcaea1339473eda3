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
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus();
  }, [contentId, pathname, navigation.state]);
}
