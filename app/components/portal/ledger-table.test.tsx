// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/ohio-time";
import { LedgerTable, type LedgerLine } from "./ledger-table";

afterEach(cleanup);

const LINES: LedgerLine[] = [
  { id: 3, kind: "refund", amount: 30, balanceAfter: 100, note: "Number not in service", leadId: "lead-1", createdAt: "2026-11-30T15:00:00Z" },
  { id: 2, kind: "lead_charge", amount: -30, balanceAfter: 70, note: null, leadId: "lead-1", createdAt: "2026-11-30T14:00:00Z" },
  { id: 1, kind: "grant", amount: 100, balanceAfter: 100, note: null, leadId: null, createdAt: "2026-11-29T14:00:00Z" },
];

function table(leadLink: { href: (leadId: string) => string; text: string }) {
  const element = <LedgerTable label="Latest credit moves" lines={LINES} leadLink={leadLink} />;
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
  return screen.getByRole("region", { name: "Latest credit moves" });
}

describe("LedgerTable", () => {
  it("lists each move with its sign and the balance after it, a lead's move linked where the reader opens leads", () => {
    const rows = within(table({ href: (leadId) => `/admin/leads/${leadId}`, text: "Lead" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").slice(2).map((cell) => cell.textContent))).toEqual([
      ["+30", "100"],
      ["−30", "70"],
      ["+100", "100"],
    ]);
    expect(rows[0]!.textContent).toContain(": Number not in service");
    expect(within(rows[1]!).getByRole("link", { name: /^Lead/ }).getAttribute("href")).toBe("/admin/leads/lead-1");
    expect(within(rows[2]!).queryByRole("link")).toBeNull();
  });

  it("links the pro's own moves to its portal's lead page", () => {
    const region = table({ href: (leadId) => `/provider/leads/${leadId}`, text: "View lead" });
    expect(within(region).getAllByRole("link", { name: /^View lead/ }).map((link) => link.getAttribute("href"))).toEqual(["/provider/leads/lead-1", "/provider/leads/lead-1"]);
  });

  it("names each lead's link by its move and time, so a list of the page's links tells them apart", () => {
    const region = table({ href: (leadId) => `/provider/leads/${leadId}`, text: "View lead" });
    const names = within(region).getAllByRole("link").map((link) => link.getAttribute("aria-label"));
    expect(names).toEqual([`View lead: Refund, ${formatDateTime(LINES[0]!.createdAt)}`, `View lead: Lead accepted, ${formatDateTime(LINES[1]!.createdAt)}`]);
    // The visible words start the name (a voice user says what they see).
    for (const link of within(region).getAllByRole("link")) expect(link.getAttribute("aria-label")!.startsWith(link.textContent!)).toBe(true);
  });

  it("says a move once when its note already names it", () => {
    const lines: LedgerLine[] = [
      { id: 5, kind: "refund", amount: 28, balanceAfter: 128, note: "Refund approved by an operator", leadId: null, createdAt: "2026-11-30T16:00:00Z" },
      { id: 4, kind: "refund", amount: 28, balanceAfter: 100, note: "Refunded automatically: the homeowner's phone number cannot be dialed.", leadId: null, createdAt: "2026-11-30T15:30:00Z" },
    ];
    render(<RouterProvider router={createMemoryRouter([{ path: "*", element: <LedgerTable label="Moves" lines={lines} leadLink={{ href: (id) => id, text: "Lead" }} /> }])} />);
    const rows = within(screen.getByRole("region", { name: "Moves" })).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell")[1]!.textContent).toMatch(/^Refund approved by an operator/);
    expect(within(rows[1]!).getAllByRole("cell")[1]!.textContent).toMatch(/^Refunded automatically: the homeowner's phone number cannot be dialed\./);
  });
});
