import { describe, expect, it } from "vitest";
import { LEAD_REQUEST_EVENTS, LEAD_STATUSES, type LeadStatus } from "~/db/enums";
import { REQUEST_MOVES, requestTransition } from "./request-states";

const ALLOWED: Record<string, LeadStatus> = {
  "new match": "matched",
  "new close": "closed",
  "matched close": "closed",
  "new flag-fraud": "fraud",
  "matched flag-fraud": "fraud",
  "closed flag-fraud": "fraud",
};

describe("request transitions", () => {
  for (const from of LEAD_STATUSES) {
    for (const event of LEAD_REQUEST_EVENTS) {
      const expected = ALLOWED[`${from} ${event}`];
      it(`${expected ? "allows" : "refuses"} ${event} from ${from}`, () => {
        const result = requestTransition(from, event);
        expect(result.ok ? result.value : null).toBe(expected ?? null);
      });
    }
  }

  it("says what was refused in a request's words", () => {
    expect(requestTransition("fraud", "close")).toEqual({ ok: false, error: "Cannot close a request that is fraud." });
  });

  it("lists exactly the allowed moves", () => {
    expect(REQUEST_MOVES.map(([from, event, to]) => `${from} ${event} ${to}`).sort()).toEqual(
      Object.entries(ALLOWED).map(([move, to]) => `${move} ${to}`).sort(),
    );
  });
});
