/**
 * The archive is a gzip'd tar made by the system's tar (GNU tar or bsdtar, present on every
 * server): no size limit, and readable by hand in an emergency (tar -xzf).
 */
import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new BackupError(`La commande tar est introuvable (${error.message}) : installez tar.`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`tar a échoué (code ${code}) : ${stderr.trim()}`)),
    );
  });
}

/** Writes folder `name` of `parent` into a .tar.gz. */
export const packArchive = (parent: string, name: string, archive: string) =>
  runTar(['-czf', archive, '-C', parent, name]);

/** Extracts a .tar.gz into folder, never with the archive's owners. */
export const unpackArchive = (archive: string, folder: string) =>
  runTar(['-xzf', archive, '-C', folder, '--no-same-owner']);
