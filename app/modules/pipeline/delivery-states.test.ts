import { describe, expect, it } from "vitest";
import { DELIVERY_EVENTS, DELIVERY_STATUSES, type DeliveryStatus } from "~/db/enums";
import { DELIVERY_MOVES, type DeliveryMove, deliveryEventsFrom, deliveryTransition, OFFER_HOURS, offerDeadline, proMovesFrom } from "./delivery-states";
import { isPaid } from "~/db/enums";

const MOVES = DELIVERY_EVENTS.filter((event): event is DeliveryMove => event !== "offer");

/** The graph as the product states it (decision 013), written out move by move. */
const ALLOWED: Record<string, DeliveryStatus> = {
  "offered accept": "accepted",
  "accepted contact": "contacted",
  "accepted quote": "quoted",
  "contacted quote": "quoted",
  "accepted hire": "hired",
  "contacted hire": "hired",
  "quoted hire": "hired",
  "lost hire": "hired",
  "accepted lose": "lost",
  "contacted lose": "lost",
  "quoted lose": "lost",
  "accepted refund": "refunded",
  "contacted refund": "refunded",
  "quoted refund": "refunded",
  "hired refund": "refunded",
  "lost refund": "refunded",
  "offered expire": "expired",
};

describe("delivery transitions", () => {
  for (const from of DELIVERY_STATUSES) {
    for (const event of MOVES) {
      const expected = ALLOWED[`${from} ${event}`];
      it(`${expected ? "allows" : "refuses"} ${event} from ${from}`, () => {
        const result = deliveryTransition(from, event);
        if (expected) {
          expect(result).toEqual({ ok: true, value: expected });
        } else {
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toBe(`Cannot ${event} a lead that is ${from}.`);
        }
      });
    }
  }

  it("lists exactly the allowed moves", () => {
    expect(DELIVERY_MOVES.map(([from, event, to]) => `${from} ${event} ${to}`).sort()).toEqual(
      Object.entries(ALLOWED).map(([move, to]) => `${move} ${to}`).sort(),
    );
  });

  it("offers the next steps of a state, and none once refunded or expired", () => {
    expect(deliveryEventsFrom("offered").sort()).toEqual(["accept", "expire"]);
    expect(deliveryEventsFrom("quoted").sort()).toEqual(["hire", "lose", "refund"]);
    expect(deliveryEventsFrom("refunded")).toEqual([]);
    expect(deliveryEventsFrom("expired")).toEqual([]);
  });

  it("knows which states were paid for", () => {
    expect(DELIVERY_STATUSES.filter(isPaid)).toEqual(["accepted", "contacted", "quoted", "hired", "lost"]);
  });
});

describe("an offer's deadline", () => {
  const offeredAt = new Date("2026-11-30T15:00:00Z");
  const offer = { status: "offered" as const, offeredAt, chosenByHomeowner: false, demo: false };

  it("is OFFER_HOURS after the offer while the pro has not answered", () => {
    expect(OFFER_HOURS).toBe(24);
    expect(offerDeadline(offer)).toEqual(new Date("2026-12-01T15:00:00Z"));
  });

  it("is none for an offer that never expires: answered, chosen by the homeowner, or a demo business's", () => {
    expect(offerDeadline({ ...offer, status: "accepted" })).toBeNull();
    expect(offerDeadline({ ...offer, status: "expired" })).toBeNull();
    expect(offerDeadline({ ...offer, chosenByHomeowner: true })).toBeNull();
    expect(offerDeadline({ ...offer, demo: true })).toBeNull();
  });
});

describe("a pro's own moves", () => {
  it("leave out the operator's refund and the sweep's expiry", () => {
    expect(proMovesFrom("offered")).toEqual(["accept"]);
    expect(proMovesFrom("quoted").sort()).toEqual(["hire", "lose"]);
    expect(proMovesFrom("expired")).toEqual([]);
  });
});
