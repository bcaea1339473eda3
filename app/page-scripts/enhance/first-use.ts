/**
 * Loads a form's checks when someone first reaches for the form (a focus, a press, a key, a submit), not with the
 * page. The checks are the server's own schemas (accounts, intake), most of the page's script, and many visitors
 * only read the page: on a slow phone those bytes competed with the stylesheet for the first paint (Lighthouse's
 * mobile run of /provider/login: first paint 1.3 s with them, 0.9 s without; docs/benchmarks.md).
 *
 * A submit that comes before they have loaded waits for them and is sent again through them; if they cannot load,
 * it goes to the server as it would without JavaScript, and the server checks it. `enhance` attaches the checks'
 * own submit handler, which runs after this one.
 */
export function enhanceOnFirstUse(form: HTMLFormElement, enhance: () => Promise<void>): void {
  let ready = false;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= enhance().then(
      () => void (ready = true),
      () => void (ready = true),
    ));
  // The checks turn the browser's own bubbles off: they are off from the start, so a submit looks the same either way.
  form.noValidate = true;
  for (const type of ["focusin", "pointerdown", "keydown"]) form.addEventListener(type, load, { capture: true });
  form.addEventListener(
    "submit",
    (event) => {
      if (ready) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
      void load().then(() => form.requestSubmit(submitter));
    },
    { capture: true },
  );
}
