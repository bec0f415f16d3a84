import type { proStatusTypes } from '@plateforme/shared/accounts/admin.rules';

/** A pro status as its fields hold it (an empty end is no end). */
export type ProStatusDraft = { type: (typeof proStatusTypes)[number]; start: string; end: string; is_blocked: boolean };
export const emptyStatus: ProStatusDraft = { type: 'licence', start: '', end: '', is_blocked: false };
export const toStatusInput = (draft: ProStatusDraft) => ({ ...draft, end: draft.end === '' ? null : draft.end });
