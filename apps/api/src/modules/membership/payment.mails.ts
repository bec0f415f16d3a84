/**
 * What a member is told about their money (ADR 019): after every paid card payment (the
 * membership dates, the amount, the tax receipt attached for a donation) and every free
 * adhesion. Sandbox mails say they are a test.
 */
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import type { MailMessage } from '../../lib/mailer.ts';

type Person = { email: string; firstname: string };
type Period = { start: Date; end: Date };

const greeting = (firstname: string) => (firstname.trim() ? `Bonjour ${firstname.trim()},` : 'Bonjour,');
const signature = ['', 'L’équipe de l’association'];

export type PaidPaymentMail = {
  to: Person;
  ref: string;
  subscriptionCents: number;
  donationCents: number;
  totalCents: number;
  sandbox: boolean;
  membership: Period | null;
  refundDueCents: number;
  receipt: { number: string; pdf: Buffer } | null;
  paymentsUrl: string;
  workshopsUrl: string;
};

/** The subject says what happened: a membership recorded, a second one to refund, or a donation. */
function subjectOf(payment: PaidPaymentMail): string {
  if (payment.refundDueCents > 0) return 'Adhésion déjà réglée : votre paiement d’adhésion vous sera remboursé';
  if (payment.membership) return 'Votre adhésion est enregistrée';
  if (payment.donationCents > 0) return 'Merci pour votre don';
  return 'Votre paiement est bien reçu';
}

export function paidPaymentMail(payment: PaidPaymentMail): MailMessage {
  const subject = subjectOf(payment);
  const lines = [greeting(payment.to.firstname), ''];
  if (payment.sandbox) {
    // Only a receipt that is attached is spoken of.
    lines.push(
      payment.receipt
        ? 'Ceci est un paiement de test : aucune somme n’a été débitée et le reçu joint n’a aucune valeur fiscale.'
        : 'Ceci est un paiement de test : aucune somme n’a été débitée.',
      '',
    );
  }
  lines.push(`Nous avons bien reçu votre paiement de ${formatEuros(payment.totalCents)} (référence ${payment.ref}).`);
  if (payment.membership) {
    lines.push(
      `Votre adhésion de ${formatEuros(payment.subscriptionCents)} court du ${formatDate(payment.membership.start)} au ${formatDate(payment.membership.end)}.`,
      `Vous pouvez dès maintenant vous inscrire aux séances des ateliers : ${payment.workshopsUrl}`,
    );
  }
  if (payment.refundDueCents > 0) {
    lines.push(
      `Votre adhésion était déjà réglée pour cette période : les ${formatEuros(payment.refundDueCents)} de l’adhésion vous seront remboursés sur votre carte.`,
    );
  }
  if (payment.receipt) {
    lines.push(
      '',
      `Merci pour votre don de ${formatEuros(payment.donationCents)}. Votre reçu fiscal n° ${payment.receipt.number} est joint à ce message.`,
    );
  }
  lines.push('', `Vos paiements et vos reçus : ${payment.paymentsUrl}`, ...signature);
  return {
    to: payment.to.email,
    subject: payment.sandbox ? `[TEST] ${subject}` : subject,
    text: lines.join('\n'),
    ...(payment.receipt
      ? {
          attachments: [
            {
              filename: `recu-fiscal-${payment.receipt.number}.pdf`,
              contentType: 'application/pdf',
              contentBase64: payment.receipt.pdf.toString('base64'),
            },
          ],
        }
      : {}),
  };
}

export function freeAdhesionMail(
  to: Person,
  period: Period,
  partnerName: string | null,
  workshopsUrl: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'Votre adhésion est enregistrée',
    text: [
      greeting(to.firstname),
      '',
      partnerName
        ? `Votre adhésion, prise en charge par ${partnerName}, est enregistrée.`
        : 'Votre adhésion gratuite est enregistrée.',
      `Elle court du ${formatDate(period.start)} au ${formatDate(period.end)}.`,
      `Vous pouvez dès maintenant vous inscrire aux séances des ateliers : ${workshopsUrl}`,
      ...signature,
    ].join('\n'),
  };
}
