import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client.ts';
import { createMember, signIn } from '../../helpers/factories.ts';
import type { MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled, type ReceivedMail } from '../../helpers/smtp-server.ts';
import { parseCalendar } from '../calendar-helpers.ts';

/** What the tests of the sessions' e-mails (ADR 072) do on their app, with the jobs on their clock. */
export function sessionMailTools(app: () => MailTestApp) {
  const db = (): Db => app().database.db;
  const server = (): FastifyInstance => app().app;
  return {
    put: (as: { authorization: string }, url: string, payload?: Record<string, unknown>) =>
      server().inject({ method: 'PUT', url, headers: as, ...(payload ? { payload } : {}) }),
    /** Runs the due jobs at `now`, twice (a job's e-mails, then their delivery), and waits for SMTP. */
    async runJobs(now = new Date()) {
      await server().jobs.runDue(now);
      await server().jobs.runDue(now);
      await waitForOutboxSettled(db());
    },
    received: (email: string) => app().smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase())),
    calendarOf(mail: ReceivedMail) {
      const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
      expect(file, mail.subject).toBeDefined();
      return parseCalendar(file!.content.toString('utf8'));
    },
    async memberWithSession() {
      const member = await createMember(db(), { premium: true });
      return { member, auth: await signIn(db(), member) };
    },
  };
}
