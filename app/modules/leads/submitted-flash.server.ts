import { getEnv } from "~/config/env.server";

/**
 * The seed's "Your information has been submitted!" toast, seen on the results.
 * /contact-info answers an accepted lead with a redirect to /search; the toast
 * must show on the page the homeowner lands on (a toast shown just before a
 * page load would vanish with the old page), and only when the server really
 * took the lead. So the redirect sets this short-lived cookie, and the /search
 * loader that reads it clears it: a reload or a shared link shows no toast,
 * and the URL keeps exactly the seed's parameters. It holds no personal data.
 */
const NAME = "lead_submitted";

function attributes(maxAge: number): string {
  const secure = getEnv().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/search; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Set-Cookie for the redirect to the results. */
export function setSubmittedFlash(): string {
  return `${NAME}=1; ${attributes(120)}`;
}

/** Whether the request carries the flash, and the Set-Cookie that clears it. */
export function readSubmittedFlash(request: Request): { submitted: boolean; clear: string | null } {
  const cookies = request.headers.get("cookie") ?? "";
  const submitted = cookies.split(";").some((part) => part.trim() === `${NAME}=1`);
  return { submitted, clear: submitted ? `${NAME}=; ${attributes(0)}` : null };
}
