import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthCard } from "~/components/accounts/account-form";
import { buttonClassName } from "~/components/ui/button";
import { BRAND } from "~/brand";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, signedInUser, verifyEmailLink } from "~/modules/accounts/index.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/auth-callback";

/**
 * Where the verification link lands. Success signs the
 * person in and goes on to their page (through /auth/callback without the token, which checks the session);
 * failure says why and goes to login.
 * The next page is a link plus a refresh after a few seconds, so the message
 * can be read (and the page needs no script).
 */
export const handle: PageHandle = { hydrate: false };

export function meta() {
  return [{ title: `Verifying your e-mail | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  // Without a token (where a verified link lands, below): the session decides, as the header beside it does.
  if (token === null) {
    const user = await signedInUser(await getAccounts(), request, context);
    if (user) return successPage(user.homePath);
  }
  const linkToken = token ?? "";
  const result = await verifyEmailLink(await getAccounts(), request.headers, linkToken);
  // Someone else is signed in here: a GET changes nothing; the button below posts (docs/decisions/042).
  if (result.ok === "confirm") {
    return data({ ok: "confirm" as const, message: "", next: "", token: linkToken, email: result.email, signedInAs: result.signedInAs }, { headers: { "Cache-Control": "no-store" } });
  }
  if (!result.ok) {
    return data({ ok: false as const, message: result.message, next: "/provider/login" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  if (result.ok === "already-verified") {
    return data({ ok: result.ok, message: result.message, next: result.next }, { headers: { "Cache-Control": "no-store" } });
  }
  // Signed in by this answer's cookie: the page is shown from the next request, so its header greets the person
  // (this request came without the session), and the token leaves the address bar.
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect("/auth/callback", { headers });
}

function successPage(next: string) {
  return data({ ok: true as const, message: "", next }, { headers: { Refresh: `3; url=${next}`, "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

/** The confirmation's button: verifies the link's address and signs in as its account, replacing the current session. */
export async function action({ request }: Route.ActionArgs) {
  const token = (await readFormFields(request)).token ?? "";
  const result = await verifyEmailLink(await getAccounts(), request.headers, token, { confirmed: true });
  if (result.ok === "already-verified") throw redirect(result.next, { headers: { "Cache-Control": "no-store" } });
  if (result.ok !== true) {
    const message = result.ok === false ? result.message : "";
    return data({ message }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(result.next, { headers });
}

export default function AuthCallback({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.ok === "confirm" && !actionData) {
    return (
      <AuthCard title="Verify another account?">
        <p>
          You are signed in as <strong>{loaderData.signedInAs}</strong>. This link is for <strong>{loaderData.email}</strong>.
        </p>
        <form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={buttonClassName("primary", "lg", "w-full")}>
            {`Verify and sign in as ${loaderData.email}`}
          </button>
        </form>
        <Link to="/" className={buttonClassName("outline", "lg", "mt-3 w-full")}>
          {`Stay signed in as ${loaderData.signedInAs}`}
        </Link>
      </AuthCard>
    );
  }
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
  if (loaderData.ok === true) {
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
        {actionData?.message || loaderData.message || "An unexpected error occurred. Please try again."}
      </p>
      <Link to={loaderData.next || "/provider/login"} className={buttonClassName("primary", "lg", "mt-6 w-full")}>
        Go to Login
      </Link>
    </AuthCard>
  );
}
