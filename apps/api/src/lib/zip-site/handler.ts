import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '@plateforme/shared/messages/common';
import { contentTypeOf } from './content-types.ts';
import { UnsafePathError, ZipSiteError, zipSiteMessages } from './errors.ts';
import { defaultZipSiteLimits, type ZipSiteLimits } from './limits.ts';
import { resolveInside } from './resolve.ts';
import { unpackOnce } from './unpack.ts';

export const ZIP_SITE_ROLES = ['pro_attachment', 'guide_attachment'] as const;
export type ZipSiteRole = (typeof ZIP_SITE_ROLES)[number];

/**
 * Slides run their own scripts, so they run sandboxed without allow-same-origin: an opaque
 * origin that cannot read the platform's storage (the access token), cookies or API answers.
 * They load only their own files (inline code is usual in exported slides); nothing leaves.
 * Their files answer with `Cross-Origin-Resource-Policy: cross-origin` (ADR 060).
 */
export const SLIDES_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-popups',
].join('; ');

/** The archive behind one support file: its absolute path and a folder name for its unpacked copy. */
export type LocatedArchive = { zipPath: string; cacheKey: string };

export type ZipSiteHandlerOptions = {
  locate: (attachableId: number, role: ZipSiteRole) => Promise<LocatedArchive | null> | LocatedArchive | null;
  canAccess: (request: FastifyRequest, attachableId: number, role: ZipSiteRole) => Promise<boolean> | boolean;
  /** Where unpacked archives live: `<cacheRoot>/<cacheKey>/<version>/`. */
  cacheRoot: string;
  limits?: Partial<ZipSiteLimits>;
  /** Path segments after `proxy/` that are the route's own (an access segment), not the archive's. */
  routeSegments?: number;
};

const cacheKeyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const isRole = (value: unknown): value is ZipSiteRole => ZIP_SITE_ROLES.includes(value as ZipSiteRole);

/** The raw (still encoded) path after `/proxy/` and the route's own segments, as the router would otherwise decode it once already. */
function requestedPath(url: string, routeSegments: number): string {
  const pathname = url.split('?')[0] ?? '';
  const at = pathname.indexOf('/proxy/');
  if (at === -1) return '';
  return pathname
    .slice(at + '/proxy/'.length)
    .split('/')
    .slice(routeSegments)
    .join('/');
}

/** Same body as the API's error handler, so the handler also answers right on a bare Fastify. */
function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send({ code, message });
}

/** One `bytes=a-b`, `a-` or `-n` range; 'unsatisfiable' when it lies outside the file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The handler of `GET /supports/:attachable_id/:role/proxy/*`: checks access, unpacks the
 * support's zip once, and serves the file named by the rest of the path (index.html by default).
 */
export function createZipSiteHandler(options: ZipSiteHandlerOptions) {
  const limits: ZipSiteLimits = { ...defaultZipSiteLimits, ...options.limits };
  const cacheRoot = path.resolve(options.cacheRoot);

  return async function serveZipSite(request: FastifyRequest, reply: FastifyReply) {
    const params = request.params as Record<string, unknown>;
    const idText = String(params.attachable_id ?? '');
    const attachableId = Number(idText);
    const role = params.role;
    if (!/^[1-9]\d{0,9}$/.test(idText) || attachableId > 2_147_483_647 || !isRole(role)) {
      return fail(reply, 404, 'not_found', errorMessages.notFound);
    }
    // Access first: whether a support or its file exists is nobody else's business.
    if (!(await options.canAccess(request, attachableId, role)))
      return fail(reply, 403, 'forbidden', errorMessages.forbidden);
    const located = await options.locate(attachableId, role);
    if (!located) return fail(reply, 404, 'not_found', errorMessages.notFound);
    if (!cacheKeyPattern.test(located.cacheKey))
      throw new Error(`unsafe cache key ${JSON.stringify(located.cacheKey)}`);

    let siteDir: string;
    try {
      siteDir = await unpackOnce(located.zipPath, path.join(cacheRoot, located.cacheKey), limits, {
        onUnpacked: (dir, milliseconds) =>
          request.log.info({ attachableId, role, dir, milliseconds }, 'slideshow archive unpacked'),
      });
    } catch (error) {
      if (error instanceof ZipSiteError) {
        request.log.warn(
          { attachableId, role, reason: error.reason, detail: error.message },
          'slideshow archive refused',
        );
        return fail(reply, 409, 'conflict', zipSiteMessages.unreadable);
      }
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return fail(reply, 404, 'not_found', errorMessages.notFound);
      throw error;
    }

    let file: string | null;
    try {
      file = await resolveInside(siteDir, requestedPath(request.raw.url ?? '', options.routeSegments ?? 0));
    } catch (error) {
      if (error instanceof UnsafePathError) return fail(reply, 400, 'bad_request', zipSiteMessages.invalidPath);
      throw error;
    }
    const stats = file ? await stat(file).catch(() => null) : null;
    if (!file || !stats) return fail(reply, 404, 'not_found', zipSiteMessages.notFound);

    // Same archive version and same file: same tag, on every API process.
    const version = path.basename(siteDir);
    const digest = createHash('sha256')
      .update(`${version}\0${path.relative(siteDir, file)}`)
      .digest('base64url')
      .slice(0, 22);
    const etag = `"${digest}-${stats.size.toString(36)}"`;
    reply
      .header('content-security-policy', SLIDES_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      // The sandboxed page has an opaque origin, so its own files are cross-origin to it:
      // `same-origin` would block every one of them (ADR 060). They are no secret to whoever
      // holds the signed link, and no credentials ride along, so any origin may read them.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      // Private, like every answer behind a sign-in (ADR 059), and access depends on the
      // session's time window: nothing keeps a copy.
      .header('cache-control', 'private, no-store')
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag) || known.includes('*')) return reply.status(304).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, stats.size) : null;
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${stats.size}`)
        .send({ code: 'bad_request', message: 'Plage demandée invalide.' });
    }
    reply.type(contentTypeOf(file));
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    }
    return reply.header('content-length', stats.size).send(createReadStream(file));
  };
}
