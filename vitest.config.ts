import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test files that get a fresh module graph and globals of their own: a browser document (jsdom) with the
 * listeners its page scripts attach, and settings read once per process (DEMO_DATA set before the app loads).
 * Every other file shares its worker's loaded modules with the files before it (isolate: false), which saves
 * starting a process and importing the app again per file; those files leave no state behind them (each opens
 * its own database and closes it).
 */
const ALL = ["*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];
const ISOLATED = ["app/routes/demo-data-off.integration.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./tests/support/database-templates.ts"],
    projects: [
      { extends: true, test: { name: "shared", include: ALL, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
