/**
 * Test data built for the test that reads it, not the demo: each factory writes the rows a
 * rule needs, with unique e-mails, and returns them. Sessions come from signIn (a real token).
 */
import type { ProStatusType } from '@plateforme/shared/accounts/access.rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  attachments,
  meetings,
  meetingSubscriptions,
  memberships,
  partnerCodes,
  partners,
  payments,
  proStatuses,
  substitutions,
  surveyQuestions,
  surveyResponses,
  surveys,
  surveySessions,
  users,
  workshops,
  type NewPartner,
  type NewUser,
  type NewWorkshop,
} from '../../src/db/schema/index.ts';
import { insertTokenPair } from '../../src/modules/accounts/tokens.repository.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { createSecretToken, hashToken } from '../../src/lib/tokens.ts';

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
let sequence = 0;

type PersonOptions = Partial<NewUser> & {
  /** A membership period running now. */
  premium?: boolean;
  /** For tests that sign in through the form or change it; others use signIn. */
  password?: string;
  now?: Date;
};

async function insertPerson(
  db: Db,
  role: NewUser['role'],
  { premium = false, password, now = new Date(), ...values }: PersonOptions,
) {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      firstname: `Prénom${sequence}`,
      lastname: `Nom${sequence}`,
      email: `personne-${sequence}-${process.pid}@exemple.test`,
      role,
      completedAt: now,
      passwordHash: password ? await hashPassword(password) : null,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  if (premium) {
    await db.insert(memberships).values({
      userId: user.id,
      start: daysFrom(now, -30),
      end: daysFrom(now, 335),
      source: 'admin',
      ref: `TEST-${user.id}`,
    });
  }
  return user;
}

/** A member (role user); `premium` gives a running membership, `isAja`/`ajaRole` the youth programme. */
export function createMember(db: Db, options: PersonOptions = {}) {
  return insertPerson(db, 'user', options);
}

/** A pro with a current pro status (`status`, blocked or not) when one is given. */
export async function createPro(
  db: Db,
  { status, blocked = false, ...options }: PersonOptions & { status?: ProStatusType; blocked?: boolean } = {},
) {
  const pro = await insertPerson(db, 'pro', { registrationProcess: { reason: 'other' }, ...options });
  if (status) {
    await db
      .insert(proStatuses)
      .values({ userId: pro.id, type: status, start: daysFrom(options.now ?? new Date(), -60), isBlocked: blocked });
  }
  return pro;
}

/** Premium pros (basic status, membership running), one per name, created in that order. */
export async function createPremiumPros<Name extends string>(db: Db, names: readonly Name[]) {
  const pros = {} as Record<Name, Awaited<ReturnType<typeof createPro>>>;
  for (const name of names) pros[name] = await createPro(db, { status: 'basic', premium: true });
  return pros;
}

export function createAdmin(db: Db, options: PersonOptions = {}) {
  return insertPerson(db, 'admin', options);
}

/** A signed-in session of `user`, as the Authorization header the web sends. */
export async function signIn(db: Db, user: { id: number }): Promise<{ authorization: string }> {
  const accessToken = createSecretToken();
  const now = Date.now();
  await insertTokenPair(db, {
    userId: user.id,
    clientId: 'web',
    accessHash: hashToken(accessToken),
    refreshHash: hashToken(createSecretToken()),
    accessExpiresAt: new Date(now + 3_600_000),
    refreshExpiresAt: new Date(now + 86_400_000),
  });
  return { authorization: `Bearer ${accessToken}` };
}

type WorkshopOptions = {
  owner: { id: number };
  secondaryPro?: { id: number };
  isAja?: boolean;
  type?: 'onsite' | 'remote';
  /** Session starts, in days from `now` (negative: past sessions). */
  sessionDays?: number[];
  places?: number;
  now?: Date;
  /** Other columns: partnerId, workshopType, zip, city, active… */
  values?: Partial<NewWorkshop>;
};

/** A workshop run by `owner`, with one session per entry of `sessionDays` (90 minutes each). */
export async function createWorkshop(
  db: Db,
  {
    owner,
    secondaryPro,
    isAja = false,
    type = 'onsite',
    sessionDays = [7],
    places = 8,
    now = new Date(),
    values = {},
  }: WorkshopOptions,
) {
  sequence += 1;
  const [workshop] = await db
    .insert(workshops)
    .values({
      name: `Atelier ${sequence}`,
      type,
      userId: owner.id,
      secondaryProId: secondaryPro?.id ?? null,
      isAja,
      zip: '75012',
      city: 'Paris',
      department: '75',
      ...values,
    })
    .returning();
  if (!workshop) throw new Error('workshop not inserted');
  const sessions = sessionDays.length
    ? await db
        .insert(meetings)
        .values(
          sessionDays.map((days, index) => {
            const start = daysFrom(now, days);
            return {
              workshopId: workshop.id,
              start,
              end: new Date(start.getTime() + 90 * 60_000),
              type,
              sequence: index + 1,
              places,
              address: type === 'onsite' ? '1 rue de Paris' : null,
              link: type === 'remote' ? 'https://visio.exemple.test/salle' : null,
            };
          }),
        )
        .returning()
    : [];
  return { workshop, sessions };
}

