// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OFFER_ENDED_NO_WRITE } from "~/modules/messaging";
import { HomeownerReply } from "./reply-form";

afterEach(cleanup);

describe("the homeowner's box to write to a pro", () => {
  it("is a box while the pro can answer", () => {
    render(<HomeownerReply canWrite id="link" label="Reply to Piper Plumbing" maxLength={2000} />);
    expect(screen.getByRole("textbox", { name: "Reply to Piper Plumbing" })).toBeTruthy();
    expect(screen.queryByText(OFFER_ENDED_NO_WRITE)).toBeNull();
  });

  it("says why there is none once the pro's offer ended", () => {
    render(<HomeownerReply canWrite={false} id="link" label="Reply to Piper Plumbing" maxLength={2000} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByText(OFFER_ENDED_NO_WRITE)).toBeTruthy();
  });

  it("keeps the box, the words and the reason after a refused post from a page loaded before the offer ended", () => {
    render(<HomeownerReply canWrite={false} id="link" label="Reply to Piper Plumbing" maxLength={2000} error={OFFER_ENDED_NO_WRITE} typed="Friday?" />);
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("Friday?");
    expect(screen.getByText(OFFER_ENDED_NO_WRITE)).toBeTruthy();
  });
});
