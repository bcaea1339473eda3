import { type UserError, userErrorOf } from "~/modules/portal/index.server";

/** An operator's action that cannot be done (a deal already ended, a notification no longer failed), with a message to show. */
export class AdminActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AdminActionError";
  }
}

/** The domain's refusals as the console answers them: the portal's mapping, plus the console's own refusals as 400s. */
export function adminErrorOf(error: unknown): UserError | null {
  if (error instanceof AdminActionError) return { status: 400, message: error.message };
  return userErrorOf(error);
}
