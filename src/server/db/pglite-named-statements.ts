import { PGlite, type QueryOptions, type Results, parse, protocol } from '@electric-sql/pglite';

type Statement = { name: string; parameterTypes?: number[] };
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const { serialize } = protocol;

/**
 * PGlite that parses the app's named statements once, as PostgreSQL's driver does on each
 * connection (decision 057). PGlite's own `query` sends Parse, Describe, Bind, Describe and
 * Execute, each a separate call into its WebAssembly, and the server parses and plans the text
 * every time: for the quote POST's three-row insert that is about half of its cost (~1,200 µs
 * against ~650 µs for the same statement parsed once). A statement passed to `reuseParsed` is
 * parsed under a name on its first run; later runs bind and execute it in one call.
 *
 * Everything else runs as PGlite runs it: other statements, and every statement of a transaction
 * (a transaction's queries go through its own object, not through this `query`). A named run
 * waits for the transaction in progress, as PGlite's `query` does, so it never joins one.
 */
export class NamedStatementsPGlite extends PGlite {
  readonly #statements = new Map<string, Statement>();
  /**
   * PGlite's parsers with a caller's overrides, by the overrides' object. PGlite merges them on
   * every query, and its table (one parser per type and array type) makes that ~150 µs a call;
   * drizzle passes the same overrides object for every run of a statement.
   */
  readonly #mergedParsers = new WeakMap<object, PGlite['parsers']>();

  /** Runs `text` as a named statement from now on (drizzle's `.prepare(name)` reports it). */
  reuseParsed(text: string): void {
    if (!this.#statements.has(text)) {
      this.#statements.set(text, { name: `app_${this.#statements.size + 1}` });
    }
  }

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const statement = this.#statements.get(text);
    if (!statement || options?.blob) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          return await this.#runNamed<T>(statement, text, params, options);
        } catch (error) {
          // PGlite's own errors carry the statement, as its `query` adds them.
          if (error instanceof Error && 'code' in error) {
            Object.assign(error, { query: text, params, queryOptions: options });
          }
          throw error;
        }
      }),
    );
  }

  async #runNamed<T>(
    statement: Statement,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    if (!statement.parameterTypes) {
      const described = await this.#exchange(options, [
        // Closing first makes this safe to repeat should an earlier first run have failed.
        serialize.close({ type: 'S', name: statement.name }),
        serialize.parse({ name: statement.name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]);
      statement.parameterTypes = parse.parseDescribeStatementResults(described);
    }
    const types = statement.parameterTypes;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index]!;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await this.#exchange(options, [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    await this.syncToFs();
    // PGlite's own shaping of an answer: rows (objects or arrays), fields, affected rows.
    const rowMode = options?.rowMode ? { rowMode: options.rowMode } : undefined;
    return parse.parseResults(
      answer,
      this.#parsersWith(options?.parsers),
      rowMode,
    )[0] as Results<T>;
  }

  #parsersWith(overrides: QueryOptions['parsers']): PGlite['parsers'] {
    if (!overrides) return this.parsers;
    let merged = this.#mergedParsers.get(overrides);
    if (!merged) {
      merged = { ...this.parsers, ...overrides };
      this.#mergedParsers.set(overrides, merged);
    }
    return merged;
  }

  /** One call into the WebAssembly; the trailing Sync ends it even when a message fails. */
  #exchange(options: QueryOptions | undefined, parts: Uint8Array[]): Promise<BackendMessage[]> {
    const onNotice = options?.onNotice;
    return this.execProtocolStream(Buffer.concat(parts), { syncToFs: false, onNotice });
  }
}
