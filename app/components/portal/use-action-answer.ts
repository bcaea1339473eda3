import { useState } from "react";
import { useLocation } from "react-router";

/**
 * A form's answer (the route's `actionData`) that outlives a reload of the
 * page's data. React Router drops `actionData` on every revalidation, and the
 * portal revalidates whenever news arrives (use-live-updates.ts): without
 * this, a lead arriving would wipe the "saved" line or the errors of the form
 * the pro just sent. A revalidation keeps the location's key; a new
 * submission or a move to another page changes it, and the answer goes.
 */
export function useActionAnswer<T>(actionData: T | undefined): T | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; answer: T } | null>(null);
  if (actionData !== undefined) {
    if (kept?.answer !== actionData || kept.key !== key) setKept({ key, answer: actionData });
    return actionData;
  }
  return kept?.key === key ? kept.answer : undefined;
}
