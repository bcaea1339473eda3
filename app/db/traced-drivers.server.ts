import { Mutex, PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { context } from "@opentelemetry/api";
import pg from "pg";
import { PgliteStatements } from "./pglite-statements.server";
import { endedWith, endQuerySpan, inQuerySpan, startQuerySpan } from "~/lib/tracing.server";

/**
 * The two database drivers, each query in a span (app/lib/tracing.server.ts), through the drivers' public
 * extension points: pg's Pool takes the Client class it makes connections with, and PGlite is a class whose
 * `query`, `exec` and `transaction` are its API. With tracing off a query pays for
 * one no-op span and goes to the driver as it came.
 */

type QueryCallback = (error: Error | null, result?: unknown) => void;

/** A pg connection whose queries (promise or callback form, as the pool calls it) are spans. */
class TracedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const untraced = super.query.bind(this) as (...forwarded: unknown[]) => unknown;
    // pg's `query` has a dozen overloads; this one takes whichever was used and forwards it as it came.
    const traced = (...args: unknown[]): unknown => {
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: unknown } | null)?.text;
      // A Submittable (a cursor, a stream) reports through its own events: left untraced.
      if (typeof text !== "string" || typeof (first as { submit?: unknown }).submit === "function") return untraced(...args);
      const span = startQuerySpan(text);
      if (!span) return untraced(...args);
      const last = args.at(-1);
      if (typeof last !== "function") return endedWith(span, untraced(...args) as Promise<unknown>);
      // The callback form, as pg's pool calls it.
      const ended: QueryCallback = (error, result) => {
        endQuerySpan(span, error);
        (last as QueryCallback)(error, result);
      };
      return untraced(...args.slice(0, -1), ended);
    };
    this.query = traced as unknown as pg.Client["query"];
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * pg's pool, with traced connections. `pool.query` waits for a free connection through `connect`'s callback, which
 * the pool calls from whichever query released one: bound here to the caller's trace context, so a query's span
 * is its own request's child even when the pool was full.
 */
export class TracedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: TracedClient });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect();
    super.connect(context.bind(context.active(), callback));
  }
}

/**
 * PGlite with each query a span, a transaction's queries too; a read or write runs as a named prepared statement
 * (app/db/pglite-statements.server.ts). PGlite's `query` would wait for any open transaction to end; a named
 * statement outside a transaction waits the same way for this class's transactions (every transaction on this
 * client is one: Drizzle's, the migrator's), then takes PGlite's own lock on its connection (`runExclusive`).
 */
export class TracedPGlite extends PGlite {
  readonly #statements = new PgliteStatements(this);
  /** Held for the whole of each transaction opened through `transaction`. */
  readonly #transactions = new Mutex();

  /** As PGlite.create: opened and ready. */
  static async open(options: PGliteOptions): Promise<TracedPGlite> {
    const client = new TracedPGlite(options);
    await client.waitReady;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#statements.takes(query, options)) return inQuerySpan(query, () => super.query<T>(query, params, options));
    return inQuerySpan(query, () =>
      this.#transactions.runExclusive(async () => {
        const result = await this.runExclusive(() => this.#statements.run<T>(query, params, options));
        // As PGlite's `query` does after a statement outside a transaction.
        await this.syncToFs();
        return result;
      }),
    );
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return inQuerySpan(query, () => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transactions.runExclusive(() => super.transaction((tx) => callback(this.#traced(tx))));
  }

  #traced(tx: Transaction): Transaction {
    const statements = this.#statements;
    return {
      query: (query, params, options) =>
        inQuerySpan(query, async () => {
          if (!statements.takes(query, options)) return tx.query(query, params, options);
          // PGlite's own check: a statement on a transaction already ended throws.
          if (tx.closed) throw new Error("Transaction is closed");
          return this.runExclusive(() => statements.run(query, params, options));
        }),
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (query, options) => inQuerySpan(query, () => tx.exec(query, options)),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }
}
