import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectWithinScreen } from './helpers/layout.ts';
import { signInThroughForm } from './helpers/session.ts';

/** The events of a calendar file, as Mozilla's parser (the one of Thunderbird) reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

test.describe('sessions in the member’s own calendar', () => {
  test('membre@demo.fr downloads a session she holds a place in with « Ajouter à mon agenda », and the file opens in a calendar', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de mes séances' })).toBeVisible();
    // The demo gives her places in coming sessions: each shows the link under « Inscrit ».
    const addName = /^Ajouter à mon agenda la séance du /;
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: addName }) })
      .first();
    const add = row.getByRole('button', { name: addName });
    await expect(add).toBeVisible();
    const downloading = page.waitForEvent('download');
    await add.focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^seance-\d+\.ics$/);
    const { events } = eventsOf(await readFile(await download.path(), 'utf8'));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toMatch(/^Atelier/);
    // The event is the session of the row, at the time the row shows (Paris).
    const start = event!.startDate.toJSDate();
    const clock = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(start);
    await expect(row).toContainText(clock.replace(':', 'h'));
    await expect(row).toContainText(event!.summary.replace(/^Atelier /, ''));
  });

  test('membre@demo.fr creates her calendar address on her profile; it lists her sessions, and stops once deleted', async ({
    page,
  }) => {
    // On the smallest phone.
    const width = 320;
    await page.setViewportSize({ width, height: 700 });
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Mes séances dans mon agenda et mes rappels' });
    await expect(section.getByRole('switch', { name: 'Rappels par e-mail' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Recevoir un rappel 48 h avant' })).toBeChecked();

    const create = section.getByRole('button', { name: "Créer mon adresse d'agenda" });
    await expectWithinScreen(create, width);
    await create.click();
    const field = section.getByRole('textbox', { name: "Votre adresse d'agenda" });
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectWithinScreen(section.getByRole('button', { name: "Copier l'adresse" }), width);
    await expectWithinScreen(section.getByRole('button', { name: 'Renouveler' }), width);
    await expectNoAxeViolations(page);
    const url = await field.inputValue();
    // A calendar app polls the address without any session.
    const feed = await page.request.get(new URL(url).pathname, { headers: {} });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = eventsOf(await feed.text());
    expect(calendar.name).toBe('Mes séances');
    expect(calendar.events.length).toBeGreaterThan(0);

    await section.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(section.getByText("Vous n'avez pas d'adresse d'agenda.")).toBeVisible();
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  });
});
