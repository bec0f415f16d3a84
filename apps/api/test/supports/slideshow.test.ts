import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMember, createPro, signIn } from '../helpers/factories.ts';
import { useAppWithFilesAt } from '../helpers/app-with-files.ts';
import { redactUrl } from '../../src/plugins/request-log.ts';
import { makeZip, slideshowEntries } from '../zip-site/zip-writer.ts';
import { createSession, createSupport } from './support-fixtures.ts';

/**
 * The slideshow of a support (P2 §7 pro previews): a signed link for the signed-in pro, then
 * the unpacked zip's files for that link alone, each one checking the rights again.
 */
const T0 = new Date('2026-06-02T08:00:00.000Z');
const MINUTE = 60_000;
const forbiddenText = "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.";

const env = useAppWithFilesAt(T0);

const db = () => env.t.database.db;

/** A support whose slides are a real zip with index.html. */
async function supportWithSlides(options: Parameters<typeof createSupport>[2] = {}) {
  const created = await createSupport(db(), env.files.filesDir, options);
  await writeFile(
    path.join(env.files.filesDir, `supports/test/${created.support.id}/pro_attachment`),
    makeZip(slideshowEntries(`Séquence ${created.support.sequence}`)),
  );
  return created;
}

const askLink = async (headers: Record<string, string>, supportId: number, meetingId?: number) =>
  env.t.app.inject({
    method: 'POST',
    url: `/api/supports/${supportId}/pro_attachment/slideshow-link${meetingId ? `?meeting_id=${meetingId}` : ''}`,
    headers,
  });

const open = (url: string, at: Date = T0) => {
  vi.setSystemTime(at);
  return env.t.app.inject({ method: 'GET', url });
};

