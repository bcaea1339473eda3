import { data } from "react-router";
import { getEnv } from "~/config/env.server";
import { getDb } from "~/db/db.server";
import { answerTwilioWebhook, postedFields } from "~/modules/texting/index.server";
import type { Route } from "./+types/twilio";

/** Texts sent to our number, posted by Twilio and checked by its signature (twilio-webhook.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  const env = getEnv();
  const answer = await answerTwilioWebhook(await getDb(), {
    authToken: env.TWILIO_AUTH_TOKEN,
    publicUrl: env.PUBLIC_URL,
    signature: request.headers.get("x-twilio-signature"),
    params: postedFields((await request.text()).slice(0, 64 * 1024)),
  });
  return new Response(answer.body, { status: answer.status, headers: { "Content-Type": answer.contentType, "Cache-Control": "no-store" } });
}

export function loader() {
  throw data(null, { status: 404 });
}
