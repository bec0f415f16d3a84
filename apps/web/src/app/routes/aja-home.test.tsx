import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { list as meetingList, meeting as meetingItem, pivot } from '../../features/workshops/test/meeting-fixtures.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { appRoutes } from '../route-table.ts';
import {
  answerWorkshops,
  list,
  openQuestionnaires,
  questionnairesButton,
  workshopLinks,
  workshops,
  young,
} from './aja-home-fixtures.ts';

/** The route table's paths as patterns: a link must land on a real screen, not the not-found page. */
const routePatterns = appRoutes.map((route) => new RegExp(`^${route.path.replace(/:[a-z_]+/g, '[^/]+')}$`));

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
