import type { ComponentProps } from "react";
import { ChevronDown } from "~/components/ui/icons";
import { cn } from "./cn";
import { fieldClassName } from "./input";

/*
 * A styled native <select>, not Radix Select, on purpose:
 * - it posts with a plain HTML <form> and works before/without hydration,
 * - phones show their own picker (big targets, no custom scrolling),
 * - label association, keyboard use and screen-reader support come from the browser.
 * Pass <option> elements as children.
 */
export type SelectProps = ComponentProps<"select"> & {
  /** Classes for the wrapper (width, margin); `className` goes on the <select>. */
  wrapperClassName?: string;
};

export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn("relative w-full", wrapperClassName)}>
      <select className={cn(fieldClassName, "h-11 cursor-pointer appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
