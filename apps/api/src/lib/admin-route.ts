import type { onRequestHookHandler } from 'fastify';
import { requireAdmin } from '../plugins/auth.ts';
import { errorSchema, securedUnder } from './route-schemas.ts';

/** What `requireAdmin` answers on its own: no session, or not the staff. */
const guardAnswers = { 401: errorSchema, 403: errorSchema };

type AdminRouteSchema = { response?: object; tags?: never; security?: never };
type AdminRouteOptions = {
  /** The OpenAPI tag; the spec's own paths (`/api/workshops`) keep their section's. */
  tag?: string;
  /** Hooks that run after the staff guard, such as an upload's size check. */
  afterGuard?: onRequestHookHandler[];
  /** An upload's own body limit. */
  bodyLimit?: number;
};

/**
 * The options of a back-office route (ADR 040): the staff guard, the tag and bearer security of
 * the OpenAPI document, and the guard's 401 and 403. The route states its input, its other answers
 * and its texts: `routes.get('/admin/x', adminRoute({ summary, querystring, response }), handler)`.
 */
export function adminRoute<Schema extends AdminRouteSchema>(
  schema: Schema,
  { tag = 'administration', afterGuard = [], bodyLimit }: AdminRouteOptions = {},
) {
  return {
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    onRequest: afterGuard.length > 0 ? [requireAdmin, ...afterGuard] : requireAdmin,
    schema: { ...securedUnder(tag), ...schema, response: { ...schema.response, ...guardAnswers } },
  };
}
