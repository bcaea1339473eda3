import { cn } from "~/components/ui/cn";

/** The answer to a console form: a status line for success, an alert for a refusal. */
export function AdminFeedback({ feedback }: { feedback: { ok: boolean; message: string } | null }) {
  if (!feedback?.message) return null;
  return (
    <p
      role={feedback.ok ? "status" : "alert"}
      className={cn("rounded-control border p-3 font-medium", feedback.ok ? "border-success bg-success-soft text-success" : "border-danger bg-danger-soft text-danger")}
    >
      {feedback.message}
    </p>
  );
}

export const sectionClass = "flex flex-col gap-4 rounded-card border border-line p-4";
