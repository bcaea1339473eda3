import { describe, expect, it } from "vitest";
import { checkPhone, formatPhone, internationalPhone, isDialableNorthAmerican, isFictionalPhone, PHONE_MESSAGES, phoneSearchDigits, telHref } from "./phone";

it("shows ten-digit numbers the American way and dials them with +1", () => {
  expect(formatPhone("6145550123")).toBe("(614) 555-0123");
  expect(formatPhone("(614) 555-0123")).toBe("(614) 555-0123");
  expect(formatPhone("12345")).toBe("12345");
  expect(telHref("(614) 555-0123")).toBe("tel:+16145550123");
  expect(telHref("6145550123")).toBe("tel:+16145550123");
});

it("writes ten-digit numbers in the international form structured data uses", () => {
  expect(internationalPhone("8004567890")).toBe("+1-800-456-7890");
  expect(internationalPhone("(614) 555-0123")).toBe("+1-614-555-0123");
  expect(internationalPhone("12345")).toBe("12345");
});

describe("the one phone rule", () => {
  it.each(["(614) 555-0123", "614-555-0123", "614.555.0123", "+1 614 555 0123", "6145550123", "1 (614) 555-0123", " 614 555 0123 "])(
    "takes %s as 6145550123",
    (typed) => {
      expect(checkPhone(typed)).toEqual({ ok: true, digits: "6145550123" });
    },
  );

  it.each([
    ["", PHONE_MESSAGES.short],
    ["614-555-012", PHONE_MESSAGES.short],
    ["614-555-CALL", PHONE_MESSAGES.digits],
    ["614 555 0123 ext 4", PHONE_MESSAGES.extension],
    ["(614) 555-0123 x12", PHONE_MESSAGES.extension],
    ["614.555.0123, Ext. 205", PHONE_MESSAGES.extension],
    ["614-555-0123 #3", PHONE_MESSAGES.extension],
    ["+44 20 7946 0958", PHONE_MESSAGES.digits],
    ["614+5550123", PHONE_MESSAGES.digits],
    ["26145550123", PHONE_MESSAGES.long],
    ["614555012345", PHONE_MESSAGES.long],
    ["0145550123", PHONE_MESSAGES.notDialable],
    ["6140550123", PHONE_MESSAGES.notDialable],
    ["9115550123", PHONE_MESSAGES.notDialable],
    ["6144111234", PHONE_MESSAGES.notDialable],
  ])("refuses %j with its reason", (typed, message) => {
    expect(checkPhone(typed)).toEqual({ ok: false, message });
  });

  it("gives in every message an example that passes the rule", () => {
    const examples = Object.values(PHONE_MESSAGES).flatMap((message) => message.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? []);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(checkPhone(example).ok).toBe(true);
  });

  it("accepts the fiction range on forms but never counts it as a number that reaches someone", () => {
    expect(checkPhone("(614) 555-0199")).toEqual({ ok: true, digits: "6145550199" });
    expect(isFictionalPhone("6145550199")).toBe(true);
    expect(isFictionalPhone("6145550200")).toBe(false);
    expect(isDialableNorthAmerican("(614) 555-0199")).toBe(false);
    expect(isDialableNorthAmerican("(614) 555-0200")).toBe(true);
  });
});

describe("a number typed into a search box", () => {
  it.each(["(614) 555-0123", "614.555.0123", "+1 614 555 0123", "+1 (614) 555-0123", "1-614-555-0123", "1 (614) 555-0123", "16145550123"])(
    "looks %s up as 6145550123",
    (typed) => {
      expect(phoneSearchDigits(typed)).toBe("6145550123");
    },
  );

  it("keeps a part of a number as typed, a leading 1 included", () => {
    expect(phoneSearchDigits("555-0123")).toBe("5550123");
    expect(phoneSearchDigits("+1 614")).toBe("614");
    expect(phoneSearchDigits("1234")).toBe("1234");
    expect(phoneSearchDigits("alice@example.com")).toBe("");
  });
});
