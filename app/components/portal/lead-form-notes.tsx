/** A refused post's message, where the person is looking: beside the form that was refused. */
export function Refusal({ message, className }: { message: string | null; className?: string }) {
  return message ? (
    <p role="alert" className={`rounded-card border border-danger bg-danger-soft p-3 text-ink ${className ?? ""}`}>
      {message}
    </p>
  ) : null;
}

/** Under a form a demo pro cannot send: the disabled button says nothing by itself, and a keyboard cannot reach it. */
export function DemoNote({ demo }: { demo: boolean }) {
  return demo ? <p className="text-sm text-muted">Not available in demo mode: changes are not saved.</p> : null;
}
