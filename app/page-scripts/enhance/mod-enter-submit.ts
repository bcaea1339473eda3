/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a text step's text box submits the
 * step, as Next would; not while Next is disabled.
 */
export function enhanceModEnterSubmit(field: HTMLTextAreaElement) {
  field.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    const form = field.form;
    if (!form) return;
    const next = form.querySelector<HTMLButtonElement>("button[data-next]");
    if (next?.disabled) return;
    form.requestSubmit(next);
  });
}
