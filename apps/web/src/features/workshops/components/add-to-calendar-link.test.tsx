import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { saveTokens } from '../../../lib/auth-storage.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';

afterEach(() => {
  queryClient.clear();
});

const meeting = { id: 31, start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:30:00.000Z' };
const ICS = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

function show(handlers: Parameters<typeof mockApi>[0]) {
  saveTokens({ access_token: 'token-2', expires_in: 3600, refresh_token: 'refresh' }, false);
  queryClient.setQueryData(profileQueryKey, premiumUserProfile);
  const calls = mockApi(handlers);
  render(
    <AppProviders>
      <AddToCalendarLink meeting={meeting} />
    </AppProviders>,
  );
  return calls;
}

describe('« Ajouter à mon agenda »', () => {
  it('downloads the session’s calendar file with the member’s session, named after the session', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agenda');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = show({
      'GET /api/meetings/31/calendar.ics': () =>
        new Response(ICS, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    });
    const button = screen.getByRole('button', {
      name: 'Ajouter à mon agenda la séance du mardi 01/12/2026 10h00 - 11h30',
    });
    expect(button.textContent).toBe('Ajouter à mon agenda');
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['seance-31.ics']));
    expect(calls[0]?.authorization).toBe('Bearer token-2');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says when the file could not be downloaded', async () => {
    show({
      'GET /api/meetings/31/calendar.ics': () => jsonResponse(403, { code: 'forbidden', message: 'Refusé' }),
    });
    fireEvent.click(screen.getByRole('button', { name: /Ajouter à mon agenda/ }));
    expect(await screen.findByText("Le fichier d'agenda n'a pas pu être téléchargé. Réessayez.")).toBeTruthy();
  });
});
