import { issueTaxReceipt } from '../modules/membership/use-cases/issue-tax-receipt.ts';
import type { Db } from '../db/client.ts';
import { memberships, payments, receiptCounters, type NewMembership, type NewPayment } from '../db/schema/index.ts';
import type { SeededUser } from './accounts.ts';
import { addMinutes, addMonths } from './dates.ts';
import type { Random } from './random.ts';

type PaymentDraft = NewPayment & { membership: boolean };

function cardPayment(
  user: SeededUser,
  paidAt: Date,
  amounts: { subscription: number; donation: number; discounted?: boolean },
  random: Random,
): PaymentDraft {
  const ref = `CB-${user.id}-${Math.floor(paidAt.getTime() / 1000)}`;
  const total = amounts.subscription + amounts.donation;
  const authorization = String(random.int(100000, 999999));
  return {
    ref,
    userId: user.id,
    subscriptionCents: amounts.subscription,
    donationCents: amounts.donation,
    totalCents: total,
    discounted: amounts.discounted ?? false,
    status: 'paid',
    code: '00000',
    authorization,
    providerTransaction: String(random.int(10_000_000, 99_999_999)),
    paidAt,
    ipnPayload: { Mt: String(total), Ref: ref, Auto: authorization, Erreur: '00000' },
    createdAt: addMinutes(paidAt, -3),
    membership: amounts.subscription > 0,
  };
}

/**
 * Premium periods, the card payments behind them and the tax receipt numbers of paid
 * donations (numbered per year in payment order, as the payment service does).
 */
export async function seedMemberships(db: Db, people: SeededUser[], context: { now: Date; random: Random }) {
  const { now, random } = context;
  const paymentDrafts: PaymentDraft[] = [];
  const freePeriods: NewMembership[] = [];

  for (const user of people) {
    const start = addMinutes(user.joinedAt, 15);
    switch (user.profile) {
      case 'card':
      case 'renewal':
      case 'expired':
      case 'archived': {
        const donation =
          user.email === 'membre@demo.fr' ? 3000 : random.chance(0.35) ? random.pick([1500, 3000, 5000]) : 0;
        if (user.email === 'membre@demo.fr') {
          // A refused card first (code 001xx), then the successful payment.
          const failedAt = addMinutes(start, -20);
          paymentDrafts.push({
            ...cardPayment(user, failedAt, { subscription: 2000, donation: 3000 }, random),
            status: 'failed',
            code: '00105',
            authorization: null,
            providerTransaction: null,
            paidAt: null,
            ipnPayload: { Mt: '5000', Ref: `CB-${user.id}-${Math.floor(failedAt.getTime() / 1000)}`, Erreur: '00105' },
            membership: false,
          });
        }
        paymentDrafts.push(cardPayment(user, start, { subscription: 2000, donation }, random));
        break;
      }
      case 'healthinsurance':
      case 'employer':
        // These partners have a reduced price (10 €).
        paymentDrafts.push(cardPayment(user, start, { subscription: 1000, donation: 0, discounted: true }, random));
        break;
      case 'pro':
        if (user.email === 'licence@demo.fr') {
          freePeriods.push({
            userId: user.id,
            start: addMonths(now, -3),
            end: addMonths(now, 9),
            source: 'admin',
            note: "Licence : adhésion offerte par l'association",
          });
        } else {
          // Élise Fournier paid once, two years ago: a pro whose membership has lapsed.
          const paidAt =
            user.email === 'elise.fournier@exemple.fr'
              ? start
              : user.email === 'pro@demo.fr'
                ? addMonths(now, -4)
                : addMinutes(addMonths(now, -random.int(1, 10)), -random.int(0, 3000));
          paymentDrafts.push(cardPayment(user, paidAt, { subscription: 5000, donation: 0 }, random));
        }
        break;
      case 'ligue':
      case 'patientsreseau':
      case 'retreat':
        freePeriods.push({
          userId: user.id,
          start,
          end: addMonths(start, 12),
          source: 'free_adhesion',
          partnerId: user.partnerId,
          ref: `FREE-${Math.floor(start.getTime() / 1000)}`,
        });
        break;
      case 'aja_young':
      case 'aja_assistant':
        freePeriods.push({
          userId: user.id,
          start,
          end: addMonths(start, 12),
          source: 'aja_adhesion',
          ref: `AJA-${Math.floor(start.getTime() / 1000)}`,
        });
        break;
      default:
        break;
    }
  }

  numberReceipts(paymentDrafts);
  const inserted = await db
    .insert(payments)
    .values(paymentDrafts.map(({ membership: _membership, ...payment }) => payment))
    .returning();

  const paidPeriods: NewMembership[] = inserted.flatMap((payment, index) => {
    if (!paymentDrafts[index]?.membership || !payment.paidAt) return [];
    return [
      {
        userId: payment.userId,
        start: payment.paidAt,
        end: addMonths(payment.paidAt, 12),
        source: 'card_payment' as const,
        paymentId: payment.id,
        ref: payment.ref,
        createdAt: payment.paidAt,
      },
    ];
  });
  // Each period recorded when it began, so the dashboard's new members are this month's only.
  await db
    .insert(memberships)
    .values([...paidPeriods, ...freePeriods.map((period) => ({ ...period, createdAt: period.start }))]);

  // Every numbered donation has its stored receipt, issued when it was paid (its PDF is drawn at its first print).
  for (const payment of inserted) {
    if (payment.status !== 'paid' || !payment.paidAt || payment.receiptNumber === null) continue;
    await issueTaxReceipt(db, { ...payment, paidAt: payment.paidAt }, { method: 'card', issuedAt: payment.paidAt });
  }

  const counters = new Map<number, number>();
  for (const draft of paymentDrafts) {
    if (draft.receiptYear && draft.receiptNumber) {
      counters.set(draft.receiptYear, Math.max(counters.get(draft.receiptYear) ?? 0, draft.receiptNumber));
    }
  }
  if (counters.size > 0) {
    await db.insert(receiptCounters).values([...counters].map(([year, lastNumber]) => ({ year, lastNumber })));
  }
}

function numberReceipts(drafts: PaymentDraft[]): void {
  const donations = drafts
    .filter((draft) => draft.status === 'paid' && (draft.donationCents ?? 0) > 0 && draft.paidAt)
    .sort((a, b) => (a.paidAt as Date).getTime() - (b.paidAt as Date).getTime());
  const lastByYear = new Map<number, number>();
  for (const draft of donations) {
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(draft.paidAt as Date),
    );
    const number = (lastByYear.get(year) ?? 0) + 1;
    lastByYear.set(year, number);
    draft.receiptYear = year;
    draft.receiptNumber = number;
  }
}
