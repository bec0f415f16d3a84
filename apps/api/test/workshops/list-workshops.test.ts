import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, workshops } from '../../src/db/schema/index.ts';
import { idsOf, workshopListTestApp, type Item } from './list-test-app.ts';

const { ctx, get, list, workshopIdsWhere } = workshopListTestApp();

describe('GET /api/workshops: answer shape', () => {
  it('P2-WSL-18 P2-CONST-07 P2-WSL-06 search is_aja 0, 24 per page: {data, meta.total}, every item non-AJA', async () => {
    const page = await list(null, { search: { is_aja: 0 }, per_page: 24, page: 1 });
    const expected = await workshopIdsWhere(and(eq(workshops.isAja, false), eq(workshops.active, true)));
    expect(page.meta).toEqual({ total: expected.length, page: 1, per_page: 24, last_page: 1 });
    expect(page.data.length).toBeLessThanOrEqual(24);
    expect(idsOf(page).sort((x, y) => x - y)).toEqual(expected);
    expect(page.data.every((item) => item.is_aja === false)).toBe(true);
  });

  it('P2-WSL-19 items carry the workshop fields and the relations asked for', async () => {
    const page = await list('pro', {
      search: { zip: '75012' },
      with: [
        'user',
        'secondaryPro',
        'partner.logo',
        'next_meeting',
        'three_next_meetings',
        'nextSubstitutions',
        'meetings',
      ],
    });
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) {
      for (const key of [
        'id',
        'name',
        'description',
        'type',
        'type_name',
        'active',
        'user_id',
        'user',
        'secondary_pro_id',
        'secondary_pro',
        'partner_id',
        'partner',
        'info_address',
        'zip',
        'city',
        'is_aja',
        'workshop_type',
        'aja_ref',
        'start',
        'end',
        'subscriptions_count',
        'next_meeting',
        'next_meeting_start',
        'three_next_meetings',
        'next_onsite_meeting_start',
        'next_substitutions',
        'meetings',
      ]) {
        expect(item, key).toHaveProperty(key);
      }
      expect(item.type_name).toBe(item.type === 'remote' ? 'Visio' : 'Présentiel');
      expect(item.user).toMatchObject({
        id: item.user_id,
        firstname: expect.any(String),
        lastname: expect.any(String),
      });
    }
    const withPartner = page.data.find((item) => item.partner_id !== null)!;
    const [logo] = await ctx.t.database.db
      .select({ id: attachments.id, path: attachments.path })
      .from(attachments)
      .where(
        and(eq(attachments.attachableType, 'partner'), eq(attachments.attachableId, withPartner.partner_id as number)),
      );
    expect(withPartner.partner).toMatchObject({
      id: withPartner.partner_id,
      name: expect.any(String),
      type: 'healthcenter',
      active: true,
    });
    expect((withPartner.partner as { logo: unknown }).logo).toEqual(
      logo ? { ...logo, url: `/api/partners/${withPartner.partner_id}/logo` } : null,
    );
  });

  it('a session in the list never gives its visio link', async () => {
    const page = await list('pro', {
      search: { zip: '99001' },
      with: ['meetings', 'three_next_meetings', 'next_meeting'],
    });
    const [item] = page.data;
    expect(JSON.stringify(item)).not.toContain('salle-secrete');
    expect((item!.meetings as object[]).every((meeting) => !('link' in meeting))).toBe(true);
  });

  it('members and visitors read the pros’ first names only', async () => {
    for (const as of [null, 'member'] as const) {
      const page = await list(as, { search: { zip: '99001' }, with: ['user'] });
      expect(page.data[0]!.user).toEqual({ id: ctx.ids.pro, firstname: 'Claire' });
    }
  });

  it('select[] keeps the named fields, without[] drops computed ones', async () => {
    const page = await list(null, {
      search: { zip: '99001' },
      select: ['name', 'zip'],
      without: ['subscriptions_count'],
    });
    expect(page.data[0]).toEqual({
      id: ctx.fixture.full,
      name: 'Test – complet',
      zip: '99001',
      next_meeting_start: expect.any(String),
      next_onsite_meeting_start: null,
    });
  });
});

