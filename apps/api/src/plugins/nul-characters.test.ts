import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '@plateforme/shared/errors/app-error';
import { registerBodyParsers } from './body-parsers.ts';
import { registerErrorHandler } from './error-handler.ts';
import { jsonFieldWithNul, rejectNulCharacters } from './nul-characters.ts';

const request = (parts: Partial<Pick<FastifyRequest, 'params' | 'query' | 'body'>>) =>
  ({ params: {}, query: {}, body: undefined, ...parts }) as FastifyRequest;

async function refusal(parts: Parameters<typeof request>[0]) {
  return rejectNulCharacters(request(parts)).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('U+0000 in input (PostgreSQL text cannot hold it)', () => {
  it('refuses it as an invalid field, named as the validation errors name fields', async () => {
    const error = await refusal({ body: { lastname: 'Dupont', survey_responses: [{ response: 'a\u0000b' }] } });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: { 'survey_responses.0.response': ['Format invalide'] },
    });
    expect(await refusal({ query: { survey_ref: '\u0000' } })).toMatchObject({
      errors: { survey_ref: ['Format invalide'] },
    });
    expect(await refusal({ body: { ['a\u0000']: 1 } })).toMatchObject({ errors: { 'a\u0000': ['Format invalide'] } });
    expect(await refusal({ body: '\u0000' })).toMatchObject({ errors: { _: ['Format invalide'] } });
  });

  it('lets everything else through, other control characters and unicode included', async () => {
    expect(
      await refusal({
        params: { id: '12' },
        query: { with: ['payments'] },
        body: { note: 'é\t𝕏\u0001', n: 0, nested: [[null]] },
      }),
    ).toBeUndefined();
  });
});

describe('U+0000 where bodies are parsed (ADR 059)', () => {
  async function echoApp() {
    const app = Fastify();
    registerErrorHandler(app);
    registerBodyParsers(app);
    app.addHook('preValidation', rejectNulCharacters);
    app.post('/echo', async (request) => ({ body: request.body }));
    await app.ready();
    return app;
  }
  const post = async (payload: string, contentType = 'application/json') => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload,
      headers: { 'content-type': contentType },
    });
    await app.close();
    return response;
  };

  it('refuses a JSON string or key holding an escaped U+0000, naming the field', async () => {
    const nested = await post('{"lastname":"Dupont","survey_responses":[{"response":"a\\u0000b"}]}');
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'survey_responses.0.response': ['Format invalide'] });
    expect((await post('{"a\\u0000":1}')).json().errors).toEqual({ 'a\u0000': ['Format invalide'] });
    expect((await post('"\\u0000"')).json().errors).toEqual({ _: ['Format invalide'] });
    // An escaped backslash, then a real escape: backslash and U+0000.
    expect((await post('{"note":"\\\\\\u0000"}')).json().errors).toEqual({ note: ['Format invalide'] });
  });

  it('refuses a lone surrogate, which no JSON column stores, and keeps a pair (an emoji)', async () => {
    const lone = await post('{"hosting_provider":"\\ud800","other":"ok"}');
    expect(lone.statusCode).toBe(422);
    expect(lone.json().errors).toEqual({ hosting_provider: ['Format invalide'] });
    expect((await post('{"note":"a\\uDFFFb"}')).json().errors).toEqual({ note: ['Format invalide'] });
    const pair = await post('{"note":"\\ud83d\\ude00"}');
    expect(pair.statusCode).toBe(200);
    expect(pair.json().body).toEqual({ note: '\u{1F600}' });
    expect((await post('name=%ED%A0%80', 'application/x-www-form-urlencoded')).statusCode).toBe(200);
  });

  it('accepts the six characters \\u0000 written as text (an escaped backslash), and keeps refusing poisoned JSON', async () => {
    const text = await post('{"note":"\\\\u0000","list":[1,2,3]}');
    expect(text.statusCode).toBe(200);
    expect(text.json().body).toEqual({ note: '\\u0000', list: [1, 2, 3] });
    expect((await post('{"__proto__":{"isAdmin":true}}')).statusCode).toBe(400);
  });

  it('refuses U+0000 in a form-encoded field, naming it', async () => {
    const response = await post('grant_type=password&username=a%00b', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ username: ['Format invalide'] });
    expect((await post('grant_type=password', 'application/x-www-form-urlencoded')).json().body).toEqual({
      grant_type: 'password',
    });
  });

  it('never walks the bytes of an upload body: an upload is not text', async () => {
    const bytes = Buffer.alloc(64);
    let read = false;
    Object.defineProperty(bytes, 'probe', { enumerable: true, get: () => ((read = true), 'a\u0000') });
    expect(await refusal({ body: bytes })).toBeUndefined();
    expect(read).toBe(false);
  });

  it('does not look into parsed JSON whose text holds no U+0000 escape', () => {
    const parsed = Object.defineProperty({}, 'probe', { enumerable: true, get: () => expect.unreachable('walked') });
    expect(jsonFieldWithNul('{"probe":"\\\\u0000"}', parsed)).toBeUndefined();
  });
});
