// npm run backup [-- --out dossier]
// Writes one dated archive (plateforme-AAAA-MM-JJTHHMMSSZ.tar.gz, in ./backups by default) of the
// database and the stored files, with a manifest (ADR 091). Reads the same environment as the
// server (DATABASE_URL, DATA_DIR, STORAGE); on the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from '../ops/backup/backup-error.ts';
import { createBackup } from '../ops/backup/create-backup.ts';

const usage = 'Usage : npm run backup [-- --out dossier]';

function readOut(): string {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    return values.out ?? 'backups';
  } catch {
    throw new BackupError(usage);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} Mo`;

try {
  const out = readOut();
  const started = Date.now();
  const { archive, manifest, bytes } = await createBackup(loadConfig(), out);
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    [
      `Sauvegarde écrite : ${archive} (${megabytes(bytes)}, ${((Date.now() - started) / 1000).toFixed(1).replace('.', ',')} s)`,
      `Base ${manifest.database.kind === 'pglite' ? 'embarquée' : 'PostgreSQL'} : ${Object.keys(manifest.database.tables).length} tables, ${rows} lignes, migration ${manifest.database.migrations.latest ?? 'aucune'}`,
      `Fichiers : ${manifest.files.count} (${megabytes(manifest.files.bytes)})`,
      ...(manifest.files.note ? [manifest.files.note] : []),
      ...(manifest.files.missing.length > 0
        ? [
            `Attention : ${manifest.files.missing.length} fichiers nommés par la base manquaient sur le disque (liste dans manifest.json, « missing »).`,
          ]
        : []),
    ].join('\n'),
  );
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `Sauvegarde impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}
