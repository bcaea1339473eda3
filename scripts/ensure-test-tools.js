// Browser tests use Debian's Chromium, never a downloaded browser build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.error(
      `Chromium is needed for the browser tests but was not found at ${CHROMIUM}.\n` +
        "Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).",
    );
    process.exit(1);
  }
}
