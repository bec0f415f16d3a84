import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';

/** A new onsite workshop of Claire Moreau, made by the staff through the API: its sessions are the test's own. */
async function createWorkshop(request: APIRequestContext, name: string): Promise<number> {
  const { access_token } = await requestTokens(request, 'admin@demo.fr');
  const headers = { authorization: `Bearer ${access_token}` };
  const pros = await request.get('/api/admin/workshops/pros', { headers, params: { q: 'Moreau' } });
  const [pro] = ((await pros.json()) as { data: { id: number }[] }).data;
  const created = await request.post('/api/workshops', {
    headers,
    data: { name, type: 'onsite', user_id: pro!.id, street: '12 rue de la Paix', zip: '75002', city: 'Paris' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** From the staff's workshop screen: a 12-week Tuesday cycle, its dates checked, then saved. */
async function createCycle(page: Page, workshopId: number) {
  await page.goto(`/admin/workshops/${workshopId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’atelier' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer une série de séances' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une série de séances' })).toBeVisible();
  // Still in the back office: its sections' menu is there.
  await expect(page.getByRole('navigation', { name: /administration/i })).toBeVisible();
  const form = page.getByRole('form', { name: 'Créer une série de séances' });
  await form.getByLabel('Jour de la semaine').selectOption('2');
  await form.getByRole('spinbutton', { name: /^Nombre de semaines/ }).fill('12');
  await form.getByLabel('Heure de début').fill('14:00');
  await form.getByLabel('Heure de fin').fill('16:00');
  await form.getByLabel('Nombre de places').fill('8');
  await form.getByLabel('Séquence si la semaine n’est pas au planning').fill('1');
  await form.getByLabel('Sauter les jours fériés').uncheck();
  await expect(form.getByLabel('Adresse')).toHaveValue(/75002 Paris/);
  await form.getByRole('button', { name: 'Voir les dates' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '12 séances à créer' })).toBeFocused();
  const dates = page.getByRole('region', { name: /Dates de la série/ });
  await expect(dates.getByRole('row')).toHaveCount(13);
  await expect(dates.getByRole('cell', { name: /^mardi / })).toHaveCount(12);
  await expect(dates.getByRole('cell', { name: '14h00 - 16h00' })).toHaveCount(12);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Enregistrer les 12 séances' }).click();
  await expect(page.getByText('12 séances enregistrées !')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/workshops/${workshopId}$`));
  const sessions = page.getByRole('region', { name: 'Séances' });
  await expect(sessions.getByRole('link', { name: /^Modifier la séance du mardi/ })).toHaveCount(12);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

test.describe('Back office: a cycle of sessions (issue #37)', () => {
  test('the staff create a 12-week Tuesday cycle at 1280 px, see its dates, save, and stay in the back office', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const workshopId = await createWorkshop(request, `Série e2e ${Date.now()}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'admin@demo.fr');
    await createCycle(page, workshopId);

    // A session edited from there comes back to the back office's workshop screen.
    await page
      .getByRole('region', { name: 'Séances' })
      .getByRole('link', { name: /^Modifier la séance du/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/workshops/${workshopId}/meetings/\\d+/edit$`));
    await page.getByLabel('Nombre de places').fill('9');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/workshops/${workshopId}$`));
  });

  test('the same at 375 px: the form and the dates read on a phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    const workshopId = await createWorkshop(request, `Série mobile e2e ${Date.now()}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughForm(page, 'admin@demo.fr');
    await createCycle(page, workshopId);
  });
});
