/** Values of admin.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'superseded'] as const;
