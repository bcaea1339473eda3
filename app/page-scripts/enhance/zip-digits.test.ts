// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { keepZipDigits } from "./zip-digits";

let box: HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = `<input name="zipCode" maxlength="5" />`;
  box = document.querySelector("input")!;
  keepZipDigits(box);
});

function paste(text: string) {
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
  const event = new InputEvent("beforeinput", { inputType: "insertFromPaste", data: text, bubbles: true, cancelable: true });
  box.dispatchEvent(event);
  // What the browser does when the script lets the paste through: the text goes in, cut to the box's limit.
  if (!event.defaultPrevented) box.value = (box.value + text).slice(0, box.maxLength);
}

it.each([" 43215 ", "43215-1234", "43215 1234", "43 215"])("a pasted %j keeps the five digits of the ZIP", (text) => {
  paste(text);
  expect(box.value).toBe("43215");
});

it("lets plain digits in as the browser puts them", () => {
  paste("43215");
  expect(box.value).toBe("43215");
});
