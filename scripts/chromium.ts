/**
 * Debian's Chromium, as every browser run here starts it: never a downloaded browser build.
 * Lighthouse measures pages in the whole browser, as a visitor's would run them.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests and the fault scenarios' portal check drive Debian's headless shell of the same Chromium
 * (package chromium-headless-shell): the same engine without a browser's own interface, which Playwright also
 * picks for headless runs. The whole browser drew its interface for every page the tests opened.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags that keep Chromium quiet on a machine with no outside network (and let it run as root). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
