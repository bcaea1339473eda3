import { CircleCheck, CircleDashed } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { requirePortal } from "~/modules/accounts/session.server";
import { resendVerification } from "~/modules/accounts/sign-up.server";
import { profileChecklist, VERIFICATION_LABELS } from "~/modules/providers/profile-checklist";
import { providerSetupCounts } from "~/modules/providers/profile-facts.server";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: `Dashboard | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** What exists for the pro today: the business, its vetting status, the e-mail check and what is still missing. */
export async function loader({ request }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  const { provider } = portal;
  const counts = await providerSetupCounts(accounts.db, provider.id);
  const emailVerified = portal.mode === "provider" ? portal.user.emailVerified : null;
  return {
    businessName: provider.businessName,
    city: provider.city,
    baseZip: provider.baseZip,
    email: portal.mode === "provider" ? portal.user.email : provider.email,
    emailVerified,
    verification: VERIFICATION_LABELS[provider.verificationStatus] ?? provider.verificationStatus,
    checklist: profileChecklist({ ...counts, emailVerified, verificationStatus: provider.verificationStatus, description: provider.description, phone: provider.phone }),
  };
}

/** "Send the link again" for a pro whose e-mail is not verified yet (demo mode never gets here: its posts are refused). */
export async function action({ request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = await requirePortal(accounts, request);
  if (portal.mode === "provider") await resendVerification(accounts.db, portal.user.email, accounts);
  return { resent: true };
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const todo = loaderData.checklist.filter((item) => !item.done);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{loaderData.businessName}</h1>
        <p className="text-muted">
          {loaderData.city ? `${loaderData.city}, OH ` : ""}
          {loaderData.baseZip}
        </p>
      </header>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-card border border-line p-4">
          <dt className="text-sm text-muted">Verification status</dt>
          <dd className="mt-1 text-lg font-semibold">{loaderData.verification}</dd>
        </div>
        <div className="rounded-card border border-line p-4">
          <dt className="text-sm text-muted">E-mail</dt>
          <dd className="mt-1 text-lg font-semibold">{loaderData.email}</dd>
          <dd className="text-sm">
            {loaderData.emailVerified === null ? "Demo business" : loaderData.emailVerified ? "Verified" : "Not verified yet"}
          </dd>
          {loaderData.emailVerified === false ? (
            <dd className="mt-2">
              {actionData?.resent ? (
                <p role="status" className="text-success">
                  We sent a new link to {loaderData.email}.
                </p>
              ) : (
                <Form method="post">
                  <Button type="submit" variant="outline" size="sm">
                    Send the link again
                  </Button>
                </Form>
              )}
            </dd>
          ) : null}
        </div>
      </dl>
      <section aria-labelledby="checklist-heading" className="rounded-card border border-line p-4">
        <h2 id="checklist-heading" className="text-lg font-semibold">
          {todo.length === 0 ? "Your profile is complete" : `Before you get leads: ${todo.length} step${todo.length === 1 ? "" : "s"} left`}
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {loaderData.checklist.map((item) => (
            <li key={item.key} className="flex items-start gap-2">
              {item.done ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
              )}
              <span>
                {item.label}
                <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
