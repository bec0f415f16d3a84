import { and, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import {
  attachments,
  invitations,
  meetings,
  meetingSubscriptions,
  memberships,
  payments,
  proStatuses,
  substitutions,
  supports,
  surveys,
  users,
  workshops,
} from '../../src/db/schema/index.ts';
import type { TestDatabase } from '../helpers/test-database.ts';
import type { Fixtures } from './authorization-matrix.ts';

const address = { street: '2 rue des Tilleuls', zip: '75012', city: 'Paris', phone: '06 00 00 00 00' };

/**
 * The records the matrix's requests point at, on a database holding the demo: a member of a
 * workshop of pro@demo.fr (with a membership), a coming session of that workshop, a stranger, a paid donation with its receipt, the satisfaction
 * questionnaire, and everyone's current profile fields.
 */
export async function createMatrixFixtures(database: TestDatabase): Promise<Fixtures> {
  const db = database.db;
  const [pro] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pro@demo.fr'));
  const [young] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'jeune@demo.fr'));
  const [meeting] = await db
    .select({ id: meetings.id, workshopId: meetings.workshopId, type: workshops.type })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(
      and(
        eq(workshops.userId, pro!.id),
        isNull(workshops.secondaryProId),
        notExists(db.select().from(substitutions).where(eq(substitutions.workshopId, workshops.id))),
      ),
    )
    .limit(1);
  const [member, stranger] = await db
    .insert(users)
    .values([
      { ...address, firstname: 'Anne', lastname: 'Témoin', email: 'temoin.atelier@exemple.fr' },
      { ...address, firstname: 'Luc', lastname: 'Inconnu', email: 'inconnu.total@exemple.fr' },
    ])
    .returning({ id: users.id });
  await db.insert(meetingSubscriptions).values({ meetingId: meeting!.id, userId: member!.id, status: 'waiting' });
  // A coming session of the same workshop with room for everyone; the member may join it (a membership).
  const start = new Date(Date.now() + 30 * 86_400_000);
  const [openMeeting] = await db
    .insert(meetings)
    .values({
      workshopId: meeting!.workshopId,
      start,
      end: new Date(start.getTime() + 3_600_000),
      type: meeting!.type,
      address: '1 rue du Test',
      link: 'https://visio.exemple.fr/test',
      sequence: 1,
      places: 100,
    })
    .returning({ id: meetings.id });
  await db.insert(meetingSubscriptions).values({ meetingId: openMeeting!.id, userId: member!.id, status: 'waiting' });
  await db.insert(memberships).values({
    userId: member!.id,
    start: new Date(Date.now() - 86_400_000),
    end: start,
    source: 'admin',
    ref: `MATRIX-${member!.id}`,
  });
  const [membre] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'membre@demo.fr'));
  const [receipt] = await db
    .select({ id: payments.id, ref: payments.ref })
    .from(payments)
    .where(and(eq(payments.userId, membre!.id), eq(payments.status, 'paid'), isNotNull(payments.receiptNumber)));
  const [satisfaction] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, 'satisfaction'));
  const supportFile = (shared: boolean, role: 'user_attachment' | 'guide_attachment' | 'pro_attachment') =>
    db
      .select({ id: attachments.id, supportId: supports.id })
      .from(attachments)
      .innerJoin(supports, and(eq(attachments.attachableType, 'support'), eq(attachments.attachableId, supports.id)))
      .where(and(eq(supports.sharedWithLicencePros, shared), eq(attachments.role, role)))
      .limit(1);
  const [[sharedBooklet], [unsharedGuide], [sharedSlides]] = await Promise.all([
    supportFile(true, 'user_attachment'),
    supportFile(false, 'guide_attachment'),
    supportFile(true, 'pro_attachment'),
  ]);
  const [invitedPro] = await db
    .insert(users)
    .values({
      firstname: 'Paul',
      lastname: 'Invité',
      email: 'pro.invite.matrice@exemple.fr',
      role: 'pro',
      isInvited: true,
      registrationProcess: { reason: 'other' },
    })
    .returning({ id: users.id });
  const [status, removable] = await db
    .insert(proStatuses)
    .values([
      { userId: invitedPro!.id, type: 'licence', start: new Date('2019-12-31T23:00:00Z') },
      {
        userId: invitedPro!.id,
        type: 'novice',
        start: new Date('2010-01-01T00:00:00Z'),
        end: new Date('2011-01-01T00:00:00Z'),
      },
    ])
    .returning({ id: proStatuses.id });
  const [invitation] = await db
    .insert(invitations)
    .values({ userId: invitedPro!.id, tokenHash: 'matrice-invitation', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: invitations.id });
  const everyone = await db.select().from(users);
  const profileBodies = new Map(
    everyone.map((u) => [
      u.id,
      Object.fromEntries(
        Object.entries({
          lastname: u.lastname,
          firstname: u.firstname,
          email: u.email,
          birthdate: u.birthdate,
          street: u.street,
          zip: u.zip,
          city: u.city,
          phone: u.phone,
        }).filter(([, value]) => value !== null),
      ),
    ]),
  );
  return {
    workshopMemberId: member!.id,
    openMeetingId: openMeeting!.id,
    openWorkshop: { id: meeting!.workshopId, type: meeting!.type },
    strangerId: stranger!.id,
    youngId: young!.id,
    receiptPaymentId: receipt!.id,
    receiptPaymentRef: receipt!.ref,
    satisfactionSurveyId: satisfaction!.id,
    sharedBookletId: sharedBooklet!.id,
    unsharedGuideId: unsharedGuide!.id,
    sharedSlidesSupportId: sharedSlides!.supportId,
    invitedPro: {
      id: invitedPro!.id,
      statusId: status!.id,
      removableStatusId: removable!.id,
      invitationId: invitation!.id,
    },
    profileBodies,
  };
}