describe('GET /api/workshops: coming sessions and status facts', () => {
  it('P1-HOME-13 P1-HOME-15 P2-WSD-20 for a member: the session under way is not coming; the three next are full', async () => {
    const page = await list('member', { search: { zip: '99001' }, with: ['next_meeting', 'three_next_meetings'] });
    const [item] = page.data as [
      Item & {
        next_meeting: { id: number };
        three_next_meetings: { id: number; places: number; validated_subscribers_count: number }[];
      },
    ];
    expect(item.next_meeting.id).toBe(ctx.fullMeetings[1]);
    expect(item.three_next_meetings.map((meeting) => meeting.id)).toEqual(ctx.fullMeetings.slice(1, 4));
    expect(item.three_next_meetings.every((meeting) => meeting.validated_subscribers_count === meeting.places)).toBe(
      true,
    );
    // Six places taken in coming sessions: the waiting entry and the cancelled place do not count.
    expect(item.subscriptions_count).toBe(6);
  });

  it('P2-WSD-20 for the pros, a session under way is still their next one', async () => {
    const page = await list('pro', { search: { zip: '99001' }, with: ['next_meeting', 'three_next_meetings'] });
    const item = page.data[0] as Item & {
      next_meeting: { id: number; validated_subscribers_count: number };
      three_next_meetings: { id: number }[];
    };
    expect(item.next_meeting).toMatchObject({ id: ctx.fullMeetings[0], validated_subscribers_count: 0 });
    expect(item.three_next_meetings.map((meeting) => meeting.id)).toEqual(ctx.fullMeetings.slice(0, 3));
  });

  it('P1-HOME-14 P2-WSL-11 a workshop without sessions: no next meeting, an empty list, nulls', async () => {
    const page = await list(null, { search: { zip: '99002' }, with: ['next_meeting', 'three_next_meetings'] });
    expect(page.data[0]).toMatchObject({
      id: ctx.fixture.empty,
      next_meeting: null,
      three_next_meetings: [],
      next_meeting_start: null,
      subscriptions_count: 0,
    });
  });

  it('next_onsite_meeting_start and an onsite session’s address', async () => {
    const page = await list(null, { search: { zip: '99004' }, with: ['next_meeting'] });
    expect(page.data[0]).toMatchObject({
      next_onsite_meeting_start: '2031-03-09T23:30:00.000Z',
      next_meeting: {
        type: 'onsite',
        address: '1 rue du Test, 99004 Autreville',
        sequence: 7,
        places: 3,
        validated_subscribers_count: 0,
      },
    });
  });
});

describe('GET /api/workshops: who sees what (P1 §6, P2 §4)', () => {
  it('P2-WSL-02 P2-WSD-14 an AJA young person and a carer see AJA workshops only', async () => {
    for (const as of ['young', 'carer'] as const) {
      const page = await list(as, { per_page: 100 });
      expect(page.meta.total).toBe(
        (await workshopIdsWhere(and(eq(workshops.isAja, true), eq(workshops.active, true)))).length,
      );
      expect(page.data.every((item) => item.is_aja === true)).toBe(true);
      expect(idsOf(page)).toContain(ctx.fixture.aja);
    }
  });

  it('P2-WSD-13 P2-WSD-14 asking for the other programme is refused with the spec’s message', async () => {
    for (const [as, isAja] of [
      ['young', 0],
      ['member', 1],
      ['nonMember', true],
    ] as const) {
      const response = await get(as, { search: { is_aja: isAja } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        message: "Vous n'êtes pas autorisé à accéder à cet atelier.",
      });
    }
  });

  it('a member without AJA profile sees the other workshops only', async () => {
    const page = await list('nonMember', { per_page: 100 });
    expect(page.data.every((item) => item.is_aja === false)).toBe(true);
    expect(idsOf(page)).not.toContain(ctx.fixture.aja);
  });

  it('P1-HOME-02 P2-WSL-01 a visitor browses both programmes, active workshops only', async () => {
    const page = await list(null, { per_page: 100 });
    expect(idsOf(page).sort((x, y) => x - y)).toEqual(await workshopIdsWhere(eq(workshops.active, true)));
    const inactive = await list(null, { search: { active: false } });
    expect(inactive.data).toEqual([]);
    expect(inactive.meta.total).toBe(0);
  });

  it('P2-WSD-15 a deactivated workshop: its pro and the staff see it, other pros and members do not', async () => {
    expect(idsOf(await list('pro', { search: { zip: '99' } }))).toContain(ctx.fixture.inactive);
    expect(idsOf(await list('admin', { search: { zip: '99' } }))).toContain(ctx.fixture.inactive);
    expect(idsOf(await list('licence', { search: { zip: '99' } }))).not.toContain(ctx.fixture.inactive);
    expect(idsOf(await list('member', { search: { zip: '99' } }))).not.toContain(ctx.fixture.inactive);
    const own = await list('pro', { search: { zip: '99', active: 0 } });
    expect(own.data.map((item) => [item.id, item.active])).toEqual([[ctx.fixture.inactive, false]]);
  });

  it('the staff see everything, both programmes and deactivated workshops', async () => {
    const page = await list('admin', { per_page: 100 });
    expect(page.meta.total).toBe((await workshopIdsWhere(undefined)).length);
  });

  it('a token that no longer opens a session answers 401, so the web ends it', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/workshops',
      headers: { authorization: 'Bearer perime' },
    });
    expect(response.statusCode).toBe(401);
  });
});
