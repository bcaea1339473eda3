/**
 * A submit button while its form is on its way: no second submit, and
 * `aria-busy` (the buttons' `aria-busy:cursor-wait` style, and what screen
 * readers announce), as the React Button's `busy` did.
 */
export function setBusy(button: HTMLButtonElement | null, busy: boolean) {
  if (!button) return;
  button.disabled = busy;
  if (busy) {
    button.setAttribute("aria-busy", "true");
    button.dataset.busy = "";
  } else {
    button.removeAttribute("aria-busy");
    delete button.dataset.busy;
  }
}
