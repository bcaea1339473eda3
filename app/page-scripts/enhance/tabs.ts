/**
 * WAI-ARIA tabs over server-rendered groups. Without JavaScript every
 * `[data-tab-panel]` shows under its own `[data-tab-heading]` and the
 * `role="tablist"` is hidden (decision 012). This shows the tab list, makes
 * each panel a `role="tabpanel"` labelled by the tab whose `aria-controls`
 * names it, keeps the headings for screen readers only (the tabs now say the
 * same), and selects the first tab. Clicking a tab or moving to it with the
 * arrow keys, Home or End shows its panel (automatic activation); only the
 * selected tab is in the tab order.
 */
export function enhanceTabs(root: HTMLElement) {
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tablist"] [role="tab"]'));
  if (!tablist || tabs.length === 0) return;
  const panelOf = (tab: HTMLButtonElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  for (const tab of tabs) {
    const panel = panelOf(tab);
    if (!panel) continue;
    panel.setAttribute("role", "tabpanel");
    panel.setAttribute("aria-labelledby", tab.id);
    panel.tabIndex = 0;
    panel.querySelector<HTMLElement>("[data-tab-heading]")?.classList.add("sr-only");
  }

  function select(selected: HTMLButtonElement) {
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute("aria-selected", String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      tab.dataset.state = isSelected ? "active" : "inactive";
      const panel = panelOf(tab);
      if (panel) panel.hidden = !isSelected;
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

  select(tabs[0]!);
  tablist.hidden = false;
}
