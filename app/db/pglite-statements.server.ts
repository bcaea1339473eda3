import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Named prepared statements on PGlite, one per statement text, through its public protocol API (`execProtocol`,
 * `protocol.serialize`, `parse`). PGlite's own `query` sends every call as the unnamed statement: parsed, described
 * and planned again, in six calls into its WebAssembly. A signed-in page's reads took 0.5 to 2 ms each that way
 * and 0.15 to 0.3 ms as named statements run again (docs/decisions/081). Statement names are per connection, and
 * PGlite is one connection, so one cache per PGlite instance.
 *
 * The caller holds PGlite's lock on its connection (`runExclusive`), so no other statement runs between these
 * messages, and keeps other callers' transactions out (app/db/traced-drivers.server.ts).
 */
export class PgliteStatements {
  readonly #client: PGlite;
  readonly #limit: number;
  readonly #byText = new Map<string, { name: string; parameterTypes: number[] }>();

  constructor(client: PGlite, limit = STATEMENT_LIMIT) {
    this.#client = client;
    this.#limit = limit;
  }

  /** True when `run` takes this query: a data statement without PGlite's file options, while there is room. */
  takes(query: string, options?: QueryOptions): boolean {
    if (options?.blob || options?.onNotice || !DATA_STATEMENT.test(query)) return false;
    return this.#byText.has(key(query, options)) || this.#byText.size < this.#limit;
  }

  /** The query's answer, as PGlite's `query` gives it (the same parsers, row mode and serializers). */
  async run<T>(query: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const statement = await this.#prepared(query, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.#client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const message = joined([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: "P" }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const { messages } = await this.#client.execProtocol(message, { syncToFs: false });
    // The call's own parsers (Drizzle gives a few with every query) in front of the client's, which they fall back
    // to through the prototype: `parseResults` would copy all of the client's hundreds into a new object per call.
    if (!options?.parsers) return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
    const parsers: Parsers = Object.assign(Object.create(this.#client.parsers) as Parsers, options.parsers);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  async #prepared(query: string, options?: QueryOptions) {
    const textKey = key(query, options);
    const known = this.#byText.get(textKey);
    if (known) return known;
    statementCount += 1;
    const name = `pglite_${statementCount}`;
    const message = joined([
      protocol.serialize.parse({ name, text: query, types: options?.paramTypes }),
      protocol.serialize.describe({ type: "S", name }),
      protocol.serialize.sync(),
    ]);
    const { messages } = await this.#client.execProtocol(message, { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(textKey, statement);
    return statement;
  }
}

/** Names made in this process: unique on any connection (a test may give one PGlite two caches). */
let statementCount = 0;

/**
 * Distinct texts kept. The app's statements are a few hundred; a text built with its values in it would make a
 * statement per call, so past this many the rest go to PGlite's `query` as before.
 */
const STATEMENT_LIMIT = 2_000;

/**
 * Reads and writes only: they are what a server runs again and again. A migration's DDL runs once, and commands
 * such as LISTEN or SET keep PGlite's own handling.
 */
const DATA_STATEMENT = /^\s*\(*\s*(select|insert|update|delete|with)\b/i;

/** A client's parsers by type: what `parse.parseResults` takes. */
type Parsers = PGlite["parsers"];

function key(query: string, options?: QueryOptions): string {
  return options?.paramTypes?.length ? `${options.paramTypes.join(",")}|${query}` : query;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
