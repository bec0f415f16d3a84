import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProNextMeeting } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import { getCurrentSnackbar } from '../../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { proPremiumProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const HOUR = 3_600_000;
const meeting = (patch: Partial<ProNextMeeting> = {}): ProNextMeeting => ({
  id: 31,
  workshop_id: 5,
  workshop_name: 'Mémoire et attention',
  start: new Date(Date.now() - HOUR / 2).toISOString(),
  end: new Date(Date.now() + HOUR).toISOString(),
  type: 'onsite',
  address: '12 rue des Lilas, 75012 Paris',
  link: null,
  places: 8,
  started: true,
  subscribers: [
    { id: 41, firstname: 'Anne', lastname: 'Bernard', attendance: null },
    { id: 42, firstname: 'Zoé', lastname: 'Martin', attendance: null },
  ],
  waiting_count: 1,
  ...patch,
});

const card = async () =>
  within(
    (await screen.findByRole('heading', { name: 'Ma prochaine séance' }, { timeout: 15_000 })).closest('section')!,
  );

describe('« Ma prochaine séance » on the pro’s home (issue #37)', { timeout: 30_000 }, () => {
  it('says when, where and who, links to the participants, and takes the attendance in one tap: Tous présents then one absent', async () => {
    const calls = mockApi({
      'GET /api/pro/next-meeting': () => jsonResponse(200, { data: meeting() }),
      'PUT /api/meetings/31/attendance': () => jsonResponse(200, { data: { updated: 2 } }),
      'PUT /api/meetings/31/attendance/42': () =>
        jsonResponse(200, {
          data: { id: 9, meeting_id: 31, user_id: 42, status: 'validated', attendance: 0, created_at: '2026-01-01' },
        }),
    });
    renderRoute('/', proPremiumProfile);
    const section = await card();
    expect(await section.findByText('Mémoire et attention')).toBeTruthy();
    expect(section.getByText('12 rue des Lilas, 75012 Paris')).toBeTruthy();
    expect(section.getByText(/2 participants : Anne Bernard, Zoé Martin/)).toBeTruthy();
    expect(section.getByText(/1 en liste d’attente/)).toBeTruthy();
    expect(section.getByText('En cours')).toBeTruthy();
    expect(section.getByRole('link', { name: /Voir les participants/ }).getAttribute('href')).toBe(
      '/pro/workshops/5?seance=31',
    );

    const call = section.getByRole('button', { name: 'Faire l’appel' });
    expect(call.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(call);
    fireEvent.click(await section.findByRole('button', { name: /^Tous présents/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/meetings/31/attendance')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/meetings/31/attendance')?.body).toEqual({ all_present: true });
    await waitFor(() => expect(getCurrentSnackbar()?.message).toMatch(/2 participants marqués présents/));

    const zoe = section.getByRole('group', { name: 'Présence de Zoé Martin' });
    fireEvent.click(within(zoe).getByRole('radio', { name: 'Absent' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/meetings/31/attendance/42')?.body).toEqual({ attendance: 0 }),
    );
  });

  it('before the start: no attendance yet, and a visio says « Visio »', async () => {
    mockApi({
      'GET /api/pro/next-meeting': () =>
        jsonResponse(200, {
          data: meeting({
            start: new Date(Date.now() + 2 * HOUR).toISOString(),
            end: new Date(Date.now() + 3 * HOUR).toISOString(),
            started: false,
            type: 'remote',
            address: null,
            link: 'https://visio.exemple.test/salle',
          }),
        }),
    });
    renderRoute('/', proPremiumProfile);
    const section = await card();
    expect(await section.findByText(/^Visio/)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Faire l’appel' })).toBeNull();
    expect(section.getByText('L’appel pourra se faire dès le début de la séance.')).toBeTruthy();
  });

  it('empty: « Aucune séance prévue »', async () => {
    mockApi({ 'GET /api/pro/next-meeting': () => jsonResponse(200, { data: null }) });
    renderRoute('/', proPremiumProfile);
    expect(await (await card()).findByText('Aucune séance prévue')).toBeTruthy();
  });

  it('on an error, a message and Réessayer', async () => {
    let fail = true;
    mockApi({
      'GET /api/pro/next-meeting': () =>
        fail ? jsonResponse(500, { code: 'server', message: 'Erreur' }) : jsonResponse(200, { data: null }),
    });
    renderRoute('/', proPremiumProfile);
    const section = await card();
    expect(await section.findByText(/n’a pas pu être chargée/, undefined, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(section.getByRole('button', { name: 'Réessayer' }));
    expect(await section.findByText('Aucune séance prévue')).toBeTruthy();
  });
});
