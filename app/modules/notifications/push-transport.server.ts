import { Agent } from "node:https";
import webpush from "web-push";

/** One encrypted push to one device, as the outbox hands it over. */
export type PushMessage = { endpoint: string; p256dh: string; auth: string; payload: string };

export interface PushTransport {
  /** Throws PushSubscriptionGone when the push service says the device is gone for good. */
  send(message: PushMessage): Promise<void>;
}

/** The push service answered 404 or 410: the device unsubscribed or expired, and never comes back. */
export class PushSubscriptionGone extends Error {
  constructor(statusCode: number) {
    super(`The push service answered ${statusCode}: this device is gone`);
    this.name = "PushSubscriptionGone";
  }
}

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** A day: a push service keeps a push that long for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/**
 * Web push through the `web-push` package: the payload is encrypted to the
 * device's keys (aes128gcm) and signed with the site's VAPID key. The timeout
 * keeps one send well inside the outbox's claim.
 */
export function webPushTransport(vapid: VapidDetails, options: { /** Whom to trust, say (default: Node's). */ agent?: Agent } = {}): PushTransport {
  // Connections to a push service are kept open between pushes: a burst of leads costs no TLS handshake per device.
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 16 });
  return {
    async send(message) {
      try {
        await webpush.sendNotification(
          { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
          message.payload,
          { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, urgency: "high", timeout: 10_000, agent },
        );
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          throw new PushSubscriptionGone(error.statusCode);
        }
        throw error;
      }
    },
  };
}
