import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * A 60 MB upload streams through the API into the bucket (ADR 090): the memory the API holds
 * while it arrives stays far below the file's size, where reading it whole needed all of it.
 */
let s3: S3Server;
let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
const MiB = 1024 * 1024;
const SIZE = 60 * MiB;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Live memory: the heap and the buffers, after a full collection. */
const liveBytes = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 's3-large-'));
  t = await createTestApp({ ...s3.env, DATA_DIR: dataDir, UPLOAD_DOCUMENT_MAX_MB: '70' });
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A multipart form with a PDF of `size` bytes, made as it is read: the test never holds it either. */
function streamedForm(size: number) {
  const boundary = '----plateforme-large';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nGros rapport\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvarious\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(64 * 1024, 32);
  const bodyBytes = size - '%PDF-1.4\n'.length;
  function* parts() {
    yield head;
    for (let sent = 0; sent < bodyBytes; sent += block.length)
      yield block.subarray(0, Math.min(block.length, bodyBytes - sent));
    yield tail;
  }
  return {
    payload: Readable.from(parts(), { objectMode: false }),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + bodyBytes + tail.length),
    },
  };
}

describe('a large upload to the bucket', () => {
  it('ADM-DOC stores 60 MB while the memory it holds grows by far less than its size', async () => {
    const before = liveBytes();
    let peak = before;
    let samples = 0;
    const sampler = setInterval(() => {
      samples++;
      peak = Math.max(peak, liveBytes());
    }, 100);
    const form = streamedForm(SIZE);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    clearInterval(sampler);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.file.size).toBe(SIZE);
    const [key] = await s3.keys();
    expect((await s3.bucket.stat(key!))?.size).toBe(SIZE);
    const grown = peak - before;
    console.info(
      `large upload: ${SIZE / MiB} MiB sent, live memory grew by at most ${(grown / MiB).toFixed(1)} MiB (${samples} samples, from ${(before / MiB).toFixed(0)} MiB)`,
    );
    // Measured while the bytes were in flight, not only before and after.
    expect(samples).toBeGreaterThan(5);
    // Parts of 5 MiB go up two at a time: some 10 to 25 MiB in flight, never the whole file.
    // Reading it whole held all 60 MiB (twice over, with the parsed form).
    expect(grown).toBeLessThan(40 * MiB);
  }, 300_000);
});
