import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldClassName } from "./input";

export type TextareaProps = ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldClassName, "min-h-24 py-2", className)} {...props} />;
}
