import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import { useFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';
import { registerErrorHandler } from './error-handler.ts';

useFrenchZodMessages();

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/valid', { schema: { body: z.object({ email: z.email(), password: z.string().min(8) }) } }, async () => ({
        ok: true,
      }));
    app.get('/app-error', async () => {
      throw new AppError('forbidden', 'Action non autorisée');
    });
    app.get('/statement-timeout', async () => {
      // What drizzle throws when PostgreSQL cancels a statement after statement_timeout.
      const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
      throw Object.assign(new Error('Failed query: update "users" …'), { cause });
    });
    app.get('/pool-timeout', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/crash', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('turns invalid input into a 422 with French messages per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/valid', payload: { email: 'abc' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Les données envoyées sont invalides.',
      errors: { email: ['Format invalide'], password: ['Champ requis'] },
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/valid',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le corps de la requête n’est pas un JSON valide.');
  });

  it('maps an AppError to its status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
  });

  it('answers a database timeout (statement cancelled, no free connection) with a 503 to retry, not a 500', async () => {
    for (const url of ['/statement-timeout', '/pool-timeout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'unavailable',
        message: 'Le service est momentanément indisponible, veuillez réessayer.',
      });
      expect(response.body).not.toContain('users');
    }
  });

  it('hides anything else behind a generic 500 without a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Une erreur est survenue' });
    expect(response.body).not.toContain('secret');
  });
});
