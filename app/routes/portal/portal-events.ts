import { data } from "react-router";
import { portalViewer } from "~/modules/accounts/index.server";
import { liveEventStream, portalEvents } from "~/modules/live/index.server";
import type { Route } from "./+types/portal-events";

/**
 * The portal's live updates (server-sent events): the signed-in pro's own
 * news only, a `change` event for each lead offered to it or message written
 * to it; its open pages reload their data on one (app/components/portal/use-live-updates.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const portal = portalViewer(context);
  // A browser's EventSource asks for the stream; anything else (a link, a crawler) would wait on it forever.
  if (!(request.headers.get("accept") ?? "").includes("text/event-stream")) throw data("This address is for live updates.", { status: 406 });
  return liveEventStream(request.signal, (send) => portalEvents().subscribe(portal.provider.id, (news) => send("change", news)));
}
