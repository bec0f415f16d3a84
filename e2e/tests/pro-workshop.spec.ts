import ExcelJS from 'exceljs';
import type { MeetingItem, MeetingList } from '../../packages/shared/src/workshops/meetings.schemas.ts';
import type { WorkshopList } from '../../packages/shared/src/workshops/workshops.schemas.ts';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { expectWithinScreen } from './helpers/layout.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

/** Moves the focus with Tab only until it reaches `target` (keyboard-only journeys). */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', maxPresses = 200): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the element');
}

/** 'samedi 14/03/2026', written with the browser's own calendar rather than the app's. */
function dayOf(meeting: MeetingItem): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(meeting.start))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * A workshop owned by pro@demo.fr and one of its ended sessions, on the first page of its
 * past sessions (newest first, 20), with a validated participant. The demo moves with the calendar.
 */
async function findPastSession(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as { data: { id: number } };
  const search = encodeURIComponent(JSON.stringify({ user_id: me.data.id }));
  const workshops = (await (
    await request.get(`/api/workshops?search=${search}&select[0]=name&select[1]=user_id&per_page=100`, { headers })
  ).json()) as WorkshopList;
  for (const workshop of workshops.data.filter((item) => item.user_id === me.data.id)) {
    const meetingSearch = encodeURIComponent(JSON.stringify({ workshop_id: workshop.id }));
    const page = (await (
      await request.get(
        `/api/meetings?search=${meetingSearch}&per_page=20&page=1&sort=start&direction=desc&with[0]=subscribers`,
        { headers },
      )
    ).json()) as MeetingList;
    // Ended: the page lists it under « Séances passées », folded until asked for.
    const meeting = page.data.find(
      (item) => new Date(item.end).getTime() < Date.now() && (item.subscribers?.length ?? 0) > 0,
    );
    if (meeting) return { workshopId: workshop.id, meeting, headers };
  }
  throw new Error('no ended session with participants in the demo');
}

test('P2-PRO-02 P2-MFORM-21 P2-MFORM-22 P2-MFORM-23 a pro sees the participants, takes attendance and exports the participants, by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = (await requestTokens(request, 'pro@demo.fr')).access_token;
  const { workshopId, meeting, headers } = await findPastSession(request, token);
  const participant = meeting.subscribers![0]!;
  const wanted = participant.pivot.attendance === 0 ? 'Présent' : 'Absent';

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshopId}`);
  await expect(page.getByRole('link', { name: "Modifier l'atelier" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter une séance' })).toBeVisible();
  await page.getByRole('button', { name: 'Afficher les séances passées' }).click();

  const day = dayOf(meeting);
  const row = page.getByRole('row').filter({ hasText: day }).first();
  const disclosure = row.getByRole('button', { name: /^Participants/ });
  await tabTo(page, disclosure);
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');

  const group = page
    .getByRole('group', { name: `Présence de ${participant.firstname} ${participant.lastname}` })
    .first();
  const target = group.getByRole('radio', { name: wanted });
  const checked = group.getByRole('radio', { checked: true });
  await tabTo(page, checked);
  // Arrow keys move the choice in a radio group; stop on the wanted one.
  for (let press = 0; press < 3 && !(await target.isChecked()); press += 1) await page.keyboard.press('ArrowRight');
  await expect(target).toBeChecked();
  await expect
    .poll(async () => {
      const search = encodeURIComponent(JSON.stringify({ workshop_id: workshopId }));
      const list = (await (
        await request.get(`/api/meetings?search=${search}&per_page=200&with[0]=subscribers`, { headers })
      ).json()) as MeetingList;
      return list.data
        .find((item) => item.id === meeting.id)
        ?.subscribers?.find((person) => person.id === participant.id)?.pivot.attendance;
    })
    .toBe(wanted === 'Présent' ? 1 : 0);

  const exportButton = page.getByRole('button', { name: `Exporter les participants de la séance du ${day}` }).first();
  // Back from the attendance controls: the row's disclosure, then its export button.
  await tabTo(page, exportButton, 'Shift+Tab');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^participants-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Participants')!;
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
    'Nom',
    'Prénom',
    'E-mail',
    'Téléphone',
    'Statut',
    'Présence',
  ]);
});

test('P2-PRO-02 on a phone, each session of the workshop is a block of its own, its buttons in reach', async ({
  page,
  request,
}) => {
  const width = 375;
  await page.setViewportSize({ width, height: 800 });
  const token = (await requestTokens(request, 'pro@demo.fr')).access_token;
  const { workshopId, meeting } = await findPastSession(request, token);

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshopId}`);
  await page.getByRole('button', { name: 'Afficher les séances passées' }).click();
  const day = dayOf(meeting);
  const row = page.getByRole('row').filter({ hasText: day }).first();
  await expect(row.getByRole('cell', { name: `Date : ${day}` })).toBeVisible();
  for (const button of [
    row.getByRole('link', { name: /^Modifier/ }),
    row.getByRole('button', { name: /^Exporter/ }),
    row.getByRole('button', { name: /^Participants/ }),
  ]) {
    await expectWithinScreen(button, width);
  }
});
