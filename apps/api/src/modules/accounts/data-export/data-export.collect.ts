/**
 * Everything the platform holds about one person, table by table, for her copy of her data
 * (issue #38). With data-export.activity.ts, the one place that reads other contexts' tables
 * for it, read-only, so that one list says what a copy holds. Secrets (password hash, token
 * hashes, stored file keys) never leave; a column that refers to a person is either read here
 * or named in `notExported` with the reason, which the tests check against the schema.
 */
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  auditLog,
  calendarFeeds,
  carerLinkRequests,
  dataExports,
  emailChanges,
  emailConfirmations,
  invitations,
  memberships,
  oauthAccessTokens,
  passwordResets,
  payments,
  proStatuses,
  sessionMailPreferences,
  substitutions,
  taxReceipts,
  users,
  workshopMembers,
  workshops,
} from '../../../db/schema/index.ts';
import {
  columnsWithout,
  readAnswers,
  readAuditAboutHer,
  readMails,
  readSubscriptions,
} from './data-export.activity.ts';

export type Row = Record<string, unknown>;
export type Person = { id: number; email: string };

/** One file of the copy: which table it comes from and by which of its columns it is hers. */
export type Section = {
  /** The CSV's name and the JSON key, in French. */
  file: string;
  table: string;
  /** The columns that point at her (snake_case); empty when she is reached through another row. */
  userColumns: string[];
  rows: Row[];
};

/** A column that refers to a person but whose rows are not hers to receive, with why. */
export const notExported: ReadonlyArray<{ table: string; column: string; reason: string }> = [
  {
    table: 'meeting_subscriptions',
    column: 'booked_by',
    reason: 'the places a pro or the staff booked for other members are those members’ data',
  },
];

