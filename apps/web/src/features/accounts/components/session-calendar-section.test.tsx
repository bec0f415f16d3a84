import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { premiumUserProfile, proPremiumProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const preferences = {
  reminders: true,
  skipped_reminder_hours: [2],
  offers: true,
  participant_lists: true,
  reminder_hours: [48, 2],
};
const FEED_URL = 'https://adherents.exemple.fr/api/calendar/jeton-secret.ics';

type Handlers = Parameters<typeof mockApi>[0];

/** The profile, with the section's routes answering as given. */
async function openSection(profile: typeof premiumUserProfile, handlers: Handlers = {}) {
  const calls = mockApi({
    [`GET /api/users/${profile.id}`]: () => jsonResponse(200, { data: profile }),
    'GET /api/user/session-mail-preferences': () => jsonResponse(200, { data: preferences }),
    'PUT /api/user/session-mail-preferences': (body) =>
      jsonResponse(200, { data: { ...(body as object), reminder_hours: [48, 2] } }),
    'GET /api/user/calendar-feed': () => jsonResponse(200, { data: { active: false, created_at: null } }),
    ...handlers,
  });
  renderRoute('/profile', profile);
  const section = await screen.findByRole(
    'region',
    { name: 'Mes séances dans mon agenda et mes rappels' },
    { timeout: 15_000 },
  );
  return { calls, section: within(section) };
}

describe('« Mes séances dans mon agenda et mes rappels » on the profile', { timeout: 30_000 }, () => {
  it('shows one checkbox per reminder delay under the switch, and saves each change at once', async () => {
    const { calls, section } = await openSection(premiumUserProfile);
    const reminders = await section.findByRole('switch', { name: 'Rappels par e-mail' });
    expect((reminders as HTMLInputElement).checked).toBe(true);
    const day = section.getByRole('checkbox', { name: 'Recevoir un rappel 48 h avant' }) as HTMLInputElement;
    const hours = section.getByRole('checkbox', { name: 'Recevoir un rappel 2 h avant' }) as HTMLInputElement;
    expect(day.checked).toBe(true);
    expect(hours.checked).toBe(false);
    expect(
      (
        section.getByRole('checkbox', {
          name: "Me réserver une place libérée quand je suis sur liste d'attente",
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    // Only pros receive participant lists.
    expect(section.queryByRole('checkbox', { name: /liste des participants/ })).toBeNull();

    fireEvent.click(hours);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      reminders: true,
      skipped_reminder_hours: [],
      offers: true,
      participant_lists: true,
    });
    await waitFor(() => expect(hours.checked).toBe(true));
    expect(await screen.findByText('Vos préférences sont enregistrées.')).toBeTruthy();

    fireEvent.click(reminders);
    await waitFor(() => expect((reminders as HTMLInputElement).checked).toBe(false));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ reminders: false });
    // Without reminders, the delays cannot be chosen.
    expect(day.disabled).toBe(true);
  });

  it('offers a pro the evening-before list of participants', async () => {
    const { calls, section } = await openSection(proPremiumProfile);
    const lists = await section.findByRole('checkbox', {
      name: 'Recevoir la veille la liste des participants de mes séances',
    });
    fireEvent.click(lists);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ participant_lists: false }),
    );
  });

  it('says when the preferences cannot be loaded, with a retry', async () => {
    const { section, calls } = await openSection(premiumUserProfile, {
      'GET /api/user/session-mail-preferences': () => jsonResponse(500, { code: 'internal', message: 'Erreur' }),
    });
    expect(await section.findByText("Vos préférences n'ont pas pu être chargées.")).toBeTruthy();
    fireEvent.click(section.getAllByRole('button', { name: 'Réessayer' })[0]!);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/user/session-mail-preferences').length).toBeGreaterThan(1),
    );
  });

  it('creates the calendar address and shows it once with a copy button, then renews and deletes it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls, section } = await openSection(premiumUserProfile, {
      'POST /api/user/calendar-feed': () =>
        jsonResponse(200, { data: { active: true, created_at: '2026-11-29T10:00:00.000Z', url: FEED_URL } }),
      'DELETE /api/user/calendar-feed': () => jsonResponse(200, { data: { active: false, created_at: null } }),
    });
    expect(await section.findByText("Vous n'avez pas d'adresse d'agenda.")).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: "Créer mon adresse d'agenda" }));

    const field = (await section.findByRole('textbox', { name: "Votre adresse d'agenda" })) as HTMLInputElement;
    expect(field.value).toBe(FEED_URL);
    expect(section.getByText('Adresse créée le 29/11/2026.')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: "Copier l'adresse" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FEED_URL));

    fireEvent.click(section.getByRole('button', { name: 'Renouveler' }));
    const renewDialog = await screen.findByRole('dialog', { name: 'Renouveler' });
    fireEvent.click(within(renewDialog).getByRole('button', { name: 'Renouveler' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));

    fireEvent.click(await section.findByRole('button', { name: 'Supprimer' }));
    const removeDialog = await screen.findByRole('dialog', { name: 'Supprimer' });
    fireEvent.click(within(removeDialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await section.findByText("Vous n'avez pas d'adresse d'agenda.")).toBeTruthy();
    // The address is not shown any more once deleted.
    expect(section.queryByRole('textbox', { name: "Votre adresse d'agenda" })).toBeNull();
    expect(await section.findByRole('button', { name: "Créer mon adresse d'agenda" })).toBeTruthy();
  });
});
