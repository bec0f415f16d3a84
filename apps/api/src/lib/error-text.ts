import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@plateforme/shared/errors/app-error';

/**
 * The partner-code routes' error handler: the web reads a refused code in `error` (P1 §7, §8
 * check-adh-code), so it is added to the usual answer.
 */
export function withErrorText(error: FastifyError | AppError, _request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof AppError)) throw error;
  return reply.status(error.status).send({
    code: error.code,
    message: error.message,
    error: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  });
}
