import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { startWokenLoop } from "./woken-loop.server";

describe("startWokenLoop", () => {
  it("runs a wake that came from inside a request as part of the loop, not of that request", async () => {
    // Stands for the logger's request scope and the tracer's context, both AsyncLocalStorage stores.
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    let wake: () => void = () => {};
    const stop = await startWokenLoop({
      channel: "test",
      intervalMs: 60_000,
      listen: async (_channel, handler) => {
        wake = handler;
        return async () => {};
      },
      run: async () => {
        seen.push(request.getStore());
        return false;
      },
    });
    // The first run starts at once; a NOTIFY heard while a request commits wakes the next.
    await new Promise((resolve) => setTimeout(resolve, 10));
    request.run("request-1234", () => wake());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(seen).toEqual([undefined, undefined]);
  });
});
