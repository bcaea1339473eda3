import { requiredElement } from "./required-element";

/**
 * An editable combobox (WAI-ARIA combobox with a listbox popup) over markup the
 * server rendered: a text input, a hidden popup holding a `role="listbox"` of
 * `role="option"` items with `data-value`, an empty-state line, and a
 * `role="status"` line that tells a screen reader what the open list holds.
 * Without this script the input is a plain text box of its form.
 *
 * Typing clears the chosen value and opens the list filtered by the text;
 * choosing an option fills the box, records the value and closes the list.
 * Arrow keys move, Enter picks, Escape closes; Enter with the list closed or
 * empty submits the form.
 */

export type ComboboxOption = { value: string; label: string };

/** Case-insensitive substring match on the label; blank text keeps every option. */
export function filterOptions(options: readonly ComboboxOption[], text: string): ComboboxOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** What the status line says of an open list: how many options it shows, or the empty-state line. */
export function listStatus(shown: number, emptyText: string): string {
  if (shown === 0) return emptyText;
  return shown === 1 ? "1 service available." : `${shown} services available.`;
}

export type EnhancedCombobox = {
  /** Value of the chosen option; "" when the text was typed rather than chosen. */
  readonly value: string;
  readonly options: readonly ComboboxOption[];
  readonly input: HTMLInputElement;
};

export function enhanceCombobox(root: HTMLElement): EnhancedCombobox {
  const input = requiredElement<HTMLInputElement>(root, "input[data-combobox-input]", "combobox");
  const popup = requiredElement<HTMLElement>(root, "[data-combobox-popup]", "combobox");
  const listbox = requiredElement<HTMLElement>(popup, '[role="listbox"]', "combobox");
  const empty = requiredElement<HTMLElement>(popup, "[data-combobox-empty]", "combobox");
  const status = requiredElement<HTMLElement>(root, "[data-combobox-status]", "combobox");
  const items = Array.from(listbox.querySelectorAll<HTMLElement>('[role="option"]'));
  const options = items.map((item) => ({ value: item.dataset.value ?? "", label: item.textContent?.trim() ?? "" }));
  const placeholder = input.placeholder;
  const searchPlaceholder = input.dataset.searchPlaceholder ?? placeholder;

  let chosen = "";
  let open = false;
  let visible: HTMLElement[] = items;
  let active = -1;

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");

  function render() {
    input.setAttribute("aria-expanded", String(open));
    input.placeholder = open ? searchPlaceholder : placeholder;
    popup.hidden = !open;
    if (open) input.setAttribute("aria-controls", listbox.id);
    else input.removeAttribute("aria-controls");

    const chosenOption = options.find((option) => option.value === chosen);
    // The chosen label in the box shows the whole list, not just itself.
    const shown = chosenOption && input.value === chosenOption.label ? options : filterOptions(options, input.value);
    const shownValues = new Set(shown.map((option) => option.value));
    visible = items.filter((item) => shownValues.has(item.dataset.value ?? ""));
    active = Math.min(Math.max(active, 0), visible.length - 1);

    for (const item of items) {
      item.hidden = !shownValues.has(item.dataset.value ?? "");
      const isActive = open && item === visible[active];
      item.setAttribute("aria-selected", String(isActive));
      item.toggleAttribute("data-active", isActive);
      item.toggleAttribute("data-chosen", item.dataset.value === chosen && chosen !== "");
    }
    listbox.hidden = visible.length === 0;
    empty.hidden = visible.length > 0;
    const said = open ? listStatus(visible.length, empty.textContent?.trim() ?? "") : "";
    if (status.textContent !== said) status.textContent = said;

    const activeItem = open ? visible[active] : undefined;
    if (activeItem) {
      input.setAttribute("aria-activedescendant", activeItem.id);
      activeItem.scrollIntoView?.({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function setOpen(next: boolean) {
    if (next && !open) active = 0;
    open = next;
    render();
  }

  function choose(item: HTMLElement) {
    chosen = item.dataset.value ?? "";
    input.value = item.textContent?.trim() ?? "";
    open = false;
    render();
  }

  input.addEventListener("input", () => {
    chosen = "";
    active = 0;
    open = true;
    render();
  });
  input.addEventListener("click", () => setOpen(true));
  input.addEventListener("blur", () => setOpen(false));
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (visible.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      active = (active + step + visible.length) % visible.length;
      render();
    } else if (event.key === "Enter") {
      // Enter picks the highlighted option; with the list closed or empty it submits the form.
      const highlighted = open ? visible[active] : undefined;
      if (!highlighted) return;
      event.preventDefault();
      choose(highlighted);
    }
  });
  // Keep the focus in the box when an option is pressed or the list scrolled.
  popup.addEventListener("mousedown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (item) choose(item);
  });

  render();
  return {
    get value() {
      return chosen;
    },
    options,
    input,
  };
}
