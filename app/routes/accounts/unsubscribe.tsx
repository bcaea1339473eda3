import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { data } from "react-router";
import { AuthCard } from "~/components/accounts/account-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readForm } from "~/lib/read-form";
import { getAccounts } from "~/modules/accounts/index.server";
import { openStopLink, stopEmails } from "~/modules/notifications/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/unsubscribe";

/**
 * Where an e-mail's "Stop these e-mails" link lands, signed in or not.
 * Opening it only shows what would stop and a button: the change is a POST,
 * so a mail scanner following links turns nothing off. No script.
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Stop E-mails | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 1000);
  const accounts = await getAccounts();
  const check = await openStopLink(accounts.db, accounts.secret, token);
  const link = check.ok
    ? { ok: true as const, label: check.label, alreadyStopped: check.alreadyStopped, settingsPath: check.settingsPath }
    : { ok: false as const, message: check.message };
  return data({ token, link }, { status: check.ok ? 200 : 400, headers: noStore });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  // The page's button posts the token. A mail program's one-click unsubscribe (RFC 8058, the
  // List-Unsubscribe header) posts `List-Unsubscribe=One-Click` to the link itself: the token is in its address.
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await getAccounts();
  const result = await stopEmails(accounts.db, accounts.secret, String(token).slice(0, 1000));
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: 400, headers: noStore });
  return data({ ok: true as const, label: result.label, settingsPath: result.settingsPath }, { headers: noStore });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <AuthCard title={actionData.ok ? "E-mails stopped" : "Nothing changed"}>
        <p role={actionData.ok ? "status" : "alert"} className={`flex items-start gap-2 ${actionData.ok ? "text-success" : "text-danger"}`}>
          {actionData.ok ? <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" /> : <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />}
          {actionData.ok ? `We will not send you "${actionData.label}" e-mails any more.` : actionData.message}
        </p>
        <p className="mt-4">
          {actionData.ok ? "Changed your mind? Turn them back on in your settings (sign-in needed)." : "You can choose your e-mails in your settings."}
        </p>
        <a href={actionData.ok ? actionData.settingsPath : "/login"} className={buttonClassName("outline", "lg", "mt-6 w-full")}>
          {actionData.ok ? "Open Settings" : "Go to Login"}
        </a>
      </AuthCard>
    );
  }
  if (!loaderData.link.ok) {
    return (
      <AuthCard title="Nothing changed">
        <p role="alert" className="flex items-start gap-2 text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {loaderData.link.message}
        </p>
        <a href="/login" className={buttonClassName("outline", "lg", "mt-6 w-full")}>
          Go to Login
        </a>
      </AuthCard>
    );
  }
  if (loaderData.link.alreadyStopped) {
    return (
      <AuthCard title="E-mails already stopped">
        <p role="status" className="flex items-start gap-2 text-success">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {`You already stopped "${loaderData.link.label}" e-mails. We will not send them.`}
        </p>
        <p className="mt-4">Want them again? Turn them back on in your settings (sign-in needed).</p>
        <a href={loaderData.link.settingsPath} className={buttonClassName("outline", "lg", "mt-6 w-full")}>
          Open Settings
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      // A phone's width broke the heading after the hyphen ("e-" / "mails"): the word stays whole.
      title={<>Stop these <span className="whitespace-nowrap">e-mails</span>?</>}
      intro={`You will no longer get "${loaderData.link.label}" e-mails from ${BRAND.name}. Other e-mails, and those about your account, still go out.`}>
      <form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" className="w-full">
          Stop These E-mails
        </Button>
      </form>
    </AuthCard>
  );
}
