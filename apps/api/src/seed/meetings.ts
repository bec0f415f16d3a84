import type { Db } from '../db/client.ts';
import { meetings, meetingSubscriptions, type NewMeetingSubscription } from '../db/schema/index.ts';
import type { SeededUser } from './accounts.ts';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { addMinutes, mondayOf } from './dates.ts';
import { demoMembers } from './demo-members.ts';
import { slugify } from './files.ts';
import type { Random } from './random.ts';
import { sequenceOfWeek, type SeededWorkshop } from './workshops.ts';

const MINUTE = 60_000;
const premiumProfiles = new Set([
  'card',
  'renewal',
  'ligue',
  'patientsreseau',
  'retreat',
  'healthinsurance',
  'employer',
]);

type Phase = { past: boolean; index: number };
type Forced = { validated: string[]; waiting: string[] };

/** Where the demo accounts stand, so the README's walkthrough finds what it promises. */
const forcedRules: { workshop: string; past?: true; index?: number; validated?: string[]; waiting?: string[] }[] = [
  { workshop: 'paris', past: true, validated: ['membre@demo.fr'] },
  { workshop: 'paris', index: 0, waiting: ['membre@demo.fr'] },
  { workshop: 'paris', index: 1, validated: ['membre@demo.fr'] },
  { workshop: 'paris_visio', index: 0, validated: ['membre@demo.fr'] },
  { workshop: 'oncommence_visio', index: 0, validated: ['membre@demo.fr'] },
  { workshop: 'aja_cog', past: true, validated: ['jeune@demo.fr'] },
  { workshop: 'aja_cog', index: 0, waiting: ['jeune@demo.fr'] },
  { workshop: 'aja_cog', index: 1, validated: ['jeune@demo.fr'] },
  { workshop: 'aja_info', index: 0, validated: ['jeune@demo.fr', 'aidant@demo.fr'] },
];

function forcedFor(workshop: string, phase: Phase): Forced {
  const rules = forcedRules.filter(
    (rule) => rule.workshop === workshop && (phase.past ? rule.past : !rule.past && rule.index === phase.index),
  );
  return {
    validated: rules.flatMap((rule) => rule.validated ?? []),
    waiting: rules.flatMap((rule) => rule.waiting ?? []),
  };
}

function addressOf(workshop: SeededWorkshop): string {
  return `${workshop.street}, ${workshop.zip} ${workshop.city} – ${workshop.infoAddress}`;
}

function visioLinkOf(workshop: SeededWorkshop): string {
  return `https://visio.association.local/salle/${slugify(workshop.key)}-${workshop.id}`;
}

/** Who usually comes to each workshop: locals, a couple of picks, the AJA groups for the young. */
function followersByWorkshop(workshops: SeededWorkshop[], people: SeededUser[], random: Random) {
  const followers = new Map<string, SeededUser[]>(workshops.map((workshop) => [workshop.key, []]));
  const follow = (key: string, user: SeededUser) => {
    const list = followers.get(key);
    if (list && !list.includes(user)) list.push(user);
  };
  const regular = workshops.filter((workshop) => !workshop.isAja);
  const listed = new Map(demoMembers.map((member) => [member.email, member.follows]));
  for (const user of people) {
    const follows = listed.get(user.email);
    if (follows) {
      follows.forEach((key) => follow(key, user));
      continue;
    }
    if (user.profile === 'aja_assistant') {
      follow('aja_info', user);
    } else if (user.profile === 'aja_young') {
      follow('aja_info', user);
      follow(random.pick(['aja_cog', 'aja_jeudi']), user);
      if (user.email === 'jeune@demo.fr' || random.chance(0.5))
        ['aja_cog', 'aja_jeudi'].forEach((key) => follow(key, user));
    } else if (premiumProfiles.has(user.profile)) {
      if (user.email === 'membre@demo.fr') {
        ['paris', 'paris_visio'].forEach((key) => follow(key, user));
        continue;
      }
      // A member follows the cognitive workshop of their département, or a remote one.
      const department = user.zip.slice(0, 2);
      const local = regular.filter(
        (workshop) =>
          workshop.type === 'onsite' && workshop.department === department && workshop.workshopType !== 'oncommence',
      );
      local.forEach((workshop) => follow(workshop.key, user));
      const remote = regular.filter((workshop) => workshop.type === 'remote');
      if (local.length === 0 || random.chance(0.3)) follow(random.pick(remote).key, user);
      const discovery = regular.filter((workshop) => workshop.workshopType === 'oncommence');
      if (random.chance(0.25)) follow(random.pick(discovery).key, user);
    }
  }
  return followers;
}

/**
 * Weekly sessions from four weeks back to eight weeks ahead, with places taken, waiting
 * lists on the sessions marked full, attendance on past ones and a few cancellations.
 */
