import { Check } from "~/components/ui/icons";
import { cn } from "~/components/ui/cn";

export type ProgressStage = "share" | "quotes" | "compare";

const STAGES: readonly { id: ProgressStage; label: string }[] = [
  { id: "share", label: "Share details" },
  { id: "quotes", label: "Get quotes" },
  { id: "compare", label: "Compare" },
];

/**
 * The three-step header of the quote request: every
 * questionnaire step is on "Share details", the lead form on "Get quotes",
 * the results on "Compare".
 */
export function QuestionnaireProgress({ current }: { current: ProgressStage }) {
  const currentIndex = STAGES.findIndex((stage) => stage.id === current);
  return (
    <ol aria-label="Quote request progress" className="grid grid-cols-3 gap-2">
      {STAGES.map((stage, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={stage.id} aria-current={active ? "step" : undefined} className="flex flex-col gap-2">
            <span
              aria-hidden="true"
              className={cn("h-1.5 rounded-full", done || active ? "bg-primary" : "bg-line-soft")}
            />
            <span className={cn("flex items-center gap-1.5 text-sm", active ? "font-semibold text-ink" : "text-muted")}>
              <span
                aria-hidden="true"
                className={cn(
                  "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                  done || active ? "bg-primary text-on-primary" : "border border-line bg-surface text-muted",
                )}
              >
                {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
              </span>
              <span>
                {stage.label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
