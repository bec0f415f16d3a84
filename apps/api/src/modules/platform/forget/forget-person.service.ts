/**
 * What the platform's own records forget of a person who deletes her account (issue #38, ADR
 * 077): the e-mails sent to her go; in the e-mails to others, the audit log and the jobs her
 * name, address and contact details are replaced; the sign-in throttling keyed on her address
 * goes. That an action happened stays, without her.
 */
import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { auditLog, jobs, mailOutbox, rateLimitHits } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';

/** What replaces her in the records that stay. */
export const FORGOTTEN = 'Compte supprimé';

export type ForgottenPerson = {
  id: number;
  email: string;
  /** What her row says now: the jobs' copies of her (`"firstname": …`) are made to say the same. */
  erased: { firstname: string; lastname: string; email: string };
  firstname: string;
  lastname: string;
  /** Her names as other records wrote them (« Prénom Nom », « NOM Prénom »…), her phone, street. */
  traces: string[];
};

/** `column` with every trace replaced, for text or (as its JSON text) jsonb. */
function replaced(column: AnyPgColumn, traces: string[], json: boolean): SQL {
  let value: SQL = json ? sql`${column}::text` : sql`${column}`;
  for (const trace of traces) {
    const written = json ? JSON.stringify(trace).slice(1, -1) : trace;
    value = sql`replace(${value}, ${written}, ${FORGOTTEN})`;
  }
  return json ? sql`(${value})::jsonb` : value;
}

const mentions = (column: AnyPgColumn, traces: string[], json = false) =>
  or(...traces.map((trace) => like(json ? sql`${column}::text` : column, `%${escapeLike(trace)}%`)))!;

export async function forgetPersonInPlatform(tx: Db, person: ForgottenPerson): Promise<void> {
  const traces = [...new Set([person.email, ...person.traces].filter((trace) => trace.trim().length >= 3))];
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, person.email));
  await tx
    .update(mailOutbox)
    .set({
      subject: replaced(mailOutbox.subject, traces, false),
      text: replaced(mailOutbox.text, traces, false),
      html: replaced(mailOutbox.html, traces, false),
    })
    .where(
      or(mentions(mailOutbox.subject, traces), mentions(mailOutbox.text, traces), mentions(mailOutbox.html, traces)),
    );
  // Her own page of the log: what was changed about her is her data.
  await tx
    .update(auditLog)
    .set({ label: FORGOTTEN, changes: {} })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, person.id)));
  await tx.update(auditLog).set({ actorName: FORGOTTEN }).where(eq(auditLog.actorId, person.id));
  await tx
    .update(auditLog)
    .set({ label: replaced(auditLog.label, traces, false), changes: replaced(auditLog.changes, traces, true) })
    .where(or(mentions(auditLog.label, traces), mentions(auditLog.changes, traces, true)));
  // A job's copy of her, field by field: a pending one then reaches the erased account, which gets nothing.
  const fields: [string, string][] = [
    [person.email, person.erased.email],
    [person.firstname, person.erased.firstname],
    [person.lastname, person.erased.lastname],
  ];
  let payload: SQL = sql`${jobs.payload}::text`;
  for (const [from, to] of fields) payload = sql`replace(${payload}, ${JSON.stringify(from)}, ${JSON.stringify(to)})`;
  await tx
    .update(jobs)
    .set({ payload: sql`(${payload})::jsonb` })
    .where(mentions(jobs.payload, [person.email], true));
  await tx
    .update(jobs)
    .set({ payload: replaced(jobs.payload, traces, true) })
    .where(mentions(jobs.payload, traces, true));
  await tx.delete(rateLimitHits).where(like(rateLimitHits.key, `%${escapeLike(person.email)}%`));
}
