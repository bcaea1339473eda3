import { expect, it } from "vitest";
import { requestWords } from "./request-words";

it("shows both of the homeowner's texts, the first question's first, and each only once", () => {
  expect(requestWords({ query: "Water heater leaking from the bottom", description: "Someone is home all day." })).toBe(
    "Water heater leaking from the bottom\n\nSomeone is home all day.",
  );
  // The details step left empty: the description is the query itself.
  expect(requestWords({ query: "Leaky faucet", description: "Leaky faucet" })).toBe("Leaky faucet");
  expect(requestWords({ query: null, description: "Only details" })).toBe("Only details");
  expect(requestWords({ query: "  Only the first  ", description: "" })).toBe("Only the first");
  expect(requestWords({ query: null, description: null })).toBe("");
});
