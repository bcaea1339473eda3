import { describe, expect, it } from "vitest";
import type { NotifyHandler } from "~/db/notify-listener.server";
import { CONTENT_CHANNEL, checkContentVersions, followContentVersions, onContentChange } from "./content-versions.server";

/** A stand-in database whose reads of the counters are answered by the test, one at a time. */
function counters() {
  const pending: ((rows: { key: string; version: string }[]) => void)[] = [];
  return {
    db: { execute: () => new Promise((resolve) => pending.push((rows) => resolve({ rows }))) } as never,
    reads: () => pending.length,
    answer(index: number, versions: Record<string, number>) {
      pending[index]!(Object.entries(versions).map(([key, version]) => ({ key, version: String(version) })));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("following the content versions' notifications", () => {
  it("reads the counters on a notification, and again after a read that was already running when one came", async () => {
    const database = counters();
    let handler: NotifyHandler = () => {};
    let channel = "";
    const changes: (readonly string[])[] = [];
    const stopChanges = onContentChange((changed) => changes.push(changed));
    await followContentVersions(database.db, async (name, heard) => {
      channel = name;
      handler = heard;
      return async () => {};
    });
    expect(channel).toBe(CONTENT_CHANNEL);

    // The baseline.
    const baseline = checkContentVersions(database.db);
    database.answer(0, { deals: 1, reviews: 1 });
    await baseline;

    handler("deals");
    expect(database.reads()).toBe(2);
    // A second notification while that read runs: the read may have started before its commit.
    handler("reviews");
    expect(database.reads()).toBe(2);
    database.answer(1, { deals: 2, reviews: 1 });
    await settle();
    expect(changes).toEqual([["deals"]]);
    expect(database.reads()).toBe(3);
    database.answer(2, { deals: 2, reviews: 2 });
    await settle();
    expect(changes).toEqual([["deals"], ["reviews"]]);

    // After the listening connection came back (null): a read, which finds nothing new.
    handler(null);
    expect(database.reads()).toBe(4);
    database.answer(3, { deals: 2, reviews: 2 });
    await settle();
    expect(changes).toEqual([["deals"], ["reviews"]]);
    stopChanges();
  });
});
