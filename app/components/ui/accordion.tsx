import type { ComponentProps, Ref } from "react";
import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { cn, focusRing } from "./cn";

export type AccordionProps = Omit<AccordionPrimitive.AccordionSingleProps, "type" | "collapsible"> & {
  /** Whether the open item can be closed again (default true). */
  collapsible?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** One item open at a time (type="single"), collapsible by default. */
export function Accordion({ className, collapsible = true, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible={collapsible}
      className={cn("divide-y divide-line rounded-card border border-line", className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn(className)} {...props} />;
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Heading level wrapping the trigger (WAI-ARIA accordion pattern); default h3. */
  headingLevel?: "h2" | "h3" | "h4";
};

export function AccordionTrigger({ className, children, headingLevel = "h3", ...props }: AccordionTriggerProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            "group flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left text-base font-medium",
            "rounded-card hover:bg-canvas",
            focusRing,
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className="text-base text-muted" {...props}>
      <div className={cn("px-4 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
