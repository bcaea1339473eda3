import { useEffect, useState } from "react";
import { ArrowLeft, Mail, Phone, Star, Users } from "~/components/ui/icons";
import { data, Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { BRAND } from "~/brand";
import { ConfirmDialog } from "~/components/portal/confirm-dialog";
import { focusHeadingIfLost } from "~/components/layout/use-focus-page-heading";
import { LeadThread } from "~/components/portal/lead-thread";
import { DemoNote, type LeadTextBox, Refusal } from "~/components/portal/lead-form-notes";
import { RefundSection } from "~/components/portal/lead-refund";
import { LeadReviewSection } from "~/components/portal/lead-review";
import { StatusBadge } from "~/components/portal/status-badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { textDraftKey, useTextDraft } from "~/components/ui/use-text-draft";
import { formatPhone, telHref } from "~/lib/phone";
import { readFormFields } from "~/lib/read-form";
import { retryAfterHeaders } from "~/lib/retry-after";
import { getAccounts, portalViewer } from "~/modules/accounts/index.server";
import { NOTE_MAX_LENGTH, REFUND_REASON_MAX_LENGTH } from "~/modules/pipeline/index.server";
import { proLeadDetail, proLeadPageAction, userErrorOf } from "~/modules/portal/index.server";
import { type MessageActionAnswer, proThread } from "~/modules/messaging/index.server";
import { MESSAGE_MAX_LENGTH } from "~/modules/messaging";
import { budgetLabel, subServiceLabel, timingLabel } from "~/modules/catalog";
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TONES,
  historyLine,
  HOMEOWNER_INTENT_LABELS,
  MOVE_LABELS,
  OFFER_HOURS,
  offerDeadline,
} from "~/modules/pipeline";
import { formatDateTime } from "~/lib/ohio-time";
import { REPLY_BODY_MAX } from "~/modules/reviews";
import { useActionAnswer } from "~/components/portal/use-action-answer";
import type { Route } from "./+types/lead-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.lead.categoryName ?? "Lead"} lead | ${BRAND.name} Pro` }, { name: "robots", content: "noindex" }];
}

