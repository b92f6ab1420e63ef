import {
  PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  parse,
  protocol,
} from '@electric-sql/pglite';

type Statement = { name: string; parameterTypes?: number[] };
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const { serialize } = protocol;

/**
 * A Bind message for `statement` (the unnamed portal; every value and result as text), byte for
 * byte as PGlite's own `serialize.bind` writes it. PGlite's writer measures every string's UTF-8
 * length in a JavaScript loop and grows its buffer by copying: ~5.5 ms for a batch's 150
 * messages (490 KB) against ~0.3 ms with Buffer's native encoder.
 */
export function bindMessage(statement: string, values: readonly (string | null)[]): Buffer {
  const encoded = values.map((value) => (value === null ? null : Buffer.from(value, 'utf8')));
  const name = Buffer.from(statement, 'utf8');
  // Length; portal '' and the statement's name, each ending in 0; one format code a value (0:
  // text); the values, each with its length (-1: NULL); no result format codes (all text).
  let length = 4 + 1 + name.length + 1 + 2 + 2 * values.length + 2 + 2;
  for (const bytes of encoded) length += 4 + (bytes?.length ?? 0);
  const message = Buffer.allocUnsafe(1 + length);
  let at = message.writeUInt8(0x42, 0);
  at = message.writeInt32BE(length, at);
  at = message.writeUInt8(0, at);
  at += name.copy(message, at);
  at = message.writeUInt8(0, at);
  at = message.writeUInt16BE(values.length, at);
  message.fill(0, at, at + 2 * values.length);
  at += 2 * values.length;
  at = message.writeUInt16BE(values.length, at);
  for (const bytes of encoded) {
    at = message.writeInt32BE(bytes ? bytes.length : -1, at);
    if (bytes) at += bytes.copy(message, at);
  }
  message.writeUInt16BE(0, at);
  return message;
}

/** COPY through PGlite's virtual `/dev/blob` file: PGlite's own `query` handles its file. */
const usesBlob = (text: string, options: QueryOptions | undefined) =>
  options?.blob !== undefined || text.includes('/dev/blob');

/**
 * PGlite that talks to its WebAssembly backend the way PostgreSQL's driver talks to a server
 * (decisions 057 and 059). PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute
 * and Sync as six separate calls into the WebAssembly, and merges its table of ~320 type parsers
 * with the caller's overrides on every run (~100–150 µs, and drizzle builds new overrides for
 * every statement it has not prepared). Here:
 * - a statement passed to `reuseParsed` (the app's hot paths) is parsed once under a name; later
 *   runs bind and execute it in one call;
 * - any other statement takes two calls (Parse, Describe, Sync; then Bind, Describe, Execute,
 *   Sync), inside a transaction too;
 * - the caller's parsers are laid over PGlite's instead of copied into a new table.
 *
 * A statement outside a transaction waits for the transaction in progress, as PGlite's `query`
 * does, so it never joins one. A COPY to or from PGlite's `/dev/blob` runs as PGlite runs it,
 * as do `exec` and `sql`.
 */
export class NamedStatementsPGlite extends PGlite {
  readonly #statements = new Map<string, Statement>();
  /** The caller's parsers over PGlite's, by the overrides' object (drizzle's prepared queries keep theirs). */
  readonly #layeredParsers = new WeakMap<object, PGlite['parsers']>();

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
    if (usesBlob(text, options)) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      const result = await this.#run<T>(text, params, options);
      await this.syncToFs();
      return result;
    });
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#within(tx)));
  }

  /**
   * PGlite's transaction with its `query` run here. PGlite holds the transaction's turn while
   * the callback runs, and writes to the file system once, after COMMIT.
   */
  #within(tx: Transaction): Transaction {
    const run = this.#run.bind(this);
    return {
      query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        if (usesBlob(text, options)) return tx.query<T>(text, params, options);
        return run<T>(text, params, options);
      },
      sql: (strings, ...params) => tx.sql(strings, ...params),
      exec: (text, options) => tx.exec(text, options),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  /** One statement, in the backend's turn; PGlite's own errors carry the statement, as its `query` adds them. */
  #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      try {
        const statement = this.#statements.get(text) ?? { name: '' };
        if (!statement.parameterTypes || statement.name === '') {
          const described = await this.#exchange(options, [
            // Closing first makes a named statement safe to parse again should an earlier
            // first run have failed; the unnamed one is replaced by each Parse.
            ...(statement.name ? [serialize.close({ type: 'S', name: statement.name })] : []),
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
          bindMessage(statement.name, values),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        // PGlite's own shaping of an answer: rows (objects or arrays), fields, affected rows.
        const rowMode = options?.rowMode ? { rowMode: options.rowMode } : undefined;
        return parse.parseResults(
          answer,
          this.#parsersWith(options?.parsers),
          rowMode,
        )[0] as Results<T>;
      } catch (error) {
        if (error instanceof Error && 'code' in error) {
          Object.assign(error, { query: text, params, queryOptions: options });
        }
        throw error;
      }
    });
  }

  #parsersWith(overrides: QueryOptions['parsers']): PGlite['parsers'] {
    if (!overrides) return this.parsers;
    let layered = this.#layeredParsers.get(overrides);
    if (!layered) {
      layered = Object.assign(Object.create(this.parsers) as PGlite['parsers'], overrides);
      this.#layeredParsers.set(overrides, layered);
    }
    return layered;
  }

  /** One call into the WebAssembly; the trailing Sync ends it even when a message fails. */
  #exchange(options: QueryOptions | undefined, parts: Uint8Array[]): Promise<BackendMessage[]> {
    const onNotice = options?.onNotice;
    return this.execProtocolStream(Buffer.concat(parts), { syncToFs: false, onNotice });
  }
}
