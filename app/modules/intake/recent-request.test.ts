import { describe, expect, it } from "vitest";
import {
  loadRecentRequest,
  parseRecentRequest,
  RECENT_REQUEST_KEY,
  RECENT_REQUEST_MAX_AGE_MS,
  forgetRecentRequest,
  saveRecentRequest,
} from "./recent-request";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("recent request", () => {
  const now = 1_700_000_000_000;

  it("round-trips a saved request", () => {
    const storage = memoryStorage();
    saveRecentRequest(storage, { category: "HVAC", route: "/service-questionnaire/hvac" }, now);
    expect(loadRecentRequest(storage, now + 1000)).toEqual({
      category: "HVAC",
      route: "/service-questionnaire/hvac",
      timestamp: now,
    });
  });

  it("hides a request older than 7 days but keeps it stored", () => {
    const storage = memoryStorage();
    saveRecentRequest(storage, { category: "HVAC", route: "/x" }, now);
    expect(loadRecentRequest(storage, now + RECENT_REQUEST_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(RECENT_REQUEST_KEY)).not.toBeNull();
  });

  it("removes corrupt data", () => {
    const storage = memoryStorage({ [RECENT_REQUEST_KEY]: "{not json" });
    expect(loadRecentRequest(storage, now)).toBeNull();
    expect(storage.getItem(RECENT_REQUEST_KEY)).toBeNull();
  });

  it("rejects routes that leave the site and missing fields", () => {
    expect(parseRecentRequest(JSON.stringify({ category: "x", route: "//evil.test", timestamp: now }))).toBeNull();
    expect(parseRecentRequest(JSON.stringify({ category: "x", route: "https://evil.test", timestamp: now }))).toBeNull();
    expect(parseRecentRequest(JSON.stringify({ category: "x", route: "/\\evil.test", timestamp: now }))).toBeNull();
    expect(parseRecentRequest(JSON.stringify({ category: "", route: "/a", timestamp: now }))).toBeNull();
    expect(parseRecentRequest(JSON.stringify({ category: "x", route: "/a", timestamp: "1" }))).toBeNull();
  });
});

it("forgets the saved request once it was sent, and leaves other keys alone", () => {
  const storage = memoryStorage({ other: "kept" });
  saveRecentRequest(storage, { category: "HVAC", route: "/budget-range?zip=43215&service=hvac" });
  expect(loadRecentRequest(storage)).not.toBeNull();
  forgetRecentRequest(storage);
  expect(loadRecentRequest(storage)).toBeNull();
  expect(storage.getItem("other")).toBe("kept");
});
