import { data, redirect } from "react-router";
import { readUploadedFile } from "~/lib/read-form";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { logosDir, replaceLogo } from "~/modules/providers/index.server";
import type { Route } from "./+types/directory-logo";

/**
 * POST /provider/directory/logo: the logo upload (multipart), a document post
 * that returns to the directory page with how it went in ?logo=. A body over
 * the limit never gets here: the request guard sends it back with
 * ?logo=too-large.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  if (portal.mode !== "provider") throw data(null, { status: 403 });
  const result = await replaceLogo(accounts.db, logosDir(), portal.provider.id, await readUploadedFile(request, "logo"));
  if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
  return redirect(`/provider/directory?logo=${result.ok ? "saved" : result.reason}#logo`, 303);
}

export function loader() {
  return redirect("/provider/directory");
}
