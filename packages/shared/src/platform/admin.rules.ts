/** Values of admin.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

export const OUTBOX_STATUSES = ['sent', 'pending', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
