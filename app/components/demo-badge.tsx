import { cn } from "~/components/ui/cn";

const WORDING = { business: "Demo business", review: "Demo review", request: "Demo request" } as const;

/**
 * The label on anything the demo seed invented (providers.is_demo, provider_reviews.is_demo), wherever it is
 * shown: results cards, partner cards, offers, profiles, reviews, and the console's requests offered to a demo business. Plain words, not an icon, so everyone reads it;
 * a demo business shows it before any "Verified" (docs/decisions/039).
 */
export function DemoBadge({ subject, className }: { subject: keyof typeof WORDING; className?: string }) {
  return (
    <span
      data-demo-badge=""
      title="Invented to show how the site works: not a real business or customer"
      className={cn("inline-flex w-fit items-center rounded-full border border-ink bg-surface px-2 py-0.5 text-xs font-semibold text-ink", className)}
    >
      {WORDING[subject]}
    </span>
  );
}
