// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OFFER_ENDED_NO_WRITE } from "~/modules/messaging";
import { RequestThreads } from "./request-threads";

afterEach(cleanup);

describe("My requests' conversations", () => {
  it("names a thread with its new messages counted after a space, as a screen reader reads it", () => {
    const message = { id: "m1", sender: "pro" as const, body: "Thursday?", createdAt: new Date("2026-03-02T14:00:00Z"), readAt: null };
    render(<RequestThreads threads={[{ leadId: "l1", providerId: "p1", businessName: "Piper Plumbing", messages: [message], unread: 1, homeownerCanWrite: true }]} maxLength={2000} />);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Messages with Piper Plumbing 1 new");
  });

  it("offers no box to write to a pro whose offer ended, and says why", () => {
    render(<RequestThreads threads={[{ leadId: "l1", providerId: "p1", businessName: "Piper Plumbing", messages: [], unread: 0, homeownerCanWrite: false }]} maxLength={2000} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText(OFFER_ENDED_NO_WRITE)).toBeTruthy();
  });
});
