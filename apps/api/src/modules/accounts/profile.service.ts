import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { profileSurveyRefFor } from '@plateforme/shared/surveys/survey-access.rules';
import { computeProfileAlerts } from './profile-alerts.ts';
import { loadPersonFacts, type Viewer } from '../../plugins/viewer.ts';
import { getOpenMemberships } from '../membership/membership.service.ts';
import { getLastAnswerDates } from '../surveys/surveys.service.ts';
import { listAttendedMeetingStarts } from '../workshops/meetings/meetings.service.ts';
import * as repository from './profile.repository.ts';
import { countAssistedYoung, findUserById } from './users.repository.ts';

const roleNames: Record<User['role'], string> = {
  user: 'Adhérent',
  pro: 'Professionnel',
  admin: 'Administrateur',
};

export type PremiumDates = { start: string; end: string };

/** The current period and, when renewed early, the end of the last one that follows it. */
function premiumDatesFrom(periods: { start: Date; end: Date }[], now: Date): PremiumDates | null {
  const current = periods.find((period) => period.start <= now && period.end > now);
  if (!current) return null;
  let end = current.end;
  for (const period of periods) if (period.start <= end && period.end > end) end = period.end;
  return { start: current.start.toISOString(), end: end.toISOString() };
}

/**
 * The profile as the web client reads it (part 1 §3, part 2 §3 User): every derived field is
 * computed here from the data (memberships, pro statuses, questionnaires, attendance),
 * never stored twice.
 */
export async function getProfile(db: Db, userId: number, now = new Date(), person?: PersonFacts) {
  const [user, facts] = await Promise.all([findUserById(db, userId), person ?? loadPersonFacts(db, userId, now)]);
  if (!user || !facts) throw new AppError('not_found', errorMessages.notFound);
  return profileOf(db, user, facts, now);
}

/** Premium and pro status as the viewer reads them (GET /api/user passes request.viewer). */
export type PersonFacts = Pick<Viewer, 'isPremium' | 'proStatus'>;

/** The profile of a member already read, with the facts the viewer holds of them. */
export async function profileOf(db: Db, user: User, person: PersonFacts, now = new Date()) {
  const { proStatus, isPremium } = person;
  const [periods, surveyDates, attended, assistant, assistedCount] = await Promise.all([
    getOpenMemberships(db, user.id, now),
    getLastAnswerDates(db, user.id),
    listAttendedMeetingStarts(db, user.id),
    user.assistantId ? repository.findAssistant(db, user.assistantId) : undefined,
    user.ajaRole === 'aja_assistant' ? countAssistedYoung(db, user.id) : 0,
  ]);

  const premiumDates = isPremium ? premiumDatesFrom(periods, now) : null;
  const alerts = computeProfileAlerts({
    isPremium,
    isMember: user.role === 'user',
    isAja: user.isAja,
    ajaRole: user.ajaRole,
    lastProfileSurvey: surveyDates.get(profileSurveyRefFor(user.ajaRole)),
    lastSatisfactionSurvey: surveyDates.get('satisfaction'),
    lastCognitiveSurvey: surveyDates.get('cog'),
    attendedMeetingStarts: attended,
    now,
  });
  const lastQpr = surveyDates.get(profileSurveyRefFor(user.ajaRole));
  const lastQsat = surveyDates.get('satisfaction');

  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    complete_name: `${user.firstname} ${user.lastname}`,
    email: user.email,
    code: user.code,
    member_code: user.memberCode,
    phone: user.phone,
    street: user.street,
    zip: user.zip,
    city: user.city,
    birthdate: user.birthdate,
    role: user.role,
    role_name: roleNames[user.role],
    types: isPremium ? [user.role, 'premium'] : [user.role],
    is_aja: user.isAja,
    aja_role: user.ajaRole,
    assistant_id: user.assistantId,
    aja_assistant: assistant
      ? { firstname: assistant.firstname, lastname: assistant.lastname, email: assistant.email }
      : null,
    aja_assisted_nb: assistedCount,
    is_invited: user.isInvited,
    email_confirmed: user.emailConfirmedAt !== null,
    is_archived: user.isArchived,
    registration_process: JSON.stringify(user.registrationProcess ?? {}),
    premium_dates: premiumDates,
    ...alerts,
    current_pro_status: proStatus ? { type: proStatus.type } : null,
    is_pro_status_blocked: proStatus?.isBlocked ?? false,
    show_oncommence_menu: user.showOncommenceMenu,
    show_oncommence_banner: user.showOncommenceBanner,
    followed_cancerous_pathology: user.followedCancerousPathology,
    platform_access_terms_accepted: user.platformAccessTermsAcceptedAt !== null,
    dark_theme: user.darkTheme,
    last_qpr: lastQpr ? { created_at: lastQpr.toISOString() } : null,
    last_qsat: lastQsat ? { created_at: lastQsat.toISOString() } : null,
    created_at: user.createdAt.toISOString(),
  };
}

export type Profile = Awaited<ReturnType<typeof getProfile>>;
