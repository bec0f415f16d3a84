import { emailConfirmationMailMessages as texts } from '@plateforme/shared/messages/accounts-confirmation';
import { mailBody, type MailPart } from '../../lib/mail-body.ts';
import type { MailMessage } from '../../lib/mailer.ts';

type ConfirmationMail = { to: string; firstname: string; link: string; site: string; purpose: string };

const message = (to: string, subject: string, purpose: string, parts: MailPart[]): MailMessage => ({
  to,
  subject,
  purpose,
  ...mailBody(parts),
});

/** After registration: what to do next, and the link that confirms the address. */
export function welcomeMail({ to, firstname, link, site, purpose }: ConfirmationMail): MailMessage {
  const { welcome } = texts;
  return message(to, welcome.subject, purpose, [
    { paragraph: texts.greeting(firstname) },
    { paragraph: welcome.intro },
    { label: welcome.confirm, url: link },
    { paragraph: welcome.nextTitle },
    { label: welcome.membership, url: `${site}/payment/subscription` },
    { label: welcome.workshops, url: `${site}/workshops` },
    { label: welcome.map, url: `${site}/map` },
    { paragraph: welcome.ignore },
    { paragraph: texts.signature },
  ]);
}

/** « Renvoyer le lien » from the profile: only the link. */
export function confirmationLinkMail({ to, firstname, link, purpose }: Omit<ConfirmationMail, 'site'>): MailMessage {
  const { resend } = texts;
  return message(to, resend.subject, purpose, [
    { paragraph: texts.greeting(firstname) },
    { paragraph: resend.intro },
    { label: resend.confirm, url: link },
    { paragraph: resend.ignore },
    { paragraph: texts.signature },
  ]);
}
