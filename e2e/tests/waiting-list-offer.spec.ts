import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForMail } from './helpers/mail.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

/** The Paris day `days` from today, as YYYY-MM-DD. */
function parisDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** The text part of a sent e-mail, its quoted-printable soft breaks removed. */
const plainText = (raw: string) => raw.replace(/=\n/g, '').replace(/=3D/g, '=');

test.describe('a freed place held for the first in line (ADR 073)', () => {
  test('membre@demo.fr, first on the waiting list, is offered the freed place by e-mail, opens its link and accepts it: « Inscrit », and her confirmation holds a calendar file', async ({
    page,
    request,
  }) => {
    const staff = { authorization: `Bearer ${(await requestTokens(request, 'admin@demo.fr')).access_token}` };
    const member = { authorization: `Bearer ${(await requestTokens(request, 'membre@demo.fr')).access_token}` };
    const memberId = ((await (await request.get('/api/user', { headers: member })).json()) as { data: { id: number } })
      .data.id;
    const pro = { authorization: `Bearer ${(await requestTokens(request, 'pro@demo.fr')).access_token}` };
    const proId = ((await (await request.get('/api/user', { headers: pro })).json()) as { data: { id: number } }).data
      .id;
    const workshops = await request.get(
      `/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify({ user_id: proId, active: 1 }))}`,
      { headers: pro },
    );
    const workshop = ((await workshops.json()) as { data: { id: number; name: string; type: 'onsite' | 'remote' }[] })
      .data[0]!;

    // A one-place session early on day 12, away from the demo's: she is its waiting list.
    const start = new Date(`${parisDay(12)}T07:00:00+01:00`);
    const created = await request.post('/api/meetings', {
      headers: staff,
      data: {
        workshop_id: workshop.id,
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        type: workshop.type,
        address: workshop.type === 'onsite' ? '12 rue des Lilas, 75012 Paris' : undefined,
        link: workshop.type === 'remote' ? 'https://zoom.exemple.fr/j/456' : undefined,
        sequence: 1,
        places: 1,
        subscribers: [],
        queued: [memberId],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const meetingId = ((await created.json()) as { data: { id: number } }).data.id;
    try {
      // One more place: the staff's save asks for it to be offered, and a job holds it for her.
      const more = await request.put(`/api/meetings/${meetingId}`, { headers: staff, data: { places: 2 } });
      expect(more.status(), await more.text()).toBe(200);
      const offer = await waitForMail('membre@demo.fr', /^Une place vous est réservée : atelier /, 30_000);
      const link = new RegExp(`https?://[^\\s"<>]+/offre/${meetingId}(?![0-9])`).exec(plainText(offer.raw))?.[0];
      expect(link, 'the offer e-mail links to the offer page').toBeTruthy();

      await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
      await page.goto(new URL(link!).pathname);
      await expect(page.getByRole('heading', { level: 1, name: 'Une place vous est réservée' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole('button', { name: 'Accepter la place' }).click();
      await expect(page.getByText('Vous êtes bien inscrit(e) à cette séance !')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Inscrit(e)' })).toBeVisible();

      const confirmation = await waitForMail(
        'membre@demo.fr',
        new RegExp(`^Votre place est réservée : atelier « ${workshop.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} »`),
        30_000,
      );
      const file = confirmation.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
      expect(file, 'the confirmation carries a calendar file').toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')) as unknown[]);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.uid).toMatch(new RegExp(`^seance-${meetingId}@`));
      expect(event.startDate.toJSDate().getTime()).toBe(start.getTime());
    } finally {
      await request.delete(`/api/meetings/${meetingId}`, { headers: staff });
    }
  });
});
