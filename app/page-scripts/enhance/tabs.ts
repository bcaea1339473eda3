/**
 * WAI-ARIA tabs over server-rendered markup: a `role="tablist"` of
 * `role="tab"` buttons, each `aria-controls` its `role="tabpanel"`. Clicking
 * a tab or moving to it with the arrow keys, Home or End shows its panel
 * (automatic activation); only the selected tab is in the tab order.
 */
export function enhanceTabs(root: HTMLElement) {
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tablist"] [role="tab"]'));

  function select(selected: HTMLButtonElement) {
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute("aria-selected", String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      tab.dataset.state = isSelected ? "active" : "inactive";
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) {
        panel.hidden = !isSelected;
        panel.dataset.state = tab.dataset.state;
      }
    }
  }

  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const index = tabs.indexOf(tab);
      const target =
        event.key === "ArrowRight"
          ? tabs[(index + 1) % tabs.length]
          : event.key === "ArrowLeft"
            ? tabs[(index - 1 + tabs.length) % tabs.length]
            : event.key === "Home"
              ? tabs[0]
              : event.key === "End"
                ? tabs[tabs.length - 1]
                : undefined;
      if (!target) return;
      event.preventDefault();
      target.focus();
      select(target);
    });
  }
}
