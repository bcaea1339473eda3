/**
 * Debian's Chromium, as every browser run here starts it (e2e, Lighthouse, the
 * fault scenarios' portal check): never a downloaded browser build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
