/**
 * Membership periods (P1 §1, §4): one year from now, or from the end of the running period
 * when renewing within the last 15 days. Card payments, free and AJA adhesions all go here.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { formatIsoDate } from '@plateforme/shared/format/dates';
import {
  addMembershipYear,
  canStartMembership,
  nextMembershipStart,
} from '@plateforme/shared/membership/membership.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { normalizePartnerCode } from '@plateforme/shared/registration/registration-resume.rules';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/password.ts';
import { findValidPartnerCodeHashes } from '../registration/partners.service.ts';
import * as repository from './membership.repository.ts';
import { toPaymentHistory } from './payment.view.ts';

export const alreadyMemberError = (field?: string) =>
  new AppError(
    'validation_failed',
    paymentMessages.alreadyMember,
    field ? { [field]: [paymentMessages.alreadyMember] } : undefined,
  );

/** Refuses a new membership while the current one has more than 15 days to run. */
export async function assertCanStartMembership(db: Db, userId: number, now: Date, field?: string): Promise<void> {
  const currentEnd = await repository.findCurrentMembershipEnd(db, userId, now);
  if (!canStartMembership(currentEnd, now)) throw alreadyMemberError(field);
}

/** Whether `code` is one of the partner's codes accepted today (they are stored hashed). */
export async function isPartnerCodeValid(db: Db, partnerId: number, code: string, now: Date): Promise<boolean> {
  const hashes = await findValidPartnerCodeHashes(db, partnerId, formatIsoDate(now));
  // Codes are issued in upper case; any case typed, spaces around ignored.
  for (const hash of hashes) if (await verifyPassword(hash, normalizePartnerCode(code))) return true;
  return false;
}

export type NewPeriod = {
  userId: number;
  source: Membership['source'];
  paymentId?: number;
  partnerId?: number;
  ref: string;
  note?: string | null;
};

/**
 * Adds a one-year period after the running one (or from now). Call inside a transaction
 * holding the user's lock (lockUser of the accounts service) so two decisions cannot overlap.
 */
export async function startMembershipPeriod(db: Db, period: NewPeriod, now: Date): Promise<Membership> {
  const currentEnd = await repository.findCurrentMembershipEnd(db, period.userId, now);
  const start = nextMembershipStart(currentEnd, now);
  return repository.insertMembership(db, {
    userId: period.userId,
    start,
    end: addMembershipYear(start),
    source: period.source,
    paymentId: period.paymentId ?? null,
    partnerId: period.partnerId ?? null,
    ref: period.ref,
    note: period.note ?? null,
  });
}

const partnerRef = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** « Mes paiements »: card payments and free adhesions, newest first. */
export async function getPaymentHistory(db: Db, userId: number) {
  const [payments, adhesions] = await Promise.all([
    repository.findPaymentsWithPartner(db, userId),
    repository.findFreeAdhesions(db, userId),
  ]);
  return toPaymentHistory(
    payments.map((payment) => ({ ...payment, partner: partnerRef(payment.partnerId, payment.partnerName) })),
    adhesions.map((adhesion) => ({
      ...adhesion,
      source: adhesion.source === 'aja_adhesion' ? ('aja_adhesion' as const) : ('free_adhesion' as const),
      partner: partnerRef(adhesion.partnerId, adhesion.partnerName),
    })),
  );
}

/** Periods still running or to come, oldest first: the current one and any renewal (the profile's dates). */
export function getOpenMemberships(db: Db, userId: number, now: Date) {
  return repository.findOpenMemberships(db, userId, now);
}

/** Payments are accounting records and memberships rights: an account holding either stays. */
export function holdsPaymentsOrMemberships(db: Db, userId: number): Promise<boolean> {
  return repository.holdsPaymentsOrMemberships(db, userId);
}
