import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { startTestPushService } from "../support/test-push-service";
import { loopback, type NewPro, requestQuote } from "./accounts";
import { readyPro } from "./security-fixtures";
import { expect, test } from "./fixtures";

/**
 * A pro hears of a new lead at once (docs/decisions/045): with its inbox open,
 * a homeowner's request reaches the pro's device through the local push
 * service (what `web-push` sends, decrypted there), the open inbox shows the
 * lead without a reload, and the push handed to the portal's service worker
 * (ServiceWorker.deliverPushMessage over the DevTools protocol: a headless
 * browser without internet has no real push service) shows a notification
 * whose click opens the lead.
 */
// The whole browser: the headless shell the other specs use (playwright.config.ts) keeps no notification a
// service worker shows, so `getNotifications()` would answer nothing.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

const stamp = Date.now().toString(36);
// Ashtabula, far from every other spec's pros.
const ZIP = "44004";
const PRO: NewPro = {
  firstName: "Rhea",
  lastName: "Novak",
  business: `Lakeshore Pipes ${stamp}`,
  phone: "440-555-3190",
  email: `push-pro-${stamp}@example.com`,
  zip: ZIP,
  password: "harbor-light-58",
};

test("a new lead reaches the pro's device and its open inbox at once, and the notification opens the lead", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(180_000);
  // The e2e server trusts this folder's certificate (scripts/e2e-server.js).
  const service = await startTestPushService({ certificateDir: path.join(tmpdir(), `buckeye-e2e-push-${new URL(baseURL!).port}`) });
  try {
    await readyPro(page, baseURL!, PRO, "plumbing");
    // The pro's phone: a device of the local push service, stored as the settings page would store a browser's.
    const device = service.device();
    const ops = await loopback(baseURL!);
    expect((await ops.post("/dev/push-subscription", { form: { email: PRO.email, ...device } })).status()).toBe(200);
    await ops.dispose();

    // The portal's layout registered its service worker on the dashboard readyPro left open. A page that loads while
    // the worker is still activating is claimed when it asks (push-toggle.tsx); the inbox is opened once the worker
    // is active. The checks poll on a timer: a frame-paced check is not re-run while the browser draws no frames.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration("/provider/"))?.active?.state === "activated", undefined, {
      polling: 250,
    });
    // The inbox is open, its live stream connected, and the portal's service worker controls it.
    await context.grantPermissions(["notifications"], { origin: baseURL! });
    const connected = page.waitForResponse((response) => new URL(response.url()).pathname === "/provider/events" && response.status() === 200);
    await page.goto("/provider/leads");
    await connected;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { polling: 250 });
    await expect(page.getByText("No leads yet.")).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const homeowner = await browser.newPage({ extraHTTPHeaders: { "X-Forwarded-For": "10.77.9.41" } });
    await requestQuote(homeowner, { zip: ZIP, contact: { firstName: "Omar", lastName: "Reyes", phone: "4405559921", email: `omar.${stamp}@example.com` } });
    await homeowner.close();

    // The push reached the device: decrypted with its keys, signed with the site's VAPID key, pointing at the lead.
    await expect.poll(() => service.received.filter((push) => push.endpoint === device.endpoint).length, { timeout: 20_000 }).toBe(1);
    const push = service.received.find((received) => received.endpoint === device.endpoint)!;
    expect(push.vapidValid).toBe(true);
    expect(push.payload.title).toMatch(/^New lead: Plumbing: Water heater in Ashtabula, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(push.payload.url).toMatch(/^\/provider\/leads\/[0-9a-f-]{36}$/);

    // The open inbox shows the lead without a reload, and the tab's title counts it.
    await expect(page.getByRole("list", { name: "Leads" }).getByRole("link").filter({ hasText: "Plumbing: Water heater" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page).toHaveTitle(/^\(1\) /);

    // The same push, handed to the portal's service worker, shows its notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const portal = registrations.find((registration) => registration.scopeURL.endsWith("/provider/") && !registration.isDeleted);
        if (portal) resolve(portal.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const pushed = { origin: new URL(baseURL!).origin, registrationId: await registrationId, data: JSON.stringify(push.payload) };
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, url: notification.data?.url }));
      });
    // DevTools' delivery stands in for the browser's push connection, and now and then one is lost on its way to
    // the worker; it is made again until the notification shows (its tag is the lead's address: a repeat replaces it).
    await expect
      .poll(
        async () => {
          const notifications = await shown();
          if (notifications.length === 0) await cdp.send("ServiceWorker.deliverPushMessage", pushed);
          return notifications;
        },
        { timeout: 30_000, intervals: [2_000] },
      )
      .toEqual([{ title: push.payload.title, body: push.payload.body, url: new URL(push.payload.url, baseURL).href }]);

    // Its click (the worker's own notificationclick handler) opens the lead in the portal's tab.
    const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith("/portal-sw.js"));
    expect(worker, "the portal's service worker").toBeTruthy();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      scope.dispatchEvent(new NotificationClick("notificationclick", { notification: notification! }));
    });
    await expect(page).toHaveURL(new URL(push.payload.url, baseURL).href);
    await expect(page.getByRole("button", { name: /^Accept for \d+ credits$/ })).toBeVisible();
    // A request the homeowner did not send to this pro by name waits a day for it (decision 054).
    await expect(page.getByText(/^Accept by .+: after 24 hours the request goes to another pro\.$/)).toBeVisible();
  } finally {
    await service.close();
  }
});
