import { BRAND } from "~/brand";

/** A buckeye nut mark beside the name; the mark is decorative. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap text-lg font-bold text-ink">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="17" r="13" fill="#7c2d12" />
        <ellipse cx="16" cy="20" rx="8" ry="6" fill="#d6b38a" />
        <path d="M16 4c2 2 2 4 0 6-2-2-2-4 0-6z" fill="#0f766e" />
      </svg>
      {BRAND.name}
    </span>
  );
}
