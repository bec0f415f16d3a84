import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkshopListItem, WorkshopMeeting } from '@plateforme/shared/workshops/workshops.schemas';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../lib/profile.ts';
import { list as meetingList, meeting as meetingItem, pivot } from '../../features/workshops/test/meeting-fixtures.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { ajaYoungProfile } from '../../test/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { appRoutes } from '../route-table.ts';

/** The route table's paths as patterns: a link must land on a real screen, not the not-found page. */
const routePatterns = appRoutes.map((route) => new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+')}$`));

let nextMeetingId = 1;

/** A session in Paris time (November: UTC+1) with places taken. */
function meeting(
  workshopId: number,
  parisStart: string,
  minutes: number,
  places: number,
  taken: number,
): WorkshopMeeting {
  const start = new Date(`${parisStart}+01:00`);
  return {
    id: nextMeetingId++,
    workshop_id: workshopId,
    start: start.toISOString(),
    end: new Date(start.getTime() + minutes * 60_000).toISOString(),
    type: 'remote',
    address: null,
    sequence: 1,
    places,
    validated_subscribers_count: taken,
  };
}

// Sorted by name as the API answers: the reference workshops are not first.
const workshops: WorkshopListItem[] = [
  { id: 3, name: 'Atelier AJA du jeudi soir', aja_ref: null, is_aja: true, three_next_meetings: [] },
  {
    id: 2,
    name: "Atelier d'information AJA",
    aja_ref: 'etp_cog_aja',
    is_aja: true,
    three_next_meetings: [meeting(2, '2026-11-28T10:00:00', 90, 12, 12), meeting(2, '2026-12-12T10:00:00', 90, 12, 3)],
  },
  {
    id: 1,
    name: 'Parcours AJA – Remédiation cognitive',
    aja_ref: 'cog_paid',
    is_aja: true,
    three_next_meetings: [
      meeting(1, '2026-11-25T18:00:00', 60, 6, 6),
      meeting(1, '2026-12-02T18:00:00', 60, 6, 6),
      meeting(1, '2026-12-09T18:00:00', 60, 6, 6),
    ],
  },
];

const list = (data: WorkshopListItem[]) => ({
  data,
  meta: { total: data.length, page: 1, per_page: 24, last_page: 1 },
});

function answerWorkshops(data: WorkshopListItem[] = workshops) {
  return mockApi({ 'GET /api/workshops': () => jsonResponse(200, list(data)) });
}

const complete = {
  birthdate: '2004-03-02',
  street: '41 rue de Vaugirard',
  zip: '75006',
  city: 'Paris',
  phone: '06 12 34 56 78',
};
const young: Profile = { ...ajaYoungProfile, ...complete, qr_info_alert: 0, qsat_alert: 0, cog_alert: 0 };
const carer: Profile = { ...young, id: 8, firstname: 'Nathalie', aja_role: 'aja_assistant' };
const ajaWithoutMembership: Profile = { ...young, id: 9, types: [], premium_dates: null };

async function workshopLinks() {
  const section = within(await screen.findByRole('region', { name: 'Ateliers AJA' }));
  await section.findAllByRole('listitem');
  return section.getAllByRole('listitem').map((item) => within(item).getByRole('link'));
}

/** The page's own menu (the navigation bar has one too, for premium members). */
const questionnairesButton = () => within(screen.getByRole('main')).getByRole('button', { name: 'Questionnaires' });

async function openQuestionnaires() {
  const button = questionnairesButton();
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  return within(menu).getAllByRole('menuitem');
}

describe('/aja, the AJA home', () => {
  it('P1-HOME-10 P1-HOME-11 P1-HOME-13 lists the AJA workshops, cog_paid and etp_cog_aja first, each with its next session', async () => {
    const calls = answerWorkshops();
    renderRoute('/aja', young);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Léa' })).toBeTruthy();
    const links = await workshopLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/aja/workshops/1',
      '/aja/workshops/2',
      '/aja/workshops/3',
    ]);
    expect(links[0]!.textContent).toContain('Parcours AJA – Remédiation cognitive');
    expect(links[0]!.textContent).toContain('Prochaine séance : mercredi 18h00-19h00');
    expect(links[1]!.textContent).toContain('Prochaine séance : samedi 10h00-11h30');

    const request = calls.find((call) => call.path === '/api/workshops')!;
    const query = new URLSearchParams(request.search);
    expect(JSON.parse(query.get('search')!)).toEqual({ is_aja: 1, active: 1 });
    expect(query.get('with[0]')).toBe('three_next_meetings');
  });

  it('P1-HOME-14 P1-HOME-15 P1-HOME-16 the status: no session yet, waiting list, or nothing', async () => {
    answerWorkshops();
    renderRoute('/aja', young);
    const [cogPaid, information, thursday] = await workshopLinks();
    // All three next sessions full.
    expect(cogPaid!.textContent).toContain("(File d'attente)");
    // The next one is full, the one after has places: no status.
    expect(information!.textContent).not.toContain("(File d'attente)");
    expect(information!.textContent).not.toContain('(pas encore de séances)');
    expect(thursday!.textContent).toContain('(pas encore de séances)');
    expect(thursday!.textContent).not.toContain('Prochaine séance');
  });

  it('every link of the AJA home, the menu included, leads to a route of the route table; premium members reach their sessions', async () => {
    answerWorkshops();
    renderRoute('/aja', { ...young, cog_alert: 1, qr_info_alert: 1 });
    await workshopLinks();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Mes séances' }).getAttribute('href')).toBe('/meetings');
    const links = main.getAllByRole('link');
    // The open menu hides the page from assistive technologies: read the links first.
    const items = await openQuestionnaires();
    const hrefs = [...links, ...items].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(6);
    for (const href of hrefs)
      expect(
        routePatterns.some((pattern) => pattern.test(href)),
        href,
      ).toBe(true);
  });

  it('a premium AJA member finds their next session above the workshops, linked to its AJA page', async () => {
    const next = meetingItem(1, 5, {
      pivot: pivot(1, young.id, 'validated'),
      workshop: { ...meetingItem(1, 5).workshop!, id: 2, name: 'Atelier AJA du jeudi soir', is_aja: true },
    });
    mockApi({
      'GET /api/workshops': () => jsonResponse(200, list(workshops)),
      [`GET /api/users/${young.id}/subscribitions`]: () => jsonResponse(200, meetingList([next])),
    });
    renderRoute('/aja', young);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Votre prochaine séance :');
    expect(within(note).getByRole('link', { name: 'Atelier AJA du jeudi soir' }).getAttribute('href')).toBe(
      '/aja/workshops/2',
    );
  });

  it('P1-HOME-12 has a button to the AJA workshop list', async () => {
    answerWorkshops();
    renderRoute('/aja', young);
    expect((await screen.findByRole('link', { name: 'Voir tous les ateliers AJA' })).getAttribute('href')).toBe(
      '/aja-workshops',
    );
  });

  it('P1-HOME-17 P1-HOME-18 P2-SURV-05 P2-SURV-06 a premium AJA member in the AJA theme opens Questionnaires by keyboard: profile, satisfaction, cognitive', async () => {
    answerWorkshops();
    renderRoute('/aja', { ...young, cog_alert: 1 });
    await screen.findByRole('heading', { level: 1 });
    const items = await openQuestionnaires();
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Questionnaire de profil', '/profile_survey'],
      ['Questionnaire de satisfaction', '/satisfaction_survey'],
      ['Questionnaire cognitif (à remplir)', '/cog_survey'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('P1-HOME-18 in the dark theme the cognitive questionnaire is not offered', async () => {
    window.localStorage.setItem('plateforme.theme', 'dark');
    answerWorkshops();
    renderRoute('/aja', young);
    await screen.findByRole('heading', { level: 1 });
    const items = await openQuestionnaires();
    expect(items.map((item) => item.textContent)).toEqual(['Questionnaire de profil', 'Questionnaire de satisfaction']);
  });

  it('an AJA carer gets the same menu (ADR 010: no cognitive alert, the entry stays)', async () => {
    answerWorkshops();
    renderRoute('/aja', carer);
    await screen.findByRole('heading', { level: 1, name: 'Bonjour Nathalie' });
    await workshopLinks();
    expect((await openQuestionnaires()).map((item) => item.textContent)).toContain('Questionnaire cognitif');
    expect(screen.queryByRole('link', { name: 'Merci de remplir le questionnaire cognitif' })).toBeNull();
  });

  it('an AJA person without membership yet gets the profile questionnaire only', async () => {
    answerWorkshops();
    renderRoute('/aja', ajaWithoutMembership);
    await screen.findByRole('heading', { level: 1 });
    expect((await openQuestionnaires()).map((item) => item.textContent)).toEqual(['Questionnaire de profil']);
  });

  it('P1-HOME-02 P1-HOME-19 a visitor sees the AJA workshops, a disabled Questionnaires menu and why', async () => {
    answerWorkshops();
    renderRoute('/aja', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Le parcours AJA' })).toBeTruthy();
    expect(await workshopLinks()).toHaveLength(3);
    const button = questionnairesButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Les questionnaires sont réservés aux adhérents et au parcours AJA.',
    );
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/register');
  });

  it('P1-HOME-22 a signed-in member without AJA profile is sent to /home', async () => {
    mockApi({});
    const { router } = renderRoute('/aja', { ...young, is_aja: false, aja_role: null });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
  });

  it('the questionnaires the profile asks for are links at the top', async () => {
    answerWorkshops();
    renderRoute('/aja', { ...young, qr_info_alert: 1, cog_alert: 1 });
    await screen.findByRole('heading', { level: 1 });
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('link', { name: 'Merci de remplir votre questionnaire de profil' }).getAttribute('href'),
    ).toBe('/profile_survey');
    expect(main.getByRole('link', { name: 'Merci de remplir le questionnaire cognitif' }).getAttribute('href')).toBe(
      '/cog_survey',
    );
  });
});

describe('/aja: the incomplete-profile dialog', () => {
  it('P1-HOME-20 lists the missing items and leads to the profile form; "Plus tard" closes it for the visit', async () => {
    answerWorkshops();
    const view = renderRoute('/aja', { ...young, phone: null, street: '', city: null });
    const dialog = await screen.findByRole('dialog', { name: 'Profil incomplet' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adresse', 'Ville', 'Téléphone']);
    expect(within(dialog).getByRole('link', { name: 'Compléter mon profil' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    view.unmount();
    answerWorkshops();
    renderRoute('/aja', { ...young, phone: null, street: '', city: null });
    await screen.findByRole('heading', { level: 1 });
    await workshopLinks();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no dialog when the profile is complete', async () => {
    answerWorkshops();
    renderRoute('/aja', young);
    await workshopLinks();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/aja: loading, empty and error states', () => {
  it('announces the loading, then says when there is no AJA workshop', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({ 'GET /api/workshops': async () => gate.then(() => jsonResponse(200, list([]))) });
    renderRoute('/aja', young);
    expect(await screen.findByRole('progressbar', { name: 'Chargement des ateliers AJA' })).toBeTruthy();
    release();
    expect(await screen.findByText('Aucun atelier trouvé')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les ateliers AJA' })).toBeTruthy();
  });

  it('a failure says so in the page, without the message bar, and "Réessayer" loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/workshops': () =>
        fail
          ? jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' })
          : jsonResponse(200, list(workshops)),
    });
    renderRoute('/aja', young);
    expect(
      await screen.findByText(
        "Les ateliers AJA n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await workshopLinks()).toHaveLength(3);
  }, 15_000);
});
