import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * Homeowners' requests that wait for a pro in this pro's trades and area (matching's `waitingRequestCount`), on the
 * credits page and the empty inbox; `ending` says what brings them, with the pronoun for their number.
 */
export function WaitingRequestsNotice({ count, ending, className }: { count: number; ending: (them: "it" | "them") => ReactNode; className?: string }) {
  if (count === 0) return null;
  const one = count === 1;
  return (
    <p className={cn("rounded-card border border-primary bg-primary-soft p-3 text-sm", className)}>
      {one ? "A homeowner's request" : `${count} homeowners' requests`} in your trades and service area {one ? "is" : "are"} waiting for a
      pro. Each goes to the first approved pro with enough credits for its price{ending(one ? "it" : "them")}
    </p>
  );
}
