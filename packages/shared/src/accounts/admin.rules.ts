/** Values of admin.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

export const userRoles = ['user', 'pro', 'admin'] as const;

export const proStatusTypes = ['licence', 'novice', 'basic'] as const;

/** The person's page shows at most this many of their payments and of their sessions, the latest first. */
export const PERSON_HISTORY_LIMIT = 100;
