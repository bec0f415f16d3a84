import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import type { MeetingItem, MeetingList } from '../../packages/shared/src/workshops/meetings.schemas.ts';
import type { WorkshopList } from '../../packages/shared/src/workshops/workshops.schemas.ts';
import { DEMO_PASSWORD, requestTokens, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectWithinScreen } from './helpers/layout.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 120;

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** 'lundi 09/03/2026' and '14h00', written with the browser's own calendar rather than the app's. */
function shownAs(meeting: MeetingItem): { date: string; time: string } {
  const parts = (options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', ...options })
        .formatToParts(new Date(meeting.start))
        .map((part) => [part.type, part.value]),
    );
  const day = parts({ weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' });
  const clock = parts({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { date: `${day.weekday} ${day.day}/${day.month}/${day.year}`, time: `${clock.hour}h${clock.minute}` };
}

type Found = { workshopId: number; workshopName: string; meeting: MeetingItem };

/**
 * A session of an active non-AJA workshop on its detail's first page (as the page asks for
 * it), not started, that membre@demo.fr has no place or waiting entry in, with a free place
 * or full as asked, and alone at its day and hour. The demo's sessions move with the calendar,
 * so the test looks them up.
 */
async function findSession(request: APIRequestContext, token: string, full: boolean): Promise<Found> {
  const headers = { authorization: `Bearer ${token}` };
  const search = encodeURIComponent(JSON.stringify({ is_aja: 0, active: 1 }));
  const workshops = await request.get(`/api/workshops?search=${search}&select[0]=name&per_page=100`, { headers });
  expect(workshops.status()).toBe(200);
  for (const workshop of ((await workshops.json()) as WorkshopList).data) {
    const meetingSearch = encodeURIComponent(JSON.stringify({ workshop_id: workshop.id, upcoming: 1 }));
    const answer = await request.get(
      `/api/meetings?search=${meetingSearch}&per_page=20&page=1&sort=start&direction=asc&with[0]=workshop`,
      { headers },
    );
    if (answer.status() !== 200) continue;
    const meetings = ((await answer.json()) as MeetingList).data;
    const rowKey = (meeting: MeetingItem) => Object.values(shownAs(meeting)).join(' ');
    const candidate = meetings.find(
      (meeting) =>
        meeting.pivot === null &&
        // Another session at the same day and hour (one a pro added in an earlier test) would share its row's text.
        meetings.filter((other) => rowKey(other) === rowKey(meeting)).length === 1 &&
        new Date(meeting.start).getTime() > Date.now() + 60 * 60_000 &&
        // Places held for someone on the waiting list count as taken.
        (full
          ? meeting.validated_subscribers_count + meeting.held_places_count >= meeting.places
          : meeting.validated_subscribers_count + meeting.held_places_count < meeting.places),
    );
    if (candidate) return { workshopId: workshop.id, workshopName: workshop.name ?? '', meeting: candidate };
  }
  throw new Error(`The demo has no ${full ? 'full' : 'open'} upcoming session for membre@demo.fr`);
}

function sessionRow(page: Page, meeting: MeetingItem): Locator {
  const { date, time } = shownAs(meeting);
  return page.getByRole('row').filter({ hasText: date }).filter({ hasText: time });
}

test.describe('subscribing to workshop sessions', () => {
  test('P2-WSL-04 P2-WSL-05 P2-WSL-20 membre@demo.fr filters the workshops by department and opens one, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    await page.goto('/workshops');
    const count = page.getByRole('status').filter({ hasText: /\d+ ateliers?$/ });
    await expect(count).toBeVisible();
    const department = page.getByLabel('Département');
    await tabTo(page, department, MAX_TABS);
    await department.selectOption({ label: '59 - Nord' });
    // The filter lives in the address, and only the Lille workshops are left.
    await expect(page).toHaveURL(/[?&]department=59(&|$)/);
    await expect(count).toHaveText('2 ateliers');
    const cards = page.getByRole('link').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(2);
    for (const name of await cards.allInnerTexts()) expect(name).toContain('Lille');

    const name = await cards.first().innerText();
    const first = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2, name }) });
    await tabTo(page, first, MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/workshops\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('P2-SUB-03 P2-SUB-06 P2-MEET-35 P2-MEET-36 P2-SUB-12 membre@demo.fr subscribes to a session with a free place, finds it « Inscrit » in /meetings and cancels it, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    // Home names the member's next session before anything else (the demo gives them places).
    await expect(page.getByRole('note').filter({ hasText: 'Votre prochaine séance :' })).toBeVisible();
    const tokens = await requestTokens(page.request, 'membre@demo.fr');
    const found = await findSession(page.request, tokens.access_token, false);

    await page.goto(`/workshops/${found.workshopId}`);
    await expect(page.getByRole('heading', { level: 1, name: found.workshopName })).toBeVisible();
    const row = sessionRow(page, found.meeting);
    await tabTo(page, row.getByRole('button', { name: "S'inscrire" }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(snackbar(page, 'Vous êtes bien inscrit(e) à cette séance !')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Inscrit(e)' })).toBeVisible();

    // In « Mes séances », coming sessions first (ADR 087): the session is there, with the same button.
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de mes séances' })).toBeVisible();
    await expect(page.getByText('Votre prochaine séance :')).toBeVisible();
    const mine = sessionRow(page, found.meeting).filter({ hasText: found.workshopName });
    const subscribed = mine.getByRole('button', { name: 'Inscrit(e)' });
    await expect(subscribed).toBeVisible();
    await tabTo(page, subscribed, MAX_TABS);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("Vous êtes sur le point d'annuler votre participation à cette séance");
    await tabTo(page, dialog.getByRole('button', { name: "Confirmer l'annulation" }), MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(snackbar(page, 'Votre annulation de participation à la séance est prise en compte !')).toBeVisible();
    await expect(mine).toHaveCount(0);
  });

  test('P2-SUB-05 P2-MEET-37 P2-SUB-10 P2-SUB-15 membre@demo.fr finds a full session « Complet », joins its waiting list, reads her rank and leaves it, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    const tokens = await requestTokens(page.request, 'membre@demo.fr');
    const found = await findSession(page.request, tokens.access_token, true);

    await page.goto(`/workshops/${found.workshopId}`);
    const row = sessionRow(page, found.meeting);
    // Places read as words, never a bare count: the session is full, its button says what it does.
    await expect(row.getByRole('cell', { name: /^(Places : )?Complet$/ })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^(Places : )?\d+\/\d+$/ })).toHaveCount(0);
    const join = row.getByRole('button', { name: "Rejoindre la liste d'attente" });
    await expect(row.getByRole('button', { name: "S'inscrire" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await tabTo(page, join, MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(snackbar(page, "Vous êtes bien inscrit(e) sur liste d'attente de cette séance !")).toBeVisible();
    // She arrives last on the list.
    const position = found.meeting.waiting_subscribers_count + 1;
    const rank = `Liste d'attente : vous êtes ${position === 1 ? '1re' : `${position}e`}`;
    await expect(row).toContainText(rank);
    await expectNoAxeViolations(page);

    // The offer e-mail's page, with no place held for her: it says so, and where she stands, on a phone too.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/offre/${found.meeting.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cette place ne vous est plus réservée' })).toBeVisible();
    await expect(page.getByText(`${rank}. Complet.`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/workshops/${found.workshopId}`);

    const waiting = row.getByRole('button', { name: 'En attente' });
    await tabTo(page, waiting, MAX_TABS);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    // Still full: leaving is the only choice, and the menu puts the focus on it.
    await expect(menu.getByRole('menuitem')).toHaveText(["Quitter la liste d'attente"]);
    await expect(menu.getByRole('menuitem', { name: "Quitter la liste d'attente" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(snackbar(page, "Vous n'êtes plus sur la liste d'attente de cette séance")).toBeVisible();
    await expect(row.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeVisible();
  });

  test('P2-WSD-01 P2-WSD-11 a visitor who tries to participate is invited to sign in, and comes back to the workshop afterwards', async ({
    page,
  }) => {
    // Looked up with a bearer token the page never stores: the page stays a visitor's.
    const tokens = await requestTokens(page.request, 'membre@demo.fr');
    const found = await findSession(page.request, tokens.access_token, false);

    await page.goto(`/workshops/${found.workshopId}`);
    await expect(page.getByRole('heading', { level: 1, name: found.workshopName })).toBeVisible();
    await tabTo(page, sessionRow(page, found.meeting).getByRole('button', { name: "S'inscrire" }), MAX_TABS);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Créez un compte ou connectez-vous pour participer à cet atelier.');
    await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    await tabTo(page, dialog.getByRole('link', { name: 'Se connecter' }), MAX_TABS);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fworkshops%2F${found.workshopId}$`));
    await page.getByRole('textbox', { name: /e-mail/i }).fill('membre@demo.fr');
    await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/workshops/${found.workshopId}$`));
    await expect(page.getByRole('heading', { level: 1, name: found.workshopName })).toBeVisible();
  });

  test('P2-WSL-04 P2-WSL-20 on a phone the workshops start on the first screen, and « Filtres et tri » opens the filters by keyboard', async ({
    page,
  }) => {
    const height = 800;
    await page.setViewportSize({ width: 375, height });
    await page.goto('/workshops');
    const firstCard = page.getByRole('link').getByRole('heading', { level: 2 }).first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box && box.y + box.height <= height, 'the first workshop within the first screen').toBe(true);
    const department = page.getByLabel('Département');
    await expect(department).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Filtres et tri' });
    await tabTo(page, toggle, MAX_TABS);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await department.selectOption({ label: '59 - Nord' });
    await expect(page.getByRole('status').filter({ hasText: /\d+ ateliers?$/ })).toHaveText('2 ateliers');
    await expect(page.getByRole('button', { name: 'Filtres et tri (1 choisi)' })).toBeVisible();
  });

  test('P2-WSD-04 P2-MEET-17 on a phone, each session is a block of its own, read as a table row, with its button in reach', async ({
    page,
  }) => {
    const width = 375;
    await page.setViewportSize({ width, height: 800 });
    await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
    const tokens = await requestTokens(page.request, 'membre@demo.fr');
    const found = await findSession(page.request, tokens.access_token, false);

    await page.goto(`/workshops/${found.workshopId}`);
    const row = sessionRow(page, found.meeting);
    // Members read the places left: neither taken nor held for someone on the waiting list.
    const left = found.meeting.places - found.meeting.validated_subscribers_count - found.meeting.held_places_count;
    await expect(
      row.getByRole('cell', { name: `Places : ${left === 1 ? '1 place restante' : `${left} places restantes`}` }),
    ).toBeVisible();
    await expectWithinScreen(row.getByRole('button', { name: "S'inscrire" }), width);
    // A member reads the coming sessions, the next first: the demo's past ones are not listed.
    await expect(page.getByText('Passée')).toHaveCount(0);

    await page.goto('/meetings');
    const first = page.getByRole('row').nth(1);
    await expect(first.getByRole('cell', { name: /^Date : / })).toBeVisible();
    // The status, and under a place held « Ajouter à mon agenda »: both in reach.
    for (const button of await first.getByRole('cell').last().getByRole('button').all())
      await expectWithinScreen(button, width);
  });
});
