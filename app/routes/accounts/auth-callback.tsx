import { CircleAlert, CircleCheck } from "lucide-react";
import { data, Link } from "react-router";
import { AuthCard } from "~/components/accounts/account-form";
import { buttonClassName } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { getAccounts } from "~/modules/accounts/app-accounts.server";
import { verifyEmailLink } from "~/modules/accounts/verify-email.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/auth-callback";

/**
 * Where the verification link lands (seed spec §2, §8). Success signs the
 * person in and goes on to their page; failure says why and goes to login.
 * The next page is a link plus a refresh after a few seconds, so the message
 * can be read (and the page needs no script).
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Verifying your e-mail | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await verifyEmailLink(await getAccounts(), request.headers, token);
  if (!result.ok) {
    return data({ ok: false as const, message: result.message, next: "/provider/login" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  if (result.ok === "already-verified") {
    return data({ ok: result.ok, message: result.message, next: result.next }, { headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers({ Refresh: `3; url=${result.next}`, "Cache-Control": "no-store" });
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return data({ ok: true as const, message: "", next: result.next }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  if (loaderData.ok === "already-verified") {
    return (
      <AuthCard title="Address already verified">
        <p role="status" className="flex items-start gap-2 text-lg">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
          {loaderData.message}
        </p>
        <Link to={loaderData.next} className={buttonClassName("primary", "lg", "mt-6 w-full")}>
          Log in
        </Link>
      </AuthCard>
    );
  }
  if (loaderData.ok) {
    return (
      <AuthCard title="Authentication Successful">
        <p role="status" className="flex items-start gap-2 text-lg text-success">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          Welcome to your dashboard!
        </p>
        <Link to={loaderData.next} reloadDocument className={buttonClassName("primary", "lg", "mt-6 w-full")}>
          Continue
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Authentication Error">
      <p role="alert" className="flex items-start gap-2 text-danger">
        <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {loaderData.message || "An unexpected error occurred. Please try again."}
      </p>
      <Link to={loaderData.next} className={buttonClassName("primary", "lg", "mt-6 w-full")}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
