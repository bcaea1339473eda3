import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

/** The portal's service worker: the portal only, so public pages stay without one. */
export const PORTAL_SERVICE_WORKER = { url: "/portal-sw.js", scope: "/provider/" } as const;

/**
 * Registers the portal's service worker (it makes the portal installable); without support, nothing. A portal
 * tab the worker does not control yet (loaded while it was activating, or by a hard reload) asks it to claim the
 * tab: a push's click then opens the lead in this tab (public/portal-sw.js), not in a new window.
 */
export function registerPortalServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  const registered = navigator.serviceWorker.register(PORTAL_SERVICE_WORKER.url, { scope: PORTAL_SERVICE_WORKER.scope }).catch(() => null);
  void registered.then(async (registration) => {
    if (!registration) return;
    const { active } = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) active?.postMessage(CLAIM_THIS_TAB);
  });
  return registered;
}

/** The message public/portal-sw.js answers with `clients.claim()`. */
const CLAIM_THIS_TAB = "claim";

type DeviceState = "checking" | "unsupported" | "blocked" | "off" | "on";

/**
 * The state a browser's notification permission leaves this device in. Only "denied" is blocked: a prompt the pro
 * dismissed leaves "default", and the browser asks again the next time the button is pressed.
 */
export function permissionState(permission: NotificationPermission, subscribed: boolean): Exclude<DeviceState, "checking" | "unsupported"> {
  if (permission === "denied") return "blocked";
  return permission === "granted" && subscribed ? "on" : "off";
}

/** What the card says after the browser's prompt was answered with anything but "granted". */
export const PROMPT_DISMISSED_TEXT = "Notifications are still off. Press the button again whenever you want the browser to ask.";

type Device = { id: string; device: string };

/** Whether this browser can have push, and has it from us already. */
async function deviceState(): Promise<DeviceState> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  try {
    const registration = await navigator.serviceWorker.getRegistration(PORTAL_SERVICE_WORKER.scope);
    return permissionState(Notification.permission, Boolean(await registration?.pushManager.getSubscription()));
  } catch {
    return "off";
  }
}

/**
 * "Notifications on this device": asks the browser's permission, subscribes
 * it to push with the site's VAPID public key and stores the subscription
 * (routes/portal/push-subscriptions.ts); off unsubscribes and forgets it.
 * Lists the pro's other devices with push on, each with a button to stop it.
 */
export function PushToggle({ publicKey, devices, demo }: { publicKey: string | null; devices: Device[]; demo: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const [state, setState] = useState<DeviceState>("checking");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    void deviceState().then(setState);
  }, []);

  const turnOn = async () => {
    setProblem(null);
    setNotice(null);
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      const next = permissionState(permission, false);
      setState(next);
      // A dismissed prompt ("default") is not a refusal: say the button still works.
      if (next === "off") setNotice(PROMPT_DISMISSED_TEXT);
      return;
    }
    try {
      const registration = await registerPortalServiceWorker();
      if (!registration || !publicKey) throw new Error("no service worker");
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
      await fetcher.submit({ intent: "on", subscription: JSON.stringify(subscription) }, { method: "post", action: "/provider/push-subscriptions" });
      setState("on");
    } catch {
      setProblem("This browser could not turn notifications on. Try again in a moment.");
    }
  };

  const turnOff = async () => {
    setProblem(null);
    setNotice(null);
    const registration = await navigator.serviceWorker.getRegistration(PORTAL_SERVICE_WORKER.scope);
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await fetcher.submit({ intent: "off", endpoint: subscription.endpoint }, { method: "post", action: "/provider/push-subscriptions" });
      await subscription.unsubscribe().catch(() => false);
    }
    setState("off");
  };

  const message = problem ?? fetcher.data?.message ?? null;
  return (
    <section aria-labelledby="push-heading" className="rounded-card border border-line p-4">
      <h2 id="push-heading" className="text-lg font-semibold">
        Notifications on this device
      </h2>
      <p className="mt-1 text-sm text-muted">Hear about a new lead, a homeowner&apos;s message or a refund decision the moment it happens, even with the portal closed.</p>
      {notice && !message ? (
        <p role="status" className="mt-3 text-sm text-muted">
          {notice}
        </p>
      ) : null}
      {message ? (
        <p role={problem || fetcher.data?.ok === false ? "alert" : "status"} className={problem || fetcher.data?.ok === false ? "mt-3 text-danger" : "mt-3 text-success"}>
          {message}
        </p>
      ) : null}
      <div className="mt-4">
        {demo ? (
          <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p>
        ) : state === "unsupported" ? (
          <p className="text-sm text-muted">This browser cannot show notifications. On a phone, add the portal to your home screen first.</p>
        ) : state === "blocked" ? (
          <p className="text-sm text-muted">Notifications are blocked for this site. Allow them in your browser&apos;s site settings, then come back.</p>
        ) : state === "on" ? (
          <Button type="button" variant="outline" busy={fetcher.state !== "idle"} busyLabel="Turning off…" onClick={() => void turnOff()}>
            Turn off notifications on this device
          </Button>
        ) : (
          <Button type="button" busy={fetcher.state !== "idle"} busyLabel="Turning on…" disabled={state === "checking"} onClick={() => void turnOn()}>
            Turn on notifications on this device
          </Button>
        )}
      </div>
      {devices.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">Devices with notifications on</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {devices.map((device) => (
              <li key={device.id} className="flex items-center justify-between gap-3">
                <span>{device.device}</span>
                <fetcher.Form method="post" action="/provider/push-subscriptions">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={device.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    Stop<span className="sr-only"> notifications on {device.device}</span>
                  </Button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
