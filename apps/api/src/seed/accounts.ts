import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { proStatuses, users, type NewUser, type RegistrationProcess } from '../db/schema/index.ts';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { addMinutes, addMonths, birthdateForAge } from './dates.ts';
import { slugify } from './files.ts';
import type { SeededPartner } from './partners.ts';
import { demoMembers } from './demo-members.ts';
import { demoPersonas, members, otherPros, type PersonDraft, type Profile } from './people.ts';
import type { Random } from './random.ts';

export type SeededUser = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  zip: string;
  profile: Profile;
  partnerId: number | null;
  joinedAt: Date;
  isAja: boolean;
};

function emailOf(person: PersonDraft): string {
  return person.email ?? `${slugify(person.firstname)}.${slugify(person.lastname)}@exemple.fr`.replace(/-/g, '');
}

/** When the person created their account, so lists sorted by created_at look lived-in. */
function joinedAt(person: PersonDraft, now: Date, random: Random): Date {
  const email = emailOf(person);
  if (email === 'membre@demo.fr') return addMinutes(addMonths(now, -2), -3 * 24 * 60);
  if (email === 'nonmembre@demo.fr') return addMinutes(now, -20 * 24 * 60);
  if (email === 'aidant@demo.fr') return addMinutes(now, -41 * 24 * 60);
  if (email === 'jeune@demo.fr') return addMinutes(now, -40 * 24 * 60);
  const minutesJitter = -random.int(0, 3 * 24 * 60);
  switch (person.profile) {
    case 'admin':
      return addMonths(now, -36);
    case 'pro':
      return addMinutes(addMonths(now, person.proStatus === 'novice' ? -random.int(3, 8) : -24), minutesJitter);
    case 'renewal':
      return addMinutes(addMonths(now, -12), 8 * 24 * 60);
    case 'expired':
    case 'archived':
      return addMinutes(addMonths(now, -15), minutesJitter);
    case 'invited':
      return addMinutes(now, -5 * 24 * 60);
    default:
      return addMinutes(addMonths(now, -random.int(1, 10)), minutesJitter);
  }
}

function registrationProcessOf(person: PersonDraft, partnerId: number | null): RegistrationProcess {
  const partner = partnerId === null ? null : { id: partnerId };
  switch (person.profile) {
    case 'ligue':
      return { reason: 'ligue', aja_role: null, partner, validLigueCodeRegistered: true, qprRegistered: true };
    case 'patientsreseau':
      return {
        reason: 'patientsreseau',
        aja_role: null,
        partner,
        validPatientsreseauCodeRegistered: true,
        qprPatientsreseauRegistered: true,
      };
    case 'retreat':
      return { reason: 'retreat', aja_role: null, partner, validRetreatCodeRegistered: true };
    case 'healthinsurance':
    case 'employer':
      return { reason: person.profile, aja_role: null, partner };
    case 'aja_young':
      return { reason: 'aja', aja_role: 'aja_young', ajaYoungFormRegistered: true, qprAjaYoungRegistered: true };
    case 'aja_assistant':
      return {
        reason: 'aja',
        aja_role: 'aja_assistant',
        ajaAssistantFormRegistered: true,
        qprAjaAssistantRegistered: true,
      };
    case 'invited':
      return {};
    default:
      return { reason: 'other', aja_role: null };
  }
}

function phoneOf(random: Random): string {
  const pairs = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return [random.pick(['06', '07', '01', '04']), ...pairs].join(' ');
}

