import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

describe('the response serializer', () => {
  const app = Fastify({ logger: false });
  const item = z.object({
    id: z.number().int(),
    email: z.string(),
    last: z.object({ created_at: z.string() }).nullable(),
  });
  let answer: unknown;
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/list', { schema: { response: { 200: z.object({ data: z.array(item) }) } } }, async () => answer as never);
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes only the fields the schema names, nested ones included', async () => {
    answer = {
      data: [
        { id: 1, email: 'a@exemple.fr', last: { created_at: '2026-01-01T00:00:00.000Z', secret: 'x' }, payments: [20] },
      ],
      total: 3,
    };
    const response = await app.inject({ method: 'GET', url: '/list' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ id: 1, email: 'a@exemple.fr', last: { created_at: '2026-01-01T00:00:00.000Z' } }],
    });
  });

  it('refuses an answer that does not match its schema instead of sending it', async () => {
    answer = { data: [{ id: 1.5, email: 'a@exemple.fr', last: null }] };
    const response = await app.inject({ method: 'GET', url: '/list' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('a@exemple.fr');
  });
});
