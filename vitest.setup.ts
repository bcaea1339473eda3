import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

// A console.error during a test is a failure (architecture convention 10):
// React warnings, failed hydration and swallowed errors all end up there.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
