import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";

const UNREAD_PREFIX = /^\(\d+\) /;

/**
 * Keeps the portal's pages current without a reload: the server's live
 * stream (routes/portal/portal-events.ts) says when a lead or a message
 * arrived for this pro, and the pages' data is loaded again. After a lost
 * stream reconnects, news may have been missed, so the data is loaded again
 * too. The tab's title starts with what waits for the pro, "(2) Leads …".
 *
 * News that comes while a form is being sent or a page is loading waits until
 * that is done: React Router's `revalidate()` in the middle of a submission
 * starts a navigation of its own that replaces the submission's, and the
 * form's answer (its "saved" line or its errors) would never be shown.
 * Pages keep that answer across the later reload with `useActionAnswer`.
 */
export function useLiveUpdates(unread: number) {
  const revalidator = useRevalidator();
  const navigating = useNavigation().state !== "idle";
  const { pathname } = useLocation();
  const news = useRef({ waiting: false, navigating, revalidate: revalidator.revalidate });

  useEffect(() => {
    news.current.navigating = navigating;
    news.current.revalidate = revalidator.revalidate;
    if (!navigating && news.current.waiting) {
      news.current.waiting = false;
      void revalidator.revalidate();
    }
  });

  useEffect(() => {
    if (!("EventSource" in window)) return;
    const source = new EventSource("/provider/events");
    let connections = 0;
    const reload = () => {
      if (news.current.navigating) news.current.waiting = true;
      else void news.current.revalidate();
    };
    source.addEventListener("ready", () => {
      connections += 1;
      if (connections > 1) reload();
    });
    source.addEventListener("change", reload);
    return () => source.close();
  }, []);

  useEffect(() => {
    const title = document.title.replace(UNREAD_PREFIX, "");
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [unread, pathname]);
}
