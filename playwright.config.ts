import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on a fresh embedded database in a temporary folder.
    command: "node scripts/e2e-server.js",
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), LOG_LEVEL: "warn" },
  },
});
