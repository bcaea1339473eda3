// @vitest-environment jsdom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Combobox, filterOptions, type ComboboxOption } from "./combobox";

const services: ComboboxOption[] = [
  { value: "hvac", label: "HVAC" },
  { value: "plumbing", label: "Plumbing" },
  { value: "electrical", label: "Electrical" },
  { value: "cleaning", label: "House Cleaning" },
  { value: "gutters", label: "Gutter cleaning" },
];

beforeAll(() => {
  // jsdom lacks these; cmdk uses them for list sizing and scrolling.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

afterEach(cleanup);

function Hero({ onValue = () => {} }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState("");
  const [text, setText] = useState("");
  return (
    <form aria-label="search" onSubmit={(event) => event.preventDefault()}>
      <Combobox
        options={services}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        inputValue={text}
        onInputChange={setText}
        label="Service"
        name="service"
        inputName="query"
        placeholder="What can we help you with?"
        searchPlaceholder="Search for services..."
        emptyText="No service found."
      />
      <output data-testid="chosen">{value}</output>
    </form>
  );
}

const box = () => screen.getByRole("combobox", { name: "Service" });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const optionNames = () => screen.queryAllByRole("option").map((o) => o.textContent);

describe("filterOptions", () => {
  it("matches a case-insensitive substring of the label", () => {
    expect(filterOptions(services, "CLEAN").map((o) => o.value)).toEqual(["cleaning", "gutters"]);
    expect(filterOptions(services, "  ").length).toBe(services.length);
    expect(filterOptions(services, "xyz")).toEqual([]);
  });
});

describe("Combobox", () => {
  it("is a collapsed combobox with the hero placeholder", () => {
    render(<Hero />);
    expect(box().getAttribute("placeholder")).toBe("What can we help you with?");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().hasAttribute("aria-controls")).toBe(false);
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("typing opens the list filtered case-insensitively", () => {
    render(<Hero />);
    type("cLeAn");
    const list = screen.getByRole("listbox");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(box().getAttribute("aria-controls")).toBe(list.id);
    expect(list.className).toContain("max-h-[300px]");
    expect(optionNames()).toEqual(["House Cleaning", "Gutter cleaning"]);
    expect(box().getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[0]!.id);

    type("hv");
    expect(optionNames()).toEqual(["HVAC"]);
    expect(screen.queryByText("No service found.")).toBeNull();
  });

  it("shows the empty text when nothing matches", () => {
    render(<Hero />);
    type("roofing");
    expect(optionNames()).toEqual([]);
    expect(screen.getByText("No service found.")).toBeTruthy();
  });

  it("shows every option and the search placeholder when opened with the arrow key", () => {
    render(<Hero />);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(optionNames()).toEqual(services.map((s) => s.label));
    expect(box().getAttribute("placeholder")).toBe("Search for services...");
    fireEvent.keyDown(box(), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("choosing fills the box, records the value and closes; typing clears it", () => {
    const onValue = vi.fn();
    const { container } = render(<Hero onValue={onValue} />);
    type("plu");
    fireEvent.click(screen.getByRole("option", { name: "Plumbing" }));
    expect(onValue).toHaveBeenLastCalledWith("plumbing");
    expect((box() as HTMLInputElement).value).toBe("Plumbing");
    expect(screen.queryByRole("listbox")).toBeNull();
    const form = container.querySelector("form")!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ query: "Plumbing", service: "plumbing" });

    type("Plumbing x");
    expect(onValue).toHaveBeenLastCalledWith("");
    expect(screen.getByTestId("chosen").textContent).toBe("");
    expect(screen.getByText("No service found.")).toBeTruthy();
  });

  it("Enter picks the highlighted option with the keyboard", () => {
    render(<Hero />);
    type("elec");
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(screen.getByTestId("chosen").textContent).toBe("electrical");
    expect((box() as HTMLInputElement).value).toBe("Electrical");
  });

  it("arrow keys move the active option; Enter submits only when nothing is to be picked", () => {
    render(<Hero />);
    const options = () => screen.getAllByRole("option");
    type("c");
    expect(optionNames()).toEqual(["HVAC", "Electrical", "House Cleaning", "Gutter cleaning"]);
    expect(box().getAttribute("aria-activedescendant")).toBe(options()[0]!.id);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(box().getAttribute("aria-activedescendant")).toBe(options()[2]!.id);
    expect(options()[2]!.getAttribute("aria-selected")).toBe("true");
    expect(fireEvent.keyDown(box(), { key: "Enter" })).toBe(false); // picked, not submitted
    expect(screen.getByTestId("chosen").textContent).toBe("cleaning");
    expect(box().hasAttribute("aria-activedescendant")).toBe(false);
    expect(fireEvent.keyDown(box(), { key: "Enter" })).toBe(true); // list closed: the form may submit
    type("zzz");
    expect(fireEvent.keyDown(box(), { key: "Enter" })).toBe(true); // nothing matches: free text submits
  });

  it("server-renders a plain named text box (posts free text without JS) and the hidden value", () => {
    const html = renderToString(<Combobox options={services} defaultValue="hvac" label="Service" name="service" inputName="query" />);
    const box = html.match(/<input[^>]*role="combobox"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('name="query"');
    expect(box).toContain('value="HVAC"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('<input type="hidden" name="service" value="hvac"/>');
    expect(html).not.toContain('role="listbox"');
  });

  it("works uncontrolled too", () => {
    render(<Combobox options={services} label="Service" emptyText="None" />);
    type("GUTTER");
    expect(optionNames()).toEqual(["Gutter cleaning"]);
    fireEvent.click(screen.getByRole("option", { name: "Gutter cleaning" }));
    expect((box() as HTMLInputElement).value).toBe("Gutter cleaning");
  });
});