export async function seedAccounts(
  db: Db,
  context: { passwordHash: string; partners: Map<string, SeededPartner>; now: Date; random: Random },
): Promise<SeededUser[]> {
  const { now, random } = context;
  const today = getParisDay(now);
  const people = [...demoPersonas, ...otherPros, ...members, ...demoMembers];
  let memberNumber = 0;
  let proNumber = 0;

  const drafts = people.map((person) => {
    const partnerId = person.partner ? (context.partners.get(person.partner)?.id ?? null) : null;
    const created = joinedAt(person, now, random);
    const isAja = person.profile === 'aja_young' || person.profile === 'aja_assistant';
    const isPro = person.profile === 'pro';
    const invited = person.profile === 'invited';
    let code: string | null = null;
    if (isPro) code = `PRO-${String(++proNumber).padStart(4, '0')}`;
    else if (person.profile !== 'admin') code = `ADH-${String(++memberNumber).padStart(5, '0')}`;
    const ligueDepartment = person.profile === 'ligue' ? context.partners.get(person.partner ?? '')?.department : null;
    const row: NewUser = {
      firstname: person.firstname,
      lastname: person.lastname,
      email: emailOf(person),
      passwordHash: invited ? null : context.passwordHash,
      phone: phoneOf(random),
      street: person.street,
      zip: person.zip,
      city: person.city,
      birthdate: birthdateForAge(today, person.age, random.int(1, 300)),
      role: person.profile === 'admin' ? 'admin' : isPro ? 'pro' : 'user',
      isAja,
      ajaRole: isAja ? (person.profile as 'aja_young' | 'aja_assistant') : null,
      code,
      memberCode: ligueDepartment ? `LCC${ligueDepartment}-${String(random.int(100, 9999)).padStart(4, '0')}` : null,
      registrationProcess: registrationProcessOf(person, partnerId),
      followedCancerousPathology:
        !isPro && person.profile !== 'admin' && person.profile !== 'aja_assistant' && !invited,
      termsAcceptedAt: invited ? null : created,
      showOncommenceMenu: person.profile === 'card' || person.profile === 'ligue',
      showOncommenceBanner: person.profile === 'none' || person.profile === 'card',
      darkTheme: isAja,
      isArchived: person.profile === 'archived',
      isInvited: invited,
      completedAt: invited ? null : addMinutes(created, 12),
      // As the migration did for existing accounts: an active one counts as confirmed.
      emailConfirmedAt: invited ? null : addMinutes(created, 12),
      createdAt: created,
      updatedAt: created,
    };
    return { person, partnerId, row };
  });

  const inserted = await db
    .insert(users)
    .values(drafts.map((draft) => draft.row))
    .returning({ id: users.id, email: users.email });

  const seeded: SeededUser[] = drafts.map((draft, index) => {
    const row = inserted[index];
    if (!row) throw new Error('user not created');
    return {
      id: row.id,
      email: row.email,
      firstname: draft.person.firstname,
      lastname: draft.person.lastname,
      zip: draft.person.zip,
      profile: draft.person.profile,
      partnerId: draft.partnerId,
      joinedAt: draft.row.createdAt ?? now,
      isAja: draft.row.isAja ?? false,
    };
  });

  // Young people point to their carer, who exists only once both rows are in.
  for (const draft of drafts) {
    if (!draft.person.assistant) continue;
    const young = seeded.find((user) => user.email === draft.row.email);
    const carer = seeded.find((user) => user.email === draft.person.assistant);
    if (!young || !carer) throw new Error(`carer ${draft.person.assistant} not found`);
    await db.update(users).set({ assistantId: carer.id }).where(eq(users.id, young.id));
  }

  await db.insert(proStatuses).values(
    drafts.flatMap((draft, index) => {
      const user = seeded[index];
      if (!user || !draft.person.proStatus) return [];
      const current = {
        userId: user.id,
        type: draft.person.proStatus,
        start: user.joinedAt,
        isBlocked: draft.person.proBlocked ?? false,
      };
      // pro@demo.fr started as a novice: the current status is the latest covering today.
      if (user.email !== 'pro@demo.fr') return [current];
      const switchedAt = addMonths(now, -12);
      return [
        { userId: user.id, type: 'novice' as const, start: user.joinedAt, end: switchedAt, isBlocked: false },
        { ...current, start: switchedAt },
      ];
    }),
  );
  return seeded;
}
