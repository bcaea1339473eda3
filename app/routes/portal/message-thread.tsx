import { ArrowLeft } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { LeadThread } from "~/components/portal/lead-thread";
import { StatusBadge } from "~/components/portal/status-badge";
import { textDraftKey } from "~/components/ui/use-text-draft";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { readFormFields } from "~/lib/read-form";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { proLeadDetail, userErrorOf } from "~/modules/portal/index.server";
import { type MessageActionAnswer, proMessageAction, proThread } from "~/modules/messaging/index.server";
import { MESSAGE_MAX_LENGTH } from "~/modules/messaging";
import { DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from "~/modules/pipeline";
import { subServiceLabel } from "~/modules/catalog";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import type { Route } from "./+types/message-thread";
import { retryAfterHeaders } from "~/lib/retry-after";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.lead.categoryName ?? "Lead"} messages | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

/** One conversation from the inbox, answered here; another pro's lead, or an unknown id, is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  try {
    const lead = await proLeadDetail(accounts.db, portal.provider.id, params.leadId);
    // Demo mode is read-only: looking at a thread does not mark it read.
    const thread = await proThread(accounts.db, { leadId: params.leadId, providerId: portal.provider.id, markRead: portal.mode !== "demo" });
    // Whose draft the message box keeps (use-text-draft.ts); the demo sends nothing, so keeps none.
    const draftOwner = portal.mode === "demo" ? null : portal.provider.id;
    return { lead, thread, demo: portal.mode === "demo", maxLength: MESSAGE_MAX_LENGTH, draftOwner };
  } catch (error) {
    if (userErrorOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const { provider } = portalViewer(context);
  const values = await readFormFields(request);
  const answer = await proMessageAction(accounts.db, { providerId: provider.id, leadId: params.leadId, values: { body: values.body ?? "" } });
  if (answer.status === 404) throw data(null, { status: 404 });
  const headers = retryAfterHeaders(answer.retryAfterSeconds);
  return data(answer, { status: answer.status, headers });
}

export default function MessageThread({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const { lead, thread, demo, maxLength, draftOwner } = loaderData;
  const sub = subServiceLabel(lead.categorySlug, lead.subService);
  return (
    <div className="flex flex-col gap-6">
      <Link to="/provider/messages" className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All messages
      </Link>
      <header className="flex flex-col gap-2">
        <p>
          <StatusBadge tone={DELIVERY_STATUS_TONES[lead.status]}>{DELIVERY_STATUS_LABELS[lead.status]}</StatusBadge>
        </p>
        <h1 className="text-2xl font-bold">
          {lead.categoryName}
          {sub ? `: ${sub}` : ""}
        </h1>
        <p className="text-muted">
          {lead.city ? `${lead.city}, OH ` : ""}
          {lead.zip} ·{" "}
          <Link to={`/provider/leads/${lead.leadId}`} className="font-semibold text-primary underline underline-offset-4">
            Open the lead
          </Link>
        </p>
      </header>
      <LeadThread
        messages={thread.messages}
        canWrite={thread.canWrite}
        canAccept={lead.status === "offered"}
        demo={demo}
        maxLength={maxLength}
        homeownerName={lead.contact?.firstName ?? "The homeowner"}
        fallback={actionData as MessageActionAnswer | undefined}
        draftKey={textDraftKey(draftOwner, lead.leadId, "message")}
      />
    </div>
  );
}