export async function seedMeetings(
  db: Db,
  context: { workshops: SeededWorkshop[]; people: SeededUser[]; now: Date; random: Random },
): Promise<void> {
  const { now, random } = context;
  const thisMonday = mondayOf(getParisDay(now));
  const planned = context.workshops.flatMap((workshop) => {
    const weeks =
      workshop.active === false ? [-8, -7, -6, -5, -4, -3, -2] : Array.from({ length: 13 }, (_, i) => i - 4);
    return weeks
      .filter((week) => week % (workshop.everyWeeks ?? 1) === 0)
      .map((week) => {
        const start = parisTimeToInstant(
          addCalendarDays(thisMonday, week * 7 + workshop.weekday - 1),
          workshop.hour,
          workshop.minute,
        );
        const end = addMinutes(start, workshop.minutes);
        return { workshop, start, end, sequence: sequenceOfWeek(week, workshop.isAja ?? false) };
      });
  });

  const rows = await db
    .insert(meetings)
    .values(
      planned.map((meeting) => ({
        workshopId: meeting.workshop.id,
        start: meeting.start,
        end: meeting.end,
        type: meeting.workshop.type,
        address: meeting.workshop.type === 'onsite' ? addressOf(meeting.workshop) : null,
        link: meeting.workshop.type === 'remote' ? visioLinkOf(meeting.workshop) : null,
        sequence: meeting.sequence,
        places: meeting.workshop.places,
        createdAt: new Date(
          Math.min(meeting.start.getTime() - 35 * 24 * 60 * MINUTE, now.getTime() - 24 * 60 * MINUTE),
        ),
      })),
    )
    .returning({ id: meetings.id });

  const followers = followersByWorkshop(context.workshops, context.people, random);
  const byEmail = new Map(context.people.map((user) => [user.email, user]));
  const subscriptions: NewMeetingSubscription[] = [];

  for (const workshop of context.workshops) {
    const sessions = planned
      .map((meeting, index) => ({ ...meeting, id: rows[index]?.id ?? 0 }))
      .filter((meeting) => meeting.workshop === workshop);
    const past = sessions.filter((meeting) => meeting.start <= now);
    const upcoming = sessions.filter((meeting) => meeting.start > now);
    const lastPast = past.at(-1);

    for (const [index, meeting] of sessions.entries()) {
      const isPast = meeting.start <= now;
      const phase = { past: isPast, index: isPast ? index : upcoming.indexOf(meeting) };
      const forced = forcedFor(workshop.key, phase);
      const joinedBefore = (user: SeededUser) => user.joinedAt.getTime() < meeting.start.getTime() - 24 * 60 * MINUTE;
      const forcedUsers = (emails: string[]) =>
        emails.map((email) => byEmail.get(email)).filter((user) => user !== undefined);
      const mustValidate = forcedUsers(forced.validated);
      const mustWait = forcedUsers(forced.waiting);
      const taken = new Set([...mustValidate, ...mustWait]);
      const regulars = random.shuffle(
        (followers.get(workshop.key) ?? []).filter((user) => joinedBefore(user) && !taken.has(user)),
      );
      const full = !isPast && (workshop.fullUpcoming ?? []).includes(phase.index);

      let validated: SeededUser[];
      let waiting: SeededUser[] = [];
      if (full) {
        // Fill with regulars, then with other members of the same programme.
        const others = random.shuffle(
          context.people.filter(
            (user) =>
              joinedBefore(user) &&
              !taken.has(user) &&
              !regulars.includes(user) &&
              (workshop.isAja ? user.profile === 'aja_young' : premiumProfiles.has(user.profile)),
          ),
        );
        const candidates = [...regulars, ...others];
        validated = [...mustValidate, ...candidates].slice(0, meeting.workshop.places);
        const rest = candidates.filter((user) => !validated.includes(user));
        waiting = [...mustWait, ...rest.slice(0, random.int(2, 3))];
      } else {
        const room = Math.min(meeting.workshop.places - (isPast ? 0 : 1), regulars.length + mustValidate.length);
        const count = Math.max(mustValidate.length, random.int(Math.ceil(room * (isPast ? 0.6 : 0.3)), room));
        validated = [...mustValidate, ...regulars].slice(0, count);
      }

      validated.forEach((user) => {
        const createdAt = new Date(
          Math.min(meeting.start.getTime() - random.int(2, 20) * 24 * 60 * MINUTE, now.getTime() - 30 * MINUTE),
        );
        const attendance = !isPast || meeting === lastPast ? null : random.chance(0.85) ? 1 : 0;
        subscriptions.push({
          meetingId: meeting.id,
          userId: user.id,
          status: 'validated',
          attendance: user.email === 'membre@demo.fr' && isPast && index === 1 ? 0 : attendance,
          createdAt: new Date(Math.max(createdAt.getTime(), user.joinedAt.getTime() + 60 * MINUTE)),
        });
      });
      waiting.forEach((user, position) => {
        subscriptions.push({
          meetingId: meeting.id,
          userId: user.id,
          status: 'waiting',
          createdAt: new Date(now.getTime() - (48 - position * 6) * 60 * MINUTE),
        });
      });

      // Someone cancelled: kept as history for the unsubscriptions count.
      const leaver = regulars.find((user) => !validated.includes(user) && !waiting.includes(user));
      if (isPast && leaver && random.chance(0.35)) {
        subscriptions.push({
          meetingId: meeting.id,
          userId: leaver.id,
          status: 'validated',
          createdAt: new Date(
            Math.max(addMinutes(meeting.start, -10 * 24 * 60).getTime(), leaver.joinedAt.getTime() + 60 * MINUTE),
          ),
          unsubscribedAt: addMinutes(meeting.start, -2 * 24 * 60),
        });
      }
    }
  }

  await db.insert(meetingSubscriptions).values(subscriptions);
}
