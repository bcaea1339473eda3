import type { ComponentProps } from "react";
import { cn, focusRing } from "./cn";

/** Shared look of text fields: 8px radius, a 3:1-contrast border, red border when aria-invalid. */
export const fieldClassName = cn(
  "w-full rounded-control border border-subtle bg-surface px-3 text-base text-ink placeholder:text-subtle",
  "disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-60",
  "aria-[invalid=true]:border-danger",
  focusRing,
);

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return <input type={type} className={cn(fieldClassName, "h-11", className)} {...props} />;
}
