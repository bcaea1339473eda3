import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A slow, loaded 2-core machine runs a page check and axe in 10 to 25 s (CI's measured figures); the limit
  // catches a test that hangs, not one that is slow.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace for every test costs about a sixth of the suite's time on this machine (measured on
    // leads and questionnaire: 3.9 against 3.4 minutes); a failure keeps its screenshot, and
    // `npx playwright test --trace on` records one when a failure needs it.
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on a fresh embedded database in a temporary folder.
    command: "node scripts/e2e-server.js",
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    // `npm test` starts this server beside the unit tests and says so (scripts/test-all.js); alone, Playwright starts it.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === "true",
    env: { PORT: String(PORT), LOG_LEVEL: "warn" },
    // Stopped with SIGTERM, not Playwright's default SIGKILL, so scripts/e2e-server.js removes its database folder
    // (about 60 MB in the system's temporary folder) as it exits.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
