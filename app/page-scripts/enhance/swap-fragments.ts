/**
 * Forms that update part of a page in place, with the server as the only
 * renderer: the form is posted with fetch to where it would go anyway, the
 * server answers with the whole page (as it does without JavaScript), and
 * the parts marked `data-fragment="key"` replace their namesakes here. No
 * markup is built in the browser.
 */
export type PostForm = (url: string, body: URLSearchParams) => Promise<string>;

const fetchPage: PostForm = async (url, body) => (await fetch(url, { method: "POST", body })).text();

/** Posts the form's fields; answers the server's page, or null when there is none (offline, a failed request). */
export async function postForm(form: HTMLFormElement, url: string, post: PostForm = fetchPage): Promise<Document | null> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  try {
    return new DOMParser().parseFromString(await post(url, body), "text/html");
  } catch {
    return null;
  }
}

/** Text typed and boxes opened in a fragment the person did not send carry over to the server's new version of it. */
function keepTyped(current: Element, next: Element) {
  for (const field of current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("textarea, input:not([type=hidden])")) {
    const twin = field.id ? next.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[id="${field.id}"]`) : null;
    if (!twin) continue;
    if (twin instanceof HTMLInputElement && (twin.type === "checkbox" || twin.type === "radio")) twin.checked = (field as HTMLInputElement).checked;
    else twin.value = field.value;
  }
  const open = [...current.querySelectorAll("details")].map((details) => details.open);
  next.querySelectorAll("details").forEach((details, index) => {
    if (open[index]) details.open = true;
  });
}

/**
 * Replaces each `[data-fragment]` in `host` with the one of the same key in
 * `answer`. `sent` is the key of the fragment whose form was posted: it comes
 * back exactly as the server rendered it (the server echoes what it needs);
 * the others keep what was typed in them. The focus goes where the server's
 * `autofocus` says, as it would on a page load. Answers the new fragments.
 */
export function swapFragments(host: ParentNode, answer: ParentNode, sent: string | null): HTMLElement[] {
  const replacements = new Map<string, Element>();
  for (const fragment of answer.querySelectorAll<HTMLElement>("[data-fragment]")) {
    replacements.set(fragment.dataset.fragment ?? "", fragment);
  }
  const swapped: HTMLElement[] = [];
  for (const current of host.querySelectorAll<HTMLElement>("[data-fragment]")) {
    const key = current.dataset.fragment ?? "";
    const replacement = replacements.get(key);
    if (!replacement) continue;
    const next = document.importNode(replacement, true) as HTMLElement;
    if (key !== sent) keepTyped(current, next);
    current.replaceWith(next);
    swapped.push(next);
  }
  for (const fragment of swapped) {
    const target = fragment.matches("[autofocus]") ? fragment : fragment.querySelector<HTMLElement>("[autofocus]");
    if (target) {
      target.focus();
      break;
    }
  }
  return swapped;
}
