import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at once; past this the least recently used is closed. */
const KEPT = 300;

type Statement = { name: string; paramTypes: number[] };

/** Only the statements of the application's reads and writes are kept; DDL and the rest run as PGlite runs them. */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A statement with more values is a bulk write (the demo's seed, an import) whose text
 * follows its row count: kept, it would only hold PGlite's memory.
 */
const MOST_VALUES = 64;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite's query() names the statement and its values on a database error: the same here. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Runs statements as named prepared statements on PGlite, as PostgreSQL does for drizzle's
 * prepared queries (ADR 055, 096). PGlite's query() parses, analyses and plans each statement
 * again at every call, in six exchanges with the database; here a statement is parsed once,
 * then each call binds, executes and syncs in one exchange. Values and rows are converted by
 * PGlite's own serializers and parsers, errors are PGlite's: callers see the same results.
 */
export function statementRunner(client: PGlite) {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepare(query: string, options: QueryOptions | undefined): Promise<Statement> {
    const known = statements.get(query);
    if (known) {
      // Most recently used last: the first in the map is the one closed when full.
      statements.delete(query);
      statements.set(query, known);
      return known;
    }
    // Names are never reused: a statement whose closing was skipped (in a failed transaction) cannot clash.
    const name = `pglite_${++named}`;
    const parts = [
      serialize.parse({ name, text: query, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const oldest = statements.size >= KEPT ? statements.keys().next().value : undefined;
    if (oldest !== undefined) {
      parts.unshift(serialize.close({ type: 'S', name: statements.get(oldest)!.name }));
      statements.delete(oldest);
    }
    const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(query, statement);
    return statement;
  }

  async function execute<T>(query: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await prepare(query, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // The caller's parsers over PGlite's, without copying PGlite's few hundred into a new object at each call.
    const parsers = options?.parsers
      ? (Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers) as PGlite['parsers'])
      : client.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  const once = <T>(query: string, params: unknown[], options: QueryOptions | undefined) =>
    client
      .runExclusive(() => execute<T>(query, params, options))
      .catch((error: unknown) => {
        throw withQuery(error, query, params, options);
      });

  return {
    /** Whether `run` takes this statement; the others go to PGlite's query(). */
    takes: (query: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
      preparable.test(query) && (params?.length ?? 0) <= MOST_VALUES && !options?.blob,
    /** Alone, as query() runs it: after any transaction, and the files synced after. */
    alone: async <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      await client._checkReady();
      return client._runExclusiveTransaction(async () => {
        const result = await once<T>(query, params, options);
        await client.syncToFs();
        return result;
      });
    },
    /** Inside a transaction, as its own query() runs it: the statement lock only. */
    inTransaction: <T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      once<T>(query, params, options),
  };
}
