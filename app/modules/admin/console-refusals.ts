/**
 * Where a console list page says a refusal. A refusal naming one item is said beside that item's form; but the post
 * may come from a page that was already stale (another operator, or another tab, decided the refund, refunded the
 * purchase or hid the review first), and the page drawn after it no longer shows that form: said there, it was said
 * nowhere, and the operator read the item's new state as if their own click had made it.
 */
export function refusalAtTop(
  outcome: { ok: boolean; targetId?: string | null } | undefined,
  itemsWithForm: readonly { id: string }[],
): boolean {
  if (!outcome || outcome.ok) return false;
  return !outcome.targetId || !itemsWithForm.some((item) => item.id === outcome.targetId);
}
