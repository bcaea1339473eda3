import { data } from "react-router";
import { getDb } from "~/db/db.server";
import { appStripeAdapter } from "~/modules/credits/index.server";
import { receivePaymentWebhook } from "~/modules/portal/index.server";
import type { Route } from "./+types/stripe-webhook";

/**
 * Stripe's webhooks (POST /webhooks/stripe; docs/decisions/040). No session:
 * the Stripe-Signature header over the raw body is the authority, so the body
 * is read as bytes, never parsed first (server/router-handler.ts streams it
 * through untouched). 400 for a bad signature, 503 for an event to retry
 * later, 200 otherwise. Without Stripe configured the address does not exist.
 */
export async function action({ request }: Route.ActionArgs) {
  const stripe = appStripeAdapter();
  if (!stripe) throw data(null, { status: 404 });
  const rawBody = new Uint8Array(await request.arrayBuffer());
  const answer = await receivePaymentWebhook(await getDb(), stripe, { rawBody, signature: request.headers.get("stripe-signature") });
  return new Response(answer.body, { status: answer.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export function loader() {
  throw data(null, { status: 404 });
}
