import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { buyCredits } from "~/modules/portal/credits-page.server";
import { logPaymentsAtBoot, NO_PROCESSOR_MESSAGE } from "./app-payment-adapter.server";

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
