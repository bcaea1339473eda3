import { data } from "react-router";
import { isUuid } from "~/lib/uuid";
import { readForm } from "~/lib/read-form";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import {
  deviceName,
  parsePushSubscription,
  removePushDevice,
  removePushSubscription,
  savePushSubscription,
} from "~/modules/notifications/index.server";
import type { Route } from "./+types/push-subscriptions";

/**
 * Turns push notifications on or off for a device (the settings page's
 * PushToggle posts here): `intent` on with the browser's subscription as
 * JSON, off with its endpoint, or remove with a listed device's id.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const userId = portal.user.id;
  if (intent === "on") {
    let json: unknown = null;
    try {
      json = JSON.parse(String(form.get("subscription") ?? ""));
    } catch {
      // Answered below as any other subscription we cannot use.
    }
    const subscription = parsePushSubscription(json);
    if (!subscription) return data({ ok: false, message: "This browser's notification service is not one we can send to." }, { status: 400 });
    await savePushSubscription(accounts.db, { userId, subscription, device: deviceName(request.headers.get("user-agent") ?? "") });
    return data({ ok: true, message: "Notifications are on for this device." });
  }
  if (intent === "off") {
    await removePushSubscription(accounts.db, { userId, endpoint: String(form.get("endpoint") ?? "").slice(0, 2000) });
    return data({ ok: true, message: "Notifications are off for this device." });
  }
  if (intent === "remove") {
    const id = String(form.get("id") ?? "");
    if (!isUuid(id) || !(await removePushDevice(accounts.db, { userId, id }))) throw data(null, { status: 404 });
    return data({ ok: true, message: "Notifications are off for that device." });
  }
  return data({ ok: false, message: "Nothing to change." }, { status: 400 });
}

export function loader() {
  throw data(null, { status: 404 });
}
