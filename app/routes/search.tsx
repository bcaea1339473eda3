import { data, redirect } from "react-router";
import { BRAND } from "~/brand";
import { SearchPage } from "~/components/search/search-page";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { searchUrlWithFiveDigitZip } from "~/modules/intake";
import { contactAction, loadSearchPage, clearSubmittedFlash, isSubmittedFlash, submittedFlashCookie } from "~/modules/intake/index.server";
import { originFromMatches, pageMeta } from "~/modules/seo";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/search";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * No React in the browser (docs/decisions/012): the results, sort links and
 * contact forms are server HTML that works without JavaScript; the page
 * script (app/page-scripts/search.ts) sends the contact forms in place and
 * shows the toasts.
 */
export const handle: PageHandle = { hydrate: false, script: "search" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Matching pros near you | ${BRAND.name}`,
    description: "Up to three vetted local pros for your project, with ratings, reviews and response times.",
    path: "/search",
    origin: originFromMatches(matches),
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fiveDigitZip = searchUrlWithFiveDigitZip(url);
  if (fiveDigitZip) throw redirect(fiveDigitZip);
  const submitted = isSubmittedFlash(await submittedFlashCookie().parse(request.headers.get("Cookie")));
  const page = await loadSearchPage(await getDb(), url.searchParams, { submitted });
  // The flash shows once: the page that shows it clears it.
  return data(page, submitted ? { headers: { "Set-Cookie": await clearSubmittedFlash() } } : undefined);
}

/** A 429's Retry-After and the clearing of the success-toast cookie reach the page response. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders);
  const clear = loaderHeaders.get("Set-Cookie");
  if (clear) headers.append("Set-Cookie", clear);
  return headers;
}

/**
 * The contact actions. Without JavaScript they are document posts and the page
 * shows the outcome; the page script posts the same forms with fetch and swaps
 * the parts of the page the server answers with into place: one path on the
 * server, whichever way the form came.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const info = context.get(requestInfoContext);
  const { outcome, status, retryAfterSeconds } = await contactAction(await getDb(), await readFormFields(request), {
    ip: info.ip,
    userAgent: info.userAgent,
    pageUrl: request.headers.get("referer") ?? request.url,
  });
  return data(outcome, { status, headers: retryAfterHeaders(retryAfterSeconds) });
}

export default function Search({ loaderData, actionData }: Route.ComponentProps) {
  return <SearchPage page={loaderData} outcome={actionData} />;
}
