import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What an action changed: each field with its value before and after (absent on create/delete). */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/**
 * Every change made in the back office (ADR 040): who, when, what. Written in the same
 * transaction as the change, so a row exists exactly when the change does. The actor is kept
 * as a name too, so the log still reads after an account is archived or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    /** 'create', 'update', 'delete', or a named action ('rotate-code', 'mark-refunded'…). */
    action: text().notNull(),
    /** The table's business name: 'partner', 'workshop', 'user', 'setting'… */
    entity: text().notNull(),
    entityId: integer(),
    /** A short French label of the row (« Atelier de Lyon »), for the log's reader. */
    label: text().notNull().default(''),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
