import type { Database } from "~/db/client.server";
import { acceptLead, addLeadNote, requestRefund } from "~/modules/pipeline/index.server";
import { changeLeadStatus } from "./lead-moves.server";
import { proLeadDetail } from "./pro-inbox.server";
import { proMessageAction, type MessageActionAnswer } from "~/modules/messaging/index.server";
import { parseReplyForm } from "~/modules/reviews";
import { replyToReview } from "~/modules/reviews/index.server";
import { MOVE_LABELS } from "~/modules/pipeline";
import { parseLeadAction } from "./lead-action-form";
import { userErrorOf } from "./user-errors.server";
import { plural } from "~/lib/plural";
import { isUuid } from "~/lib/uuid";

/**
 * What the posts of the pro's lead page (/provider/leads/:leadId) do, on
 * plain values: the route reads the form and the signed-in pro, this calls
 * the lead and messaging modules (which check that the lead is the pro's
 * own) and says what to answer.
 */
export type LeadActionResult = {
  status: 200 | 400 | 404;
  intent: string | null;
  ok: boolean;
  message: string;
  /** A move that waits for the pro to confirm it (the page asks, with or without JavaScript); nothing changed yet. */
  confirm?: "hire";
  /**
   * The text of a refused note, refund reason or reply, for its box: without JavaScript the page is drawn anew
   * after the post, and the box came back empty.
   */
  typed?: string;
};

/** Each written form's field (lead-detail.tsx, lead-review.tsx). */
const TYPED_FIELDS: Readonly<Record<string, string>> = { note: "body", refund: "reason", reply: "reply" };

/** A refusal, with the text its form carried when it is one of the written forms. */
function refusal(status: 400 | 404, intent: string | null, message: string, values: Record<string, string>): LeadActionResult {
  const field = intent ? TYPED_FIELDS[intent] : undefined;
  const typed = field ? values[field] : undefined;
  return typed === undefined ? { status, intent, ok: false, message } : { status, intent, ok: false, message, typed };
}

/** Moves asked twice: hired ends the pipeline and asks the homeowner for a review. */
const CONFIRMED_MOVES: ReadonlySet<string> = new Set(["hire"]);

/** A message to the homeowner answers as the thread's form expects it. */
export type ProLeadPageAnswer = LeadActionResult | (MessageActionAnswer & { intent: "message" });

export async function proLeadPageAction(
  db: Database,
  args: { providerId: string; leadId: string; values: Record<string, string> },
): Promise<ProLeadPageAnswer> {
  // The lead's id comes from the address: one that is not a uuid names no lead (the page's loader says the same).
  if (!isUuid(args.leadId)) return { status: 404, intent: args.values.intent ?? null, ok: false, message: "Lead not found." };
  if (args.values.intent === "message") return { ...(await proMessageAction(db, args)), intent: "message" };
  const parsed = parseLeadAction(args.values);
  const intent = args.values.intent ?? null;
  if (!parsed.ok) return refusal(400, intent, parsed.message, args.values);
  const action = parsed.value;
  const lead = { providerId: args.providerId, leadId: args.leadId };
  try {
    switch (action.intent) {
      case "accept": {
        const result = await acceptLead(db, lead);
        const message = result.refund
          ? `${result.refund.message} Your ${plural(result.priceCredits, "credit")} were given back. Balance: ${result.balanceAfter}.`
          : result.alreadyAccepted
            ? "You had already accepted this lead; nothing was charged again."
            : `Lead accepted for ${plural(result.priceCredits, "credit")}. Your balance: ${result.balanceAfter}.`;
        return { status: 200, intent, ok: true, message };
      }
      case "move": {
        // Asked only when the move can be made; otherwise the pipeline's own refusal below answers.
        if (CONFIRMED_MOVES.has(action.move) && action.confirmed !== "yes" && (await proLeadDetail(db, args.providerId, args.leadId)).nextMoves.includes(action.move)) {
          return { status: 200, intent, ok: true, confirm: "hire", message: "Mark this lead hired? The homeowner is asked to review you, and the lead moves to Hired." };
        }
        await changeLeadStatus(db, { ...lead, move: action.move });
        return { status: 200, intent, ok: true, message: `Lead ${MOVE_LABELS[action.move].replace("Mark ", "marked ")}.` };
      }
      case "note":
        await addLeadNote(db, { ...lead, body: action.body });
        return { status: 200, intent, ok: true, message: "Note saved." };
      case "refund":
        await requestRefund(db, { ...lead, reason: action.reason });
        return { status: 200, intent, ok: true, message: "Refund requested. An operator will decide and you will see the answer here." };
      case "reply": {
        const reply = parseReplyForm(action);
        if (!reply.ok) return refusal(400, intent, reply.errors.reply ?? "Write your reply.", args.values);
        await replyToReview(db, { ...lead, reply: reply.value });
        return { status: 200, intent, ok: true, message: "Reply published under the review." };
      }
    }
  } catch (error) {
    const refused = userErrorOf(error);
    if (!refused) throw error;
    return refusal(refused.status, intent, refused.message, args.values);
  }
}
