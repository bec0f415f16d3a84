import type { MeetingList } from '../../packages/shared/src/workshops/meetings.schemas.ts';
import { storedZip } from '../../apps/api/src/seed/files.ts';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { requestTokens, signInThroughForm } from './helpers/session.ts';

/**
 * Session materials in the browser (P2 §6, §7, ADR 039, ADR 060): a real slideshow plays whole
 * in its sandbox, and a basic pro opens her own session's slides and guide from her workshop.
 */

/** A 4×1 red PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAABCAIAAAB2XpiaAAAADUlEQVR4nGP4z8AARwAd7wP95hFmHQAAAABJRU5ErkJggg==',
  'base64',
);

/** What an exported slideshow holds: a page, its style sheet, its script and an image; the script reports what it could reach. */
function exportedSlideshow(): Buffer {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Diaporama exporté</title>
<link rel="stylesheet" href="css/theme.css"></head><body>
<h1>Séance exportée</h1><img id="image" src="img/pixel.png" alt="pixel">
<p id="script">script absent</p><p id="storage"></p><p id="cookies"></p><p id="api"></p><p id="own"></p>
<script src="js/deck.js"></script></body></html>`;
  const css = 'body { background-color: rgb(1, 2, 3); color: rgb(250, 250, 250); }';
  const js = `const out = (id, text) => { document.getElementById(id).textContent = text; };
out('script', 'script exécuté');
let stored = 'stockage refusé';
try { stored = 'stockage lu : ' + (sessionStorage.getItem('plateforme.auth') || localStorage.getItem('plateforme.auth') || 'vide'); } catch (error) { /* opaque origin */ }
out('storage', stored);
let cookies = 'cookies refusés';
try { cookies = 'cookies lus : ' + document.cookie; } catch (error) { /* opaque origin */ }
out('cookies', cookies);
fetch('/api/user').then((answer) => answer.text()).then((body) => out('api', 'API lue : ' + body), () => out('api', 'API refusée'));
fetch('css/theme.css').then((answer) => answer.text()).then(() => out('own', 'fichier lu'), () => out('own', 'fichier refusé'));
`;
  return storedZip([
    { name: 'index.html', data: Buffer.from(html) },
    { name: 'css/theme.css', data: Buffer.from(css) },
    { name: 'js/deck.js', data: Buffer.from(js) },
    { name: 'img/pixel.png', data: PIXEL },
  ]);
}

/** Replaces the slides of the classic sequence 12 (shared with licence pros in the demo) through the back office. */
async function uploadSlides(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${(await requestTokens(request, 'admin@demo.fr')).access_token}` };
  const list = await request.get('/api/admin/supports?sequence=12&support_type=classique', { headers });
  const support = ((await list.json()) as { data: { id: number }[] }).data[0]!;
  const sent = await request.post(`/api/admin/supports/${support.id}/attachments/pro_attachment`, {
    headers,
    multipart: { file: { name: 'diaporama-exporte.zip', mimeType: 'application/zip', buffer: exportedSlideshow() } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test('P2-SUP-11 an exported slideshow plays whole (style, script, image) while its script reaches neither the token nor the API', async ({
  page,
  request,
}) => {
  await uploadSlides(request);
  await signInThroughForm(page, 'licence@demo.fr');
  await page.goto('/pro/licence');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Ouvrir le diaporama de la séquence 12 dans une nouvelle fenêtre' }).click();
  const slides = await popupOpened;
  await slides.waitForURL(/\/api\/supports\/\d+\/pro_attachment\/proxy\/[^/]+\/index\.html$/);

  await expect(slides.getByRole('heading', { level: 1, name: 'Séance exportée' })).toBeVisible();
  // The script ran, from its own file, and the style sheet and the image loaded.
  await expect(slides.locator('#script')).toHaveText('script exécuté');
  expect(await slides.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(1, 2, 3)');
  await expect
    .poll(() => slides.locator('#image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(4);
  // The slides' own files are readable to them (fonts and JSON load this way).
  await expect(slides.locator('#own')).toHaveText('fichier lu');

  // The sandbox holds: no storage (the token), no cookie, no readable API answer.
  await expect(slides.locator('#storage')).toHaveText('stockage refusé');
  await expect(slides.locator('#cookies')).toHaveText('cookies refusés');
  await expect(slides.locator('#api')).toHaveText('API refusée');
  expect(await slides.evaluate(() => window.opener)).toBeNull();
});

/** A Paris day `days` from today, as YYYY-MM-DD. */
function parisDay(days: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(from + days * 86_400_000));
}

/** Midnight starting tomorrow in Paris: less than 24 hours away, so within a basic pro's window (P2-SUP-17). */
function parisMidnightTomorrow(): Date {
  const day = parisDay(1);
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${day}T00:00:00${offset}`);
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (parisDay(0, instant.getTime()) === day && time === '00:00') return instant;
  }
  throw new Error('no Paris midnight tomorrow');
}

/** 'samedi 14/03/2026', written with the browser's own calendar rather than the app's. */
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

/** One of pro@demo.fr's active workshops with a session starting within 24 hours (made at midnight tomorrow when there is none). */
async function sessionWithinWindow(request: APIRequestContext): Promise<{ workshopId: number; start: string }> {
  const headers = { authorization: `Bearer ${(await requestTokens(request, 'pro@demo.fr')).access_token}` };
  const me = (await (await request.get('/api/user', { headers })).json()) as { data: { id: number } };
  const list = await request.get(
    `/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify({ user_id: me.data.id, active: 1 }))}`,
    { headers },
  );
  const workshop = ((await list.json()) as { data: { id: number; type: 'onsite' | 'remote' }[] }).data[0]!;
  const search = encodeURIComponent(JSON.stringify({ workshop_id: workshop.id }));
  const sessions = (await (
    await request.get(`/api/meetings?search=${search}&per_page=200`, { headers })
  ).json()) as MeetingList;
  const soon = sessions.data.find(
    (item) => Date.parse(item.start) > Date.now() && Date.parse(item.start) - Date.now() < 23 * 3_600_000,
  );
  if (soon) return { workshopId: workshop.id, start: soon.start };
  const start = parisMidnightTomorrow();
  const saved = await request.post('/api/meetings', {
    headers,
    data: {
      workshop_id: workshop.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      type: workshop.type,
      address: '1 rue du Test',
      link: 'https://zoom.exemple.fr/j/1',
      sequence: 1,
      places: 6,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return { workshopId: workshop.id, start: ((await saved.json()) as { data: { start: string } }).data.start };
}

test('P2-SUP-12 P2-SUP-03 a basic pro opens her session’s slides and guide from her workshop page within the window', async ({
  page,
  request,
}) => {
  const { workshopId, start } = await sessionWithinWindow(request);
  await signInThroughForm(page, 'pro@demo.fr');
  await page.goto(`/pro/workshops/${workshopId}`);
  await page.getByLabel('Séances par page').selectOption('all');
  const slidesButton = page.getByRole('button', { name: /^Ouvrir le diaporama de la séance du / });
  const row = page
    .getByRole('row')
    .filter({ hasText: dayOf(start) })
    .filter({ has: slidesButton })
    .first();
  await expect(row).toBeVisible();

  const slidesOpened = page.waitForEvent('popup');
  await row.getByRole('button', { name: /^Ouvrir le diaporama de la séance du / }).click();
  const slides = await slidesOpened;
  await slides.waitForURL(/\/api\/supports\/\d+\/pro_attachment\/proxy\/[^/]+\/index\.html$/);
  await expect(slides.getByRole('heading', { level: 1 })).toHaveText(/^Séance \d+$/);
  // The demo's slides carry their style sheet: it applies.
  expect(await slides.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(31, 58, 95)');

  // The PDF guide is fetched with the pro's token for this session, then shown in the new window, not saved.
  const guideOpened = page.waitForEvent('popup');
  const guideFetched = page.waitForResponse((answer) =>
    /\/api\/attachments\/\d+\/download\?meeting_id=\d+$/.test(answer.url()),
  );
  await row.getByRole('button', { name: /^Ouvrir le guide du professionnel de la séance du / }).click();
  const guide = await guideOpened;
  const fetched = await guideFetched;
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('application/pdf');
  await guide.waitForURL(/^blob:/, { waitUntil: 'commit' });
});
