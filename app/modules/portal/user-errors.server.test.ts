import { describe, expect, it } from "vitest";
import { InsufficientCreditsError, LedgerError } from "~/modules/credits/ledger.server";
import { PaymentError } from "~/modules/credits/payments.server";
import { LeadActionError } from "~/modules/pipeline/lead-events.server";
import { NotFoundError } from "~/lib/not-found-error";
import { IllegalTransitionError } from "~/lib/state-graph";
import { userErrorOf } from "./user-errors.server";

describe("userErrorOf", () => {
  it("answers another pro's or an unknown lead with 404", () => {
    expect(userErrorOf(new NotFoundError("Lead not found"))).toEqual({ status: 404, message: "Lead not found" });
  });

  it("answers refused moves with 400 and the module's message", () => {
    expect(userErrorOf(new IllegalTransitionError("Cannot hire a lead that is offered."))).toEqual({
      status: 400,
      message: "Cannot hire a lead that is offered.",
    });
    expect(userErrorOf(new InsufficientCreditsError())?.status).toBe(400);
    expect(userErrorOf(new LeadActionError("Write something to save a note."))?.message).toBe("Write something to save a note.");
    expect(userErrorOf(new PaymentError("Choose one of the credit packages."))?.status).toBe(400);
  });

  it("leaves real faults to the caller", () => {
    expect(userErrorOf(new LedgerError("This idempotency key was used for a different ledger entry."))).toBeNull();
    expect(userErrorOf(new TypeError("boom"))).toBeNull();
  });
});
