import { describe, expect, it } from "vitest";
import { endLiveStreams, liveEventStream, openLiveStreams } from "./event-stream.server";

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, seen = { value: "" }) {
  const decoder = new TextDecoder();
  while (!seen.value.includes(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    seen.value += decoder.decode(value);
  }
  return seen.value;
}

describe("liveEventStream", () => {
  it("is a private, untransformed event stream: ready first, then each event, until the browser leaves", async () => {
    const leave = new AbortController();
    let send: (event: string, data: unknown) => void = () => {};
    let stopped = 0;
    const response = liveEventStream(leave.signal, (sender) => {
      send = sender;
      return () => {
        stopped += 1;
      };
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const reader = response.body!.getReader();
    expect(await readUntil(reader, "\n\n")).toBe("retry: 3000\nevent: ready\ndata: {}\n\n");
    send("change", { kind: "lead" });
    expect(await readUntil(reader, "lead")).toContain('event: change\ndata: {"kind":"lead"}\n\n');
    expect(openLiveStreams()).toBe(1);
    leave.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(stopped).toBe(1);
    expect(openLiveStreams()).toBe(0);
  });

  it("ends every open stream when the process stops", async () => {
    const responses = [liveEventStream(new AbortController().signal, () => () => {}), liveEventStream(new AbortController().signal, () => () => {})];
    expect(openLiveStreams()).toBe(2);
    endLiveStreams();
    expect(openLiveStreams()).toBe(0);
    for (const response of responses) {
      const reader = response.body!.getReader();
      await readUntil(reader, "never");
      expect(await reader.read()).toEqual({ done: true, value: undefined });
    }
  });
});
