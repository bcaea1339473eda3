import { describe, expect, it } from "vitest";
import { balanceShortText, profileChecklist, stepsLeft, verificationLabel } from "./profile-checklist";

const complete = {
  emailVerified: true,
  verificationStatus: "verified",
  description: "Family plumbing shop since 1998.",
  phone: "6145550100",
  categoryCount: 1,
  serviceZipCount: 40,
};

describe("profileChecklist", () => {
  it("has nothing left for a complete, verified pro", () => {
    expect(profileChecklist(complete).filter((item) => !item.done)).toEqual([]);
  });

  it("lists what a new pro still has to do", () => {
    const missing = profileChecklist({ ...complete, emailVerified: false, verificationStatus: "pending", description: " ", categoryCount: 0 })
      .filter((item) => !item.done)
      .map((item) => item.key);
    expect(missing).toEqual(["email", "description", "categories", "vetting"]);
  });

  it("links each step done on the Directory page to its section; the e-mail and vetting have no page to go to", () => {
    const links = profileChecklist({ ...complete, emailVerified: false, hasLogo: false, hasInsurance: false, stateTrades: [{ name: "HVAC", licensed: false }] }).map(
      (item) => [item.key, item.href],
    );
    expect(Object.fromEntries(links)).toEqual({
      email: undefined,
      phone: "/provider/directory#business",
      description: "/provider/directory#business",
      categories: "/provider/directory#services",
      area: "/provider/directory#area",
      logo: "/provider/directory#logo",
      licenses: "/provider/directory#licenses",
      insurance: "/provider/directory#insurance",
      vetting: undefined,
    });
  });

  it("asks for credits until the balance pays for the cheapest lead of the pro's trades, and links to the credits page", () => {
    const withCredits = (creditBalance: number) => profileChecklist({ ...complete, creditBalance, cheapestLeadCredits: 22 });
    const step = withCredits(21).find((item) => item.key === "credits");
    expect(step).toEqual({
      key: "credits",
      label: "Buy credits: a lead of your trades costs 22 credits or more",
      done: false,
      required: true,
      href: "/provider/credits",
    });
    // An approved pro with nothing to pay with still has a step before leads.
    expect(stepsLeft(withCredits(21))).toBe(1);
    expect(stepsLeft(withCredits(22))).toBe(0);
  });

  it("asks to raise the price limit only when it is below the cheapest lead of the pro's trades", () => {
    const limited = (maxCreditsPerLead: number) => profileChecklist({ ...complete, creditBalance: 100, maxCreditsPerLead, cheapestLeadCredits: 22 });
    expect(limited(21).find((item) => item.key === "price-limit")).toEqual({
      key: "price-limit",
      label: "Raise your maximum credits per lead to 22 or more: no lead of your trades costs less",
      done: false,
      required: true,
      href: "/provider/settings#preferences",
    });
    expect(limited(22).find((item) => item.key === "price-limit")).toBeUndefined();
    expect(stepsLeft(limited(21))).toBe(1);
  });

  it("does not ask a demo business (no account) to verify an e-mail", () => {
    expect(profileChecklist({ ...complete, emailVerified: null }).find((item) => item.key === "email")?.done).toBe(true);
  });
});

describe("profileChecklist with the directory profile", () => {
  const directory = { hasLogo: true, hasInsurance: true, stateTrades: [] as { name: string; licensed: boolean }[] };
  const unverified = { ...complete, verificationStatus: "pending" };

  it("asks for the logo, the insurance and each state license still missing", () => {
    const stateTrades = [
      { name: "HVAC", licensed: false },
      { name: "Electrical", licensed: true },
      { name: "Plumbing", licensed: false },
    ];
    const missing = profileChecklist({ ...unverified, ...directory, hasLogo: false, hasInsurance: false, stateTrades }).filter(
      (item) => !item.done,
    );
    expect(missing.map((item) => item.key)).toEqual(["logo", "licenses", "insurance", "vetting"]);
    expect(missing.find((item) => item.key === "licenses")?.label).toBe("Add your Ohio license for HVAC, Plumbing");
  });

  it("has nothing left when they are there (a trade Ohio does not license needs none)", () => {
    expect(profileChecklist({ ...complete, ...directory }).filter((item) => !item.done)).toEqual([]);
  });

  it("asks for no state license when no chosen service needs one, or no service is chosen yet", () => {
    const keys = (facts: Parameters<typeof profileChecklist>[0]) => profileChecklist(facts).map((item) => item.key);
    expect(keys({ ...unverified, ...directory, categoryCount: 0 })).not.toContain("licenses");
    expect(keys({ ...unverified, ...directory, stateTrades: [{ name: "HVAC", licensed: true }] })).toContain("licenses");
  });

  it("counts only what stands before leads: a logo never, licenses, insurance and the description only until vetting passed", () => {
    const stateTrades = [{ name: "HVAC", licensed: false }];
    const verified = profileChecklist({ ...complete, ...directory, description: "", hasLogo: false, hasInsurance: false, stateTrades });
    expect(verified.filter((item) => !item.done).map((item) => item.key)).toEqual(["description", "logo", "licenses", "insurance"]);
    expect(stepsLeft(verified)).toBe(0);
    const pending = profileChecklist({ ...unverified, ...directory, description: "", hasLogo: false, hasInsurance: false, stateTrades });
    expect(stepsLeft(pending)).toBe(4);
  });
});

describe("verificationLabel", () => {
  it("names each status with the words the pro and the console share, and shows an unknown one as it is", () => {
    expect(["pending", "verified", "rejected", "suspended"].map(verificationLabel)).toEqual(["Waiting for review", "Verified", "Not approved", "Suspended"]);
    expect(verificationLabel("archived")).toBe("archived");
  });
});

describe("balanceShortText", () => {
  const prices = { cheapestLeadCredits: 22, dearestLeadCredits: 34, maxCreditsPerLead: 100 };

  it("says so when the balance pays for the cheapest lead of the pro's trades but not the dearest", () => {
    expect(balanceShortText({ ...prices, creditBalance: 24 })).toBe(
      "Some of your leads cost up to 34 credits: a request priced above your balance goes to another pro.",
    );
  });

  it("says nothing when the balance pays for every lead, or for none (the checklist's Buy credits step says that)", () => {
    expect(balanceShortText({ ...prices, creditBalance: 34 })).toBeNull();
    expect(balanceShortText({ ...prices, creditBalance: 21 })).toBeNull();
  });

  it("counts only the prices the pro takes: its own maximum per lead caps the dearest", () => {
    expect(balanceShortText({ ...prices, maxCreditsPerLead: 28, creditBalance: 24 })).toBe(
      "Some of your leads cost up to 28 credits: a request priced above your balance goes to another pro.",
    );
    expect(balanceShortText({ ...prices, maxCreditsPerLead: 24, creditBalance: 24 })).toBeNull();
  });
});
