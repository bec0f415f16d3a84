import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

type FieldErrors = Record<string, string[]>;

const invalidDataMessage = 'Les données envoyées sont invalides.';

function collect(entries: { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of entries) {
    const key = field || '_';
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** "/survey_responses/0/response" → "survey_responses.0.response", as Laravel-style clients expect. */
const fieldFromPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * One place turns every failure into the wire format: 422 with field messages for invalid
 * input, the AppError's own status and code, a 503 when the database is slow or out of reach,
 * and a bare 500 (details only in the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = collect(
        error.validation.map((issue) => ({
          field: fieldFromPath(issue.instancePath),
          message: issue.message ?? invalidDataMessage,
        })),
      );
      return reply.status(422).send({ code: 'validation_failed', message: invalidDataMessage, errors });
    }
    if (error instanceof ZodError) {
      const errors = collect(error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
      return reply.status(422).send({ code: 'validation_failed', message: invalidDataMessage, errors });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.status)
        .send({ code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ code: 'bad_request', message: clientErrorMessage(error as FastifyError) });
    }
    if (isDatabaseUnavailable(error)) {
      // A timeout or a lost server: the request may succeed in a moment (ADR 023).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'unavailable', message: errorMessages.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Une erreur est survenue' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Le corps de la requête n’est pas un JSON valide.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'La requête est trop volumineuse.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Type de contenu non pris en charge.';
    default:
      return 'Requête invalide.';
  }
}
