import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Card payment forms are posted to the provider's pages, so form-action names them. */
const paymentProviderOrigins = [
  'https://tpeweb.e-transactions.fr',
  'https://tpeweb1.e-transactions.fr',
  'https://recette-tpeweb.e-transactions.fr',
];

/** A year, subdomains included: what browsers and the HSTS preload list expect. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * `inlineScriptHashes`: the boot scripts of the prerendered pages ('sha256-…').
 * `imageOrigins`: servers the pages show images from, such as the map's tile server (which may be http).
 * `publicUrl`: the address people use (PUBLIC_URL); https there means the site is only served over TLS.
 */
export async function registerSecurity(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
  imageOrigins: readonly string[] = [],
  { publicUrl }: { publicUrl?: string } = {},
): Promise<void> {
  const publicOverTls = publicUrl?.startsWith('https:') ?? false;
  // Helmet's middleware built once: @fastify/helmet builds it again on every request (parsing
  // the policy each time), a few percent of every answer's CPU.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // MUI (emotion) writes style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Our own images and the map's tiles only, never any https site (ADR 059).
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The captcha solves its proof of work in a worker built from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'", ...paymentProviderOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS only for a site served over TLS (RFC 6797): PUBLIC_URL in https, or this request in
    // https, directly or through a proxy trusted by TRUST_PROXY (its X-Forwarded-Proto). A
    // plain-http installation (a test machine, a LAN) must not be told to insist on https.
    if (publicOverTls || request.protocol === 'https')
      reply.raw.setHeader('strict-transport-security', strictTransportSecurity);
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
