import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";
import { homePathFor } from "./roles";

describe("displayName's fallback order", () => {
  it("prefers full_name, then name, then first and last name, then the mailbox, then 'User'", () => {
    expect(displayName({ fullName: "Dana W.", name: "Dana", firstName: "D", email: "d@x.com" })).toBe("Dana W.");
    expect(displayName({ name: "Dana", firstName: "D", lastName: "W" })).toBe("Dana");
    expect(displayName({ firstName: "Dana", lastName: "Whitaker", email: "d@x.com" })).toBe("Dana Whitaker");
    expect(displayName({ firstName: " ", lastName: "", email: "dana.w@example.com" })).toBe("dana.w");
    expect(displayName({})).toBe("User");
  });
});

describe("homePathFor", () => {
  it("sends each role to its own page, the highest role winning", () => {
    expect(homePathFor(["homeowner"])).toBe("/account/requests");
    expect(homePathFor(["provider"])).toBe("/provider/dashboard");
    expect(homePathFor(["provider", "admin"])).toBe("/admin");
    expect(homePathFor([])).toBe("/account/requests");
  });
});
