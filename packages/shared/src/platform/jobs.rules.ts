/** Values of jobs.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

/** The background jobs as the staff read them: the run, never its payload (it may name a person). */
export const JOB_STATES = ['pending', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
