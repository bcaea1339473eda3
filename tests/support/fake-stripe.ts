import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the parts of Stripe's HTTP API the app calls
 * (app/modules/credits/stripe-adapter.server.ts): create, retrieve and expire a
 * Checkout Session, create a refund. It answers as Stripe does (form-encoded
 * requests, JSON objects, the secret key as a bearer token, idempotency keys),
 * and makes the events Stripe would send, signed with the library's
 * generateTestHeaderString. Tests play the buyer and the dashboard through
 * `pay`, `expire`, `failAsync` and `refundFromDashboard`.
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  mode: string;
  line_item_name: string;
};

export type FakeCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
};

export type FakeRefund = { id: string; object: "refund"; amount: number; status: "succeeded"; payment_intent: string; metadata: Record<string, string> };

export type SignedDelivery = { body: string; signature: string; event: { id: string; type: string } };

export type FakeStripe = {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  charges: Map<string, FakeCharge>;
  refunds: FakeRefund[];
  /** Every API request, as method and path. */
  requests: string[];
  /** The buyer pays on the hosted page: the session completes, and its event comes back. */
  pay(sessionId: string, options?: { async?: boolean }): { id: string; type: string; [key: string]: unknown };
  expire(sessionId: string): { id: string; type: string; [key: string]: unknown };
  failAsync(sessionId: string): { id: string; type: string; [key: string]: unknown };
  /** A refund made in Stripe's dashboard (not through our API call). */
  refundFromDashboard(paymentIntent: string, amount: number): { id: string; type: string; [key: string]: unknown };
  /** The charge.refunded event for the charge's state now. */
  chargeRefundedEvent(paymentIntent: string): { id: string; type: string; [key: string]: unknown };
  /** An event as Stripe delivers it: the JSON body and its Stripe-Signature header. */
  sign(event: { id: string; type: string }, options?: { secret?: string; timestamp?: number }): SignedDelivery;
  /**
   * Where the hosted payment page (GET and POST /pay/<session>, what a browser test's buyer sees) sends
   * its signed event when the buyer pays, as Stripe calls a webhook endpoint; unset, no event is sent.
   */
  webhookUrl: string | null;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

function stripeEvent(type: string, object: unknown) {
  return { id: id("evt"), object: "event", api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null } };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

export async function startFakeStripe(options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake_key";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_secret";
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const requests: string[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let base = "";

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(`${req.method} ${url.pathname}`);
    const hosted = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (hosted) return hostedPage(req, hosted[1]!);
    if (req.headers.authorization !== `Bearer ${secretKey}`) return { status: 401, body: stripeError("invalid_request_error", "Invalid API Key provided.") };
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = await readForm(req);
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      if (form.get("mode") !== "payment" || !Number.isSafeInteger(amount) || amount <= 0 || !form.get("success_url")) {
        return { status: 400, body: stripeError("invalid_request_error", "Missing or invalid parameters.") };
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id: id("cs"),
        object: "checkout.session",
        url: "",
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        client_reference_id: form.get("client_reference_id"),
        metadata,
        payment_intent: null,
        success_url: form.get("success_url")!,
        cancel_url: form.get("cancel_url") ?? "",
        expires_at: Number(form.get("expires_at") ?? 0),
        mode: "payment",
        line_item_name: form.get("line_items[0][price_data][product_data][name]") ?? "",
      };
      session.url = `${base}/pay/${session.id}`;
      // What the PaymentIntent will carry (payment_intent_data[metadata]).
      (session as FakeSession & { intentMetadata?: Record<string, string> }).intentMetadata = Object.fromEntries(
        [...form].flatMap(([key, value]) => {
          const match = /^payment_intent_data\[metadata\]\[(.+)\]$/.exec(key);
          return match ? [[match[1]!, value]] : [];
        }),
      );
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? { status: 200, body: session } : { status: 404, body: stripeError("invalid_request_error", "No such checkout.session", "resource_missing") };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expire) {
      req.resume();
      const session = sessions.get(expire[1]!);
      if (!session) return { status: 404, body: stripeError("invalid_request_error", "No such checkout.session", "resource_missing") };
      if (session.status !== "open") return { status: 400, body: stripeError("invalid_request_error", `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`) };
      session.status = "expired";
      return { status: 200, body: session };
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const form = await readForm(req);
      const charge = charges.get(form.get("payment_intent") ?? "");
      if (!charge) return { status: 404, body: stripeError("invalid_request_error", "No such payment_intent", "resource_missing") };
      const amount = Number(form.get("amount") ?? charge.amount - charge.amount_refunded);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > charge.amount - charge.amount_refunded) {
        return { status: 400, body: stripeError("invalid_request_error", "Refund amount is greater than unrefunded amount on charge.", "amount_too_large") };
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const refund: FakeRefund = { id: id("re"), object: "refund", amount, status: "succeeded", payment_intent: charge.payment_intent, metadata };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: stripeError("invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`) };
  }

  /** Stripe's hosted checkout, reduced to one button: paying completes the session, calls the webhook, returns the buyer. */
  async function hostedPage(req: IncomingMessage, sessionId: string): Promise<{ status: number; body: unknown; html?: string; location?: string }> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== "open") return { status: 404, body: null, html: "<!doctype html><title>Checkout</title><h1>This checkout is no longer open</h1>" };
    const price = `$${(session.amount_total / 100).toFixed(2)}`;
    if (req.method !== "POST") {
      const html = `<!doctype html><html lang="en"><title>Checkout</title><link rel="icon" href="data:,"><main><h1>Pay ${price}</h1><p>${session.line_item_name}</p><form method="post"><button>Pay ${price}</button></form><a href="${session.cancel_url}">Back</a></main></html>`;
      return { status: 200, body: null, html };
    }
    req.resume();
    const delivery = fake.sign(fake.pay(sessionId));
    if (fake.webhookUrl) {
      await fetch(fake.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": delivery.signature }, body: delivery.body });
    }
    return { status: 303, body: null, location: session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId) };
  }

  const server: Server = createServer((req, res) => {
    const key = req.headers["idempotency-key"];
    const cacheKey = typeof key === "string" && req.method === "POST" ? `${req.url}:${key}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      requests.push(`${req.method} ${new URL(req.url ?? "/", "http://fake").pathname} (idempotent replay)`);
      req.resume();
      return reply(res, cached.status, cached.body);
    }
    answer(req).then(
      (result: { status: number; body: unknown; html?: string; location?: string }) => {
        if (result.location) {
          res.writeHead(result.status, { Location: result.location });
          return void res.end();
        }
        if (result.html !== undefined) {
          res.writeHead(result.status, { "Content-Type": "text/html; charset=utf-8" });
          return void res.end(result.html);
        }
        if (cacheKey) idempotent.set(cacheKey, result);
        reply(res, result.status, result.body);
      },
      (error: unknown) => reply(res, 500, stripeError("api_error", String(error))),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
    return session;
  };

  const fake: FakeStripe = {
    webhookUrl: options.webhookUrl ?? null,
    apiUrl: base,
    secretKey,
    webhookSecret,
    sessions,
    charges,
    refunds,
    requests,
    pay(sessionId, payOptions = {}) {
      const session = sessionOf(sessionId);
      session.status = "complete";
      session.payment_intent = id("pi");
      session.payment_status = payOptions.async ? "unpaid" : "paid";
      const intentMetadata = (session as FakeSession & { intentMetadata?: Record<string, string> }).intentMetadata ?? {};
      charges.set(session.payment_intent, {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: intentMetadata,
      });
      return stripeEvent("checkout.session.completed", { ...session });
    },
    expire(sessionId) {
      const session = sessionOf(sessionId);
      if (session.status === "open") session.status = "expired";
      return stripeEvent("checkout.session.expired", { ...session, status: "expired" });
    },
    failAsync(sessionId) {
      return stripeEvent("checkout.session.async_payment_failed", { ...sessionOf(sessionId) });
    },
    refundFromDashboard(paymentIntent, amount) {
      const charge = charges.get(paymentIntent);
      if (!charge) throw new Error(`fake Stripe: no charge for ${paymentIntent}`);
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + amount);
      charge.refunded = charge.amount_refunded === charge.amount;
      return stripeEvent("charge.refunded", { ...charge });
    },
    chargeRefundedEvent(paymentIntent) {
      const charge = charges.get(paymentIntent);
      if (!charge) throw new Error(`fake Stripe: no charge for ${paymentIntent}`);
      return stripeEvent("charge.refunded", { ...charge });
    },
    sign(event, signOptions = {}) {
      const body = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: signOptions.secret ?? webhookSecret,
        ...(signOptions.timestamp === undefined ? {} : { timestamp: signOptions.timestamp }),
      });
      return { body, signature, event };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
