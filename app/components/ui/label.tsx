import type { ComponentProps } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "./cn";

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

/** A <label>; pair it with a control through `htmlFor` (or wrap the control). */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn("text-sm font-medium text-ink peer-disabled:cursor-not-allowed peer-disabled:opacity-60", className)}
      {...props}
    />
  );
}
