// @vitest-environment happy-dom
import { beforeEach, expect, it, vi } from "vitest";
import { enhanceOnFirstUse } from "./first-use";

let form: HTMLFormElement;
let field: HTMLInputElement;
let button: HTMLButtonElement;
/** Submits seen by the checks' own handler once they are attached, and whether each was let through. */
let checked: Array<{ submitter: string | null; sent: boolean }>;

beforeEach(() => {
  document.body.innerHTML = `<form action="/login" method="post"><input name="email" required><button type="submit" name="intent" value="login">Log in</button></form>`;
  form = document.querySelector("form")!;
  field = form.querySelector("input")!;
  button = form.querySelector("button")!;
  checked = [];
});

/** An enhancement like the account and lead forms': a submit handler that refuses an empty field. */
function checks(attached: { count: number }) {
  return async () => {
    await Promise.resolve();
    attached.count += 1;
    form.addEventListener("submit", (event) => {
      const sent = field.value !== "";
      if (!sent) event.preventDefault();
      checked.push({ submitter: (event.submitter as HTMLButtonElement | null)?.value ?? null, sent });
    });
  };
}

const submitEvent = () => {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button });
  form.dispatchEvent(event);
  return event;
};

it("loads nothing with the page, and the checks once when the form is first used", async () => {
  const attached = { count: 0 };
  enhanceOnFirstUse(form, checks(attached));
  await Promise.resolve();
  expect(attached.count).toBe(0);
  // The browser's own bubbles are off from the start, as the checks turn them off.
  expect(form.noValidate).toBe(true);
  field.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  field.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
  button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  await vi.waitFor(() => expect(attached.count).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(attached.count).toBe(1);
});

it("holds a submit that comes before the checks, then sends it through them with its button", async () => {
  const attached = { count: 0 };
  enhanceOnFirstUse(form, checks(attached));
  const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation((submitter) => {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: submitter ?? null });
    form.dispatchEvent(event);
  });
  const first = submitEvent();
  expect(first.defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(checked).toEqual([{ submitter: "login", sent: false }]));
  expect(requestSubmit).toHaveBeenCalledWith(button);
  // Loaded: later submits go straight to the checks.
  field.value = "dana@example.com";
  expect(submitEvent().defaultPrevented).toBe(false);
  expect(checked.at(-1)).toEqual({ submitter: "login", sent: true });
  expect(attached.count).toBe(1);
});

it("sends the form to the server unchecked when the checks cannot load", async () => {
  enhanceOnFirstUse(form, () => Promise.reject(new Error("offline")));
  const sent: boolean[] = [];
  vi.spyOn(form, "requestSubmit").mockImplementation((submitter) => {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: submitter ?? null });
    form.dispatchEvent(event);
    sent.push(!event.defaultPrevented);
  });
  expect(submitEvent().defaultPrevented).toBe(true);
  await vi.waitFor(() => expect(sent).toEqual([true]));
});
