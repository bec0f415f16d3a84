import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';

/** The Paris day `days` from today, as YYYY-MM-DD. */
function parisDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The start of each row of a table, read from its date (« lundi 02/03/2026 ») and time (« 14h00 - 15h30 ») cells. */
async function rowStarts(page: Page, table: string): Promise<string[]> {
  const texts = await page.getByRole('region', { name: table }).getByRole('row').allInnerTexts();
  return texts.flatMap((text) => {
    const day = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
    const time = /(\d{2})h(\d{2}) - /.exec(text);
    return day && time ? [`${day[3]}-${day[2]}-${day[1]}T${time[1]}:${time[2]}`] : [];
  });
}

type Headers = { authorization: string };
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

test.describe('« Mes séances »: the coming sessions first, the past ones folded, the visio 15 minutes before', () => {
  test('membre@demo.fr reads her next session at the top, opens her past ones from the keyboard, and joins a visio once it opens; at 1280 and 375 px', async ({
    page,
    request,
  }) => {
    const staff = bearer((await requestTokens(request, 'admin@demo.fr')).access_token);
    const member = bearer((await requestTokens(request, 'membre@demo.fr')).access_token);
    const memberId = ((await (await request.get('/api/user', { headers: member })).json()) as { data: { id: number } })
      .data.id;
    const search = encodeURIComponent(JSON.stringify({ type: 'remote', is_aja: 0, active: 1 }));
    const workshops = await request.get(`/api/workshops?per_page=1&search=${search}`, { headers: staff });
    const workshop = ((await workshops.json()) as { data: { id: number; name: string }[] }).data[0]!;

    // A remote session tomorrow at 06:30 in Paris, early, away from the demo's: she holds a place in it.
    const start = new Date(`${parisDay(1)}T06:30:00+01:00`);
    const created = await request.post('/api/meetings', {
      headers: staff,
      data: {
        workshop_id: workshop.id,
        start,
        end: new Date(start.getTime() + 60 * 60_000),
        type: 'remote',
        link: 'https://visio.exemple.fr/j/e2e-mes-seances',
        sequence: 1,
        places: 4,
        subscribers: [memberId],
        queued: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const meetingId = ((await created.json()) as { data: { id: number } }).data.id;
    try {
      await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
      // The page's clock 20 minutes before the start; the server keeps its own.
      await page.clock.install({ time: new Date(start.getTime() - 20 * 60_000) });
      await page.goto('/meetings');
      await expect(page.getByRole('heading', { level: 1, name: 'Liste de mes séances' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Séances à venir' })).toBeVisible();

      // Soonest first, once the table has come.
      await expect(page.getByRole('region', { name: 'Tableau des séances à venir' })).toBeVisible();
      const coming = await rowStarts(page, 'Tableau des séances à venir');
      expect(coming.length).toBeGreaterThan(0);
      expect(coming).toEqual([...coming].sort());

      const row = page
        .getByRole('region', { name: 'Tableau des séances à venir' })
        .getByRole('row')
        .filter({ hasText: workshop.name })
        .filter({ hasText: '06h30 - 07h30' });
      const closed = row.getByRole('button', { name: /^Rejoindre la visio/ });
      await expect(closed).toBeDisabled();
      await expect(row).toContainText("Le lien s'ouvre 15 minutes avant le début");
      await expectNoAxeViolations(page);

      // Five minutes later it is 15 minutes before: the link opens, without a reload.
      await page.clock.runFor(5 * 60_000 + 1_000);
      const open = row.getByRole('link', { name: /^Rejoindre la visio de la séance du .* \(nouvel onglet\)$/ });
      await expect(open).toBeVisible();
      await expect(open).toHaveAttribute('href', 'https://visio.exemple.fr/j/e2e-mes-seances');
      await expect(row).not.toContainText("Le lien s'ouvre 15 minutes avant le début");

      // The past sessions are folded; Enter on their button opens them, latest first.
      const pastToggle = page.getByRole('button', { name: 'Séances passées' });
      await expect(pastToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: 'Tableau des séances passées' })).toHaveCount(0);
      await pastToggle.focus();
      await page.keyboard.press('Enter');
      await expect(pastToggle).toHaveAttribute('aria-expanded', 'true');
      const pastAnswer = await request.get(
        `/api/users/${memberId}/subscribitions?per_page=1&search=${encodeURIComponent(JSON.stringify({ when: 'past' }))}`,
        { headers: member },
      );
      const pastTotal = ((await pastAnswer.json()) as { meta: { total: number } }).meta.total;
      if (pastTotal > 0) {
        await expect(page.getByRole('region', { name: 'Tableau des séances passées' })).toBeVisible();
        const past = await rowStarts(page, 'Tableau des séances passées');
        expect(past).toEqual([...past].sort().reverse());
        expect(past.every((when) => when < coming[0]!)).toBe(true);
      } else {
        await expect(page.getByText('Aucune séance trouvée')).toBeVisible();
      }
      await expectNoAxeViolations(page);

      // A phone: the filters fold behind their button, as on the workshop lists.
      await page.setViewportSize({ width: 375, height: 800 });
      const filtersToggle = page.getByRole('button', { name: /^Filtres et tri/ });
      await expect(filtersToggle).toBeVisible();
      await expect(filtersToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('combobox', { name: 'Période' })).toBeHidden();
      await filtersToggle.click();
      await expect(page.getByRole('combobox', { name: 'Période' })).toBeVisible();
      await expect(open).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    } finally {
      await request.delete(`/api/meetings/${meetingId}`, { headers: staff });
    }
  });
});
