/**
 * npm run restore -- <archive> (ADR 091): into an empty data directory, or an empty database
 * with DATABASE_URL, never over data. The archive is checked whole (the database dump's hash,
 * every file's hash) before anything is written; the restored database is then counted table
 * by table against the manifest.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { createStorage } from '../../lib/storage/create-storage.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { BackupError } from './backup-error.ts';
import { checkBucketEmpty, fillBucket } from './bucket-files.ts';
import { differingTables, readMigrationTags } from './database-census.ts';
import { manifestName, readManifest, type Manifest } from './manifest.ts';
import { restorePglite } from './pglite-dump.ts';
import { checkPostgresEmpty, restorePostgres } from './postgres-dump.ts';
import { hashFile, listFiles, verifyFiles } from './stored-files.ts';
import { unpackArchive } from './tar.ts';

export type RestoreSettings = Parameters<typeof createStorage>[0] & { DATABASE_URL?: string };

async function isEmptyFolder(folder: string): Promise<boolean> {
  return (await readdir(folder).catch(() => [])).length === 0;
}

/** The archive's one top folder, the one holding the manifest. */
async function findContent(extracted: string): Promise<string> {
  const folders = await readdir(extracted, { withFileTypes: true });
  const found = folders.find(
    (entry) => entry.isDirectory() && existsSync(path.join(extracted, entry.name, manifestName)),
  );
  if (!found) throw new BackupError(`Archive invalide : ${manifestName} est absent.`);
  return path.join(extracted, found.name);
}

async function checkArchive(content: string, manifest: Manifest, settings: RestoreSettings): Promise<void> {
  const kind = settings.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'Cette sauvegarde vient de la base embarquée : restaurez-la sans DATABASE_URL, dans un DATA_DIR vide.'
        : 'Cette sauvegarde vient d’une base PostgreSQL : indiquez une base vide dans DATABASE_URL.',
    );
  }
  const tags = await readMigrationTags();
  if (manifest.database.migrations.applied > tags.length) {
    throw new BackupError(
      `Cette sauvegarde vient d’une version plus récente de la plateforme (migration ${manifest.database.migrations.latest}) : ` +
        'installez au moins cette version avant de la restaurer.',
    );
  }
  const dump = path.join(content, manifest.database.file);
  const hash = existsSync(dump) ? (await hashFile(dump)).sha256 : null;
  if (hash !== manifest.database.sha256) {
    throw new BackupError(`Archive altérée, rien n’a été restauré : ${manifest.database.file} manque ou est altéré.`);
  }
  await verifyFiles(path.join(content, 'files'), manifest.files.list);
}

/** Refuses any target holding data: the files' place (folder or bucket) and the database. */
async function checkTargetEmpty(settings: RestoreSettings, bucket: Storage | null): Promise<void> {
  const dataDir = path.resolve(settings.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  const pgliteDir = path.join(dataDir, 'pglite');
  if (bucket) await checkBucketEmpty(bucket, settings.S3_BUCKET);
  else if (!(await isEmptyFolder(filesDir))) {
    throw new BackupError(
      `Restauration refusée : ${filesDir} contient déjà des fichiers. La restauration ne remplace jamais des données : ` +
        'choisissez un DATA_DIR vide, ou déplacez l’ancien dossier ailleurs.',
    );
  }
  if (settings.DATABASE_URL) await checkPostgresEmpty(settings.DATABASE_URL);
  else if (!(await isEmptyFolder(pgliteDir))) {
    throw new BackupError(
      `Restauration refusée : ${pgliteDir} contient déjà une base. La restauration ne remplace jamais une base : ` +
        'choisissez un DATA_DIR vide, ou déplacez l’ancien dossier ailleurs.',
    );
  }
}

export async function restoreBackup(
  settings: RestoreSettings,
  archive: string,
): Promise<{ manifest: Manifest; rows: number }> {
  if (!existsSync(archive)) throw new BackupError(`Archive introuvable : ${archive}`);
  const dataDir = path.resolve(settings.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  const pgliteDir = path.join(dataDir, 'pglite');
  const bucket = settings.STORAGE === 's3' ? createStorage(settings) : null;
  await checkTargetEmpty(settings, bucket);
  // Inside DATA_DIR: the files then reach their place by a rename, on the same disk.
  const extracted = path.join(dataDir, `.restauration-${process.pid}`);
  await mkdir(extracted, { recursive: true });
  try {
    await unpackArchive(path.resolve(archive), extracted);
    const content = await findContent(extracted);
    const manifest = await readManifest(content);
    await checkArchive(content, manifest, settings);

    const dump = path.join(content, manifest.database.file);
    const census = settings.DATABASE_URL
      ? await restorePostgres(settings.DATABASE_URL, dump)
      : await restorePglite(pgliteDir, dump);
    const differing = differingTables(manifest.database.tables, census.tables);
    if (differing.length > 0) {
      throw new BackupError(
        `La base restaurée ne compte pas les lignes du manifeste (${differing.slice(0, 5).join(', ')}) : ne l’utilisez pas.`,
      );
    }
    const files = path.join(content, 'files');
    if (bucket) await fillBucket(bucket, files, manifest.files.list);
    else if ((await listFiles(files)).length > 0) {
      await rmdir(filesDir).catch(() => {});
      await rename(files, filesDir);
    }
    const rows = Object.values(census.tables).reduce((sum, count) => sum + count, 0);
    return { manifest, rows };
  } finally {
    await rm(extracted, { recursive: true, force: true });
  }
}
