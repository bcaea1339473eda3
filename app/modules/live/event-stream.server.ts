/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Opened streams, so a stopping process can end them instead of waiting for every browser to leave. */
const open = new Set<() => void>();

/**
 * A text/event-stream response that lives until the browser leaves (`signal`)
 * or the process stops (`endLiveStreams`): `start` begins sending and returns
 * its own stop. Private and never stored or transformed (compression would
 * hold the events back).
 */
export function liveEventStream(signal: AbortSignal, start: (send: (event: string, data: unknown) => void) => () => void): Response {
  const encoder = new TextEncoder();
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const stop = start((event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      const heartbeat = setInterval(() => write(": still here\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      finish = () => {
        if (!open.delete(finish)) return;
        clearInterval(heartbeat);
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the browser's leaving.
        }
      };
      open.add(finish);
      signal.addEventListener("abort", finish, { once: true });
      // How long a browser waits before reconnecting after a lost stream, then the first event.
      write("retry: 3000\nevent: ready\ndata: {}\n\n");
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** Ends every open stream (the process is stopping); browsers reconnect to another process. */
export function endLiveStreams(): void {
  for (const finish of [...open]) finish();
}

/** Streams open in this process. */
export function openLiveStreams(): number {
  return open.size;
}
