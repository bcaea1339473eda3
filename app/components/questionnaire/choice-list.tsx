import { cn } from "~/components/ui/cn";

export type Choice = { value: string; label: string };

/**
 * One question's answers as native radio inputs in a fieldset: they work
 * without JavaScript, and arrow keys move between them. Each answer is a
 * whole-row label at least 48px high.
 */
export function ChoiceList({
  name,
  choices,
  defaultValue,
  labelledBy,
  errorId,
  invalid = false,
  columns = 1,
}: {
  name: string;
  choices: readonly Choice[];
  defaultValue?: string | null;
  /** id of the element that names the question (the step's h1). */
  labelledBy: string;
  /** id of the error message, when one is shown. */
  errorId?: string;
  /** After a rejected post: marks the answers and puts the focus on the first one. */
  invalid?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={invalid ? errorId : undefined} className="min-w-0">
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={cn(
              "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border bg-surface px-4 py-3 transition-colors",
              "hover:border-primary has-checked:border-primary has-checked:bg-primary-soft/50",
              invalid ? "border-danger" : "border-line",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={choice.value === defaultValue}
              // The page reloaded after the rejected post, so the focus moves to the question to answer.
              autoFocus={invalid && index === 0}
              className="size-5 shrink-0 cursor-pointer accent-primary"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
