import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { atWidth } from '../../../test/screen-width.ts';
import { choose, freezeDate, list, meeting } from '../test/meeting-fixtures.ts';
import { openMeetings, own, partOf } from '../test/open-meetings.ts';

beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

describe('/meetings: past sessions, pages, sort and filters', { timeout: 30_000 }, () => {
  it('on a phone the folded filters are drawn once opened', async () => {
    atWidth(320);
    await openMeetings(() => list([own(1, 5)]));
    // jsdom applies every width's rule: the phone's button counts as hidden there.
    const toggle = screen.getByText('Filtres et tri').closest('button')!;
    expect(screen.queryByRole('combobox', { name: 'Période', hidden: true })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Période', hidden: true })).toBeTruthy();
  });

  it('P2-MEET-18 P2-MEET-34 P2-MEET-29 past sessions are folded; opened, a past row is greyed and says « Passée », has no status; the info stays 10 minutes', async () => {
    // Ended 5 minutes ago: info still there; ended 15 minutes ago: gone.
    const endedRecently = own(1, 0, { start: '2026-03-04T07:25:00.000Z', end: '2026-03-04T08:55:00.000Z' });
    const endedEarlier = own(2, 0, { start: '2026-03-04T07:15:00.000Z', end: '2026-03-04T08:45:00.000Z' });
    const { router, listCalls } = await openMeetings((url) =>
      partOf(url.search) === 'past' ? list([endedRecently, endedEarlier]) : list([own(3, 5)]),
    );
    await screen.findAllByRole('row');
    const toggle = screen.getByRole('button', { name: 'Séances passées' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(listCalls().some((call) => JSON.parse(call.search ?? '{}').when === 'past')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(router.location.search).toBe('?past=1');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
    expect(listCalls().at(-1)).toMatchObject({ page: '1', sort: 'start', direction: 'desc' });
    const past = screen.getByRole('region', { name: 'Séances passées' });
    const [, recent, earlier] = within(past).getAllByRole('row');
    expect(within(recent!).getByText('Passée')).toBeTruthy();
    expect(within(recent!).queryByRole('button', { name: 'Inscrit(e)' })).toBeNull();
    expect(within(recent!).getByRole('button', { name: /Infos de la séance/ })).toBeTruthy();
    expect(within(earlier!).queryByRole('button', { name: /Infos de la séance/ })).toBeNull();
  });

  it('P2-MEET-09 P2-MEET-20 P2-MEET-23 pages through with « Page X sur Y », kept in the address with the sort by sequence, descending', async () => {
    const { router, listCalls } = await openMeetings((url) =>
      list([own(Number(url.searchParams.get('page')), 5)], {
        page: Number(url.searchParams.get('page')),
        last_page: 2,
        total: 20,
      }),
    );
    expect(await screen.findByText('Page 1 sur 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeTruthy();
    expect(router.location.search).toBe('?page=2');
    choose('Trier par', 'Séquence');
    choose('Ordre', 'Décroissant');
    await waitFor(() => expect(router.location.search).toBe('?sort=sequence&direction=desc'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ page: '1', sort: 'sequence', direction: 'desc' }));
  });

  it('P2-MEET-24 a page beyond the data steps back', async () => {
    const { router } = await openMeetings(
      (url) =>
        url.searchParams.get('page') === '1' ? list([own(1, 5)], { total: 1 }) : list([], { page: 9, total: 1 }),
      '/meetings?page=9',
    );
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(await screen.findByText('Page 1 sur 1')).toBeTruthy();
  });

  it('P2-MEET-06 P2-MEET-07 P2-MEET-08 the own view filters period and type, without a partner filter', async () => {
    const { listCalls } = await openMeetings(() => list([own(1, 5)]));
    await screen.findAllByRole('row');
    expect(screen.queryByRole('combobox', { name: 'Partenaire' })).toBeNull();
    const period = screen.getByRole('combobox', { name: 'Période' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Cette semaine', 'La semaine prochaine', 'Ce mois-ci', 'Le mois prochain']);
    choose('Période', 'La semaine prochaine');
    await waitFor(() =>
      expect(JSON.parse(listCalls().at(-1)?.search ?? '{}')).toEqual({
        when: 'coming',
        dates: ['2026-03-09', '2026-03-15'],
      }),
    );
    choose('Type', 'Visio');
    await waitFor(() =>
      expect(JSON.parse(listCalls().at(-1)?.search ?? '{}')).toEqual({
        when: 'coming',
        dates: ['2026-03-09', '2026-03-15'],
        type: 'remote',
      }),
    );
  });

  it('P2-MEET-35 P2-MEET-36 P2-SUB-12 cancelling the last row of page 2 steps back to page 1', async () => {
    let cancelled = false;
    const { router } = await openMeetings(
      (url) => {
        const page = Number(url.searchParams.get('page'));
        if (page === 2)
          return cancelled
            ? list([], { page: 2, last_page: 1, total: 15 })
            : list([own(16, 5)], { page: 2, last_page: 2, total: 16 });
        return list([own(1, 4)], { last_page: cancelled ? 1 : 2, total: cancelled ? 15 : 16 });
      },
      '/meetings?page=2',
      {
        'PUT /api/meetings/16/unsubscribe/2': () => {
          cancelled = true;
          return jsonResponse(200, { data: { status: null, meeting: meeting(16, 5) } });
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Inscrit(e)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe('Votre annulation de participation à la séance est prise en compte !'),
    );
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(await screen.findByText('Page 1 sur 1')).toBeTruthy();
  });
});
