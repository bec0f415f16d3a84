/**
 * The part of a person's copy that comes from other contexts' activity: her places and waiting
 * entries, her questionnaire answers, the e-mails sent to her, the log about her, her receipts.
 * Read-only, like data-export.collect.ts (issue #38).
 */
import { and, asc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  auditLog,
  mailOutbox,
  meetings,
  meetingSubscriptions,
  payments,
  surveyQuestions,
  surveyResponses,
  surveys,
  surveySessions,
  taxReceipts,
  workshops,
} from '../../../db/schema/index.ts';

/** Every column of a table but those named: the secrets stay home. */
export function columnsWithout<T extends PgTable>(table: T, ...left: (keyof T['_']['columns'])[]) {
  const columns = { ...getTableColumns(table) } as Record<string, unknown>;
  for (const name of left) delete columns[name as string];
  return columns as ReturnType<typeof getTableColumns<T>>;
}

/** A live link's token in a kept e-mail (password reset, invitation) is masked: 256-bit tokens are 43 characters. */
const maskTokens = (text: string) => text.replace(/[A-Za-z0-9_-]{40,}/g, '[lien masqué]');

export async function readAuditAboutHer(
  db: Db,
  personId: number,
  paymentIds: number[],
  proStatusIds: number[],
  substitutionIds: number[],
) {
  const about: SQL[] = [and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, personId))!];
  const owned: Array<[string, number[]]> = [
    ['payment', paymentIds],
    ['pro_status', proStatusIds],
    ['substitution', substitutionIds],
  ];
  for (const [entity, ids] of owned)
    if (ids.length > 0) about.push(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids))!);
  return db
    .select()
    .from(auditLog)
    .where(or(...about))
    .orderBy(asc(auditLog.id));
}

/** Her places (validated) and waiting entries, with the session and workshop they are in. */
export function readSubscriptions(db: Db, personId: number) {
  return db
    .select({
      ...columnsWithout(meetingSubscriptions),
      meetingStart: meetings.start,
      meetingEnd: meetings.end,
      meetingType: meetings.type,
      workshopId: workshops.id,
      workshopName: workshops.name,
    })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetingSubscriptions.userId, personId))
    .orderBy(asc(meetings.start), asc(meetingSubscriptions.id));
}

/** Her questionnaires, one row per answer, with the question as it was asked. */
export function readAnswers(db: Db, personId: number) {
  return db
    .select({
      surveySessionId: surveySessions.id,
      survey: surveys.title,
      version: surveySessions.version,
      fromRegistration: surveySessions.fromRegistration,
      answeredAt: surveySessions.createdAt,
      questionId: surveyQuestions.id,
      question: surveyQuestions.label,
      response: surveyResponses.response,
    })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .leftJoin(surveyResponses, eq(surveyResponses.surveySessionId, surveySessions.id))
    .leftJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.surveyQuestionId))
    .where(eq(surveySessions.userId, personId))
    .orderBy(asc(surveySessions.id), asc(surveyQuestions.position));
}

/** The e-mails written to her current address; links' tokens masked, attachments by name. */
export async function readMails(db: Db, email: string) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
  return rows.map(({ attachments, text, ...mail }) => ({
    ...mail,
    text: maskTokens(text),
    attachments: (attachments ?? []).map((file) => file.filename).join(', '),
  }));
}

/** Her tax receipts' PDFs as issued, added to the copy as they are. */
export async function findReceiptPdfs(db: Db, personId: number): Promise<Array<{ number: string; pdf: Buffer }>> {
  const rows = await db
    .select({ number: taxReceipts.number, pdf: taxReceipts.pdf })
    .from(taxReceipts)
    .innerJoin(payments, eq(payments.id, taxReceipts.paymentId))
    .where(eq(payments.userId, personId))
    .orderBy(asc(taxReceipts.paymentId));
  return rows.flatMap((row) => (row.pdf ? [{ number: row.number, pdf: row.pdf }] : []));
}
