import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** /login is the original app's short address of the one login page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/provider/login${new URL(request.url).search}`, 301);
}
