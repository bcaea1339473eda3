import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A grey placeholder block (pulse stops under prefers-reduced-motion via app.css).
 * Decorative: wrap a group of skeletons in an element with role="status" and an
 * sr-only "Loading…" text so screen readers hear the state once.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-control bg-line-soft", className)} {...props} />;
}
