import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";

const UNREAD_PREFIX = /^\(\d+\) /;

/**
 * Keeps the portal's pages current without a reload: the server's live
 * stream (routes/portal/portal-events.ts) says when a lead or a message
 * arrived for this pro, and the pages' data is loaded again. After a lost
 * stream reconnects, news may have been missed, so the data is loaded again
 * too. The tab's title starts with what waits for the pro, "(2) Leads …".
 */
export function useLiveUpdates(unread: number) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  const { pathname } = useLocation();

  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  useEffect(() => {
    if (!("EventSource" in window)) return;
    const source = new EventSource("/provider/events");
    let connections = 0;
    source.addEventListener("ready", () => {
      connections += 1;
      if (connections > 1) void revalidate.current();
    });
    source.addEventListener("change", () => void revalidate.current());
    return () => source.close();
  }, []);

  useEffect(() => {
    const title = document.title.replace(UNREAD_PREFIX, "");
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
  }, [unread, pathname]);
}
