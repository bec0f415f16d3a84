import { isIP } from 'node:net';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'PORT doit être un nombre entier entre 1 et 65535' })
  .int({ error: 'PORT doit être un nombre entier entre 1 et 65535' })
  .min(1, { error: 'PORT doit être un nombre entier entre 1 et 65535' })
  .max(65535, { error: 'PORT doit être un nombre entier entre 1 et 65535' });

const trustProxyError =
  'TRUST_PROXY doit valoir false, un nombre de proxys (ex. 1) ou une liste d’adresses ou de plages séparées par des virgules (ex. 10.0.0.1,192.168.0.0/16)';

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For entries to believe: none (false), the last N hops (a number) or
 * those added by the listed proxies. `true` would believe every entry, so a client could
 * write its own address and escape every rate limit: it is refused.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true croirait toute adresse écrite par le client dans X-Forwarded-For : indiquez le nombre de proxys devant l’API (ex. TRUST_PROXY=1) ou leurs adresses',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(trimmed) && Number(trimmed) <= 10) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  context.addIssue({ code: 'custom', message: trustProxyError });
  return z.NEVER;
}

/** A duration setting in milliseconds, 100 at least. */
const milliseconds = (name: string) =>
  z.coerce
    .number({ error: `${name} doit être un nombre de millisecondes` })
    .int({ error: `${name} doit être un nombre de millisecondes` })
    .min(100, { error: `${name} doit valoir au moins 100 ms` });

const tileUrlError =
  'MAP_TILE_URL doit être une adresse de tuiles http(s) avec {z}, {x} et {y} (ex. https://tile.openstreetmap.org/{z}/{x}/{y}.png)';

/** Scheme and host of a tile address; `{s}` (the subdomain letter) may stand in the host. */
const tileUrlPattern = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)\//i;

