import { createHash } from 'node:crypto';

type Preparable<R> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<R> } };

/**
 * Runs a query as a named prepared statement (ADR 017, 051): PostgreSQL parses it once per
 * connection and may reuse its plan, instead of parsing and planning it on every call. Used
 * for the lists and for the two reads behind every signed-in request. Named by its SQL text,
 * so two shapes of query never share a name.
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}
