import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../../db/client.ts';
import { countQueueFigures, type QueueFigures } from './metrics.repository.ts';

export type Metrics = {
  registry: Registry;
  /** Counts one answered request under its route pattern. */
  observe: (request: FastifyRequest, reply: FastifyReply) => void;
};

type Log = { warn: (data: object, message: string) => void };

/** Pages of the web app and unknown paths: the not-found handler, which has no route pattern. */
export const UNROUTED = 'unrouted';

/**
 * One registry per app (tests build many apps in one process): nothing goes to prom-client's
 * global registry. Request figures are this process's own; the database's are read at scrape
 * time, the same for every process sharing it.
 */
export function createMetrics(database: Database, log: Log): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'plateforme_http_requests_total',
    help: 'Requêtes HTTP répondues, par motif de route, méthode et classe de statut',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'plateforme_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par motif de route, méthode et classe de statut',
    labelNames,
    registers,
  });

  // Read once per scrape, whichever gauge asks first: one statement for every table figure.
  let reading: Promise<QueueFigures | null> | null = null;
  const readFigures = () => {
    reading ??= countQueueFigures(database.db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'métriques : base de données illisible');
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  /** A gauge set at scrape time; left empty when the database did not answer. */
  const tableGauge = (
    name: string,
    help: string,
    label: string | null,
    values: (figures: QueueFigures) => Record<string, number> | number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers,
      async collect() {
        this.reset();
        const figures = await readFigures();
        if (!figures) return;
        const read = values(figures);
        if (typeof read === 'number') this.set(read);
        else for (const [key, value] of Object.entries(read)) this.set({ [label!]: key }, value);
      },
    });

  new Gauge({
    name: 'plateforme_database_up',
    help: 'La base de données a répondu à la lecture des métriques (1) ou non (0)',
    registers,
    async collect() {
      this.set((await readFigures()) ? 1 : 0);
    },
  });
  tableGauge('plateforme_jobs', 'Tâches de fond dans la table, par état', 'state', (f) => f.jobs);
  tableGauge('plateforme_jobs_due', 'Tâches en attente dont l’heure est venue', null, (f) => f.jobsDue);
  tableGauge('plateforme_jobs_retrying', 'Tâches en attente après au moins un échec', null, (f) => f.jobsRetrying);
  tableGauge('plateforme_payments', 'Paiements, par état', 'status', (f) => f.payments);
  tableGauge(
    'plateforme_mails_unsent',
    'E-mails non envoyés : waiting (à envoyer ou à retenter), failed (abandonnés)',
    'state',
    (f) => f.unsentMails,
  );

  if (database.poolState()) {
    const poolGauge = (field: 'max' | 'open' | 'idle' | 'waiting', help: string) =>
      new Gauge({
        name: `plateforme_db_pool_${field}`,
        help,
        registers,
        collect() {
          const pool = database.poolState();
          if (pool) this.set(pool[field]);
        },
      });
    poolGauge('max', 'Connexions PostgreSQL au plus dans le pool');
    poolGauge('open', 'Connexions PostgreSQL ouvertes');
    poolGauge('idle', 'Connexions PostgreSQL ouvertes et libres');
    poolGauge('waiting', 'Requêtes en attente d’une connexion PostgreSQL');
  }

  return {
    registry,
    observe(request, reply) {
      // The pattern (/api/workshops/:id), never the raw URL: no ids, a bounded label set.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNROUTED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    },
  };
}
