import { z } from "zod";
import type { Database } from "~/db/client.server";
import { HOMEOWNER_INTENTS } from "~/db/enums";
import { RateLimiter, tooManyRequestsMessage } from "~/modules/security";
import {
  CONTACT_FAILURE,
  type ContactOutcome,
  GENERIC_FAILURE,
  HOMEOWNER_MESSAGE_MAX,
  type LeadRef,
  MESSAGE_REQUIRED,
} from "./contact-actions";
import { deliveryRefusalText } from "~/modules/matching";
import { DeliveryError, deliverLead, leadAccessToken } from "~/modules/matching/index.server";
import { intakeLead, leadIntakeInput, type RequestMeta } from "./lead-intake.server";
import { leadRefFrom } from "./search-page.server";

export const ALREADY_REQUESTED =
  "We already have this request from you. We've e-mailed you the link to your matched pros.";

/** Contact actions reach pros' inboxes: 30 an hour per IP is plenty for a homeowner. */
export const contactActionLimiter = new RateLimiter({ name: "contact-action", limit: 30, windowMs: 60 * 60 * 1000 });

/**
 * The action's own fields; the contact details and the questionnaire's
 * answers that come with them are the lead intake's (leadIntakeInput).
 * A provider id is a UUID, or empty for "Contact All Pros".
 */
const contactActionSchema = z.object({
  intent: z.enum(HOMEOWNER_INTENTS),
  providerId: z.union([z.guid(), z.literal("")]).catch(""),
  message: z
    .string()
    .catch("")
    .transform((text) => text.trim().slice(0, HOMEOWNER_MESSAGE_MAX)),
});

export type ContactActionAnswer = { outcome: ContactOutcome; status: number; retryAfterSeconds?: number };

const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone"] as const;

/**
 * /search's contact actions ('Get Phone Number', 'Message', 'Contact All
 * Pros', and the contact panel that asks for the homeowner's details first):
 * rate limit, checks, the lead's intake when there is no lead yet, delivery,
 * and the outcome with its HTTP status. `fields` is the posted form as plain values.
 */
export async function contactAction(
  db: Database,
  fields: Record<string, string>,
  meta: RequestMeta,
  options: { limiter?: RateLimiter; intakeLimiter?: RateLimiter } = {},
): Promise<ContactActionAnswer> {
  const limit = await (options.limiter ?? contactActionLimiter).hit(meta.ip);
  if (!limit.allowed) {
    return {
      outcome: { ok: false, message: tooManyRequestsMessage(limit.retryAfterSeconds) },
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const parsed = contactActionSchema.safeParse(fields);
  if (!parsed.success) return { outcome: { ok: false, message: GENERIC_FAILURE }, status: 400 };
  const { intent, providerId, message } = parsed.data;
  if (intent === "message" && message === "") {
    return { outcome: { ok: false, intent, providerId, messageError: MESSAGE_REQUIRED }, status: 400 };
  }
  if (intent !== "all" && providerId === "") {
    return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent] }, status: 400 };
  }

  let lead: LeadRef | null = leadRefFrom(new URLSearchParams(fields));
  if (!lead) {
    // No contact details yet (the hero's free-text search): never deliver a lead a pro cannot act on.
    const result = await intakeLead(db, leadIntakeInput(fields, intent), meta, { limiter: options.intakeLimiter });
    if (!result.ok) {
      switch (result.reason) {
        case "invalid": {
          // A contact button's first click asks for the details; the panel's own post (its fields present,
          // typed or left empty) gets the messages, so an empty panel sent before its checks loaded says why.
          const panelSent = CONTACT_FIELDS.some((name) => name in fields);
          const values = leadIntakeInput(fields, intent).contact;
          return {
            outcome: {
              ok: false,
              intent,
              providerId,
              needsContact: true,
              errors: panelSent ? result.errors : {},
              formError: result.formError,
              message: intent === "message" ? message : undefined,
              values: panelSent ? values : undefined,
            },
            status: 400,
          };
        }
        case "rate-limited":
          return { outcome: { ok: false, intent, message: result.message }, status: 429, retryAfterSeconds: result.retryAfterSeconds };
        case "failed":
          return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent] }, status: 503 };
        case "ignored":
          return { outcome: { ok: true, intent, providerId, delivered: [], lead: null }, status: 200 };
      }
    }
    if (result.value.updatedExisting) return { outcome: { ok: false, intent, message: ALREADY_REQUESTED }, status: 409 };
    lead = { id: result.value.leadId, token: leadAccessToken(result.value.leadId) };
  }

  try {
    const delivered = await deliverLead(db, {
      leadId: lead.id,
      providerIds: intent === "all" ? "all" : [providerId],
      intent,
      message: intent === "message" ? message : undefined,
    });
    return {
      outcome: {
        ok: true,
        intent,
        providerId,
        delivered: delivered.delivered.map(({ providerId: id, phone }) => ({ providerId: id, phone })),
        lead,
      },
      status: 200,
    };
  } catch (error) {
    // A refusal keeps the seed's words as its title; the reason and what to do go on a line under them.
    if (error instanceof DeliveryError) {
      return { outcome: { ok: false, intent, message: CONTACT_FAILURE[intent], reason: deliveryRefusalText(error.refusal) }, status: 409 };
    }
    throw error;
  }
}
