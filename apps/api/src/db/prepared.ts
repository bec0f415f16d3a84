import { createHash } from 'node:crypto';
import { and, Column, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A value given when the statement runs (drizzle's placeholder), in place of a literal. */
export const param = sql.placeholder;

type Values = Record<string, unknown>;
export type Built<R> = { prepare(name: string): { execute(values?: Values): Promise<R> } };

const names = new Set<string>();
const builtFor = new WeakMap<Db, Map<string, { execute(values?: Values): Promise<unknown> }>>();

/**
 * A query of one shape, written once with `param('…')` where its values go, and run as the
 * named prepared statement `name` (ADR 055): drizzle builds its SQL once per database
 * handle, PostgreSQL parses it once per connection. Building a query with drizzle costs more
 * than running a short one, so the reads behind every request are declared this way.
 * Dates are given as ISO strings and id lists as arrays (`= any(param('ids'))`).
 */
export function preparedQuery<R, V extends Values = Values>(name: string, build: (db: Db) => Built<R>) {
  if (names.has(name)) throw new Error(`prepared statement ${name} declared twice`);
  names.add(name);
  return (db: Db, values: V): Promise<R> => {
    let built = builtFor.get(db);
    if (!built) builtFor.set(db, (built = new Map()));
    let statement = built.get(name);
    if (!statement) built.set(name, (statement = build(db).prepare(name)));
    return statement.execute(values) as Promise<R>;
  };
}

/**
 * Conditions written with `param(name)`, collected with their values. `shape` names which
 * conditions are present (and any choice that changes the SQL text): calls of the same shape
 * share one prepared statement (`preparedShapes`).
 */
export class Conditions {
  readonly list: SQL[] = [];
  readonly values: Values = {};
  private readonly names: string[] = [];

  /** Adds `condition` under `name` when `value` is given; `param(name)` inside it reads `value`. */
  add(name: string, value: unknown, condition: () => SQL | undefined): this {
    if (value === undefined) return this;
    const built = condition();
    if (built === undefined) return this;
    this.list.push(built);
    this.names.push(name);
    return this.value(name, value);
  }

  /**
   * A condition whose SQL text depends only on `name`, with the values its parameters read
   * (none, or those of the conditions it was built from).
   */
  always(name: string, condition: SQL, values: Values = {}): this {
    this.list.push(condition);
    this.names.push(name);
    Object.assign(this.values, values);
    return this;
  }

  /** A value read by `param(name)` somewhere in the statement, outside the conditions. */
  value(name: string, value: unknown): this {
    this.values[name] = value instanceof Date ? value.toISOString() : value;
    return this;
  }

  get shape(): string {
    return this.names.join(',');
  }

  get where(): SQL | undefined {
    return and(...this.list);
  }
}

const checkShapes = process.env.NODE_ENV === 'test';

/**
 * A query whose SQL text follows the call (filters present, sort chosen): built and prepared
 * once per `shape`, then run with the call's values. `shape` must name everything that
 * changes the text; in tests each call builds the text again and compares it, with any value
 * written into it (a wrong shape fails loudly there rather than running another call's statement).
 */
export function preparedShapes<A, R>(
  name: string,
  build: (db: Db, args: A) => Built<R> & { toSQL(): { sql: string; params: unknown[] } },
) {
  const byShape = new Map<string, { run: (db: Db, values: Values) => Promise<R>; text: string }>();
  // The SQL and the values written into it: a value that is not a parameter must not vary within a shape.
  const textOf = (db: Db, args: A) => JSON.stringify(build(db, args).toSQL());
  return (db: Db, shape: string, args: A, values: Values): Promise<R> => {
    let statement = byShape.get(shape);
    if (!statement) {
      const statementName = `${name}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
      statement = {
        run: preparedQuery(statementName, (handle) => build(handle, args)),
        text: checkShapes ? textOf(db, args) : '',
      };
      byShape.set(shape, statement);
    } else if (checkShapes && textOf(db, args) !== statement.text) {
      throw new Error(`${name}: two queries of shape « ${shape} » differ`);
    }
    return statement.run(db, values);
  };
}

// The app's naming (client.ts), for the columns a statement takes from the schema.
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement written in SQL (`sql\`…\``, with `param(…)` for its values) in the form the
 * prepared helpers take: its rows come back as objects, column names as written.
 */
export function rawStatement<Row>(db: Db, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return {
    toSQL: () => query,
    prepare: (name: string) => {
      const prepared = db._.session.prepareQuery(query, undefined, name, false);
      return { execute: async (values?: Values) => ((await prepared.execute(values)) as { rows: Row[] }).rows };
    },
  };
}

/** An instant as the API writes it (`toISOString`), made in SQL: no date parsing per row. */
export const isoText = (instant: SQLWrapper) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Decoder = (value: unknown) => unknown;
// What `mapWith` sets on a drizzle `sql` (not in its public types).
const decoderOf = (field: SQL) =>
  (field as unknown as { decoder: { mapFromDriverValue: Decoder } }).decoder.mapFromDriverValue;
const noDecoder = decoderOf(sql``);

/**
 * Reads the values of a row given as an array, from `offset` on, as the fields of `fields`
 * (columns or `sql` with `mapWith`), in their order: what drizzle does for each row, without
 * its per-field type checks, which cost more than the decoding on a list's page.
 */
export function rowReader<T>(fields: Record<string, Column | SQL>): (values: unknown[], offset?: number) => T {
  const keys = Object.keys(fields);
  const decoders: (Decoder | null)[] = Object.values(fields).map((field) => {
    if (is(field, Column))
      return field.mapFromDriverValue === Column.prototype.mapFromDriverValue
        ? null
        : (value) => field.mapFromDriverValue(value);
    const decode = decoderOf(field);
    return decode === noDecoder ? null : decode;
  });
  return (values, offset = 0) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = values[offset + i];
      const decode = decoders[i];
      row[keys[i]!] = value === null || value === undefined || !decode ? (value ?? null) : decode(value);
    }
    return row as T;
  };
}

/**
 * A statement (a drizzle query's `getSQL()`, or `sql\`…\``) in the form the prepared helpers
 * take, its rows read as arrays by `readRow`.
 */
export function arrayStatement<Row>(db: Db, statement: SQL, readRow: (values: unknown[]) => Row) {
  const query = dialect.sqlToQuery(statement);
  return {
    toSQL: () => query,
    prepare: (name: string) => {
      const prepared = db._.session.prepareQuery(query, undefined, name, true, (rows: unknown[]) =>
        (rows as unknown[][]).map(readRow),
      );
      return { execute: (values?: Values) => prepared.execute(values) as Promise<Row[]> };
    },
  };
}

/**
 * A statement of one shape that runs on handles made for each call, as a transaction's are:
 * drizzle builds its SQL once (with the first handle), and each call only binds that text to
 * the handle it is given. `build` writes it (a drizzle query's `getSQL()`, or `sql\`…\``) with
 * `param(…)` for its values; rows are read as arrays by `readRow`, else come back as objects.
 */
export function boundStatement<Row>(name: string, build: (db: Db) => SQL, readRow?: (values: unknown[]) => Row) {
  if (names.has(name)) throw new Error(`prepared statement ${name} declared twice`);
  names.add(name);
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db: Db, values: Values): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(db));
    if (!readRow)
      return ((await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] }).rows;
    const readRows = (rows: unknown[]) => (rows as unknown[][]).map(readRow);
    return db._.session.prepareQuery(query, undefined, name, true, readRows).execute(values) as Promise<Row[]>;
  };
}