/** Her rows, table by table, in the order the copy lists them. */
export async function collectPersonData(db: Db, person: Person): Promise<Section[]> {
  const id = person.id;
  const [profile] = await db.select(columnsWithout(users, 'passwordHash')).from(users).where(eq(users.id, id));
  const linked = { id: users.id, firstname: users.firstname, lastname: users.lastname, assistantId: users.assistantId };
  const carers = profile?.assistantId
    ? await db.select(linked).from(users).where(eq(users.id, profile.assistantId))
    : [];
  const helped = await db.select(linked).from(users).where(eq(users.assistantId, id)).orderBy(asc(users.id));
  const carerLinks = [
    ...carers.map((row) => ({ relation: 'mon aidant', id: row.id, firstname: row.firstname, lastname: row.lastname })),
    ...helped.map((row) => ({
      relation: 'personne que j’aide',
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
    })),
  ];

  const myPayments = await db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.id));
  const paymentIds = myPayments.map((row) => row.id);
  const receipts = paymentIds.length
    ? await db
        .select(columnsWithout(taxReceipts, 'pdf'))
        .from(taxReceipts)
        .where(inArray(taxReceipts.paymentId, paymentIds))
        .orderBy(asc(taxReceipts.paymentId))
    : [];
  const myProStatuses = await db
    .select()
    .from(proStatuses)
    .where(eq(proStatuses.userId, id))
    .orderBy(asc(proStatuses.id));
  const mySubstitutions = await db
    .select()
    .from(substitutions)
    .where(eq(substitutions.userId, id))
    .orderBy(asc(substitutions.id));

  const subscriptionRows = await readSubscriptions(db, id);
  const answers = await readAnswers(db, id);
  const mails = await readMails(db, person.email);

  const mine = <T extends PgTable>(
    table: T,
    column: Parameters<typeof eq>[0],
    ...secrets: (keyof T['_']['columns'])[]
  ) =>
    db
      .select(columnsWithout(table, ...secrets))
      .from(table as PgTable)
      .where(eq(column, id)) as Promise<Row[]>;

  return [
    { file: 'profil', table: 'users', userColumns: [], rows: profile ? [profile] : [] },
    { file: 'liens-aidant', table: 'users', userColumns: ['assistant_id'], rows: carerLinks },
    {
      file: 'demandes-lien-aidant',
      table: 'carer_link_requests',
      userColumns: ['young_id', 'carer_id'],
      rows: await db
        .select(columnsWithout(carerLinkRequests, 'tokenHash'))
        .from(carerLinkRequests)
        .where(or(eq(carerLinkRequests.youngId, id), eq(carerLinkRequests.carerId, id)))
        .orderBy(asc(carerLinkRequests.id)),
    },
    {
      file: 'adhesions',
      table: 'memberships',
      userColumns: ['user_id'],
      rows: await mine(memberships, memberships.userId),
    },
    { file: 'paiements', table: 'payments', userColumns: ['user_id'], rows: myPayments },
    { file: 'recus-fiscaux', table: 'tax_receipts', userColumns: [], rows: receipts },
    {
      file: 'places-et-presences',
      table: 'meeting_subscriptions',
      userColumns: ['user_id'],
      rows: subscriptionRows.filter((row) => row.status === 'validated'),
    },
    {
      file: 'listes-attente',
      table: 'meeting_subscriptions',
      userColumns: ['user_id'],
      rows: subscriptionRows.filter((row) => row.status === 'waiting'),
    },
    {
      file: 'ateliers-suivis',
      table: 'workshop_members',
      userColumns: ['user_id'],
      rows: await mine(workshopMembers, workshopMembers.userId),
    },
    { file: 'questionnaires', table: 'survey_sessions', userColumns: ['user_id'], rows: answers },
    {
      file: 'preferences-emails-seances',
      table: 'session_mail_preferences',
      userColumns: ['user_id'],
      rows: await mine(sessionMailPreferences, sessionMailPreferences.userId),
    },
    {
      file: 'agenda-personnel',
      table: 'calendar_feeds',
      userColumns: ['user_id'],
      rows: await mine(calendarFeeds, calendarFeeds.userId, 'tokenHash'),
    },
    {
      file: 'e-mails-recus',
      table: 'mail_outbox',
      userColumns: [],
      rows: mails,
    },
    {
      file: 'connexions',
      table: 'oauth_access_tokens',
      userColumns: ['user_id'],
      rows: await mine(oauthAccessTokens, oauthAccessTokens.userId, 'tokenHash', 'familyId'),
    },
    {
      file: 'reinitialisations-mot-de-passe',
      table: 'password_resets',
      userColumns: ['user_id'],
      rows: await mine(passwordResets, passwordResets.userId, 'tokenHash'),
    },
    {
      file: 'invitations',
      table: 'invitations',
      userColumns: ['user_id'],
      rows: await mine(invitations, invitations.userId, 'tokenHash'),
    },
    {
      file: 'changements-adresse-email',
      table: 'email_changes',
      userColumns: ['user_id'],
      rows: await mine(emailChanges, emailChanges.userId, 'tokenHash'),
    },
    {
      file: 'confirmations-adresse-email',
      table: 'email_confirmations',
      userColumns: ['user_id'],
      rows: await mine(emailConfirmations, emailConfirmations.userId, 'tokenHash'),
    },
    {
      file: 'copies-de-mes-donnees',
      table: 'data_exports',
      userColumns: ['user_id'],
      rows: await mine(dataExports, dataExports.userId, 'tokenHash', 'fileKey'),
    },
    { file: 'statuts-pro', table: 'pro_statuses', userColumns: ['user_id'], rows: myProStatuses },
    {
      file: 'ateliers-animes',
      table: 'workshops',
      userColumns: ['user_id', 'secondary_pro_id'],
      rows: await db
        .select()
        .from(workshops)
        .where(or(eq(workshops.userId, id), eq(workshops.secondaryProId, id)))
        .orderBy(asc(workshops.id)),
    },
    { file: 'remplacements', table: 'substitutions', userColumns: ['user_id'], rows: mySubstitutions },
    {
      file: 'journal-a-mon-sujet',
      table: 'audit_log',
      userColumns: [],
      rows: await readAuditAboutHer(
        db,
        id,
        paymentIds,
        myProStatuses.map((row) => row.id),
        mySubstitutions.map((row) => row.id),
      ),
    },
    {
      // What she changed as staff is kept without the changes: those are other people's data.
      file: 'journal-de-mes-actions',
      table: 'audit_log',
      userColumns: ['actor_id'],
      rows: await db
        .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.actorId, id))
        .orderBy(asc(auditLog.id)),
    },
  ];
}
