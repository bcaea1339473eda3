import type { ComponentProps } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn, focusRing } from "./cn";

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>;

/**
 * Radix radio group: arrow keys move between items, one tab stop. With `name`
 * inside a <form> each item renders a hidden native radio, so the choice posts
 * with a regular form submit. Label it with aria-label / aria-labelledby.
 */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item>;

/** One radio (20px dot, 44px hit area). Pair with <Label htmlFor={id}>. */
export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "peer relative inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-muted bg-surface",
        "after:absolute after:-inset-3 after:content-['']",
        "data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-60",
        focusRing,
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
}
