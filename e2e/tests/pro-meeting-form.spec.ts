import { expect, test, type Locator, type Page } from './fixtures.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

/**
 * The meeting form (issue #13, P2 §5, §8), as pro@demo.fr does it with the keyboard: an empty
 * form says what is missing, a filled one saves the session and goes back to the workshop.
 */

/** A Paris day `days` from today, as YYYY-MM-DD. */
function parisDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}

type Workshop = { id: number; type: 'onsite' | 'remote' };

/** One of pro@demo.fr's active workshops, and the pro's headers for the API. */
async function findOwnWorkshop(
  request: Parameters<typeof requestTokens>[0],
): Promise<Workshop & { headers: Record<string, string> }> {
  const token = (await requestTokens(request, 'pro@demo.fr')).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as { data: { id: number } };
  const list = await request.get(
    `/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify({ user_id: me.data.id, active: 1 }))}`,
    { headers },
  );
  return { ...((await list.json()) as { data: Workshop[] }).data[0]!, headers };
}

/** The field's label ends above where its text (or the browser's jj/mm/aaaa, --:-- mask) begins. */
async function expectLabelAboveText(page: Page, field: Locator): Promise<void> {
  const gap = await field.evaluate((input: HTMLInputElement) => {
    const label = input.labels?.[0];
    if (!label) return Number.NaN;
    const textTop = input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop);
    return textTop - label.getBoundingClientRect().bottom;
  });
  expect(gap, `${await field.getAttribute('name')}: label above its text`).toBeGreaterThanOrEqual(0);
}

test('P2-MFORM-03 P2-MFORM-04 P2-MFORM-13 pro@demo.fr adds a session to one of their workshops by keyboard', async ({
  page,
  request,
}) => {
  const workshop = await findOwnWorkshop(request);

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshop.id}/meetings/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter une séance' })).toBeVisible();

  // Submit the empty form from the keyboard.
  await page.getByRole('button', { name: 'Enregistrer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Champ requis').first()).toBeVisible();
  // The first field in error has the focus.
  await expect(page.getByLabel(/^Date/)).toBeFocused();

  // Native date and time pickers take their value whole; moving on is by Tab. In the evening,
  // away from the demo's sessions: one workshop's sessions never overlap (ADR 064).
  await page.getByLabel(/^Date/).fill(parisDay(9));
  await page.keyboard.press('Tab');
  await page.getByLabel(/^Heure de début/).fill('20:00');
  await page.keyboard.press('Tab');
  await page.getByLabel(/^Heure de fin/).fill('21:30');
  await page.keyboard.press('Tab');
  if (workshop.type === 'remote') await page.getByLabel(/^Lien zoom/).fill('https://zoom.exemple.fr/j/123');
  else await page.getByLabel(/^Adresse/).fill('12 rue des Lilas, 75012 Paris');
  // The sequence comes from the planning of the chosen week.
  await expect(page.getByLabel(/^Séquence/)).not.toHaveValue('');
  const places = page.getByLabel(/^Nombre de places/);
  await places.focus();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Séance enregistrée !')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pro/workshops/${workshop.id}$`));
});

test('the session form’s date and time labels stay above the browser’s masks, at 1280 and 375 px; a taken slot is refused under the date', async ({
  page,
  request,
}, testInfo) => {
  const workshop = await findOwnWorkshop(request);
  // A session in the evening of day 10, away from the demo's sessions and the journey's above
  // (20:00 or 21:00 in Paris, with summer time: its times are read back from the answer).
  const start = (time: string) => new Date(`${parisDay(10)}T${time}:00+01:00`);
  const saved = await request.post('/api/meetings', {
    headers: workshop.headers,
    data: {
      workshop_id: workshop.id,
      start: start('20:00'),
      end: start('21:30'),
      type: workshop.type,
      address: '1 rue du Test',
      link: 'https://zoom.exemple.fr/j/1',
      sequence: 1,
      places: 6,
    },
  });
  expect(saved.status()).toBe(201);
  const { data: session } = (await saved.json()) as { data: { start: string; end: string } };
  await signInThroughForm(page, 'pro@demo.fr');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/pro/workshops/${workshop.id}/meetings/new`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ajouter une séance' })).toBeVisible();
    for (const label of [/^Date/, /^Heure de début/, /^Heure de fin/])
      await expectLabelAboveText(page, page.getByLabel(label));
    await page.screenshot({ path: testInfo.outputPath(`meeting-form-${width}.png`), fullPage: true });
  }
  // Half an hour inside that session.
  const wallClock = (iso: string) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    );
  await page.getByLabel(/^Date/).fill(parisDay(10));
  await page
    .getByLabel(/^Heure de début/)
    .fill(wallClock(new Date(Date.parse(session.start) + 30 * 60_000).toISOString()));
  await page
    .getByLabel(/^Heure de fin/)
    .fill(wallClock(new Date(Date.parse(session.start) + 60 * 60_000).toISOString()));
  if (workshop.type === 'remote') await page.getByLabel(/^Lien zoom/).fill('https://zoom.exemple.fr/j/123');
  else await page.getByLabel(/^Adresse/).fill('12 rue des Lilas, 75012 Paris');
  await page.getByLabel(/^Séquence/).fill('1');
  await page.getByLabel(/^Nombre de places/).fill('6');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const [from, to] = [session.start, session.end].map((iso) => wallClock(iso).replace(':', 'h'));
  await expect(page.getByText(`, ${from} - ${to}`, { exact: false })).toHaveText(
    /^Cet atelier a déjà une séance sur ce créneau : /,
  );
  await expect(page.getByLabel(/^Date/)).toBeFocused();
});

test('pro@demo.fr cancels a session that has not started through the question, and it leaves the workshop’s sessions', async ({
  page,
  request,
}) => {
  const workshop = await findOwnWorkshop(request);
  // Far ahead, so the session heads the workshop's sessions (newest first).
  const start = (time: string) => new Date(`${parisDay(45)}T${time}:00+01:00`);
  const saved = await request.post('/api/meetings', {
    headers: workshop.headers,
    data: {
      workshop_id: workshop.id,
      start: start('20:00'),
      end: start('21:30'),
      type: workshop.type,
      address: '1 rue du Test',
      link: 'https://zoom.exemple.fr/j/1',
      sequence: 1,
      places: 6,
    },
  });
  expect(saved.status()).toBe(201);
  const { data: session } = (await saved.json()) as { data: { id: number } };
  const editLink = page.locator(`a[href$="/pro/workshops/${workshop.id}/meetings/${session.id}/edit"]`);

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshop.id}`);
  await editLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier la séance' })).toBeVisible();

  await page.getByRole('button', { name: 'Annuler la séance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler cette séance ?' });
  await expect(dialog).toContainText('Cette action ne peut pas être annulée.');
  // The safe answer has the focus; Escape keeps the session.
  await expect(dialog.getByRole('button', { name: 'Garder la séance' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a 320-pixel phone, the question and its two answers lie within the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Annuler la séance' }).click();
  for (const name of ['Garder la séance', 'Annuler la séance']) {
    const box = await dialog.getByRole('button', { name }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320, `${name} within 320 px`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await dialog.getByRole('button', { name: 'Annuler la séance' }).click();
  await expect(
    page.getByText('Séance annulée : les participants et les personnes en liste d’attente sont prévenus par e-mail.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pro/workshops/${workshop.id}$`));
  await expect(page.getByRole('link', { name: /^Modifier la séance du / }).first()).toBeVisible();
  await expect(editLink).toHaveCount(0);
  expect((await request.get(`/api/meetings/${session.id}`, { headers: workshop.headers })).status()).toBe(404);
});
