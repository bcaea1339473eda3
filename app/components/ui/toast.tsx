import type { ComponentProps } from "react";
import { X } from "~/components/ui/icons";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn, focusRing } from "./cn";
import { TOAST_DEFAULT_DURATION, TOAST_SWIPE_THRESHOLD, type ToastVariant } from "./use-toast";

export { TOAST_DEFAULT_DURATION, TOAST_SWIPE_THRESHOLD };

/** Radix provider preset: swipe right past 50px to close, 5 s default duration. */
export function ToastProvider({
  swipeDirection = "right",
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  duration = TOAST_DEFAULT_DURATION,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      duration={duration}
      {...props}
    />
  );
}

/**
 * Fixed list at the bottom (full width on phones, bottom-right from 768px); F8 moves focus here. On a phone a list at
 * the top covered the page's heading for the five seconds a toast stays, up to four at a time on the results page.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-md",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger-soft text-danger",
};

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-4 pr-12 shadow-lg",
        "translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-base font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm text-muted group-data-[variant=destructive]:text-danger", className)} {...props} />;
}

/** Secondary action; `altText` tells screen-reader users how to do it without the toast. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-11 shrink-0 cursor-pointer items-center rounded-control border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-canvas",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        "absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-control text-muted hover:text-ink",
        "group-data-[variant=destructive]:text-danger",
        focusRing,
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
