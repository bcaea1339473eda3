import type { ChangeEvent } from "react";
import { cn } from "~/components/ui/cn";

export type Choice = { value: string; label: string };

/**
 * One question's answers as native radio inputs in a fieldset: they work
 * before hydration and without JavaScript (a Radix radio group cannot be
 * toggled until React runs), and arrow keys move between them. Each answer is
 * a whole-row label at least 48px high.
 */
export function ChoiceList({
  name,
  choices,
  defaultValue,
  labelledBy,
  errorId,
  invalid = false,
  onChange,
  columns = 1,
}: {
  name: string;
  choices: readonly Choice[];
  defaultValue?: string | null;
  /** id of the element that names the question (the step's h1). */
  labelledBy: string;
  /** id of the error message, when one is shown. */
  errorId?: string;
  invalid?: boolean;
  onChange?: (value: string) => void;
  columns?: 1 | 2;
}) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange?.(event.currentTarget.value);
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={invalid ? errorId : undefined} className="min-w-0">
      <div className={cn("grid gap-2", columns === 2 && "sm:grid-cols-2")}>
        {choices.map((choice) => (
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
              onChange={handleChange}
              className="size-5 shrink-0 cursor-pointer accent-primary"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
