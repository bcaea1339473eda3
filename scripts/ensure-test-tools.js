// The browser tests need Debian's headless shell of Chromium, and its whole
// browser for the push spec (never a downloaded browser build; scripts/chromium.ts),
// and the HTML validity check needs Java for the Nu Html Checker (vnu-jar).
// Run as root, this installs the Debian package of whichever is missing;
// otherwise it names the command to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const JAVA = process.env.JAVA_PATH || "java";

const tools = [
  {
    name: "Chromium's headless shell",
    usedBy: "the browser tests",
    found: () => existsSync(HEADLESS_SHELL),
    debianPackage: "chromium-headless-shell",
    override: "CHROMIUM_HEADLESS_SHELL_PATH",
  },
  {
    name: "Chromium",
    usedBy: "the push spec (tests/e2e/speed-to-lead.spec.ts)",
    found: () => existsSync(CHROMIUM),
    debianPackage: "chromium",
    override: "CHROMIUM_PATH",
  },
  {
    name: "Java",
    usedBy: "the HTML validity check (tests/e2e/html-validity.spec.ts)",
    found: () => spawnSync(JAVA, ["-version"], { stdio: "ignore" }).status === 0,
    debianPackage: "default-jre-headless",
    override: "JAVA_PATH",
  },
];

const missing = tools.filter((tool) => !tool.found());
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage);
  if (process.getuid?.() === 0) {
    console.log(`${missing.map((tool) => tool.name).join(" and ")} not found; installing Debian's ${packages.join(" ")}…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    for (const tool of missing) console.error(`${tool.name} is needed for ${tool.usedBy} but was not found (or set ${tool.override}).`);
    console.error(`Install it with: sudo apt-get install -y ${packages.join(" ")}`);
    process.exit(1);
  }
}
