// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function ConsentForm() {
  return (
    <form aria-label="lead">
      <Checkbox id="sms" name="smsConsent" value="true" />
      <Label htmlFor="sms">Text me project cost guides</Label>
      <RadioGroup name="budget" aria-label="Budget" defaultValue="low">
        <RadioGroupItem value="low" aria-label="Under $1,000" />
        <RadioGroupItem value="high" aria-label="Over $1,000" />
      </RadioGroup>
    </form>
  );
}

describe("Checkbox and RadioGroup in a plain form", () => {
  it("server HTML already contains the hidden native inputs", () => {
    const html = renderToString(<ConsentForm />);
    expect(html).toMatch(/<input type="checkbox" aria-hidden="true"[^>]*name="smsConsent"[^>]*value="true"/);
    expect(html).toMatch(/<input type="radio" aria-hidden="true"[^>]*name="budget"[^>]*checked=""[^>]*value="low"/);
  });

  it("posts name=value when checked (via its label) and nothing when not", () => {
    const { container } = render(<ConsentForm />);
    const form = container.querySelector("form")!;
    const box = screen.getByRole("checkbox", { name: "Text me project cost guides" });
    expect(new FormData(form).get("smsConsent")).toBeNull();
    expect(new FormData(form).get("budget")).toBe("low");

    fireEvent.click(screen.getByText("Text me project cost guides"));
    expect(box.getAttribute("aria-checked")).toBe("true");
    expect(new FormData(form).get("smsConsent")).toBe("true");

    fireEvent.click(screen.getByRole("radio", { name: "Over $1,000" }));
    expect(new FormData(form).get("budget")).toBe("high");

    fireEvent.click(box);
    expect(new FormData(form).get("smsConsent")).toBeNull();
  });
});
