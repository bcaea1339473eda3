import { type FormEvent, type RefObject, useCallback, useEffect, useRef } from "react";

/**
 * What a person is typing in a text box, kept in this tab's sessionStorage until it is sent, so that a post refused
 * because the session ended (the login page, docs/decisions/074) loses nothing: after logging in, the same page puts
 * it back in its box. It is the browser keeping what was typed, as the homeowner's contact step keeps its own draft
 * (app/modules/intake/contact-draft.server.ts), and by the same rules: never in a URL, named by who typed it (a draft
 * typed by someone else in this tab reads as nothing), forgotten once sent and on signing out. Without JavaScript
 * nothing is kept.
 */
const PREFIX = "text-draft:";

/**
 * The storage key of one box's draft: who types (the signed-in business), what it is about and which form, or null
 * (keep nothing) when any part is missing, as in the demo portal, which sends nothing.
 */
export function textDraftKey(...parts: (string | null | undefined)[]): string | null {
  return parts.every((part) => typeof part === "string" && part !== "") ? PREFIX + parts.join(":") : null;
}

/** The tab's sessionStorage, or null where the browser refuses it (blocked storage throws on the first read). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets every box's draft in this tab (the person signs out: the next one at this computer may be someone else). */
export function forgetTextDrafts() {
  const kept = storage();
  if (!kept) return;
  const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key) => key?.startsWith(PREFIX));
  for (const key of keys) kept.removeItem(key!);
}

export type TextDraft = {
  /** For the box: the draft is put back in it when the page is shown, if it is empty. */
  boxRef: RefObject<HTMLTextAreaElement | null>;
  /** For the box: keeps what is typed, and forgets the draft once the box is emptied. */
  onInput: (event: FormEvent<HTMLTextAreaElement>) => void;
  /** Empties the box and forgets its draft: call it once what was typed has been sent. */
  clear: () => void;
};

export function useTextDraft(key: string | null): TextDraft {
  const boxRef = useRef<HTMLTextAreaElement>(null);

  // Put back into an empty box only: text already there (a refusal's answer carries what was typed) is newer.
  useEffect(() => {
    const shown = boxRef.current;
    if (!key || !shown || shown.value !== "") return;
    let kept: string | null = null;
    try {
      kept = storage()?.getItem(key) ?? null;
    } catch {
      kept = null;
    }
    if (!kept) return;
    // No longer than the box takes, as the contact draft is cut to its form's fields.
    shown.value = shown.maxLength > 0 ? kept.slice(0, shown.maxLength) : kept;
  }, [key]);

  const onInput = useCallback(
    (event: FormEvent<HTMLTextAreaElement>) => {
      if (!key) return;
      const text = event.currentTarget.value;
      try {
        if (text.trim() === "") storage()?.removeItem(key);
        else storage()?.setItem(key, text);
      } catch {
        // A full quota: the draft is a convenience, and the box itself still holds the text.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    if (boxRef.current) boxRef.current.value = "";
    if (key) storage()?.removeItem(key);
  }, [key]);

  return { boxRef, onInput, clear };
}
