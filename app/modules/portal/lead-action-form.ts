import { z } from "zod";
import type { Result } from "~/lib/result";

/**
 * The lead page's one form schema: what the pro asked for (accept, a pipeline
 * move, a note, a refund request, a reply to the homeowner's review). Length rules live in the pipeline module,
 * which checks them again with its own messages; this only says what shape a
 * post must have.
 */
export const LEAD_ACTION_INTENTS = ["accept", "move", "note", "refund", "reply"] as const;

const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept") }),
  z.object({
    intent: z.literal("move"),
    move: z.enum(["contact", "quote", "hire", "lose"], { error: "Choose a status." }),
    // "yes" from the confirmation step that a hire goes through (lead-page.server.ts).
    confirmed: z.literal("yes").optional().catch(undefined),
  }),
  z.object({ intent: z.literal("note"), body: z.string({ error: "Write something to save a note." }) }),
  z.object({ intent: z.literal("refund"), reason: z.string({ error: "Tell us why this lead should be refunded." }) }),
  z.object({ intent: z.literal("reply"), reply: z.string({ error: "Write your reply." }) }),
]);

export type LeadAction = z.infer<typeof leadActionSchema>;

export function parseLeadAction(values: Record<string, string>): Result<LeadAction, { message: string }> {
  const result = leadActionSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const message = issue?.path[0] === "intent" ? "This action is not known. Reload the page and try again." : (issue?.message ?? "Check the form.");
  return { ok: false, message };
}
