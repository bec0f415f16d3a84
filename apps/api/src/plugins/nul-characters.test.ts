import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '@plateforme/shared/errors/app-error';
import { rejectNulCharacters } from './nul-characters.ts';

const request = (parts: Partial<Pick<FastifyRequest, 'params' | 'query' | 'body'>>) => ({ params: {}, query: {}, body: undefined, ...parts }) as FastifyRequest;

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
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', errors: { 'survey_responses.0.response': ['Format invalide'] } });
    expect(await refusal({ query: { survey_ref: '\u0000' } })).toMatchObject({ errors: { survey_ref: ['Format invalide'] } });
    expect(await refusal({ body: { ['a\u0000']: 1 } })).toMatchObject({ errors: { 'a\u0000': ['Format invalide'] } });
    expect(await refusal({ body: '\u0000' })).toMatchObject({ errors: { _: ['Format invalide'] } });
  });

  it('lets everything else through, other control characters and unicode included', async () => {
    expect(await refusal({ params: { id: '12' }, query: { with: ['payments'] }, body: { note: 'é\t𝕏\u0001', n: 0, nested: [[null]] } })).toBeUndefined();
  });
});
