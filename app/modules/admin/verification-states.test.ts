import { describe, expect, it } from "vitest";
import { VERIFICATION_EVENTS, VERIFICATION_STATUSES, type VerificationStatus } from "~/db/enums";
import { VERIFICATION_MOVES, verificationEventsFrom, verificationTransition } from "./verification-states";

/** The graph written out move by move (docs/decisions/016). */
const ALLOWED: Record<string, VerificationStatus> = {
  "pending approve": "verified",
  "rejected approve": "verified",
  "pending reject": "rejected",
  "verified suspend": "suspended",
  "suspended reinstate": "verified",
};

describe("verification transitions", () => {
  for (const from of VERIFICATION_STATUSES) {
    for (const event of VERIFICATION_EVENTS) {
      const expected = ALLOWED[`${from} ${event}`];
      it(`${expected ? "allows" : "refuses"} ${event} from ${from}`, () => {
        const result = verificationTransition(from, event);
        if (expected) expect(result).toEqual({ ok: true, value: expected });
        else expect(result.ok).toBe(false);
      });
    }
  }

  it("lists exactly the allowed moves", () => {
    expect(VERIFICATION_MOVES.map(([from, event, to]) => `${from} ${event} ${to}`).sort()).toEqual(
      Object.entries(ALLOWED).map(([move, to]) => `${move} ${to}`).sort(),
    );
  });

  it("says why a move is refused in the console's words", () => {
    expect(verificationTransition("pending", "suspend")).toEqual({ ok: false, error: "This pro is waiting for review, so it cannot be suspended now." });
    expect(verificationTransition("verified", "approve")).toEqual({ ok: false, error: "This pro is approved, so it cannot be approved now." });
    expect(verificationTransition("rejected", "reinstate")).toEqual({ ok: false, error: "This pro is not approved, so it cannot be reinstated now." });
  });

  it("offers the next moves of a status", () => {
    expect(verificationEventsFrom("pending")).toEqual(["approve", "reject"]);
    expect(verificationEventsFrom("verified")).toEqual(["suspend"]);
    expect(verificationEventsFrom("suspended")).toEqual(["reinstate"]);
    expect(verificationEventsFrom("rejected")).toEqual(["approve"]);
  });
});
