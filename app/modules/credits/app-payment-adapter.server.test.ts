import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { buyCredits } from "~/modules/portal/credits-page.server";
import { checkoutOrigins, logPaymentsAtBoot, NO_PROCESSOR_MESSAGE } from "./app-payment-adapter.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a server with no card processor", () => {
  it("warns at boot that purchases are refused, and only then", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const info = vi.spyOn(logger, "info").mockImplementation(() => {});
    logPaymentsAtBoot("none");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("purchases of credits are refused"));
    logPaymentsAtBoot("stripe");
    logPaymentsAtBoot("test");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining("test checkout"));
  });

  it("refuses a purchase with a clear message and writes nothing", async () => {
    const untouched = new Proxy({}, { get: () => { throw new Error("the database was used"); } }) as Database;
    expect(await buyCredits(untouched, null, { providerId: "p", packageKey: "growth" })).toEqual({ ok: false, status: 400, message: NO_PROCESSOR_MESSAGE });
    expect(NO_PROCESSOR_MESSAGE).toMatch(/not available yet.*Nothing was charged/);
  });
});

describe("checkoutOrigins", () => {
  it("lets forms go on to Stripe's hosted checkout only when Stripe sells credits", () => {
    expect(checkoutOrigins({ PAYMENTS: "stripe", STRIPE_API_URL: "https://api.stripe.com" })).toEqual(["https://checkout.stripe.com"]);
    expect(checkoutOrigins({ PAYMENTS: "test", STRIPE_API_URL: "https://api.stripe.com" })).toEqual([]);
    expect(checkoutOrigins({ PAYMENTS: "none", STRIPE_API_URL: "https://api.stripe.com" })).toEqual([]);
  });

  it("adds a stand-in's origin when the API is pointed at one", () => {
    expect(checkoutOrigins({ PAYMENTS: "stripe", STRIPE_API_URL: "http://127.0.0.1:4010/" })).toEqual(["https://checkout.stripe.com", "http://127.0.0.1:4010"]);
  });
});
