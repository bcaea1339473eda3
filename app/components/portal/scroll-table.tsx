import type { ReactNode } from "react";

/**
 * A wide table on a narrow phone scrolls sideways inside its own box; the box
 * is focusable and named, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-card border border-line">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const th = "border-b border-line bg-canvas px-3 py-2 font-semibold";
export const td = "border-b border-line-soft px-3 py-2 align-top";
export const num = "text-right tabular-nums";
