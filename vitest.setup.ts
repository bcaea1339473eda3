import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from "vitest";

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

// Test files share a worker (vitest.config.ts): a file with a browser document starts on an empty one, with
// empty storage, and leaves no React tree mounted for the next file.
beforeAll(() => {
  if (typeof document === "undefined") return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
