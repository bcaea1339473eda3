import { AsyncResource } from "node:async_hooks";
/** Subscribes a handler to a PostgreSQL NOTIFY channel; resolves, once listening, to an unsubscribe function. */
export type ListenTo = (channel: string, handler: () => void) => Promise<() => Promise<void>>;

/**
 * A background job (the outbox's and the texts' workers) that runs as soon as
 * its channel is notified, which PostgreSQL does when the writing transaction
 * commits, and every `intervalMs` as well: the poll catches retries that fall
 * due and anything a lost connection missed. `run` returns true when it should
 * run again at once (a full batch). Runs never overlap; a wake during a run
 * makes another follow it. Resolves, once listening, to a stop function that
 * waits for the current run. `run` must not throw (it logs its own failures).
 */
export async function startWokenLoop(options: {
  run: () => Promise<boolean>;
  intervalMs: number;
  /** Without them the loop only polls (the held requests' sweep: nothing notifies when a wait ends). */
  listen?: ListenTo;
  channel?: string;
}): Promise<() => Promise<void>> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;

  const runUntilDone = async () => {
    while ((await options.run()) && !stopped);
  };
  // Bound to where the loop started (boot): a wake from a request's NOTIFY (PGlite notifies in the writer's
  // process) must not make this run, and every timer after it, part of that request's logs and trace.
  const tick = AsyncResource.bind(() => {
    if (stopped) return;
    if (running) {
      // Rows committed after this run read its batch would otherwise wait for the poll.
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = runUntilDone().then(() => {
      running = null;
      if (stopped) return;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        tick();
        return;
      }
      timer = setTimeout(tick, options.intervalMs);
      timer.unref();
    });
  });
  const unlisten = options.listen && options.channel ? await options.listen(options.channel, tick) : null;
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await unlisten?.();
    await running;
  };
}
