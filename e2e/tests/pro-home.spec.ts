import type { MeetingItem, MeetingList } from '../../packages/shared/src/workshops/meetings.schemas.ts';
import type { ProNextMeeting } from '../../packages/shared/src/workshops/pro-next-meeting.schemas.ts';
import type { WorkshopList, WorkshopListItem } from '../../packages/shared/src/workshops/workshops.schemas.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { expectNoHorizontalOverflow, requestTokens, signInThroughForm } from './helpers/session.ts';

/** Issue #37: the pro's home « Ma prochaine séance », « Tous présents », the whole address, no action she may not take. */

type Headers = { authorization: string };

async function proHeaders(request: APIRequestContext): Promise<Headers> {
  return { authorization: `Bearer ${(await requestTokens(request, 'pro@demo.fr')).access_token}` };
}

/** The workshops of the demo a pro sees, with whether she runs each (can_manage). */
async function workshopsSeenBy(request: APIRequestContext, headers: Headers): Promise<WorkshopListItem[]> {
  const list = (await (await request.get('/api/workshops?per_page=100', { headers })).json()) as WorkshopList;
  return Promise.all(
    list.data.map(
      async (item) =>
        ((await (await request.get(`/api/workshops/${item.id}`, { headers })).json()) as { data: WorkshopListItem })
          .data,
    ),
  );
}

/** An ended session of a workshop pro@demo.fr runs, with at least two validated participants. */
async function findEndedSession(request: APIRequestContext, headers: Headers) {
  for (const workshop of (await workshopsSeenBy(request, headers)).filter((item) => item.can_manage)) {
    const search = encodeURIComponent(JSON.stringify({ workshop_id: workshop.id, when: 'past' }));
    const page = (await (
      await request.get(`/api/meetings?search=${search}&per_page=20&sort=start&direction=desc&with[0]=subscribers`, {
        headers,
      })
    ).json()) as MeetingList;
    const meeting = page.data.find((item) => (item.subscribers?.length ?? 0) >= 2);
    if (meeting) return { workshop, meeting };
  }
  throw new Error('no ended session with two participants in the demo');
}

async function attendanceOf(request: APIRequestContext, headers: Headers, meeting: MeetingItem) {
  const search = encodeURIComponent(JSON.stringify({ workshop_id: meeting.workshop_id, when: 'past' }));
  const list = (await (
    await request.get(`/api/meetings?search=${search}&per_page=100&with[0]=subscribers`, { headers })
  ).json()) as MeetingList;
  const found = list.data.find((item) => item.id === meeting.id);
  return (found?.subscribers ?? []).map((person) => person.pivot.attendance);
}

