// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, FieldError, TextField } from "./field";
import { Input } from "./input";

afterEach(cleanup);

describe("Field", () => {
  it("names the control by its label and announces its error, which describes the control", () => {
    render(
      <Field id="deal-title" label="Title" error="Give the deal a title.">
        {(control) => <Input name="title" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Title");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Give the deal a title.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect(alert.id).toBe("deal-title-error");
  });

  it("describes the control by its hint too, and leaves a valid control unmarked", () => {
    const { rerender } = render(
      <Field id="zip" label="ZIP" hint="Five digits." error="Enter an Ohio ZIP code.">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText("ZIP").getAttribute("aria-describedby")).toBe("zip-hint zip-error");
    rerender(
      <Field id="zip" label="ZIP" hint="Five digits.">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("ZIP");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("zip-hint");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("Field's focus on a refusal", () => {
  const form = (errors: { name?: string; phone?: string }) => (
    <form>
      <Field id="name" label="Name" error={errors.name}>
        {(control) => <Input {...control} />}
      </Field>
      <Field id="phone" label="Phone" error={errors.phone}>
        {(control) => <Input {...control} />}
      </Field>
      <button type="submit">Save</button>
    </form>
  );

  it("puts the focus in the first field with an error when it had fallen to the page or stayed on the form's button", () => {
    const { rerender } = render(form({}));
    expect(document.activeElement).toBe(document.body);
    rerender(form({ phone: "Enter a phone number." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Phone"));

    rerender(form({}));
    screen.getByRole("button", { name: "Save" }).focus();
    rerender(form({ name: "Enter a name.", phone: "Enter a phone number." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("leaves the focus in a field the person went on to", () => {
    const { rerender } = render(form({}));
    screen.getByLabelText("Name").focus();
    rerender(form({ phone: "Enter a phone number." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });
});

describe("FieldError", () => {
  it("renders nothing without a message, unless reserved (hidden) for a page script", () => {
    const { container, rerender } = render(<FieldError id="x-error" />);
    expect(container.innerHTML).toBe("");
    rerender(<FieldError id="x-error" reserve />);
    const reserved = container.querySelector("[data-field-error]");
    expect(reserved?.getAttribute("role")).toBe("alert");
    expect(reserved?.hasAttribute("hidden")).toBe(true);
  });
});

describe("TextField", () => {
  it("is a labelled input that keeps its own props and announces its error", () => {
    render(<TextField id="area-zip" label="Base ZIP code" name="baseZip" defaultValue="45701" inputMode="numeric" error="Enter an Ohio ZIP code." />);
    const input = screen.getByLabelText("Base ZIP code");
    expect(input).toHaveProperty("value", "45701");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("area-zip-error");
    expect(screen.getByRole("alert").textContent).toContain("Enter an Ohio ZIP code.");
  });
});
