import type { Database } from '../../../db/client.ts';

/** A check slower than this fails: a load balancer asking must not hang on a stuck bucket or database. */
const checkTimeoutMs = 3_000;

export type Readiness = {
  ready: boolean;
  /** One French sentence a failed check, for the operator reading the answer; empty when ready. */
  reasons: string[];
  checks: { database: boolean; migrations: boolean; storage: boolean };
};

function within<T>(work: Promise<T>, ms = checkTimeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should receive traffic: the database answers, it holds every migration
 * this code knows (more is fine: during a deployment the previous version keeps serving after
 * `npm run migrate`), and the files' storage can be written. The errors themselves stay out of
 * the answer, which is public.
 */
export async function getReadiness(database: Database, checkStorage: () => Promise<void>): Promise<Readiness> {
  const [migrations, storage] = await Promise.allSettled([within(database.migrationState()), within(checkStorage())]);
  const reasons: string[] = [];
  const reachable = migrations.status === 'fulfilled';
  const migrated = reachable && migrations.value.applied >= migrations.value.expected;
  if (!reachable) reasons.push('La base de données ne répond pas.');
  else if (!migrated) {
    const { applied, expected } = migrations.value;
    reasons.push(`Migrations à appliquer : ${applied} sur ${expected} (npm run migrate).`);
  }
  if (storage.status === 'rejected') reasons.push('Le stockage des fichiers est injoignable ou refuse l’écriture.');
  return {
    ready: reasons.length === 0,
    reasons,
    checks: { database: reachable, migrations: migrated, storage: storage.status === 'fulfilled' },
  };
}
