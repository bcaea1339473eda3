/**
 * Runs `work` on every item, at most `limit` at a time, and resolves when all
 * are done: a batch of sends to one peer (SMTP, a push service, Twilio) goes
 * out in parallel without opening a connection per item at once. `work`
 * handles its own failures; a rejection rejects the whole.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
