/**
 * A ZIP box that holds five characters (the hero's, the seed's limit, and the sign-up forms':
 * docs/decisions/067-a-zip-as-typed-and-the-homeowners-town.md): a space or a hyphen typed or pasted into it took a
 * digit's place, so "43 215" became "43 21" and a pasted " 43215 " became " 4321", both refused as outside Ohio.
 * Only the digits of what is typed, pasted or dropped go in, up to the box's limit ("43215-1234" pasted gives 43215).
 */
export function keepZipDigits(zip: HTMLInputElement) {
  zip.addEventListener("beforeinput", (event) => {
    const text = event.data ?? event.dataTransfer?.getData("text/plain") ?? null;
    if (text === null || !/\D/.test(text)) return;
    event.preventDefault();
    const start = zip.selectionStart ?? zip.value.length;
    const end = zip.selectionEnd ?? start;
    const room = zip.maxLength > 0 ? zip.maxLength - (zip.value.length - (end - start)) : Infinity;
    const digits = text.replace(/\D/g, "").slice(0, Math.max(0, room));
    if (digits === "" && start === end) return;
    zip.setRangeText(digits, start, end, "end");
    zip.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
