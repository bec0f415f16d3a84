/**
 * Where /login goes once signed in (the route guard), when a screen sent the visitor there (the
 * workshop detail's « Se connecter », P2 §2). Only a path of this site is followed, so a
 * crafted link cannot send a member elsewhere after they typed their password.
 */

const PARAM = 'redirect';

export function loginPathFor(returnTo: string): string {
  return `/login?${PARAM}=${encodeURIComponent(returnTo)}`;
}

export function readReturnPath(search: string): string | null {
  const value = new URLSearchParams(search).get(PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === '/login' || pathname === '/unauthorized') return null;
  return value;
}
