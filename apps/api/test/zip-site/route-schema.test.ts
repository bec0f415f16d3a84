import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZipSiteHandler, zipSiteRouteSchema } from '../../src/lib/zip-site/index.ts';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { registerSwagger } from '../../src/plugins/swagger.ts';
import { makeZip, slideshowEntries } from './zip-writer.ts';

/** The route as the supports module mounts it: zod schema, error handler, OpenAPI (ADR 039). */
let base: string;
let app: FastifyInstance;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'zip-site-schema-'));
  const zipPath = path.join(base, 'slides.zip');
  await writeFile(zipPath, makeZip(slideshowEntries()));
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSwagger(app);
  registerErrorHandler(app);
  app.get(
    '/api/supports/:attachable_id/:role/proxy/*',
    { schema: { tags: ['supports'], security: [{ bearer: [] }], ...zipSiteRouteSchema } },
    createZipSiteHandler({
      cacheRoot: path.join(base, 'cache'),
      locate: () => ({ zipPath, cacheKey: 'attachment-1' }),
      canAccess: () => true,
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(base, { recursive: true, force: true });
});

describe('zipSiteRouteSchema', () => {
  it('P2-SUP-11 serves files and 304s through the zod serializer', async () => {
    const first = await app.inject({ url: '/api/supports/7/guide_attachment/proxy/style.css' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('body { font-family: sans-serif; }');
    const again = await app.inject({
      url: '/api/supports/7/guide_attachment/proxy/style.css',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 422 with field messages for a bad id or role', async () => {
    const badId = await app.inject({ url: '/api/supports/abc/pro_attachment/proxy/' });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json<{ errors: object }>().errors)).toEqual(['attachable_id']);
    expect((await app.inject({ url: '/api/supports/7/user_attachment/proxy/' })).statusCode).toBe(422);
  });

  it('is documented in French in the OpenAPI document', async () => {
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
    };
    const [route] = Object.entries(document.paths).filter(([url]) => url.startsWith('/api/supports/'));
    expect(route?.[1].get?.summary).toBe('Un fichier du diaporama d’un support (zip avec index.html)');
    expect(Object.keys(route?.[1].get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '304', '400', '403', '404', '409']),
    );
  });
});
