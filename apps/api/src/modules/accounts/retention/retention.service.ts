/**
 * The retention the privacy charter promises (issue #38, ADR 078), one pass a night: accounts
 * unused for the staff's number of years (3 by default) are warned by e-mail, then anonymised 30
 * days later if still unused; the text of e-mails sent long ago is emptied. The staff's screen
 * shows the plan the next pass would carry out — the same function the pass runs.
 */
import { formatSpokenDate } from '@plateforme/shared/format/dates';
import { getWallClock } from '@plateforme/shared/format/paris-time';
import {
  INACTIVE_YEARS_RANGE,
  INACTIVITY_WARNING_DAYS,
  MAIL_CONTENT_MONTHS_RANGE,
  readWholeSetting,
} from '@plateforme/shared/accounts/retention.rules';
import { retentionMessages as texts } from '@plateforme/shared/messages/accounts-retention';
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { mailBody } from '../../../lib/mail-body.ts';
import { findSettingValues } from '../../platform/settings/settings.service.ts';
import { countMailContentsToEmpty, emptyMailContents } from '../../platform/retention/mail-retention.service.ts';
import { runsWorkshops } from '../../workshops/meetings/forget-member.service.ts';
import { eraseAccountById, removeFiles } from '../deletion/account-deletion.service.ts';
import * as repository from './retention.repository.ts';
import type { RetainedPerson } from './retention.repository.ts';

const DAY = 24 * 3600_000;

export type RetentionPlan = {
  years: number;
  months: number;
  toWarn: RetainedPerson[];
  toAnonymise: RetainedPerson[];
  mailsToEmpty: number;
  mailsBefore: Date;
};

const yearsBefore = (now: Date, years: number) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
};
const monthsBefore = (now: Date, months: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/** A pro who runs a workshop stays until the association hands it over. */
async function withoutWorkshopPros(db: Db, people: RetainedPerson[]): Promise<RetainedPerson[]> {
  const kept: RetainedPerson[] = [];
  for (const person of people) if (!(await runsWorkshops(db, person.id))) kept.push(person);
  return kept;
}

/** What the pass at `now` does: the staff's dry run and the pass itself read the same plan. */
export async function planRetention(db: Db, now: Date): Promise<RetentionPlan> {
  const stored = await findSettingValues(db, ['retention_inactive_years', 'retention_mail_months']);
  const years = readWholeSetting(stored.get('retention_inactive_years'), INACTIVE_YEARS_RANGE);
  const months = readWholeSetting(stored.get('retention_mail_months'), MAIL_CONTENT_MONTHS_RANGE);
  const inactiveBefore = yearsBefore(now, years);
  const warnBefore = new Date(inactiveBefore.getTime() + INACTIVITY_WARNING_DAYS * DAY);
  const warnedBefore = new Date(now.getTime() - INACTIVITY_WARNING_DAYS * DAY);
  const mailsBefore = monthsBefore(now, months);
  const [toWarn, toAnonymise, mailsToEmpty] = await Promise.all([
    repository.findToWarn(db, now, warnBefore).then((people) => withoutWorkshopPros(db, people)),
    repository.findToAnonymise(db, now, inactiveBefore, warnedBefore).then((people) => withoutWorkshopPros(db, people)),
    countMailContentsToEmpty(db, mailsBefore),
  ]);
  return { years, months, toWarn, toAnonymise, mailsToEmpty, mailsBefore };
}

function warningMail(person: RetainedPerson, years: number, now: Date, site: string) {
  const on = new Date(now.getTime() + INACTIVITY_WARNING_DAYS * DAY);
  const date = `${formatSpokenDate(on)} ${getWallClock(on).year}`;
  return {
    to: person.email,
    subject: texts.warning.subject,
    ...mailBody([
      { paragraph: texts.warning.greeting(person.firstname) },
      { paragraph: texts.warning.text(years, date) },
      { label: texts.warning.keep, url: `${site}/login` },
      { paragraph: texts.warning.closing },
    ]),
    purpose: `inactivity-warning:${person.id}:${person.lastActiveAt?.toISOString() ?? 'never'}`,
  };
}

/** One pass: answers what it did, in the words of the staff's screen. */
export async function runRetention(context: AppContext, now: Date): Promise<string> {
  const db = context.database.db;
  const plan = await planRetention(db, now);
  const site = publicUrl(context.config);
  for (const person of plan.toWarn) {
    await db.transaction(async (tx) => {
      await context.mailer.queue(tx, [warningMail(person, plan.years, now, site)], now);
      await repository.markWarned(tx, person.id, now);
    });
  }
  let anonymised = 0;
  for (const { id } of plan.toAnonymise) {
    const files = await eraseAccountById(context, id, now);
    if (files) {
      anonymised += 1;
      await removeFiles(context, files);
    }
  }
  const emptied = await emptyMailContents(db, plan.mailsBefore);
  return texts.result(plan.toWarn.length, anonymised, emptied);
}

export const RETENTION_JOB = 'retention';

export function defineRetentionJob(context: AppContext): void {
  context.jobs.define({
    kind: RETENTION_JOB,
    everyMs: DAY,
    maxAttempts: 1,
    run: (_, { now }) => runRetention(context, now),
  });
}
