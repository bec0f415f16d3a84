import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { SeededUser } from './accounts.ts';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { addMinutes, birthdateForAge } from './dates.ts';
import type { SeededPartner } from './partners.ts';
import { createRandom } from './random.ts';
import { seedSurveySessions, type SurveySessionPlan } from './surveys.ts';

type SeededSurveys = Parameters<typeof seedSurveySessions>[1];

/** README's account for the free adhesion: registered through the Ligue (Paris), not a member yet. */
export const AWAITING_ADHESION_EMAIL = 'ligue@demo.fr';

/**
 * A ligue member who finished the registration stepper (code and questionnaire done) and
 * has not registered the free adhesion yet: the payment screen's free adhesion journey
 * (ADR 009). Seeded last, with its own random generator, so the rest of the demo is the
 * same with or without it.
 */
export async function seedAwaitingAdhesion(
  db: Db,
  context: {
    passwordHash: string;
    partners: Map<string, SeededPartner>;
    people: SeededUser[];
    surveys: SeededSurveys;
    now: Date;
  },
): Promise<void> {
  const { now } = context;
  const partner = context.partners.get('ligue75');
  if (!partner) throw new Error('partner ligue75 not seeded');
  const memberNumber =
    context.people.filter((person) => person.profile !== 'admin' && person.profile !== 'pro').length + 1;
  const createdAt = addMinutes(now, -2 * 24 * 60);
  const [user] = await db
    .insert(users)
    .values({
      firstname: 'Odile',
      lastname: 'Lemaire',
      email: AWAITING_ADHESION_EMAIL,
      passwordHash: context.passwordHash,
      phone: '06 48 21 73 05',
      street: '12 rue Popincourt',
      zip: '75011',
      city: 'Paris',
      birthdate: birthdateForAge(getParisDay(now), 59, 37),
      role: 'user',
      isAja: false,
      code: `ADH-${String(memberNumber).padStart(5, '0')}`,
      memberCode: `LCC${partner.department ?? '75'}-0412`,
      registrationProcess: {
        reason: 'ligue',
        aja_role: null,
        partner: { id: partner.id },
        validLigueCodeRegistered: true,
        qprRegistered: true,
      },
      followedCancerousPathology: true,
      termsAcceptedAt: createdAt,
      showOncommenceMenu: true,
      completedAt: addMinutes(createdAt, 12),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const plans: SurveySessionPlan[] = [
    { userId: user.id, ref: 'profile', createdAt: addMinutes(createdAt, 8), fromRegistration: true },
  ];
  await seedSurveySessions(db, context.surveys, plans, createRandom(20_201_002));
}
