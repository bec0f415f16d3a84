// npm run restore -- chemin/vers/plateforme-AAAA-MM-JJTHHMMSSZ.tar.gz
// Brings an archive of npm run backup back into an empty DATA_DIR, or an empty database with
// DATABASE_URL (ADR 091); checks every hash before writing and every table's count after.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from '../ops/backup/backup-error.ts';
import { restoreBackup } from '../ops/backup/restore-backup.ts';

const usage = 'Usage : npm run restore -- chemin/vers/archive.tar.gz';

function readArchive(): string {
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length === 1 && positionals[0]) return positionals[0];
  } catch {
    // Unknown option: the usage line says what is expected.
  }
  throw new BackupError(usage);
}

try {
  const archive = readArchive();
  const config = loadConfig();
  const { manifest, rows } = await restoreBackup(config, archive);
  console.log(
    [
      `Sauvegarde du ${manifest.createdAt} restaurée : ${Object.keys(manifest.database.tables).length} tables, ${rows} lignes (comptes identiques au manifeste).`,
      `Fichiers : ${manifest.files.count}, empreintes SHA-256 vérifiées, ${config.STORAGE === 's3' ? `déposés dans le bucket ${config.S3_BUCKET}` : 'dans DATA_DIR/files'}.`,
      'Démarrez le serveur avec ce DATA_DIR' + (config.DATABASE_URL ? ' et cette DATABASE_URL.' : '.'),
    ].join('\n'),
  );
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `Restauration impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}
