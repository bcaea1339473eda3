/**
 * Keeps a "count/max" counter under a text box current as the visitor types
 * (the details counter shows count/2000 and enforces nothing).
 * Counts characters as seen, so an emoji is one.
 */
export function enhanceCharCounter(counter: HTMLElement, field: HTMLTextAreaElement | HTMLInputElement) {
  const max = counter.dataset.max ?? "";
  const update = () => {
    counter.textContent = `${Array.from(field.value).length}/${max}`;
  };
  field.addEventListener("input", update);
  update();
}
