import { retentionAnswerSchema, type RetentionAnswer } from '@plateforme/shared/accounts/retention.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { listJobs } from '../../platform/jobs/jobs.service.ts';
import { defineRetentionJob, planRetention, RETENTION_JOB } from './retention.service.ts';

const LISTED = 200;

async function retentionAnswer(context: AppContext, now: Date): Promise<RetentionAnswer['data']> {
  const db = context.database.db;
  const [plan, runs] = await Promise.all([
    planRetention(db, now),
    listJobs(db, { page: 1, per_page: 20, kind: RETENTION_JOB, state: 'done', sort: 'created_at', direction: 'desc' }),
  ]);
  const listed = [
    ...plan.toAnonymise.map((person) => ({ person, action: 'anonymise' as const })),
    ...plan.toWarn.map((person) => ({ person, action: 'warn' as const })),
  ].slice(0, LISTED);
  return {
    inactive_years: plan.years,
    mail_months: plan.months,
    to_warn: plan.toWarn.length,
    to_anonymise: plan.toAnonymise.length,
    mails_to_empty: plan.mailsToEmpty,
    people: listed.map(({ person, action }) => ({
      id: person.id,
      name: `${person.firstname} ${person.lastname}`,
      last_active_at: person.lastActiveAt?.toISOString() ?? null,
      action,
    })),
    runs: runs.data.map((run) => ({ finished_at: run.finished_at, result: run.result })),
  };
}

/** The retention's nightly pass, and the staff's view of it under /api/admin (ADR 078). */
export function registerRetention(app: FastifyInstance, context: AppContext): void {
  defineRetentionJob(context);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/retention',
    adminRoute({
      summary: 'Conservation des données : ce que ferait le prochain passage, et les passages précédents',
      description:
        'Le prochain passage (simulation, rien n’est modifié) : les comptes sans connexion à prévenir, ceux à ' +
        'anonymiser (prévenus depuis 30 jours), le nombre d’e-mails dont le texte sera vidé. Puis les 20 derniers passages.',
      response: { 200: retentionAnswerSchema },
    }),
    async () => ({ data: await retentionAnswer(context, new Date()) }),
  );
}
