import twilio from "twilio";
import type { Database } from "~/db/client.server";
import { handleInboundText } from "./inbound-texts.server";

/**
 * POST /webhooks/twilio, a text sent to our number. No session and no
 * same-site Origin: Twilio's signature (X-Twilio-Signature, an HMAC of the
 * webhook's URL and every posted field with our auth token) is what makes it
 * genuine, checked with the package's validateRequest over the fields
 * exactly as posted. A forged or altered one is refused and changes nothing.
 * The answer is TwiML: the reply to text back, or none.
 */
export const TWILIO_WEBHOOK_PATH = "/webhooks/twilio";

export type WebhookAnswer = { status: 200 | 403 | 404; body: string; contentType: string };

export async function answerTwilioWebhook(
  db: Database,
  args: { authToken: string | undefined; publicUrl: string; signature: string | null; params: Record<string, string>; now?: Date },
): Promise<WebhookAnswer> {
  // Without Twilio settings there are no texts and nothing to answer.
  if (!args.authToken) return { status: 404, body: "Not found", contentType: "text/plain" };
  const url = `${args.publicUrl.replace(/\/$/, "")}${TWILIO_WEBHOOK_PATH}`;
  if (!args.signature || !twilio.validateRequest(args.authToken, args.signature, url, args.params)) {
    return { status: 403, body: "Forbidden", contentType: "text/plain" };
  }
  const response = new twilio.twiml.MessagingResponse();
  const from = args.params.From ?? "";
  if (from) {
    const { reply } = await handleInboundText(db, { from, body: args.params.Body ?? "", now: args.now });
    if (reply) response.message(reply);
  }
  return { status: 200, body: response.toString(), contentType: "text/xml" };
}

/** The posted fields exactly as sent (the signature covers them byte for byte), the first value of each name. */
export function postedFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}
