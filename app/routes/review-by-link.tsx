import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { AuthCard } from "~/components/accounts/account-form";
import { ReviewForm } from "~/components/reviews/review-form";
import { getDb } from "~/db/db.server";
import { readFormFields } from "~/lib/read-form";
import { postReviewByLink, reviewLinkStatus, reviewLinkView, type ReviewLinkView } from "~/modules/reviews/index.server";
import { requestInfoContext } from "~/request-context";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/review-by-link";
import { retryAfterHeaders } from "~/lib/retry-after";

/** The review form behind the e-mailed link: server HTML and a plain post, no script (decision 012); never indexed or cached. */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Write a review | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export async function loader({ params }: Route.LoaderArgs) {
  const view = await reviewLinkView(await getDb(), params.token);
  return data({ view }, { status: reviewLinkStatus(view), headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const values = await readFormFields(request);
  const { ip } = context.get(requestInfoContext);
  const result = await postReviewByLink(await getDb(), { token: params.token, values, ip });
  const headers = retryAfterHeaders(result.ok ? undefined : result.retryAfterSeconds);
  return data(result, { status: result.status, headers });
}

export default function ReviewByLink({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <AuthCard title="Thank you for your review">
        <p role="status">Your review of {actionData.businessName} is published. It helps other homeowners choose.</p>
        <Link to={`/pros/${actionData.providerSlug}`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          See it on their profile
        </Link>
      </AuthCard>
    );
  }
  const view: ReviewLinkView = actionData?.view ?? loaderData.view;
  switch (view.kind) {
    case "invalid":
      return (
        <AuthCard title="This link does not work">
          <p>The review link is incomplete or was changed. Please open it from the e-mail again, or sign in to see your requests.</p>
          <AccountLink />
        </AuthCard>
      );
    case "expired":
      return (
        <AuthCard title="This link has expired">
          <p>Review links work for 90 days. Sign in with the e-mail address you used for the request to review your pro from your requests.</p>
          <AccountLink />
        </AuthCard>
      );
    case "not-hired":
      return (
        <AuthCard title={`Review ${view.businessName}`}>
          <p>{view.message}</p>
        </AuthCard>
      );
    case "reviewed":
      return (
        <AuthCard title={`Review ${view.businessName}`}>
          <p role="status">{view.message}</p>
          <Link to={`/pros/${view.providerSlug}`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            See their profile
          </Link>
        </AuthCard>
      );
    case "form":
      return (
        <AuthCard title={`Review ${view.businessName}`} intro={<p>Hello {view.firstName}, how did your request “{view.requestTitle}” go?</p>}>
          {actionData && !actionData.ok && actionData.message ? (
            <p role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-3">
              {actionData.message}
            </p>
          ) : null}
          <ReviewForm
            idPrefix="review"
            businessName={view.businessName}
            errors={actionData && !actionData.ok ? actionData.errors : {}}
            values={actionData && !actionData.ok ? actionData.values : {}}
          />
        </AuthCard>
      );
  }
}

function AccountLink() {
  return (
    <Link to="/account/requests" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
      My requests
    </Link>
  );
}
