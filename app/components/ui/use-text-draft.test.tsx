// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { forgetTextDrafts, textDraftKey, useTextDraft } from "./use-text-draft";

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function Box({ draftKey, typed, maxLength = 50 }: { draftKey: string | null; typed?: string; maxLength?: number }) {
  const { boxRef, onInput, clear } = useTextDraft(draftKey);
  return (
    <>
      <label htmlFor="box">Message</label>
      <textarea id="box" ref={boxRef} onInput={onInput} maxLength={maxLength} defaultValue={typed} />
      <button type="button" onClick={clear}>
        Sent
      </button>
    </>
  );
}

const box = () => screen.getByLabelText<HTMLTextAreaElement>("Message");
const type = (text: string) => fireEvent.input(box(), { target: { value: text } });
const KEY = textDraftKey("pro-1", "lead-1", "message");

describe("useTextDraft", () => {
  it("keeps what is typed and puts it back when the page is shown again", () => {
    render(<Box draftKey={KEY} />);
    type("Hi Dana,\nI can come Tuesday.");
    cleanup();

    render(<Box draftKey={KEY} />);
    expect(box().value).toBe("Hi Dana,\nI can come Tuesday.");
  });

  it("gives a draft only to the same owner, lead and form", () => {
    render(<Box draftKey={KEY} />);
    type("For lead 1");
    cleanup();

    for (const other of [textDraftKey("pro-2", "lead-1", "message"), textDraftKey("pro-1", "lead-2", "message"), textDraftKey("pro-1", "lead-1", "note")]) {
      render(<Box draftKey={other} />);
      expect(box().value).toBe("");
      cleanup();
    }
  });

  it("keeps nothing without a whole key (the demo)", () => {
    expect(textDraftKey(null, "lead-1", "message")).toBeNull();
    render(<Box draftKey={null} />);
    type("Not kept");
    expect(window.sessionStorage.length).toBe(0);
  });

  it("does not replace text already in the box, and is cut to what the box takes", () => {
    window.sessionStorage.setItem(KEY!, "x".repeat(80));
    render(<Box draftKey={KEY} typed="What the refusal sent back" />);
    expect(box().value).toBe("What the refusal sent back");
    cleanup();

    render(<Box draftKey={KEY} maxLength={50} />);
    expect(box().value).toBe("x".repeat(50));
  });

  it("is forgotten once sent, when the box is emptied, and on signing out", () => {
    render(<Box draftKey={KEY} />);
    type("Sent soon");
    fireEvent.click(screen.getByRole("button", { name: "Sent" }));
    expect(window.sessionStorage.getItem(KEY!)).toBeNull();
    expect(box().value).toBe("");

    type("Typed then erased");
    type("  ");
    expect(window.sessionStorage.getItem(KEY!)).toBeNull();

    type("Left when signing out");
    window.sessionStorage.setItem("unrelated", "stays");
    forgetTextDrafts();
    expect(window.sessionStorage.getItem(KEY!)).toBeNull();
    expect(window.sessionStorage.getItem("unrelated")).toBe("stays");
  });
});
