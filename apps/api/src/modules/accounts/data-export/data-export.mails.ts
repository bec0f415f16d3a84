import { dataExportMessages } from '@plateforme/shared/messages/accounts-data';
import { mailBody } from '../../../lib/mail-body.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

const texts = dataExportMessages.mail;

/** Her copy is ready: the link leads to her profile, where she signs in to download it. */
export function dataExportReadyMail(
  person: { email: string; firstname: string },
  exportId: number,
  expiresAt: Date,
  profileUrl: string,
): MailMessage {
  return {
    to: person.email,
    subject: texts.subject,
    purpose: `data-export-ready:${exportId}`,
    ...mailBody([
      { paragraph: texts.greeting(person.firstname) },
      { paragraph: texts.body(expiresAt) },
      { label: texts.link, url: profileUrl },
      { paragraph: texts.notYou },
      { paragraph: texts.signature },
    ]),
  };
}
