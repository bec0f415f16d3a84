import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createS3Storage } from '../../src/lib/storage/s3-storage.ts';

/** The credentials s3rver accepts. */
const KEY = 'S3RVER';

/** The server, in its own process, so its memory is not counted with the API's. */
const serverScript = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })));
`;

export type S3Server = {
  env: NodeJS.ProcessEnv;
  /** A storage on the same bucket, to look at what the API left there. */
  bucket: ReturnType<typeof createS3Storage>;
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on a loopback port, with one empty bucket, in a temporary folder. */
export async function startS3Server(bucketName = 'plateforme-test'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, ['-e', serverScript, directory, bucketName], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucketName,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  const bucket = createS3Storage({
    bucket: bucketName,
    region: 'us-east-1',
    endpoint,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
    cacheDir: path.join(directory, '.cache'),
  });
  return {
    env,
    bucket,
    keys: async () => {
      const keys: string[] = [];
      for await (const object of bucket.list()) keys.push(object.key);
      return keys.sort();
    },
    stop: async () => {
      child.kill();
      await once(child, 'exit');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
