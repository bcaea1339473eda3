import { describe, expect, it } from "vitest";
import { eachLimited } from "./each-limited";

describe("eachLimited", () => {
  it("does every item once, never more than the limit at a time", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("does nothing for no items", async () => {
    let calls = 0;
    await eachLimited([], 4, async () => {
      calls += 1;
    });
    expect(calls).toBe(0);
  });
});
