import type { ComponentProps, MouseEvent } from "react";
import { LoaderCircle } from "~/components/ui/icons";
import { Slot } from "radix-ui";
import { cn, focusRing } from "./cn";

// Filled buttons carry a transparent border: in forced colors (Windows High Contrast) the fill is dropped and the
// border is what still draws the button.
export const buttonVariants = {
  primary: "border border-transparent bg-primary text-on-primary hover:bg-primary-hover",
  secondary: "border border-transparent bg-primary-soft text-primary-hover hover:bg-line-soft",
  outline: "border border-line bg-surface text-ink hover:bg-canvas",
  ghost: "bg-transparent text-ink hover:bg-canvas",
  destructive: "border border-transparent bg-danger text-on-primary hover:opacity-90",
  link: "bg-transparent text-primary underline underline-offset-4 hover:text-primary-hover",
} as const;

// Every size keeps a 44px touch target; `sm` is drawn 36px high and grows its
// hit area with an invisible pseudo-element.
export const buttonSizes = {
  sm: "h-9 px-3 text-sm relative after:absolute after:inset-x-0 after:-inset-y-1 after:content-['']",
  md: "h-11 px-4 text-base",
  // md for a label that may wrap (a long e-mail address on a phone): at least as high, growing with its lines.
  grow: "min-h-11 px-4 py-2 text-base",
  lg: "h-12 px-6 text-lg",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and refuses presses (a second press does not post twice). It stays focusable,
   * marked aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page's top
   * (docs/decisions/073, 077). Busy wins over `disabled`, which a caller may also set while another form posts.
   */
  busy?: boolean;
  /** Text read by screen readers while busy (e.g. "Saving…"); the visible label stays. */
  busyLabel?: string;
  /** Render the single child (e.g. a router <Link>) with button styles. */
  asChild?: boolean;
};

export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 aria-busy:cursor-wait",
    focusRing,
    buttonVariants[variant],
    variant === "link" && size !== "icon" ? "h-auto min-h-11 px-1" : buttonSizes[size],
    className,
  );
}

export function Button({
  variant = "primary",
  size = "md",
  busy = false,
  busyLabel,
  asChild = false,
  disabled,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const inactive = Boolean(disabled || busy);
  return (
    <Comp
      {...props}
      disabled={asChild || busy ? undefined : inactive}
      aria-disabled={(asChild || busy) && inactive ? true : undefined}
      // Enter, Space, a pointer and a field's Enter (the browser clicks the form's default button) all come as a
      // click: cancelled, it neither submits the form nor opens what the button opens.
      onClick={busy ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick}
      aria-busy={busy || undefined}
      data-busy={busy ? "" : undefined}
      className={buttonClassName(variant, size, className)}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {busy && busyLabel ? <span className="sr-only">{busyLabel}</span> : null}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}
