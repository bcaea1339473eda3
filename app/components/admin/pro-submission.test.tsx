// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProVetting } from "~/modules/admin/index.server";
import { ProSubmission } from "./pro-submission";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PRO: ProVetting = {
  id: "p1",
  slug: "alum-creek-electric",
  businessName: "Alum Creek Electric",
  status: "pending",
  statusReason: null,
  statusChangedAt: null,
  contact: { name: "Dana Ruiz", email: "dana@example.com", phone: "(614) 555-0188", website: null, emailVerified: true },
  description: "",
  yearsInBusiness: null,
  area: { baseZip: "43215", city: "Columbus", radiusMiles: 25, zipCount: 80, places: [] },
  categories: [{ id: 3, slug: "electrical", name: "Electrical", subServices: [] }],
  licenses: [{ categorySlug: "electrical", categoryName: "Electrical", number: "EC-1234", issuer: "Ohio CILB", expiresOn: "2027-08-31" }],
  insurance: { carrier: "Buckeye Mutual", policyNumber: "GL-1", expiresOn: "2026-11-01" },
  google: { placeId: null, ratingTenths: null, reviewCount: null, checkedAt: null },
  checks: [],
  current: [],
  required: [],
  missing: [],
  createdAt: new Date("2026-11-20T12:00:00Z"),
};

describe("ProSubmission", () => {
  it("writes a license's and a policy's end as the console writes its other dates, with the year", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-30T15:00:00Z"));
    render(<ProSubmission pro={PRO} />);
    expect(screen.getByText(/EC-1234/).textContent).toBe("Electrical: EC-1234, Ohio CILB, expires Aug 31, 2027");
    // A date already past is said so, in the danger colour.
    expect(screen.getByText(", expired Nov 1, 2026").tagName).toBe("STRONG");
  });
});
