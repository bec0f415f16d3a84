/**
 * The embedded database in an archive: its whole data directory, as PGlite dumps it (the way
 * PGlite itself clones a database), taken while this process holds the directory's lock. A
 * server running on it holds the lock: PGlite keeps pages in that server's memory, so no other
 * process can take a consistent copy, and the backup asks to stop the server (ADR 091).
 */
import { existsSync, openAsBlob } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts';
import { BackupError } from './backup-error.ts';
import { takeCensus, type Census, type Query } from './database-census.ts';

const queryOf =
  (client: PGlite): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

function lock(dataDir: string, doing: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${doing} impossible : un serveur utilise la base embarquée ${dataDir}. ` +
        'Arrêtez-le le temps de l’opération (quelques secondes pour une association), puis relancez la commande ; ' +
        'pour sauvegarder sans arrêter le service, passez à PostgreSQL (DATABASE_URL). ' +
        `Détail : ${error.message}`,
    );
  }
}

/** Writes the data directory's dump to file and answers what the database held. */
export async function dumpPglite(dataDir: string, file: string): Promise<Census> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    throw new BackupError(`Aucune base embarquée dans ${dataDir} : rien à sauvegarder (DATA_DIR est-il le bon ?).`);
  }
  const unlock = lock(dataDir, 'Sauvegarde');
  try {
    const client = await PGlite.create(dataDir);
    try {
      const census = await takeCensus(queryOf(client));
      // Pages written to the data files now: the dump then needs no recovery at restore.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      await writeFile(file, dump.stream());
      return census;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => []);
  return entries.length === 0;
}

/** Loads a dump into an empty data directory and answers what the restored database holds. */
export async function restorePglite(dataDir: string, file: string): Promise<Census> {
  if (!(await isEmptyFolder(dataDir))) {
    throw new BackupError(
      `Restauration refusée : ${dataDir} contient déjà une base. La restauration ne remplace jamais une base : ` +
        'choisissez un DATA_DIR vide, ou déplacez l’ancien dossier ailleurs.',
    );
  }
  const unlock = lock(dataDir, 'Restauration');
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: await openAsBlob(file) });
    try {
      return await takeCensus(queryOf(client));
    } finally {
      await client.close();
    }
  } catch (error) {
    // A half-loaded directory must not pass for a database at the next start.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}
