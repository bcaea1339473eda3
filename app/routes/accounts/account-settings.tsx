import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { NotificationPreferencesForm } from "~/components/portal/notification-preferences-form";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { getAccounts, requireUser } from "~/modules/accounts/index.server";
import { HOMEOWNER_NOTIFICATION_KIND_TEXT, HOMEOWNER_NOTIFICATION_KINDS, notificationChoicesFromForm } from "~/modules/notifications";
import { getNotificationPreferences, setNotificationChoices } from "~/modules/notifications/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/account-settings";

/**
 * A homeowner's e-mail choices, next to My requests: the e-mails about their
 * requests they may turn off. A plain form, no script.
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `E-mail Settings | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const user = await requireUser(accounts, request, context);
  const saved = await getNotificationPreferences(accounts.db, user.id);
  return data({ saved, verified: user.emailVerified, email: user.email, isPro: user.roles.includes("provider") }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const user = await requireUser(accounts, request, context);
  const form = await readForm(request);
  await setNotificationChoices(accounts.db, user.id, notificationChoicesFromForm(HOMEOWNER_NOTIFICATION_KINDS, form.getAll("kinds").map(String)));
  return { ok: true, message: "Your e-mail choices were saved." };
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-2xl font-bold">E-mail settings</h1>
      <p className="mt-2 text-muted">
        E-mails about your requests go to {loaderData.email}.{" "}
        <Link to="/account/requests" className="font-semibold text-primary underline underline-offset-4">
          Back to My requests
        </Link>
      </p>
      {loaderData.verified ? null : (
        <p className="mt-4 rounded-card bg-accent-soft p-4">
          Your choices apply once you verify your e-mail address: until then we cannot tell the e-mails for this address are yours.
        </p>
      )}
      <div className="mt-6">
        <NotificationPreferencesForm
          saved={loaderData.saved}
          feedback={actionData ?? null}
          kinds={HOMEOWNER_NOTIFICATION_KINDS}
          text={HOMEOWNER_NOTIFICATION_KIND_TEXT}
        />
      </div>
      {loaderData.isPro ? (
        <p className="mt-4 text-sm text-muted">
          The e-mails about your leads are chosen in your{" "}
          <a href="/provider/settings" className="font-semibold text-primary underline underline-offset-4">
            portal settings
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