/** One lead as its pro sees it; another pro's lead, or an unknown id, is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const accounts = await getAccounts();
  const portal = portalViewer(context);
  try {
    const providerId = portal.provider.id;
    // Side by side: each read is the pro's own (another pro's lead is not found by proLeadDetail nor by proThread).
    const [{ balance, review, ...lead }, thread] = await Promise.all([
      proLeadDetail(accounts.db, providerId, params.leadId),
      // Demo mode is read-only: looking at a thread does not mark it read.
      proThread(accounts.db, { leadId: params.leadId, providerId, markRead: portal.mode !== "demo" }),
    ]);
    return {
      lead,
      balance,
      thread,
      review,
      demo: portal.mode === "demo",
      // Whose drafts the message and note boxes keep (use-text-draft.ts); the demo sends nothing, so keeps none.
      draftOwner: portal.mode === "demo" ? null : providerId,
      limits: { note: NOTE_MAX_LENGTH, refund: REFUND_REASON_MAX_LENGTH, message: MESSAGE_MAX_LENGTH, reply: REPLY_BODY_MAX },
    };
  } catch (error) {
    const refused = userErrorOf(error);
    if (refused?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const accounts = await getAccounts();
  const { provider } = portalViewer(context);
  const values = await readFormFields(request);
  const result = await proLeadPageAction(accounts.db, { providerId: provider.id, leadId: params.leadId, values });
  if (result.status === 404) throw data(null, { status: 404 });
  return data(result, { status: result.status, headers: retryAfterHeaders("retryAfterSeconds" in result ? result.retryAfterSeconds : undefined) });
}

export default function LeadDetail({ loaderData, actionData: latest }: Route.ComponentProps) {
  const actionData = useActionAnswer(latest);
  const { lead, balance, thread, review, demo, limits, draftOwner } = loaderData;
  const deadline = offerDeadline({ ...lead, demo });
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [confirming, setConfirming] = useState(false);
  // The boxes whose text outlives a post refused because the session ended (use-text-draft.ts).
  const { boxRef: noteBoxRef, onInput: onNoteInput, clear: clearNote } = useTextDraft(textDraftKey(draftOwner, lead.leadId, "note"));
  const { boxRef: refundBoxRef, onInput: onRefundInput, clear: clearRefund } = useTextDraft(textDraftKey(draftOwner, lead.leadId, "refund"));
  const { boxRef: replyBoxRef, onInput: onReplyInput, clear: clearReply } = useTextDraft(textDraftKey(draftOwner, lead.leadId, "reply"));
  const sub = subServiceLabel(lead.categorySlug, lead.subService);
  const paid = lead.contact !== null;
  const canAfford = balance >= lead.priceCredits;
  // The pro's own limit (Settings) refuses a lead priced above it: said before the pro opens the dialog, not after.
  const overLimit = lead.priceCredits > lead.maxCreditsPerLead;
  // A refusal is shown beside the form it answers (on a phone the top of the page is a screen or more away).
  const refusedFor = (intent: string) => (actionData && !actionData.ok && actionData.intent === intent ? actionData.message : null);
  const INLINE_INTENTS = ["accept", "move", "note", "refund", "message"];
  // What a refused note, refund reason or reply carried, back in its box (without JavaScript the page is new).
  const typedFor = (intent: string) => (actionData && !actionData.ok && actionData.intent === intent && "typed" in actionData ? actionData.typed : undefined);
  const confirmingHire = actionData && "confirm" in actionData && actionData.confirm === "hire" ? actionData : null;

  // Success is a toast (the page itself shows the change); a refusal stays on the page, next to what was refused.
  useEffect(() => {
    if (actionData?.ok && !("confirm" in actionData && actionData.confirm)) toast({ title: actionData.message });
  }, [actionData]);
  // A saved note's, refund request's or reply's draft is done with; a refused one's stays for the next try.
  useEffect(() => {
    if (!actionData?.ok) return;
    if (actionData.intent === "note") clearNote();
    if (actionData.intent === "refund") clearRefund();
    if (actionData.intent === "reply") clearReply();
  }, [actionData, clearNote, clearRefund, clearReply]);
  // Accept and a hire's "Yes, mark hired" leave the page with their answer, and the focus would fall to the page's top:
  // it goes to the contact (a refused or ended offer: its price box), which stays while the status buttons come and go
  // (docs/decisions/073).
  // The answer comes a render before the page's new data (the bought contact): the effect runs again once that is
  // drawn and the price box, with its Accept button, is gone (docs/decisions/077).
  useEffect(() => {
    if (!actionData?.ok || (actionData.intent !== "accept" && actionData.intent !== "move")) return;
    // The hire's question stands in the status section.
    const from = actionData.intent === "accept" ? "price-heading" : "status-heading";
    focusHeadingIfLost("confirm" in actionData && actionData.confirm ? ["status-heading"] : ["contact-heading", "price-heading"], from);
  }, [actionData, paid]);

  return (
    <div className="flex flex-col gap-6">
      <Link to="/provider/leads" className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All leads
      </Link>
      <header className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={DELIVERY_STATUS_TONES[lead.status]}>{DELIVERY_STATUS_LABELS[lead.status]}</StatusBadge>
          {lead.chosenByHomeowner ? (
            <StatusBadge tone="success">
              <Star aria-hidden="true" className="mr-1 size-3.5" />
              The homeowner chose you
            </StatusBadge>
          ) : null}
        </p>
        {/* A lead's title is long (job, town and day): a size smaller on a phone, where it took five lines. */}
        <h1 className="text-xl font-bold sm:text-2xl">{lead.title}</h1>
        {lead.status === "expired" ? null : (
          <p className="flex items-center gap-2 text-muted">
            <Users aria-hidden="true" className="size-4" />
            Sent to {lead.prosReceived} {lead.prosReceived === 1 ? "pro" : "pros"} (never more than 3)
          </p>
        )}
      </header>

      {actionData && !actionData.ok && !INLINE_INTENTS.includes(actionData.intent ?? "") ? <Refusal message={actionData.message} /> : null}

      <section aria-labelledby="request-heading" className="rounded-card border border-line p-4">
        <h2 id="request-heading" className="text-lg font-semibold">
          The request
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted">Category</dt>
          <dd>{lead.categoryName}</dd>
          <dt className="text-muted">Service</dt>
          {/* A hand-made post's own words may be one long word (withSystemWords, app/modules/intake/questionnaire.ts). */}
          <dd className="wrap-anywhere">{sub ?? "Not given"}</dd>
          <dt className="text-muted">Location</dt>
          <dd>
            {lead.city ? `${lead.city}, OH ` : ""}
            {lead.zip}
          </dd>
          <dt className="text-muted">Budget</dt>
          <dd>{budgetLabel(lead.budgetOption)}</dd>
          <dt className="text-muted">Timing</dt>
          <dd>{timingLabel(lead.urgency)}</dd>
          <dt className="text-muted">Details</dt>
          <dd className="whitespace-pre-line wrap-anywhere">{lead.details || "No details given"}</dd>
          {lead.homeownerIntent ? (
            <>
              <dt className="text-muted">Homeowner</dt>
              <dd>{HOMEOWNER_INTENT_LABELS[lead.homeownerIntent] ?? lead.homeownerIntent}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {paid ? (
        <section aria-labelledby="contact-heading" className="rounded-card border border-primary p-4">
          <h2 id="contact-heading" className="text-lg font-semibold">
            Contact
          </h2>
          <p className="mt-2 text-lg font-semibold">
            {lead.contact!.firstName} {lead.contact!.lastName}
          </p>
          {lead.contact!.street ? <p className="text-muted">{lead.contact!.street}</p> : null}
          {lead.closedByHomeownerText ? <p className="mt-2 rounded-control bg-canvas p-3 text-sm">{lead.closedByHomeownerText}</p> : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href={telHref(lead.contact!.phone)}>
                <Phone aria-hidden="true" className="size-4" />
                {formatPhone(lead.contact!.phone)}
              </a>
            </Button>
            {/* A long address wraps inside its button rather than widening a phone's screen. */}
            <Button asChild variant="outline" size="grow" className="max-w-full">
              <a href={`mailto:${lead.contact!.email}`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 whitespace-normal wrap-anywhere">{lead.contact!.email}</span>
              </a>
            </Button>
          </div>
        </section>
      ) : (
        <section aria-labelledby="price-heading" className="rounded-card border border-accent bg-accent-soft p-4">
          <h2 id="price-heading" className="text-lg font-semibold">
            Price: <span className="tabular-nums">{lead.priceCredits}</span> credits
          </h2>
          {lead.status === "offered" && !lead.endedText ? (
            <>
              <p className="mt-1">
                Nothing is charged until you accept. Your balance: <span className="font-semibold tabular-nums">{balance}</span> credits.
                The homeowner&apos;s name, phone and e-mail appear once you accept.
              </p>
              {deadline ? (
                <p className="mt-2 font-semibold">
                  Accept by {formatDateTime(deadline)}: after {OFFER_HOURS} hours the request goes to another pro.
                </p>
              ) : null}
              <Form method="post" id="accept-form" onSubmit={() => setConfirming(false)}>
                <input type="hidden" name="intent" value="accept" />
              </Form>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <ConfirmDialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={`Accept for ${lead.priceCredits} credits?`}
                  description={`Your balance after: ${balance - lead.priceCredits}`}
                  trigger={
                    <Button disabled={demo || !canAfford || overLimit} busy={pending === "accept"} busyLabel="Accepting…">
                      Accept for {lead.priceCredits} credits
                    </Button>
                  }
                  confirm={
                    <Button type="submit" form="accept-form">
                      Accept and pay {lead.priceCredits} credits
                    </Button>
                  }
                />
                {overLimit && !demo ? (
                  <p>
                    This lead costs more than your maximum of {lead.maxCreditsPerLead} credits per lead.{" "}
                    <Link to="/provider/settings" className="font-semibold text-primary underline underline-offset-4">
                      Raise the maximum in Settings
                    </Link>{" "}
                    to accept it.
                  </p>
                ) : !canAfford && !demo ? (
                  <Link to="/provider/credits" className="font-semibold text-primary underline underline-offset-4">
                    Not enough credits: buy credits
                  </Link>
                ) : null}
                {/* The disabled button says nothing by itself, and a keyboard cannot reach it. */}
                <DemoNote demo={demo} />
              </div>
            </>
          ) : lead.endedText ? (
            <p className="mt-1">{lead.endedText}</p>
          ) : (
            <p className="mt-1">This lead was refunded; the contact details are not shown.</p>
          )}
          {/* Said once: a refusal that only repeats why the offer ended is not shown twice. */}
          <Refusal message={refusedFor("accept") === lead.endedText ? null : refusedFor("accept")} className="mt-3" />
        </section>
      )}

      {lead.nextMoves.length > 0 && paid ? (
        <section aria-labelledby="status-heading" className="rounded-card border border-line p-4">
          <h2 id="status-heading" className="text-lg font-semibold">
            Update the status
          </h2>
          {confirmingHire ? (
            // The second step of a hire, a plain form: the same with and without JavaScript.
            <Form method="post" className="mt-3 flex flex-col gap-3 rounded-card bg-canvas p-3">
              <p role="status" className="font-medium">
                {confirmingHire.message}
              </p>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="move" value="hire" />
              <input type="hidden" name="confirmed" value="yes" />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={demo || Boolean(pending)} busy={pending === "move"} busyLabel="Saving…">
                  Yes, mark hired
                </Button>
                <Button asChild variant="outline">
                  <Link to=".">Cancel</Link>
                </Button>
              </div>
            </Form>
          ) : null}
          <Refusal message={refusedFor("move")} className="mt-3" />
          <div className="mt-3 flex flex-wrap gap-3">
            {lead.nextMoves.map((move) =>
              move in MOVE_LABELS ? (
                <Form method="post" key={move}>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="move" value={move} />
                  <Button
                    type="submit"
                    variant={move === "hire" ? "primary" : "outline"}
                    disabled={demo || Boolean(pending)}
                    busy={pending === "move" && navigation.formData?.get("move") === move}
                    busyLabel="Saving…"
                  >
                    {MOVE_LABELS[move as keyof typeof MOVE_LABELS]}
                  </Button>
                </Form>
              ) : null,
            )}
          </div>
        </section>
      ) : null}

      <LeadThread
        messages={thread.messages}
        canWrite={thread.canWrite}
        canAccept={lead.status === "offered"}
        demo={demo}
        maxLength={limits.message}
        homeownerName={lead.contact?.firstName ?? "The homeowner"}
        fallback={actionData?.intent === "message" ? (actionData as MessageActionAnswer) : undefined}
        draftKey={textDraftKey(draftOwner, lead.leadId, "message")}
      />

      <LeadReviewSection review={review} demo={demo} max={limits.reply} busy={pending === "reply"} typed={typedFor("reply")} boxRef={replyBoxRef} onInput={onReplyInput} />

      <NotesSection
        notes={lead.notes}
        demo={demo}
        max={limits.note}
        busy={pending === "note"}
        refused={refusedFor("note")}
        typed={typedFor("note")}
        boxRef={noteBoxRef}
        onInput={onNoteInput}
      />

      {(paid && lead.status !== "refunded") || lead.refundRequest || refusedFor("refund") ? (
        <RefundSection
          refund={lead.refundRequest}
          canAsk={lead.canAskRefund}
          demo={demo}
          max={limits.refund}
          busy={pending === "refund"}
          refused={refusedFor("refund")}
          typed={typedFor("refund")}
          boxRef={refundBoxRef}
          onInput={onRefundInput}
        />
      ) : null}

      <section aria-labelledby="history-heading" className="rounded-card border border-line p-4">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        <ol className="mt-3 flex flex-col gap-2">
          {lead.history.map((event, index) => (
            <li key={index} className="flex flex-col sm:flex-row sm:gap-3">
              <time dateTime={new Date(event.at).toISOString()} className="text-sm text-muted sm:w-48 sm:shrink-0">
                {formatDateTime(event.at)}
              </time>
              <span>{historyLine(event.event, event.reason)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function NotesSection({
  notes,
  demo,
  max,
  busy,
  refused,
  typed,
  boxRef,
  onInput,
}: LeadTextBox & {
  notes: { id: string; body: string; createdAt: Date }[];
  refused: string | null;
}) {
  return (
    <section aria-labelledby="notes-heading" className="rounded-card border border-line p-4">
      <h2 id="notes-heading" className="text-lg font-semibold">
        Private notes
      </h2>
      <p className="text-sm text-muted">Only you see these.</p>
      {/* Keyed by the notes: a saved note empties the field; after a refusal the text stays. */}
      <Form method="post" className="mt-3 flex flex-col gap-3" key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <Label htmlFor="note-body">New note</Label>
        <Textarea id="note-body" name="body" ref={boxRef} onInput={onInput} maxLength={max} required rows={3} defaultValue={typed} />
        <Refusal message={refused} />
        <Button type="submit" variant="outline" className="self-start" disabled={demo} busy={busy} busyLabel="Saving…">
          Save Note
        </Button>
        <DemoNote demo={demo} />
      </Form>
      {notes.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-control bg-canvas p-3">
              <p className="whitespace-pre-line wrap-anywhere">{note.body}</p>
              <p className="mt-1 text-sm text-muted">{formatDateTime(note.createdAt)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
