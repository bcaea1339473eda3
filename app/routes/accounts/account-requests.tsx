import { data, Form, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/accounts/account-form";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { HomeownerConversations } from "~/components/messaging/homeowner-conversations";
import { RequestThreads, type ThreadAnswer } from "~/components/messaging/request-threads";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, homeownerRequests, requireUser, requestsPageAction } from "~/modules/accounts/index.server";
import { formatDateTime } from "~/lib/ohio-time";
import { conversationsNewestFirst, MESSAGE_MAX_LENGTH, MESSAGE_SENT, threadAnchor } from "~/modules/messaging";
import { accountThreads } from "~/modules/messaging/index.server";
import { RequestReviews } from "~/components/reviews/request-reviews";
import { WithdrawRequest } from "~/components/accounts/withdraw-request";
import { homeownerReviewStates } from "~/modules/reviews/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/account-requests";
import { retryAfterHeaders } from "~/lib/retry-after";

/**
 * "My requests": a homeowner's requests found by their verified e-mail, the
 * pros each went to and their status; saying which pro was hired, and reviewing them;
 * closing a request that is no longer needed.
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `My Requests | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const user = await requireUser(accounts, request, context);
  const requests = user.emailVerified ? await homeownerRequests(accounts.db, user.email) : [];
  const threads = await accountThreads(accounts.db, { leadIds: requests.map((item) => item.id) });
  const reviews = user.emailVerified ? await homeownerReviewStates(accounts.db, user.email, requests.map((item) => item.id)) : [];
  const conversations = conversationsNewestFirst(threads, new Map(requests.map((item) => [item.id, item.title])));
  // The conversation a message was just sent in (the action's redirect below names it): its "sent" line.
  const [sentLead = "", sentPro = ""] = (new URL(request.url).searchParams.get("sent") ?? "").split(":");
  const sent = threads.some((thread) => thread.leadId === sentLead && thread.providerId === sentPro) ? { leadId: sentLead, providerId: sentPro } : null;
  return { name: user.displayName, email: user.email, verified: user.emailVerified, requests, threads, conversations, messageMax: MESSAGE_MAX_LENGTH, reviews, resent: false, sent };
}

/** The page's posts (a message, "I hired this pro", a review, "I no longer need this", the verification link again): requests-page.server.ts tells them apart. */
export async function action({ request, context }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const user = await requireUser(accounts, request, context);
  const values = await readFormFields(request);
  const answer = await requestsPageAction(accounts.db, accounts, { user, values });
  if (answer.feedback === null) throw data(null, { status: 404 });
  // A message went: back to the page by a GET, at its conversation, so that reloading it does not send it again.
  const feedback = answer.feedback;
  if ("leadId" in feedback && feedback.ok) {
    throw redirect(`/account/requests?sent=${feedback.leadId}:${feedback.providerId}#${threadAnchor(feedback)}`);
  }
  return data(answer.feedback, { status: answer.status, headers: retryAfterHeaders(answer.retryAfterSeconds) });
}

export default function AccountRequests({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.verified) {
    return (
      <AuthCard title="My requests">
        <p>
          Please verify your e-mail address first: we show the requests sent from <strong>{loaderData.email}</strong> only
          once we know it is yours.
        </p>
        {actionData?.resent ? (
          <p role="status" className="mt-4 rounded-card bg-success-soft p-4">
            We sent a new verification link to {loaderData.email}.
          </p>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" variant="outline">
              Send the link again
            </Button>
          </Form>
        )}
        <SignOut />
      </AuthCard>
    );
  }
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-2xl font-bold">My requests</h1>
      <p className="mt-2 text-muted">
        Requests sent from {loaderData.email}, newest first.{" "}
        <Link to="/account/settings" className="font-semibold text-primary underline underline-offset-4">
          E-mail settings
        </Link>
      </p>
      <HomeownerConversations conversations={loaderData.conversations} />
      {loaderData.requests.length === 0 ? (
        <div className="mt-6 rounded-card border border-line p-6">
          <p>You have no requests yet.</p>
          <Link to="/service-request" className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            Get free quotes
          </Link>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {loaderData.requests.map((item) => (
            <li key={item.id} className="rounded-card border border-line p-4">
              <h2 className="text-lg font-semibold">{item.title}</h2>
              {/* What the title (job, town, day) leaves out: two requests for one job on one day differ by the time. */}
              <p className="text-sm text-muted">
                Sent {formatDateTime(item.createdAt)} · ZIP {item.zipCode}
              </p>
              {item.endedText ? (
                <p className="mt-3">
                  {item.endedText}{" "}
                  <Link to={item.askAgainHref} className="font-semibold text-primary underline underline-offset-4">
                    Ask again
                  </Link>
                </p>
              ) : item.waitsUntil ? (
                <p className="mt-3">
                  No verified pro in your area could take it yet. We keep it open until {formatDateTime(item.waitsUntil)} for the first one
                  who can, and we will e-mail you either way.
                </p>
              ) : item.pros.length === 0 ? (
                <p className="mt-3">We are still looking for pros in your area.</p>
              ) : null}
              {item.pros.length > 0 ? (
                <table className="mt-3 w-full text-left">
                  <caption className="sr-only">Pros who received this request</caption>
                  <thead>
                    <tr className="border-b border-line text-sm text-muted">
                      <th scope="col" className="py-2 font-medium">Pro</th>
                      <th scope="col" className="py-2 font-medium">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.pros.map((pro) => (
                      <tr key={pro.slug} className="border-b border-line-soft">
                        <td className="py-2">{pro.businessName}</td>
                        <td className="py-2">{pro.statusText}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              <RequestThreads
                threads={loaderData.threads.filter((thread) => thread.leadId === item.id)}
                maxLength={loaderData.messageMax}
                answer={
                  actionData && "leadId" in actionData
                    ? (actionData as ThreadAnswer)
                    : loaderData.sent
                      ? { ...loaderData.sent, ok: true, message: MESSAGE_SENT, body: "" }
                      : undefined
                }
              />
              <RequestReviews
                pros={item.pros}
                states={loaderData.reviews.filter((state) => state.leadId === item.id)}
                result={actionData && "review" in actionData ? actionData.review : null}
              />
              <WithdrawRequest
                leadId={item.id}
                canWithdraw={item.canWithdraw}
                answer={actionData && "withdraw" in actionData ? actionData.withdraw : null}
              />
            </li>
          ))}
        </ul>
      )}
      <SignOut />
    </div>
  );
}

function SignOut() {
  return (
    <form method="post" action="/sign-out" className="mt-8">
      <Button type="submit" variant="outline">
        Sign Out
      </Button>
    </form>
  );
}