/** 'samedi 14/03/2026', with the browser's calendar rather than the app's. */
function dayOf(start: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      weekday: 'long',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(start))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day}/${parts.month}/${parts.year}`;
}

async function setTheme(page: Page, theme: 'default' | 'dark' | 'aja') {
  await page.evaluate((chosen) => {
    window.localStorage.removeItem('plateforme.theme');
    window.localStorage.removeItem('plateforme.aja-theme');
    if (chosen === 'dark') window.localStorage.setItem('plateforme.theme', 'dark');
    if (chosen === 'aja') window.localStorage.setItem('plateforme.aja-theme', 'true');
  }, theme);
  await page.reload();
}

for (const width of [1280, 375]) {
  test(`the pro's home opens on « Ma prochaine séance »: her real next session, then the attendance in one tap once started, « Tous présents » and one absent saved (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    const headers = await proHeaders(request);
    const next = (
      (await (await request.get('/api/pro/next-meeting', { headers })).json()) as {
        data: ProNextMeeting | null;
      }
    ).data;

    await signInThroughForm(page, 'pro@demo.fr');
    const card = page.getByRole('region', { name: 'Ma prochaine séance' });
    await expect(card).toBeVisible();
    if (next) await expect(card.getByText(next.workshop_name)).toBeVisible();
    else await expect(card.getByText('Aucune séance prévue')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    for (const theme of ['default', 'dark', 'aja'] as const) {
      await setTheme(page, theme);
      await expect(card).toBeVisible();
      await expect(card.getByRole('progressbar')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await setTheme(page, 'default');

    // A session under way cannot be made on demand: the card is shown an ended session of hers
    // (attendance is open once a session has started), and the saves go to the real API.
    const { workshop, meeting } = await findEndedSession(request, headers);
    const subscribers = meeting.subscribers ?? [];
    const shown: ProNextMeeting = {
      id: meeting.id,
      workshop_id: workshop.id,
      workshop_name: workshop.name ?? '',
      start: meeting.start,
      end: meeting.end,
      type: meeting.type,
      address: meeting.address ?? null,
      link: null,
      places: meeting.places,
      started: true,
      subscribers: subscribers.map((person) => ({
        id: person.id,
        firstname: person.firstname,
        lastname: person.lastname,
        attendance: person.pivot.attendance,
      })),
      waiting_count: 0,
    };
    // Read again after each save, as the API would answer: the attendance as it now stands.
    await page.route('**/api/pro/next-meeting', async (route) => {
      const now = await attendanceOf(request, headers, meeting);
      const live = shown.subscribers.map((person, index) => ({ ...person, attendance: now[index] ?? null }));
      await route.fulfill({ json: { data: { ...shown, subscribers: live } } });
    });
    await page.reload();
    await expect(card.getByText(workshop.name ?? '')).toBeVisible();
    await expect(card.getByText(new RegExp(`${subscribers.length} participants :`))).toBeVisible();
    await expect(card.getByRole('link', { name: /Voir les participants/ })).toHaveAttribute(
      'href',
      `/pro/workshops/${workshop.id}?seance=${meeting.id}`,
    );

    await card.getByRole('button', { name: 'Faire l’appel' }).click();
    await card.getByRole('button', { name: /^Tous présents/ }).click();
    await expect(page.getByText(/marqués présents/)).toBeVisible();
    await expect.poll(() => attendanceOf(request, headers, meeting)).toEqual(subscribers.map(() => 1));

    const first = subscribers[0]!;
    const group = card.getByRole('group', { name: `Présence de ${first.firstname} ${first.lastname}` });
    await group.getByRole('radio', { name: 'Absent' }).check();
    await expect
      .poll(() => attendanceOf(request, headers, meeting))
      .toEqual(subscribers.map((person) => (person.id === first.id ? 0 : 1)));
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
}

test('the workshop page: the whole address, « Tous présents » then one exception, past sessions folded', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await proHeaders(request);
  const { workshop, meeting } = await findEndedSession(request, headers);
  const subscribers = meeting.subscribers ?? [];

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshop.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Séances à venir' })).toBeVisible();
  if (workshop.type === 'onsite' && workshop.street)
    await expect(page.getByText(`Adresse : ${workshop.street}, ${workshop.zip} ${workshop.city}`)).toBeVisible();

  await page.getByRole('button', { name: 'Afficher les séances passées' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: dayOf(meeting.start) })
    .first();
  await row.getByRole('button', { name: /^Participants/ }).click();
  await page.getByRole('button', { name: `Tous présents à la séance du ${dayOf(meeting.start)}` }).click();
  await expect.poll(() => attendanceOf(request, headers, meeting)).toEqual(subscribers.map(() => 1));
  const last = subscribers.at(-1)!;
  await page
    .getByRole('group', { name: `Présence de ${last.firstname} ${last.lastname}` })
    .first()
    .getByRole('radio', { name: 'Absent' })
    .check();
  await expect
    .poll(() => attendanceOf(request, headers, meeting))
    .toEqual(subscribers.map((person) => (person.id === last.id ? 0 : 1)));
  for (const theme of ['default', 'dark', 'aja'] as const) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { level: 2, name: 'Séances à venir' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('on a phone the session under way or next is the first one under the workshop, within the first screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const headers = await proHeaders(request);
  const workshop = (await workshopsSeenBy(request, headers)).find((item) => item.can_manage && item.active);
  const search = encodeURIComponent(JSON.stringify({ workshop_id: workshop!.id, when: 'coming' }));
  const coming = (await (
    await request.get(`/api/meetings?search=${search}&per_page=1&sort=start&direction=asc`, { headers })
  ).json()) as MeetingList;
  test.skip(coming.data.length === 0, 'no coming session in the demo');

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshop!.id}`);
  const first = page.getByRole('cell', { name: `Date : ${dayOf(coming.data[0]!.start)}` }).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(667);
  await expectNoHorizontalOverflow(page);
});

test('a premium pro who does not run a workshop sees none of its management actions', async ({ page, request }) => {
  const headers = await proHeaders(request);
  const other = (await workshopsSeenBy(request, headers)).find((item) => item.can_manage === false);
  test.skip(!other, 'every workshop of the demo is run by pro@demo.fr');

  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${other!.id}`);
  await expect(page.getByText('Vous n’animez pas cet atelier : vous pouvez le consulter, pas le gérer.')).toBeVisible();
  await expect(page.getByRole('link', { name: "Modifier l'atelier" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ajouter une séance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Séances à venir' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Exporter/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Participants/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Modifier la séance/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
