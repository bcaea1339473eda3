import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadyPart, ReadyPartsProvider } from "~/lib/ready-parts";
import { pageWithReadyParts } from "~/lib/ready-parts.server";
import { WhyChooseUs } from "./place/why-choose-us";
import { readyPartsFor } from "./ready-parts.server";

describe("ready parts per page", () => {
  it("are made once, for the page that names them", () => {
    expect(readyPartsFor("home")).toBe(readyPartsFor("home"));
    expect(readyPartsFor("sub-service")).toBe(readyPartsFor("sub-service"));
    expect(readyPartsFor(undefined)).toBeNull();
  });

  it("give a sub-service page the bytes its reasons to choose us render", () => {
    const parts = readyPartsFor("sub-service")!;
    const body = (withParts: boolean) => (
      <ReadyPartsProvider value={withParts ? parts : null}>
        <p>Furnace repair in Columbus</p>
        <ReadyPart id="why-choose-us">
          <WhyChooseUs />
        </ReadyPart>
      </ReadyPartsProvider>
    );
    const page = pageWithReadyParts(renderToString(body(true)), parts).toString();
    expect(page).toBe(renderToString(body(false)));
    expect(page).toContain("Why choose Buckeye Pros");
    expect(page).toContain("Pre-Screened Professionals");
  });
});