describe('slideshow links (P2-SUP-11)', () => {
  it('a licence pro gets a link that serves the slides and their files, sandboxed, without a token', async () => {
    const licence = await createPro(db(), { premium: true, status: 'licence' });
    const { support } = await supportWithSlides({ shared: true });
    const answer = await askLink(await signIn(db(), licence), support.id);
    expect(answer.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = answer.json().data;
    expect(url).toMatch(new RegExp(`^/api/supports/${support.id}/pro_attachment/proxy/[^/]+/index\\.html$`));
    expect(new Date(expiresAt).getTime()).toBe(T0.getTime() + 2 * 60 * MINUTE);

    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>Séquence ${support.sequence}</h1>`);
    expect(page.headers['content-security-policy']).toContain('sandbox allow-scripts');
    // Relative links of the slides stay under the signed segment.
    const style = await open(url.replace(/index\.html$/, 'style.css'));
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toContain('text/css');
    expect((await open(url.replace(/index\.html$/, ''))).body).toContain('<h1>');
  });

  it('a forged, borrowed or expired link is refused', async () => {
    const licence = await createPro(db(), { premium: true, status: 'licence' });
    const { support } = await supportWithSlides({ shared: true });
    const { support: other } = await supportWithSlides({ shared: true });
    const { url } = (await askLink(await signIn(db(), licence), support.id)).json().data as { url: string };
    const access = url.split('/')[6]!;
    const forged = access.slice(0, -2) + (access.endsWith('AA') ? 'BB' : 'AA');
    expect((await open(url.replace(access, forged))).statusCode).toBe(403);
    expect((await open(url.replace(`/supports/${support.id}/`, `/supports/${other.id}/`))).statusCode).toBe(403);
    expect((await open(url.replace('/pro_attachment/', '/guide_attachment/'))).statusCode).toBe(403);
    expect((await open(url.replace(access, 'nimporte-quoi'))).statusCode).toBe(403);
    expect((await open(url, new Date(T0.getTime() + 2 * 60 * MINUTE + 1))).statusCode).toBe(403);
    expect((await open(url, new Date(T0.getTime() + 2 * 60 * MINUTE - MINUTE))).statusCode).toBe(200);
  });

  it('P2-SUP-11 a link lasts two hours and is bound to the sign-in it was asked from: signing out ends it (ADR 060)', async () => {
    const licence = await createPro(db(), { premium: true, status: 'licence' });
    const { support } = await supportWithSlides({ shared: true });
    const kept = await signIn(db(), licence);
    const leaving = await signIn(db(), licence);
    const keptUrl = (await askLink(kept, support.id)).json().data.url as string;
    const leavingUrl = (await askLink(leaving, support.id)).json().data.url as string;
    expect((await open(leavingUrl)).statusCode).toBe(200);
    expect((await env.t.app.inject({ method: 'POST', url: '/api/logout', headers: leaving })).statusCode).toBe(200);
    expect((await open(leavingUrl)).statusCode).toBe(403);
    // Another sign-in of the same person keeps its own link.
    expect((await open(keptUrl)).statusCode).toBe(200);
    // The sign-in is part of what is signed: another one cannot be swapped in.
    const [expiry, user, meeting, , signature] = keptUrl.split('/')[6]!.split('.');
    const otherFamily = leavingUrl.split('/')[6]!.split('.')[3];
    expect(
      (await open(keptUrl.replace(keptUrl.split('/')[6]!, [expiry, user, meeting, otherFamily, signature].join('.'))))
        .statusCode,
    ).toBe(403);
    expect((await open(keptUrl, new Date(T0.getTime() + 2 * 60 * MINUTE))).statusCode).toBe(200);
    expect((await open(keptUrl, new Date(T0.getTime() + 2 * 60 * MINUTE + 1))).statusCode).toBe(403);
  });

  it('P2-SUP-11 the request log masks a link’s signed segment, like the other secrets in paths', () => {
    expect(
      redactUrl('/api/supports/12/pro_attachment/proxy/mb1x2.3.0.AAAAAAAAAAAAAAAAAAAAAA.sig/css/style.css?v=1'),
    ).toBe('/api/supports/12/pro_attachment/proxy/[masqué]/css/style.css?v=1');
    expect(redactUrl('/api/supports/12/guide_attachment/proxy/secret')).toBe(
      '/api/supports/12/guide_attachment/proxy/[masqué]',
    );
  });

  it('P2-SUP-18 a workshop pro’s link for a session stops working once the session window closes', async () => {
    const owner = await createPro(db(), { premium: true, status: 'basic' });
    const { support } = await supportWithSlides();
    const { session } = await createSession(db(), {
      owner,
      sequence: support.sequence,
      start: new Date(T0.getTime() + 60 * MINUTE),
      minutes: 90,
    });
    const headers = await signIn(db(), owner);
    expect((await askLink(headers, support.id)).statusCode).toBe(403);
    const answer = await askLink(headers, support.id, session.id);
    expect(answer.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = answer.json().data as { url: string; expires_at: string };
    const closesAt = session.end.getTime() + 15 * MINUTE;
    // Opened an hour before a 90-minute session: the link lasts until the window closes, past two hours.
    expect(new Date(expiresAt).getTime()).toBe(closesAt);
    expect((await open(url, new Date(closesAt))).statusCode).toBe(200);
    expect((await open(url, new Date(closesAt + MINUTE))).statusCode).toBe(403);
  });

  it('a member, a pro outside the window and a visitor get no link; an unknown support is 404', async () => {
    const { support } = await supportWithSlides({ shared: true });
    const member = await createMember(db(), { premium: true });
    const refused = await askLink(await signIn(db(), member), support.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenText);
    const basic = await createPro(db(), { premium: true, status: 'basic' });
    expect((await askLink(await signIn(db(), basic), support.id)).statusCode).toBe(403);
    expect((await askLink({}, support.id)).statusCode).toBe(401);
    const licence = await createPro(db(), { premium: true, status: 'licence' });
    expect((await askLink(await signIn(db(), licence), 999_999)).statusCode).toBe(404);
  });
});
