import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { WithdrawAnswer } from "~/modules/accounts/index.server";

/**
 * Under an open request on /account/requests: "I no longer need this", then the question of what closing does
 * (WITHDRAW_CONFIRM_TEXT), then the answer. Plain form posts (the page has no script); each comes back to this
 * section, as the hire and review posts do (request-reviews.tsx), so a phone shows the answer where it was asked.
 */
export function WithdrawRequest({ leadId, canWithdraw, answer }: { leadId: string; canWithdraw: boolean; answer: WithdrawAnswer | null }) {
  const mine = answer?.leadId === leadId ? answer : null;
  if (!canWithdraw && !mine) return null;
  const anchor = `close-${leadId}`;
  const action = `/account/requests#${anchor}`;
  return (
    <section id={anchor} aria-label="Close this request" className="mt-4 border-t border-line-soft pt-4">
      {mine ? (
        <p role={mine.ok ? "status" : "alert"} className={cn("mb-3 font-medium", mine.confirming ? "text-ink" : mine.ok ? "text-success" : "text-danger")}>
          {mine.message}
        </p>
      ) : null}
      {!canWithdraw ? null : mine?.confirming ? (
        <form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="confirmed" value="yes" />
          <input type="hidden" name="leadId" value={leadId} />
          <Button type="submit" variant="destructive">
            Yes, close this request
          </Button>
          <Button asChild variant="outline">
            {/* Without the fragment: a link that differs from this page's address only by one does not load it again. */}
            <a href="/account/requests">Keep it open</a>
          </Button>
        </form>
      ) : (
        <form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="leadId" value={leadId} />
          <p className="text-sm text-muted">Found someone, or changed your plans?</p>
          <Button type="submit" variant="outline">
            I no longer need this
          </Button>
        </form>
      )}
    </section>
  );
}
