import type { ReactNode } from "react";
import type { BadgeTone } from "~/lib/badge-tone";
import { cn } from "~/components/ui/cn";

const TONES: Record<BadgeTone, string> = {
  new: "border-accent bg-accent-soft text-ink",
  active: "border-primary bg-primary-soft text-primary-hover",
  success: "border-success bg-success-soft text-success",
  neutral: "border-line bg-canvas text-muted",
  danger: "border-danger bg-danger-soft text-danger",
};

/** A status as a word on a tinted pill: the colour helps, the word carries the meaning (ui.md). */
export function StatusBadge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap", TONES[tone], className)}>
      {children}
    </span>
  );
}
