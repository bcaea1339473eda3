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

/**
 * Back to the page from the browser's back/forward cache: whatever made the
 * button busy (a post, a page load) is long done, so it works again.
 */
export function clearBusyOnReturn(button: HTMLButtonElement | null) {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) setBusy(button, false);
  });
}
