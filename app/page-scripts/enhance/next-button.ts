/**
 * A questionnaire step's Next button (StepNav's server markup). It is
 * disabled while the step misses its answer (then the hint under it says
 * what is missing) and while the step posts (then it shows its spinner and
 * "Loading", which the server rendered hidden).
 */
export type NextButton = {
  readonly element: HTMLButtonElement;
  readonly busy: boolean;
  setBusy(busy: boolean): void;
  setMissing(missing: boolean): void;
};

export function nextButton(form: HTMLFormElement): NextButton {
  const button = form.querySelector<HTMLButtonElement>("button[data-next]");
  if (!button) throw new Error("questionnaire step: missing the Next button");
  const hint = form.querySelector<HTMLElement>("[data-next-hint]");
  // Enter submits through StepNav's DefaultSubmit: it is off while Next is.
  const enterCopy = form.querySelector<HTMLButtonElement>("button[data-default-submit]");
  let busy = false;
  let missing = false;

  function render() {
    button!.disabled = busy || missing;
    if (enterCopy) enterCopy.disabled = busy || missing;
    button!.toggleAttribute("data-busy", busy);
    if (busy) button!.setAttribute("aria-busy", "true");
    else button!.removeAttribute("aria-busy");
    for (const part of button!.querySelectorAll("[data-busy-only]")) part.toggleAttribute("hidden", !busy);
    for (const part of button!.querySelectorAll("[data-idle-only]")) part.toggleAttribute("hidden", busy);
    if (!hint) return;
    hint.hidden = !missing;
    if (missing) button!.setAttribute("aria-describedby", hint.id);
    else button!.removeAttribute("aria-describedby");
  }

  return {
    element: button,
    get busy() {
      return busy;
    },
    setBusy(next) {
      busy = next;
      render();
    },
    setMissing(next) {
      missing = next;
      render();
    },
  };
}

/**
 * Next shows its loading state while the step posts, and a second submit
 * is ignored. A handler registered earlier that took the submit over
 * (preventDefault, as the ZIP step does) manages the state itself. Previous
 * posts as it is: it goes back, Next is not what is loading.
 */
export function enhanceStepSubmit(form: HTMLFormElement, next: NextButton) {
  form.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    if (next.busy) {
      event.preventDefault();
      return;
    }
    if (isPreviousSubmit(event)) return;
    next.setBusy(true);
  });
  // Back to this page from the browser's cache: the post is long done.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) next.setBusy(false);
  });
}

/** Whether a submit is a step's Previous button's (StepNav's PreviousButton), which goes back without checks. */
export function isPreviousSubmit(event: Event): boolean {
  const submitter = (event as SubmitEvent).submitter;
  return submitter instanceof HTMLElement && submitter.hasAttribute("data-previous");
}
