import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** Links sent by e-mail carry their secret in the path: /password/reset/<token>, /complete-registration/<token>, /email-change/<token>, /carer-link/<token>, /confirm-email/<token>. */
const secretPath =
  /^(\/(?:api\/)?(?:password\/reset|complete-registration|email-change|carer-link|confirm-email)\/)[^/?#]+/;
/** A slideshow's signed access segment (ADR 060): /api/supports/<id>/<role>/proxy/<access>/… */
const slideshowAccessPath = /^(\/api\/supports\/\d+\/\w+\/proxy\/)[^/?#]+/;
const secretParams = new Set(['token', 'access_token', 'refresh_token', 'password', 'captcha']);

/** The request's address as logged: reset and invitation secrets replaced, wherever they sit. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(secretPath, '$1[masqué]').replace(slideshowAccessPath, '$1[masqué]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (secretParams.has(key.toLowerCase())) params.set(key, '[masqué]');
  return `${safePath}?${params.toString()}`;
}

/**
 * Fastify logs each request twice, as JSON lines sharing its `reqId`: « incoming request » and
 * « request completed » with the status and `responseTime` (ms). The second also names the
 * method and the route (/api/workshops/:id), so one line answers « which calls are slow or
 * failing ». A leaked log must not open someone's account: the URL goes through redactUrl, and
 * headers (Authorization, cookies) and bodies are never logged.
 */
export function withRedactedRequests(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child(
    {},
    {
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
        res: (reply: FastifyReply) => ({
          statusCode: reply.statusCode,
          method: reply.request.method,
          // The route's pattern; null for an unknown address (the 404 and the web pages).
          route: reply.request.routeOptions.url ?? null,
          url: redactUrl(reply.request.url),
        }),
      },
    },
  );
}
