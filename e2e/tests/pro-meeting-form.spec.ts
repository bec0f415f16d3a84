import { expect, test } from './fixtures.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

/**
 * The meeting form (issue #13, P2 §5, §8), as pro@demo.fr does it with the keyboard: an empty
 * form says what is missing, a filled one saves the session and goes back to the workshop.
 */

/** A Paris day `days` from today, as YYYY-MM-DD. */
function parisDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

test('P2-MFORM-03 P2-MFORM-04 P2-MFORM-13 pro@demo.fr adds a session to one of their workshops by keyboard', async ({ page, request }) => {
  const token = (await requestTokens(request, 'pro@demo.fr')).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as { data: { id: number } };
  const list = await request.get(`/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify({ user_id: me.data.id, active: 1 }))}`, { headers });
  const workshop = ((await list.json()) as { data: { id: number; type: 'onsite' | 'remote' }[] }).data[0]!;

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshop.id}/meetings/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter une séance' })).toBeVisible();

  // Submit the empty form from the keyboard.
  await page.getByRole('button', { name: 'Enregistrer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Champ requis').first()).toBeVisible();
  // The first field in error has the focus.
  await expect(page.getByLabel(/^Date/)).toBeFocused();

  // Native date and time pickers take their value whole; moving on is by Tab.
  await page.getByLabel(/^Date/).fill(parisDay(9));
  await page.keyboard.press('Tab');
  await page.getByLabel(/^Heure de début/).fill('10:00');
  await page.keyboard.press('Tab');
  await page.getByLabel(/^Heure de fin/).fill('11:30');
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
