import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import SlowFilesFirst from "./tests/support/slow-files-first";

/**
 * Test files that get a fresh module graph and globals of their own: settings read once per process
 * (DEMO_DATA set before the app loads) and a registered tracer provider.
 * Every other file shares its worker's loaded modules with the files before it (isolate: false), which saves
 * starting a process and importing the app again per file; those files leave no state behind them (each opens
 * its own database and closes it, and vitest.setup.ts empties a browser document between files).
 */
const ALL = ["*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];
const ISOLATED = [
  "app/routes/demo-data-off.integration.test.ts",
  // A global tracer provider: OpenTelemetry's API keeps the first tracer it hands a module for good.
  "app/routes/signed-in-queries.integration.test.ts",
  "app/modules/intake/lead-intake.server.integration.test.ts",
  "server/tracing.integration.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // One worker per core. Vitest's default leaves a core to its main process (cores - 1: one worker on a 2-core
    // machine), which has little to do here: the test files, not the reporting, take the time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./tests/support/database-templates.ts"],
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      { extends: true, test: { name: "shared", include: ALL, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
