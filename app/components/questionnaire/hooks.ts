import { type KeyboardEvent, useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { saveRecentRequest } from "~/modules/leads/recent-request";

/**
 * A value read from a form's current inputs, updated on every input and
 * change event. Before hydration (and without JavaScript) it is `fallback`,
 * so a server-rendered page never disables its own Next button. It reads the
 * DOM rather than keeping React state because a radio chosen or text typed
 * before hydration must count.
 */
export function useFormValue<T extends string | number | boolean | null>(
  read: (form: HTMLFormElement) => T,
  fallback: T,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const subscribe = useCallback((notify: () => void) => {
    const form = formRef.current;
    if (!form) return () => {};
    form.addEventListener("input", notify);
    form.addEventListener("change", notify);
    return () => {
      form.removeEventListener("input", notify);
      form.removeEventListener("change", notify);
    };
  }, []);
  const value = useSyncExternalStore(
    subscribe,
    () => (formRef.current ? read(formRef.current) : fallback),
    () => fallback,
  );
  return [formRef, value] as const;
}

/** Text of a named field of a form ("" when missing). */
export function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

/** Ctrl+Enter (Cmd+Enter on a Mac) in a text field submits its form, when allowed (seed spec §2). */
export function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>, canSubmit = true) {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  if (canSubmit) event.currentTarget.form?.requestSubmit();
}

/**
 * Remembers this step as the visitor's recent request (category name, the
 * route with its query string, now) for the landing page's resume card.
 */
export function useSaveRecentRequest(category: string) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      saveRecentRequest(window.localStorage, { category, route: `${pathname}${search}` });
    } catch {
      // localStorage itself can throw when storage is blocked; the card is optional.
    }
  }, [category, pathname, search]);
}
