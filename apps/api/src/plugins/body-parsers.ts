import type { FastifyInstance } from 'fastify';
import { holdsUnstorable, jsonFieldWithNul, markBodyChecked, nulRefusal } from './nul-characters.ts';

/**
 * The text bodies the API reads, each checked for U+0000 as it is parsed (ADR 059): JSON
 * (Fastify's own parser, prototype poisoning refused as before) and the form-encoded bodies
 * OAuth clients and the payment provider post. Multipart uploads are read by their routes
 * (lib/uploads.ts), which check their text fields there.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const field = jsonFieldWithNul(body as string, value);
      if (field !== undefined) return done(nulRefusal(field), undefined);
      markBodyChecked(request);
      done(null, value);
    });
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const fields = Object.fromEntries(new URLSearchParams(body as string));
    const field = Object.entries(fields).find(([name, value]) => holdsUnstorable(name) || holdsUnstorable(value))?.[0];
    if (field !== undefined) return done(nulRefusal(field), undefined);
    markBodyChecked(request);
    done(null, fields);
  });
}
