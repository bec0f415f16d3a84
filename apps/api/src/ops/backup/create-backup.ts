/**
 * npm run backup (ADR 091): one dated .tar.gz holding the database, the stored files and a
 * manifest. Built in a hidden folder beside the archive and renamed at the end, so an archive
 * that exists is complete.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createStorage } from '../../lib/storage/create-storage.ts';
import { BackupError } from './backup-error.ts';
import { copyBucket } from './bucket-files.ts';
import { archiveBaseName, manifestFormat, writeManifest, type Manifest } from './manifest.ts';
import { dumpPglite } from './pglite-dump.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { hashFile, snapshotFiles } from './stored-files.ts';
import { packArchive } from './tar.ts';

export type BackupSettings = Parameters<typeof createStorage>[0] & { DATABASE_URL?: string };

const bucketNote = (bucket: string | undefined) =>
  `Fichiers copiés depuis le bucket S3 ${bucket ?? ''} (STORAGE=s3). Entre deux sauvegardes, ` +
  'activez aussi la gestion des versions du bucket chez l’hébergeur : elle garde un fichier supprimé par erreur.';

const readme = (manifest: Manifest) =>
  [
    `Sauvegarde de la plateforme du ${manifest.createdAt}.`,
    '',
    `manifest.json   ce que contient l’archive : niveau de migration, lignes par table, fichiers et leur empreinte SHA-256`,
    `${manifest.database.file.padEnd(15)} la base (${manifest.database.kind === 'pglite' ? 'dossier de données de la base embarquée' : 'pg_dump, format custom'})`,
    `files/          les fichiers déposés et produits (${manifest.files.count})`,
    ...(manifest.files.note ? ['', manifest.files.note] : []),
    '',
    'Restaurer, dans un DATA_DIR vide (et une base vide avec DATABASE_URL) :',
    '  npm run restore -- chemin/vers/cette-archive.tar.gz',
    '',
  ].join('\n');

export async function createBackup(
  settings: BackupSettings,
  outDir: string,
  now = new Date(),
): Promise<{ archive: string; manifest: Manifest; bytes: number }> {
  const name = archiveBaseName(now);
  const archive = path.resolve(outDir, `${name}.tar.gz`);
  if (existsSync(archive)) throw new BackupError(`${archive} existe déjà : relancez dans une seconde.`);
  const staging = path.resolve(outDir, `.${name}.en-cours`);
  const folder = path.join(staging, name);
  const partial = `${archive}.en-cours`;
  // Health data: the archives are readable by their owner only.
  await mkdir(path.join(folder, 'database'), { recursive: true, mode: 0o700 });
  try {
    const kind = settings.DATABASE_URL ? 'postgres' : 'pglite';
    const dumpName = kind === 'postgres' ? 'database/postgres.dump' : 'database/pglite.tar';
    const dumpFile = path.join(folder, dumpName);
    // The database first: a file removed while the files are copied is then reported, never silently lost.
    const census = settings.DATABASE_URL
      ? await dumpPostgres(settings.DATABASE_URL, dumpFile)
      : await dumpPglite(path.resolve(settings.DATA_DIR, 'pglite'), dumpFile);
    const onDisk = settings.STORAGE === 'local';
    const filesCopy = path.join(folder, 'files');
    const list = onDisk
      ? await snapshotFiles(path.resolve(settings.DATA_DIR, 'files'), filesCopy)
      : await copyBucket(createStorage(settings), filesCopy);
    const listed = new Set(list.map((entry) => entry.path));
    const { attachmentPaths, ...database } = census;
    const manifest: Manifest = {
      format: manifestFormat,
      createdAt: now.toISOString(),
      database: { kind, file: dumpName, sha256: (await hashFile(dumpFile)).sha256, ...database },
      files: {
        storage: settings.STORAGE,
        ...(onDisk ? {} : { note: bucketNote(settings.S3_BUCKET) }),
        count: list.length,
        bytes: list.reduce((sum, entry) => sum + entry.size, 0),
        list,
        missing: attachmentPaths.filter((file) => !listed.has(file)),
      },
    };
    await writeManifest(folder, manifest);
    await writeFile(path.join(folder, 'LISEZMOI.txt'), readme(manifest));
    await packArchive(staging, name, partial);
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return { archive, manifest, bytes: (await stat(archive)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