const isTileUrl = (value: string) =>
  tileUrlPattern.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)) && !/[\s"'<>]/.test(value);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ error: 'PUBLIC_URL doit être une URL (ex. https://adherents.example.org)' }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL doit commencer par postgres:// ou postgresql://' })
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Unset: `demo` except with NODE_ENV=production, where the demo loads only when asked for (ADR 062). */
    SEED: z.enum(['demo', 'none'], { error: 'SEED doit valoir demo ou none' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'SMTP_URL doit commencer par smtp:// ou smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Association <ne-pas-repondre@association.local>'),
    /** How often this process looks for due background jobs; 0: it runs none (ADR 072). */
    JOBS_POLL_SECONDS: z.coerce
      .number({ error: 'JOBS_POLL_SECONDS doit être un nombre de secondes' })
      .min(0)
      .default(5),
    ACCESS_TOKEN_TTL: z.coerce
      .number({ error: 'ACCESS_TOKEN_TTL doit être un nombre de secondes' })
      .int()
      .min(60)
      .default(3600),
    REFRESH_TOKEN_TTL: z.coerce
      .number({ error: 'REFRESH_TOKEN_TTL doit être un nombre de secondes' })
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    /** Largest library document and largest support file (slideshow archive), in megabytes (ADR 046). */
    UPLOAD_DOCUMENT_MAX_MB: z.coerce
      .number({ error: 'UPLOAD_DOCUMENT_MAX_MB doit être un nombre de mégaoctets' })
      .positive()
      .default(50),
    UPLOAD_ARCHIVE_MAX_MB: z.coerce
      .number({ error: 'UPLOAD_ARCHIVE_MAX_MB doit être un nombre de mégaoctets' })
      .positive()
      .default(200),
    WEB_DIST: z.string().optional(),
    /** Behind a reverse proxy, its X-Forwarded-For gives the client address (rate limits). */
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    /**
     * E-transactions (Paybox System) merchant. All four unset: the built-in sandbox takes the
     * payments (ADR 009); all four set: the real provider; anything in between stops the start.
     */
    ETRANSACTIONS_SITE: z
      .string()
      .regex(/^\d{7}$/, { error: 'ETRANSACTIONS_SITE doit compter 7 chiffres' })
      .optional(),
    ETRANSACTIONS_RANG: z
      .string()
      .regex(/^\d{1,3}$/, { error: 'ETRANSACTIONS_RANG doit compter 1 à 3 chiffres' })
      .optional(),
    ETRANSACTIONS_IDENTIFIANT: z
      .string()
      .regex(/^\d{1,9}$/, { error: 'ETRANSACTIONS_IDENTIFIANT doit compter 1 à 9 chiffres' })
      .optional(),
    ETRANSACTIONS_HMAC_KEY: z
      .string()
      .regex(/^[0-9A-Fa-f]{128}$/, {
        error: 'ETRANSACTIONS_HMAC_KEY doit être la clé HMAC de 128 caractères hexadécimaux',
      })
      .optional(),
    ETRANSACTIONS_URL: z
      .url({ error: 'ETRANSACTIONS_URL doit être une URL' })
      .default('https://tpeweb.e-transactions.fr/cgi/MYchoix_pagepaiement.cgi'),
    /** The provider's RSA public key that signs the IPN: PEM content, or the path of a PEM file. */
    ETRANSACTIONS_PUBLIC_KEY: z.string().optional(),

    /**
     * PostgreSQL only (ADR 023): a statement running or waiting on a lock longer than this is
     * cancelled, and a request waiting longer for a free connection gives up; both answer 503.
     */
    DATABASE_STATEMENT_TIMEOUT: z.coerce
      .number({ error: 'DATABASE_STATEMENT_TIMEOUT doit être un nombre de millisecondes' })
      .int({ error: 'DATABASE_STATEMENT_TIMEOUT doit être un nombre de millisecondes' })
      .min(100, { error: 'DATABASE_STATEMENT_TIMEOUT doit valoir au moins 100 ms' })
      .default(15_000),
    DATABASE_ACQUIRE_TIMEOUT: z.coerce
      .number({ error: 'DATABASE_ACQUIRE_TIMEOUT doit être un nombre de millisecondes' })
      .int({ error: 'DATABASE_ACQUIRE_TIMEOUT doit être un nombre de millisecondes' })
      .min(100, { error: 'DATABASE_ACQUIRE_TIMEOUT doit valoir au moins 100 ms' })
      .default(5_000),

    /**
     * How long a client may take (ADR 059): its headers, its whole request (an upload included:
     * 10 minutes by default), and the longest silence of a connection. A request late is answered
     * 408 and its connection closed; a silent connection is closed.
     */
    HTTP_HEADERS_TIMEOUT: milliseconds('HTTP_HEADERS_TIMEOUT').default(20_000),
    HTTP_REQUEST_TIMEOUT: milliseconds('HTTP_REQUEST_TIMEOUT').default(600_000),
    HTTP_IDLE_TIMEOUT: milliseconds('HTTP_IDLE_TIMEOUT').default(60_000),

    /** Where uploaded and generated files live: the local disk under DATA_DIR/files, or an S3-compatible bucket. */
    STORAGE: z.enum(['local', 's3'], { error: 'STORAGE doit valoir local ou s3' }).default('local'),
    S3_BUCKET: z.string().min(3, { error: 'S3_BUCKET doit nommer un bucket' }).optional(),
    /** Unset: AWS itself; set for another provider (ex. https://s3.fr-par.scw.cloud) or a local server. */
    S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT doit être une URL (ex. https://s3.fr-par.scw.cloud)' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Bucket in the path (https://host/bucket/key) rather than in the host name: most non-AWS servers want it. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE doit valoir true ou false' })
      .default('true')
      .transform((value) => value === 'true'),

    /** Prometheus metrics: on their own port (never public), or on the main port behind this bearer token; neither: off. */
    METRICS_PORT: port.optional(),
    METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN doit compter au moins 16 caractères' }).optional(),

    /** The map's tiles (OpenStreetMap-compatible, Leaflet placeholders); the CSP allows its origin. */
    /** The IGN address geocoder (DESIGN.md), asked when the staff saves a workshop's address. */
    GEOCODER_URL: z
      .url({
        protocol: /^https?$/,
        error: 'GEOCODER_URL doit être une URL http(s) (ex. https://data.geopf.fr/geocodage/search)',
      })
      .default('https://data.geopf.fr/geocodage/search'),
    MAP_TILE_URL: z
      .string()
      .refine(isTileUrl, { error: tileUrlError })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** Plain text under the map, as the tile provider's licence asks. */
    MAP_TILE_ATTRIBUTION: z
      .string()
      .max(300, { error: 'MAP_TILE_ATTRIBUTION doit tenir en 300 caractères' })
      .default('© les contributeurs d’OpenStreetMap'),
  })
  .superRefine((config, context) => {
    if (config.STORAGE === 's3' && !config.S3_BUCKET)
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET est requis avec STORAGE=s3' });
  })
  .transform((config) => ({
    ...config,
    SEED: config.SEED ?? (config.NODE_ENV === 'production' ? ('none' as const) : ('demo' as const)),
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `${key}: ${issue.message}`;
    });
    throw new ConfigError(`Configuration invalide : ${lines.join(' ; ')}`);
  }
  return parsed.data;
}

/** The address people reach the web app at, for links in e-mails (no trailing slash). */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The origin the browser fetches tiles from, for the CSP (`{s}` subdomains become `*`). */
export function mapTileOrigin(config: Pick<Config, 'MAP_TILE_URL'>): string {
  const [, scheme = 'https', host = ''] = tileUrlPattern.exec(config.MAP_TILE_URL) ?? [];
  return `${scheme.toLowerCase()}://${host.toLowerCase().replace('{s}', '*')}`;
}