/** A place in a session: validated, or on the waiting list. */
export async function subscribe(
  db: Db,
  member: { id: number },
  session: { id: number },
  status: 'validated' | 'waiting' = 'validated',
) {
  const [row] = await db
    .insert(meetingSubscriptions)
    .values({ meetingId: session.id, userId: member.id, status })
    .returning();
  return row;
}

/** `pro` substitutes on the workshop from `fromDays` to `toDays` (days from `now`). */
export async function createSubstitution(
  db: Db,
  workshop: { id: number },
  pro: { id: number },
  fromDays: number,
  toDays: number,
  now = new Date(),
) {
  await db
    .insert(substitutions)
    .values({ workshopId: workshop.id, userId: pro.id, start: daysFrom(now, fromDays), end: daysFrom(now, toDays) });
}

/** A partner (health centre by default), active unless said otherwise. */
export async function createPartner(db: Db, values: Partial<NewPartner> = {}) {
  sequence += 1;
  const [partner] = await db
    .insert(partners)
    .values({
      name: `Partenaire ${sequence}`,
      supportType: 'healthcenter',
      zip: '75012',
      city: 'Paris',
      department: '75',
      ...values,
    })
    .returning();
  if (!partner) throw new Error('partner not inserted');
  return partner;
}

/** A logo row for `partner`, as the staff upload leaves it (the file itself is not written). */
export async function createPartnerLogo(db: Db, partner: { id: number }) {
  const [logo] = await db
    .insert(attachments)
    .values({
      attachableType: 'partner',
      attachableId: partner.id,
      role: 'logo',
      name: `logo-${partner.id}.svg`,
      path: `partners/logo-${partner.id}.svg`,
      mime: 'image/svg+xml',
      sizeBytes: 512,
    })
    .returning();
  if (!logo) throw new Error('logo not inserted');
  return logo;
}

/** A member code of `partner`, hashed as the staff screen stores it; `validUntil` 'YYYY-MM-DD' for a campaign that ends. */
export async function createPartnerCode(
  db: Db,
  partner: { id: number },
  code: string,
  { validUntil = null as string | null, active = true } = {},
) {
  const [row] = await db
    .insert(partnerCodes)
    .values({ partnerId: partner.id, codeHash: await hashPassword(code), label: 'Code adhérent', active, validUntil })
    .returning();
  if (!row) throw new Error('partner code not inserted');
  return row;
}

/** A paid card payment: a donation of `euros` unless a subscription is given; `partnerId` and `discounted` for a partner price. */
export async function createPayment(
  db: Db,
  payer: { id: number },
  {
    donationEuros = 30,
    subscriptionEuros = 0,
    now = new Date(),
    partnerId = null as number | null,
    discounted = false,
    sandbox = false,
    status = 'paid' as 'paid' | 'pending' | 'failed',
  } = {},
) {
  sequence += 1;
  const donationCents = donationEuros * 100;
  const subscriptionCents = subscriptionEuros * 100;
  const [payment] = await db
    .insert(payments)
    .values({
      ref: `CB-TEST-${sequence}-${process.pid}`,
      userId: payer.id,
      donationCents,
      subscriptionCents,
      totalCents: donationCents + subscriptionCents,
      status,
      code: status === 'paid' ? '00000' : null,
      paidAt: status === 'paid' ? now : null,
      partnerId,
      discounted,
      sandbox,
    })
    .returning();
  if (!payment) throw new Error('payment not inserted');
  return payment;
}

/** A session of the questionnaire `ref` (version 1), answered `daysAgo` days ago: the first choice, or a short text, to each question. */
export async function createSurveySession(
  db: Db,
  user: { id: number },
  ref: string,
  { daysAgo = 0, fromRegistration = false, now = new Date() } = {},
) {
  const [survey] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, ref));
  if (!survey) throw new Error(`no survey ${ref}`);
  const [session] = await db
    .insert(surveySessions)
    .values({ userId: user.id, surveyId: survey.id, version: 1, fromRegistration, createdAt: daysFrom(now, -daysAgo) })
    .returning();
  if (!session) throw new Error('survey session not inserted');
  const questions = await db
    .select({ id: surveyQuestions.id, choices: surveyQuestions.choices })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, survey.id), eq(surveyQuestions.version, 1)));
  if (questions.length) {
    await db.insert(surveyResponses).values(
      questions.map((question) => ({
        surveySessionId: session.id,
        surveyQuestionId: question.id,
        response: question.choices[0]?.value ?? 'Réponse',
      })),
    );
  }
  return session;
}
