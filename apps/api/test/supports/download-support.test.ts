import { describe, expect, it, vi } from 'vitest';
import { attachments } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createSubstitution, signIn, subscribe } from '../helpers/factories.ts';
import { useAppWithFilesAt } from '../helpers/app-with-files.ts';
import { createSession, createSupport } from './support-fixtures.ts';

/**
 * GET /api/attachments/{id}/download (P2 §6, §7): every window on its boundary, on a clock
 * held still (only Date is faked), on PGlite and PostgreSQL.
 */
const T0 = new Date('2026-06-02T08:00:00.000Z');
const MINUTE = 60_000;
const minutes = (count: number) => new Date(T0.getTime() + count * MINUTE);
const forbiddenText = "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.";

const env = useAppWithFilesAt(T0);

const db = () => env.t.database.db;

async function download(as: { authorization: string } | null, attachmentId: number, meetingId?: number, at: Date = T0) {
  vi.setSystemTime(at);
  const query = meetingId === undefined ? '' : `?meeting_id=${meetingId}`;
  return env.t.app.inject({
    method: 'GET',
    url: `/api/attachments/${attachmentId}/download${query}`,
    headers: as ?? {},
  });
}

async function pro(options: Parameters<typeof createPro>[1] = {}) {
  const person = await createPro(db(), { premium: true, ...options });
  return { ...person, session: await signIn(db(), person) };
}

async function member(options: Parameters<typeof createMember>[1] = {}) {
  const person = await createMember(db(), { premium: true, ...options });
  return { ...person, session: await signIn(db(), person) };
}

/** The owner's answers one minute before, at, and one minute after `boundary`. */
async function aroundBoundary(as: { authorization: string }, attachmentId: number, meetingId: number, boundary: Date) {
  const statuses = [];
  for (const offset of [-1, 0, 1]) {
    statuses.push(
      (await download(as, attachmentId, meetingId, new Date(boundary.getTime() + offset * MINUTE))).statusCode,
    );
  }
  return statuses;
}

describe('support windows before the session (P2 §6)', () => {
  const cases = [
    { id: 'P2-SUP-17', label: 'basic: 1440 minutes', status: 'basic', blocked: false, oncommence: false, lead: 1_440 },
    {
      id: 'P2-SUP-16',
      label: 'novice: 4320 minutes',
      status: 'novice',
      blocked: false,
      oncommence: false,
      lead: 4_320,
    },
    {
      id: 'P2-SUP-14',
      label: 'blocked status: 1440 minutes',
      status: 'licence',
      blocked: true,
      oncommence: false,
      lead: 1_440,
    },
    {
      id: 'P2-SUP-13',
      label: 'oncommence workshop: 10080 minutes',
      status: 'basic',
      blocked: false,
      oncommence: true,
      lead: 10_080,
    },
  ] as const;

  for (const item of cases) {
    it(`${item.id} ${item.label}: refused a minute before, open at the boundary and after`, async () => {
      const owner = await pro({ status: item.status, blocked: item.blocked });
      const { support, files: ids } = await createSupport(db(), env.files.filesDir);
      const { session } = await createSession(db(), {
        owner,
        sequence: support.sequence,
        start: minutes(item.lead),
        oncommence: item.oncommence,
      });
      expect(await aroundBoundary(owner.session, ids.guide_attachment, session.id, T0)).toEqual([403, 200, 200]);
    });
  }

  it('P2-SUP-15 licence: always, a month before, even for a support not shared with licences', async () => {
    const owner = await pro({ status: 'licence' });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir, { supportType: 'aja' });
    const { session } = await createSession(db(), {
      owner,
      sequence: support.sequence,
      start: minutes(30 * 1_440),
      isAja: true,
    });
    expect((await download(owner.session, ids.pro_attachment, session.id)).statusCode).toBe(200);
    expect((await download(owner.session, ids.pro_attachment)).statusCode).toBe(403);
  });

  it('P2-SUP-15 a licence pro opens shared supports without a session, not the others; a blocked one neither', async () => {
    const licence = await pro({ status: 'licence' });
    const blocked = await pro({ status: 'licence', blocked: true });
    const shared = await createSupport(db(), env.files.filesDir, { shared: true });
    const notShared = await createSupport(db(), env.files.filesDir);
    expect((await download(licence.session, shared.files.pro_attachment)).statusCode).toBe(200);
    expect((await download(licence.session, shared.files.guide_attachment)).statusCode).toBe(200);
    expect((await download(licence.session, notShared.files.pro_attachment)).statusCode).toBe(403);
    expect((await download(blocked.session, shared.files.pro_attachment)).statusCode).toBe(403);
  });
});

