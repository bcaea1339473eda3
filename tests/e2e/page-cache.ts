import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Asks for `path`, then for `again` (the same page unless told), until the second answer comes from the page
 * cache; returns the last pair. Specs run side by side: one that approves a pro or posts a review changes
 * content, which empties the whole cache (server/app.ts, `onContentChange`), and can do so between the two
 * requests; the pair is then asked again. A cache that never answers still fails here.
 */
export async function askTwiceForAHit(
  request: APIRequestContext,
  path: string,
  again: string = path,
): Promise<{ first: APIResponse; cached: APIResponse }> {
  let pair: { first: APIResponse; cached: APIResponse } | undefined;
  await expect(async () => {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const cached = await request.get(again);
    expect(cached.headers()["x-cache"]).toBe("hit");
    pair = { first, cached };
  }).toPass({ timeout: 15_000 });
  if (!pair) throw new Error(`no cached answer for ${again}`);
  return pair;
}
