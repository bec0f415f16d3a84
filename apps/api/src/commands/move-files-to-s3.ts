// npm run move-files-to-s3 [-- --delete]
// Copies the files of DATA_DIR/files into the S3 bucket of the configuration (S3_BUCKET,
// S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), under the same keys, so the
// rows that name them stay right (ADR 090). Run it again at will: files already there are left.
// --delete removes each local file once the bucket holds it whole. Then start with STORAGE=s3.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { createStorage, filesRoot } from '../lib/storage/create-storage.ts';
import { createLocalStorage } from '../lib/storage/local-storage.ts';
import { moveFiles } from '../lib/storage/move-files.ts';

const usage = 'Usage : npm run move-files-to-s3 [-- --delete]';

try {
  let removeMoved = false;
  try {
    removeMoved = parseArgs({ options: { delete: { type: 'boolean' } } }).values.delete ?? false;
  } catch {
    throw new ConfigError(usage);
  }
  const config = loadConfig();
  if (!config.S3_BUCKET) throw new ConfigError(`S3_BUCKET est requis pour déplacer les fichiers.\n${usage}`);
  const root = filesRoot(config.DATA_DIR);
  const bucket = createStorage({ ...config, STORAGE: 's3' });
  await bucket.check();
  console.log(`Fichiers de ${root} vers le bucket ${config.S3_BUCKET}…`);
  const counts = await moveFiles(createLocalStorage(root), bucket, {
    removeMoved,
    tell: (line) => console.error(line),
  });
  console.log(
    [
      `${counts.moved} fichier(s) copié(s), ${counts.alreadyThere} déjà présent(s) dans le bucket` +
        (removeMoved
          ? `, ${counts.removed} supprimé(s) du disque`
          : ' ; fichiers locaux conservés (--delete pour les supprimer)'),
      counts.failed ? `${counts.failed} échec(s) : relancez la commande.` : 'Terminé sans échec.',
    ].join('\n'),
  );
  if (counts.failed) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Déplacement impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}
