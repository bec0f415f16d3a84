import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { UnsafePathError } from './errors.ts';

/**
 * The file a request names inside `root`, or null when there is none. `requestPath` is the raw
 * (still percent-encoded) rest of the URL after the site's base path; it is decoded exactly once
 * here. Refused with UnsafePathError: undecodable text, NUL and control characters, backslashes,
 * absolute or drive-letter paths, `.` or `..` segments and empty segments. An empty path or a
 * folder means its index.html. The real path (links followed) must still lie inside `root`.
 */
export async function resolveInside(root: string, requestPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split('?')[0] ?? '');
  } catch {
    throw new UnsafePathError('not decodable');
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) throw new UnsafePathError('control character or backslash');
  if (decoded.startsWith('/') || /^[a-zA-Z]:/.test(decoded)) throw new UnsafePathError('absolute path');
  const segments = decoded === '' ? [] : decoded.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new UnsafePathError('relative segment');

  const realRoot = await realpath(root);
  let candidate = path.join(realRoot, ...segments);
  let stats = await stat(candidate).catch(() => null);
  if (stats?.isDirectory()) {
    candidate = path.join(candidate, 'index.html');
    stats = await stat(candidate).catch(() => null);
  }
  if (!stats?.isFile()) return null;
  const real = await realpath(candidate).catch(() => null);
  if (!real || !real.startsWith(realRoot + path.sep)) return null;
  return real;
}
