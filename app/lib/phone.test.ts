import { expect, it } from "vitest";
import { formatPhone, internationalPhone, telHref } from "./phone";

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
