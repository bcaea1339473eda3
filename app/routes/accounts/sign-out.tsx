import { redirect } from "react-router";
import { getAccounts, signOut } from "~/modules/accounts/index.server";
import { clearContactDraft, clearSentRequest } from "~/modules/intake/index.server";
import type { Route } from "./+types/sign-out";

/**
 * POST only: signing out changes state, so no link can do it. The login page then says it happened. A contact the
 * visitor typed on the questionnaire and left for Previous goes too, and the request it sent last
 * (sent-request.server.ts): the next person at this computer is not them.
 */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut(await getAccounts(), request.headers)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearContactDraft());
  headers.append("Set-Cookie", await clearSentRequest());
  throw redirect("/provider/login?signed-out=1", { headers });
}

export function loader() {
  return redirect("/");
}
