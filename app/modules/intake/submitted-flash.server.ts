import { createCookie } from "react-router";
import { getEnv } from "~/config/env.server";

/**
 * The original app's "Your information has been submitted!" toast, seen on the results.
 * /contact-info answers an accepted lead with a redirect to /search; the toast
 * must show on the page the homeowner lands on (a toast shown just before a
 * page load would vanish with the old page), and only when the server really
 * took the lead. So the redirect sets this short-lived cookie, and the /search
 * loader that reads it clears it: a reload or a shared link shows no toast,
 * and the URL keeps exactly the original app's parameters. It holds no personal data.
 *
 * React Router's cookie helper does the reading and writing; the routes call
 * it (modules take plain values, not cookie headers).
 */
export function submittedFlashCookie() {
  return createCookie("lead_submitted", {
    path: "/search",
    maxAge: 120,
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().PUBLIC_URL.startsWith("https:"),
  });
}

/** Set-Cookie for the redirect to the results. */
export function setSubmittedFlash(): Promise<string> {
  return submittedFlashCookie().serialize(true);
}

/** Whether a parsed cookie value is the flash (`parse` answers null without it, and anything a client sent). */
export function isSubmittedFlash(value: unknown): boolean {
  return value === true;
}

/** Set-Cookie that clears the flash once /search has shown it. */
export function clearSubmittedFlash(): Promise<string> {
  return submittedFlashCookie().serialize("", { maxAge: 0 });
}