describe('the end of the window (P2 §6, §9)', () => {
  it('P2-SUP-18 open until 15 minutes after the end, closed a minute later', async () => {
    const owner = await pro({ status: 'basic' });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    const { session } = await createSession(db(), {
      owner,
      sequence: support.sequence,
      start: minutes(-90 - 15),
      minutes: 90,
    });
    expect(await aroundBoundary(owner.session, ids.pro_attachment, session.id, T0)).toEqual([200, 200, 403]);
  });

  it('P2-SUP-18 the end limit holds for a licence pro on a support not shared', async () => {
    const owner = await pro({ status: 'licence' });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    const { session } = await createSession(db(), {
      owner,
      sequence: support.sequence,
      start: minutes(-90 - 15),
      minutes: 90,
    });
    expect(await aroundBoundary(owner.session, ids.pro_attachment, session.id, T0)).toEqual([200, 200, 403]);
  });
});

describe("the workshop's pros (P2 §6)", () => {
  it('P2-SUP-12 the owner, the secondary pro and the substitute at the session: 200; another premium pro: 403', async () => {
    const [owner, secondary, substitute, stranger] = await Promise.all([
      pro({ status: 'basic' }),
      pro({ status: 'basic' }),
      pro({ status: 'basic' }),
      pro({ status: 'licence' }),
    ]);
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    const { workshop, session } = await createSession(db(), {
      owner,
      secondaryPro: secondary,
      sequence: support.sequence,
      start: minutes(60),
    });
    // The substitution starts after now and covers the session: it counts as of the session.
    await createSubstitution(db(), workshop, substitute, 0.02, 1, T0);
    for (const who of [owner, secondary, substitute])
      expect((await download(who.session, ids.guide_attachment, session.id)).statusCode).toBe(200);
    const refused = await download(stranger.session, ids.guide_attachment, session.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenText);
  });

  it('a pro without a membership is refused even on their own workshop', async () => {
    const owner = await pro({ status: 'basic', premium: false });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    const { session } = await createSession(db(), { owner, sequence: support.sequence, start: minutes(60) });
    expect((await download(owner.session, ids.guide_attachment, session.id)).statusCode).toBe(403);
  });

  it("the session's sequence and programme must be the support's: AJA/classique or sequence mismatch is 403", async () => {
    const owner = await pro({ status: 'basic' });
    const aja = await createSupport(db(), env.files.filesDir, { supportType: 'aja' });
    const classique = await createSupport(db(), env.files.filesDir);
    const onClassique = await createSession(db(), { owner, sequence: aja.support.sequence, start: minutes(60) });
    const onAja = await createSession(db(), {
      owner,
      sequence: classique.support.sequence,
      start: minutes(60),
      isAja: true,
    });
    const otherSequence = await createSession(db(), {
      owner,
      sequence: classique.support.sequence + 50,
      start: minutes(60),
    });
    expect((await download(owner.session, aja.files.guide_attachment, onClassique.session.id)).statusCode).toBe(403);
    expect((await download(owner.session, classique.files.guide_attachment, onAja.session.id)).statusCode).toBe(403);
    expect((await download(owner.session, classique.files.guide_attachment, otherSequence.session.id)).statusCode).toBe(
      403,
    );
    expect((await download(owner.session, classique.files.guide_attachment, 2_000_000)).statusCode).toBe(403);
  });

  it('the staff: always, without a session', async () => {
    const admin = await createAdmin(db());
    const { files: ids } = await createSupport(db(), env.files.filesDir);
    expect((await download(await signIn(db(), admin), ids.pro_attachment)).statusCode).toBe(200);
  });
});

