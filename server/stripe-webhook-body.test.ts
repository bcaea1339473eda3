import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeAdapter } from "~/modules/credits/stripe-adapter.server";
import { type Served, serveHandler } from "../tests/support/serve-handler";
import { answerText } from "./answers";
import { chain } from "./handler";
import { clientFacts } from "./request-facts";
import { requestGuards } from "./request-guards";
import { routerRequest } from "./router-handler";
import { sameOriginPosts } from "./same-origin-posts";

/*
 * Stripe signs the exact bytes it sends. The app's stack (request guards, the
 * CSRF check, then React Router's request, which app/routes/payments/stripe-webhook.ts
 * reads as bytes) must hand them to the library unchanged: whitespace, key
 * order and non-ASCII text included.
 */
const SECRET = "whsec_body_test";
const adapter = stripeAdapter({ secretKey: "sk_test_body", webhookSecret: SECRET, apiUrl: "http://127.0.0.1:9", publicUrl: "https://pros.example" });

describe("a Stripe webhook through the server's stack", () => {
  let served: Served;
  let base = "";

  beforeAll(async () => {
    const client = clientFacts(false);
    served = await serveHandler(
      chain(requestGuards(), sameOriginPosts(client), async (req, res) => {
        const request = routerRequest(req, res, client);
        const event = adapter.verifyWebhook(new Uint8Array(await request.arrayBuffer()), request.headers.get("stripe-signature"));
        answerText(res, event ? 200 : 400, event ? event.id : "invalid");
      }),
    );
    base = served.base;
  });
  afterAll(() => served.close());

  const body = '{\n  "id": "evt_test_body",\n  "object": "event",\n  "type": "checkout.session.completed",\n  "data": { "object": { "name": "Café Ünïcödé  " } }\n}';
  const post = (payload: string, signature: string) =>
    fetch(`${base}/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });

  it("verifies the signature on the bytes as sent", async () => {
    const response = await post(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("evt_test_body");
  });

  it("refuses the same body with one space changed, or signed with another secret", async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    expect((await post(body.replace("  ", " "), signature)).status).toBe(400);
    expect((await post(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_other" }))).status).toBe(400);
  });
});
