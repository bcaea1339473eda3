import type { ComponentProps } from "react";
import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn, focusRing } from "./cn";

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/**
 * Radix checkbox (a role="checkbox" button). With a `name` and inside a <form>
 * (it assumes so during SSR) Radix also renders a hidden native checkbox, so a
 * regular form post carries `name=value` (value defaults to "on") when checked.
 * Note: before hydration / without JS the box cannot be toggled; it posts its
 * initial state. Give it a <Label htmlFor={id}>; the box draws 20px but its
 * hit area is 44px.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer relative inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border border-muted bg-surface text-on-primary",
        "after:absolute after:-inset-3 after:content-['']",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary",
        "data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger",
        focusRing,
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden="true" className="size-4 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus aria-hidden="true" className="hidden size-4 group-data-[state=indeterminate]:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
