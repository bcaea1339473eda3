// The pro portal's service worker, registered for /provider/ only (app/components/portal/push-toggle.tsx):
// it makes the portal installable as an app, shows the web pushes the outbox sends
// (app/modules/notifications/push-rows.server.ts) and opens a push's page when it is clicked.
// Public pages have none.

const FALLBACK = "/provider/dashboard";

/** Only a page of the portal, on this site, may be opened from a push. */
function portalUrl(path) {
  try {
    const url = new URL(path || FALLBACK, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith("/provider/") ? url.href : new URL(FALLBACK, self.location.origin).href;
  } catch {
    return new URL(FALLBACK, self.location.origin).href;
  }
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
// A portal tab that loaded while this worker was activating (or by a hard reload) stays uncontrolled until it
// asks (app/components/portal/push-toggle.tsx): a notification's click can only move a tab this worker controls.
self.addEventListener("message", (event) => {
  if (event.data === "claim") event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const url = portalUrl(data.url);
  event.waitUntil(
    self.registration.showNotification(data.title || "Buckeye Pros", {
      body: data.body || "",
      tag: data.tag || url,
      icon: "/icons/portal-192.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = portalUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window" });
      // An open portal tab goes to the page; otherwise the page opens in a new one.
      const tab = windows.find((client) => client.url === url) || windows[0];
      if (!tab) return self.clients.openWindow(url);
      const shown = tab.url === url ? tab : await tab.navigate(url);
      await (shown || tab).focus().catch(() => {});
    })(),
  );
});
