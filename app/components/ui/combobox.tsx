import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from "react";
import { Command } from "cmdk";
import { Check } from "lucide-react";
import { cn } from "./cn";
import { fieldClassName } from "./input";

export type ComboboxOption = { value: string; label: string };

export type ComboboxProps = {
  options: ComboboxOption[];
  /** Chosen option value; "" means none. Controlled when given. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Text in the box. Controlled when given; otherwise it shows what was typed or the chosen label. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Shown while the list is closed. */
  placeholder?: string;
  /** Shown while the list is open (the box doubles as the search field). */
  searchPlaceholder?: string;
  emptyText?: string;
  /** Accessible name of the text box (visually hidden); defaults to the placeholder. */
  label?: string;
  /** Accessible name of the suggestion list. */
  listLabel?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  /** Name of a hidden input carrying the chosen value. */
  name?: string;
  /** Name of the text box itself, so free text also posts (and works without JS). */
  inputName?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Case-insensitive substring match on the label; blank text keeps every option. */
export function filterOptions(options: ComboboxOption[], text: string): ComboboxOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/**
 * Editable combobox (WAI-ARIA combobox + listbox, via cmdk). Typing clears the
 * chosen value and opens the list filtered by the text; choosing an option fills
 * the box, records the value and closes the list. Arrow keys move, Enter picks,
 * Escape closes; Enter with the list closed (or empty) submits the form.
 */
export function Combobox({
  options,
  value,
  defaultValue = "",
  onValueChange,
  inputValue,
  onInputChange,
  placeholder,
  searchPlaceholder,
  emptyText = "No results found.",
  label,
  listLabel = "Suggestions",
  name,
  inputName,
  disabled,
  required,
  className,
  inputClassName,
  ref,
  ...aria
}: ComboboxProps) {
  const [innerValue, setInnerValue] = useState(defaultValue);
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // Highlighted (keyboard-active) option, kept here because cmdk 1.1's own
  // aria-activedescendant lags one step behind; we point it at the right item.
  const [highlighted, setHighlighted] = useState("");
  const [activeId, setActiveId] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);
  const selected = value ?? innerValue;
  const chosen = options.find((option) => option.value === selected);
  const text = inputValue ?? typed ?? chosen?.label ?? "";
  const visible = useMemo(
    () => (chosen && text === chosen.label ? options : filterOptions(options, text)),
    [options, chosen, text],
  );

  useLayoutEffect(() => {
    const items = listRef.current?.querySelectorAll<HTMLElement>("[cmdk-item]") ?? [];
    setActiveId(Array.from(items).find((item) => item.dataset.value === highlighted)?.id);
  }, [highlighted, open, visible]);

  function setSelected(next: string) {
    if (value === undefined) setInnerValue(next);
    if (next !== selected) onValueChange?.(next);
  }

  function handleType(next: string) {
    setSelected("");
    setTyped(next);
    onInputChange?.(next);
    setOpen(true);
  }

  function handleChoose(option: ComboboxOption) {
    setSelected(option.value);
    setTyped(null);
    onInputChange?.(option.label);
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && !open) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === "Enter" && (!open || visible.length === 0)) {
      // Keep cmdk from swallowing Enter so the surrounding form can submit.
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <Command
      label={label ?? placeholder ?? "Search"}
      shouldFilter={false}
      value={highlighted}
      onValueChange={setHighlighted}
      loop
      vimBindings={false}
      className={cn("relative w-full", className)}
    >
      <Command.Input asChild value={text} onValueChange={handleType}>
        <input
          ref={ref}
          name={inputName}
          disabled={disabled}
          required={required}
          placeholder={open ? (searchPlaceholder ?? placeholder) : placeholder}
          aria-expanded={open}
          aria-activedescendant={open ? activeId : undefined}
          // cmdk always points aria-controls at its list; drop it while the list is not rendered.
          {...(open ? {} : { "aria-controls": undefined })}
          {...aria}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={handleKeyDown}
          className={cn(fieldClassName, "h-11", inputClassName)}
        />
      </Command.Input>
      {name ? <input type="hidden" name={name} value={selected} /> : null}
      {open ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1 rounded-card border border-line bg-surface shadow-lg">
          <Command.List
            ref={listRef}
            label={listLabel}
            // Keep focus in the box when an option is clicked or the list scrolled.
            onMouseDown={(event) => event.preventDefault()}
            className="max-h-[300px] overflow-y-auto overscroll-contain p-1"
          >
            <Command.Empty className="px-3 py-3 text-sm text-muted">{emptyText}</Command.Empty>
            {visible.map((option) => (
              <Command.Item
                key={option.value}
                value={option.value}
                onSelect={() => handleChoose(option)}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-control px-3 text-base text-ink data-[selected=true]:bg-primary-soft"
              >
                {option.label}
                {option.value === selected ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
              </Command.Item>
            ))}
          </Command.List>
        </div>
      ) : null}
    </Command>
  );
}
