/**
 * The renewal reminders (issue #38, ADR 076): an hourly pass writes, for each of the staff's
 * delays, one e-mail per membership whose reminder is due. The e-mail's purpose
 * (`renewal:<membership>:<days>`) makes it once per membership and delay, whatever the retries
 * or processes; the mail job delivers them.
 */
import { parseRenewalReminderDays } from '@plateforme/shared/membership/renewal-reminders.rules';
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { findSettingValue } from '../../platform/settings/settings.service.ts';
import { renewalMail } from './renewal-reminders.mails.ts';
import { findDueRenewals } from './renewal-reminders.repository.ts';

export const RENEWAL_REMINDERS_JOB = 'renewal-reminders';
const EVERY_MS = 60 * 60_000;
/** A pass missed (no process running) is made up for within three days, never later. */
const GRACE_DAYS = 3;
const CHUNK = 500;

export async function sendDueRenewalReminders(context: AppContext, db: Db, now: Date): Promise<number> {
  const site = { publicUrl: publicUrl(context.config) };
  const delays = parseRenewalReminderDays(await findSettingValue(db, 'renewal_reminder_days'));
  let written = 0;
  for (const [index, days] of delays.entries()) {
    const laterDays = delays[index + 1] ?? days - GRACE_DAYS;
    const due = await findDueRenewals(db, now, { days, laterDays, graceDays: GRACE_DAYS });
    for (let start = 0; start < due.length; start += CHUNK) {
      const messages = due.slice(start, start + CHUNK).map((renewal) => renewalMail(renewal, days, site, now));
      written += await context.mailer.queue(db, messages, now);
    }
  }
  return written;
}

export function defineRenewalJobs(context: AppContext): void {
  context.jobs.define({
    kind: RENEWAL_REMINDERS_JOB,
    everyMs: EVERY_MS,
    maxAttempts: 1,
    run: async (_, { db, now }) => `${await sendDueRenewalReminders(context, db, now)} relance(s)`,
  });
}