describe('the booklet for members (P2 §6)', () => {
  it('P2-MEET-30 P2-MEET-31 validated: 200; waiting, not subscribed: 403; the pros’ files: 403', async () => {
    const owner = await pro({ status: 'basic' });
    const [validated, waiting, outsider] = await Promise.all([member(), member(), member()]);
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    // A month ahead: the booklet opens with the place, not with the pros' window.
    const { session } = await createSession(db(), { owner, sequence: support.sequence, start: minutes(30 * 1_440) });
    await subscribe(db(), validated, session, 'validated');
    await subscribe(db(), waiting, session, 'waiting');
    expect((await download(validated.session, ids.user_attachment, session.id)).statusCode).toBe(200);
    expect((await download(waiting.session, ids.user_attachment, session.id)).statusCode).toBe(403);
    expect((await download(outsider.session, ids.user_attachment, session.id)).statusCode).toBe(403);
    expect((await download(validated.session, ids.user_attachment)).statusCode).toBe(403);
    expect((await download(validated.session, ids.guide_attachment, session.id)).statusCode).toBe(403);
    expect((await download(validated.session, ids.pro_attachment, session.id)).statusCode).toBe(403);
  });

  it('P2-SUP-18 a validated member until 15 minutes after the end; without a membership never', async () => {
    const owner = await pro({ status: 'basic' });
    const validated = await member();
    const lapsed = await member({ premium: false });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir);
    const { session } = await createSession(db(), { owner, sequence: support.sequence, start: minutes(-90 - 15) });
    await subscribe(db(), validated, session, 'validated');
    await subscribe(db(), lapsed, session, 'validated');
    expect(await aroundBoundary(validated.session, ids.user_attachment, session.id, T0)).toEqual([200, 200, 403]);
    expect((await download(lapsed.session, ids.user_attachment, session.id, minutes(-5))).statusCode).toBe(403);
  });
});

describe('the file itself', () => {
  it('P2-SUP-10 sends the bytes with their type, both file names, nosniff and private no-store', async () => {
    const licence = await pro({ status: 'licence' });
    const { support, files: ids } = await createSupport(db(), env.files.filesDir, { shared: true });
    const answer = await download(licence.session, ids.user_attachment);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="livret-seance.pdf"; filename*=UTF-8''livret-s%C3%A9ance.pdf`,
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toBe(`%PDF-1.4 user_attachment ${support.id}`);
  });

  it('a file missing on disk, an unknown attachment, a document or a logo: 404; no session: 401', async () => {
    const admin = await signIn(db(), await createAdmin(db()));
    const { files: ids } = await createSupport(db(), env.files.filesDir, { missing: ['guide_attachment'] });
    const [document] = await db()
      .insert(attachments)
      .values({
        attachableType: 'document',
        attachableId: 1,
        role: 'file',
        name: 'article.pdf',
        path: 'documents/article.pdf',
        mime: 'application/pdf',
        sizeBytes: 10,
      })
      .returning();
    expect((await download(admin, ids.guide_attachment)).statusCode).toBe(404);
    expect((await download(admin, 2_000_000)).statusCode).toBe(404);
    expect((await download(admin, document!.id)).statusCode).toBe(404);
    expect((await download(null, ids.user_attachment)).statusCode).toBe(401);
    expect(
      (
        await env.t.app.inject({
          method: 'GET',
          url: `/api/attachments/${ids.user_attachment}/download?meeting_id=abc`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(422);
  });
});
