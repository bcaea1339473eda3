/**
 * The element a page script cannot work without. Missing means the server's
 * markup and the script disagree: a bug to hear about at once, not a page
 * that silently does nothing.
 */
export function requiredElement<T extends Element>(root: ParentNode, selector: string, owner: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`${owner}: missing ${selector}`);
  return element;
}
