import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/**
 * Below 640 px a `stacked` table is a list of cards: each row a block, each cell on its own line under its column's
 * name (the cell's `data-label`, drawn before it); the header row stays for screen readers only. A console table of
 * five columns scrolled sideways on a phone, with an e-mail address broken a letter a line (docs/decisions/061).
 */
const STACKED =
  "max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:border-b max-sm:[&_tr]:border-line max-sm:[&_tr]:py-2 max-sm:[&_tr:last-child]:border-0 " +
  "max-sm:[&_td]:block max-sm:[&_td]:border-0 max-sm:[&_td]:text-left max-sm:[&_td]:py-1 max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:text-xs " +
  "max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-muted max-sm:[&_td[data-label]]:before:content-[attr(data-label)]";

/**
 * A wide table on a narrow phone scrolls sideways inside its own box; the box
 * is focusable and named, so keyboard users can scroll it too. `stacked` turns
 * it into cards below 640 px instead (give each cell `data-label`).
 */
export function ScrollTable({ label, stacked = false, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-card border border-line">
      <table className={cn("w-full min-w-[18rem] border-collapse text-left text-sm", stacked && STACKED)}>{children}</table>
    </div>
  );
}

export const th = "border-b border-line bg-canvas px-3 py-2 font-semibold";
export const td = "border-b border-line-soft px-3 py-2 align-top";
export const num = "text-right tabular-nums";
