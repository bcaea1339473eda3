import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). There is no tailwind-merge in this project, so a
 * later class does NOT override an earlier conflicting one: keep component
 * variants non-overlapping and pass only additive classes through `className`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** The one focus ring used by every interactive primitive (spec: always visible). */
export const focusRing =
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary";
