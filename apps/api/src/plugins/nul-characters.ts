import type { FastifyRequest } from 'fastify';
import { AppError } from '@plateforme/shared/errors/app-error';
import { validationMessages } from '@plateforme/shared/messages/common';

const invalidFormat = validationMessages.invalidFormat;

/** The first field (as the error handler names fields: "survey_responses.0.response") holding U+0000, if any. */
function fieldWithNul(value: unknown): string | undefined {
  const stack: [string, unknown][] = [['', value]];
  while (stack.length) {
    const [path, item] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([childPath, child]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: such a value would fail inside a query and answer 500.
 * It is refused before validation as an invalid field, wherever it comes from.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = fieldWithNul(part);
    if (field !== undefined) throw new AppError('validation_failed', invalidFormat, { [field || '_']: [invalidFormat] });
  }
}
