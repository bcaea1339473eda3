import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { Button } from "~/components/ui/button";

/**
 * A question before a step that costs something (accepting a lead): Radix's
 * alert dialog keeps focus inside, closes on Escape and names itself by its
 * title. `confirm` is the button that does it (a submit button of a form).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirm: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-line bg-surface p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            {confirm}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
