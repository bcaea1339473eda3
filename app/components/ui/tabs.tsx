import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn, focusRing } from "./cn";

/** Radix tabs: arrow keys move between triggers, content is a labelled tabpanel. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-control bg-canvas p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap rounded-control px-4 text-base font-medium text-muted",
        "hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm",
        "disabled:cursor-not-allowed disabled:opacity-60",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("rounded-card", focusRing, className)} {...props} />;
}
