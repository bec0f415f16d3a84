import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers.tsx';
import { saveTokens } from '../../../../lib/auth-storage.ts';
import type { Profile } from '../../../../lib/profile.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { profileQueryKey } from '../../../../lib/session.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { proPremiumProfile } from '../../../../test/profiles.ts';
import { SessionSupports } from './meeting-supports.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

const HOUR = 3_600_000;
const now = Date.parse('2026-06-02T08:00:00.000Z');
const meeting = (startsIn: number, workshopType: 'cognitive' | 'oncommence' = 'cognitive') =>
  ({
    id: 31,
    workshop_id: 7,
    start: new Date(now + startsIn).toISOString(),
    end: new Date(now + startsIn + 2 * HOUR).toISOString(),
    type: 'onsite',
    address: null,
    sequence: 3,
    places: 8,
    validated_subscribers_count: 2,
    link: null,
    waiting_subscribers_count: 0,
    pivot: null,
    workshop: { id: 7, name: 'Atelier', type: 'onsite', workshop_type: workshopType, is_aja: false, active: true },
  }) as MeetingItem;

const supports = {
  data: [
    {
      id: 4,
      sequence: 3,
      support_type: 'classique',
      shared_with_licence_pros: false,
      pro_attachment: { id: 41, name: 'diaporama.zip', mime: 'application/zip', attachable_id: 4 },
      user_attachment: { id: 42, name: 'livret.pdf', mime: 'application/pdf', attachable_id: 4 },
      guide_attachment: { id: 43, name: 'guide.pdf', mime: 'application/pdf', attachable_id: 4 },
    },
  ],
  meta: { total: 1, page: 1, per_page: 1, last_page: 1 },
};

function show(item: MeetingItem, profile: Profile = proPremiumProfile, extra = {}) {
  saveTokens({ access_token: `token-${profile.id}`, expires_in: 3600, refresh_token: 'refresh' }, false);
  queryClient.setQueryData(profileQueryKey, profile);
  const calls = mockApi({ 'GET /api/supports': () => jsonResponse(200, supports), ...extra });
  render(
    <AppProviders>
      <SessionSupports meeting={item} now={now} />
    </AppProviders>,
  );
  return calls;
}

const fakeWindow = () => ({ opener: window, location: { href: '' }, close: vi.fn() }) as unknown as Window;

describe('SessionSupports (the workshop page’s slides and guide)', () => {
  it('P2-SUP-12 P2-SUP-17 a basic pro sees nothing 25 hours before, and asks for nothing', () => {
    const calls = show(meeting(25 * HOUR));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('P2-SUP-12 P2-SUP-11 within the window a basic pro opens her session’s slides by their signed link, for this session', async () => {
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened);
    const link = '/api/supports/4/pro_attachment/proxy/abc.4.v.AAAAAAAAAAAAAAAAAAAAAA.sig/index.html';
    const calls = show(meeting(23 * HOUR), proPremiumProfile, {
      'POST /api/supports/4/pro_attachment/slideshow-link': () =>
        jsonResponse(200, { data: { url: link, expires_at: '2026-06-02T10:00:00Z' } }),
    });
    const button = await screen.findByRole('button', {
      name: /^Ouvrir le diaporama de la séance du .+ dans une nouvelle fenêtre$/,
    });
    const search = new URLSearchParams(calls.find((call) => call.path === '/api/supports')!.search);
    expect(search.get('per_page')).toBe('-1');
    expect(JSON.parse(search.get('search')!)).toEqual({ sequence: 3, support_type: 'classique' });
    fireEvent.click(button);
    await waitFor(() => expect(opened.location.href).toBe(link));
    expect(calls.find((call) => call.method === 'POST')?.search).toBe('?meeting_id=31');
  });

  it('P2-SUP-03 P2-SUP-12 the PDF guide opens in the new window, fetched for this session with the token', async () => {
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guide');
    const calls = show(meeting(HOUR), proPremiumProfile, {
      'GET /api/attachments/43/download': () =>
        new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Ouvrir le guide du professionnel de la séance du / }));
    await waitFor(() => expect(opened.location.href).toBe('blob:guide'));
    const download = calls.find((call) => call.path === '/api/attachments/43/download')!;
    expect(download.search).toBe('?meeting_id=31');
    expect(download.authorization).toBe(`Bearer token-${proPremiumProfile.id}`);
  });

  it('P2-SUP-16 the window follows the pro’s status: a novice sees them 71 hours before', async () => {
    const novice: Profile = { ...proPremiumProfile, current_pro_status: { type: 'novice' } };
    show(meeting(71 * HOUR), novice);
    expect(await screen.findByRole('button', { name: /^Ouvrir le diaporama/ })).toBeTruthy();
  });

  it('P2-SUP-14 a blocked novice waits for the last 24 hours', () => {
    const blocked: Profile = {
      ...proPremiumProfile,
      current_pro_status: { type: 'novice' },
      is_pro_status_blocked: true,
    };
    const calls = show(meeting(71 * HOUR), blocked);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
