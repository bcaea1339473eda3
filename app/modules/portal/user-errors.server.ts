import { InsufficientCreditsError, PaymentError } from "~/modules/credits/index.server";
import { LeadActionError } from "~/modules/pipeline/index.server";
import { NotFoundError } from "~/lib/not-found-error";
import { IllegalTransitionError } from "~/lib/state-graph";

/**
 * The domain's refusals as the portal answers them: "not found" (another
 * pro's id, an unknown one) is a 404, a move the pro cannot make is a 400
 * with the module's message. Anything else is a real fault and is rethrown
 * by the caller, so it is logged and answered as one.
 */
export type UserError = { status: 400 | 404; message: string };

export function userErrorOf(error: unknown): UserError | null {
  if (error instanceof NotFoundError) return { status: 404, message: error.message };
  if (
    error instanceof LeadActionError ||
    error instanceof IllegalTransitionError ||
    error instanceof InsufficientCreditsError ||
    error instanceof PaymentError
  ) {
    return { status: 400, message: error.message };
  }
  return null;
}
