import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The best encoding of ours the client accepts (Accept-Encoding, q=0 meaning no). */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** `best` for a page compressed once and kept; `fast` for one compressed on every request. */
export function encodePage(html: string, encoding: PageEncoding, effort: 'best' | 'fast'): Buffer {
  const best = effort === 'best';
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      })
    : gzipSync(html, { level: best ? 9 : 6 });
}
