import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';
import { StorageLimitError } from '../../src/lib/storage/storage.ts';

/** The local disk, the default storage (ADR 090): whole files or nothing, keys kept inside the root. */
const root = mkdtempSync(path.join(tmpdir(), 'local-storage-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function* blocks(count: number, size: number) {
  for (let index = 0; index < count; index++) yield Buffer.alloc(size, index);
}

describe('local storage', () => {
  it('writes a stream whole under its key and reads it back with its size', async () => {
    const { size } = await storage.put('documents/a.pdf', Readable.from(blocks(4, 1000)));
    expect(size).toBe(4000);
    expect(readFileSync(path.join(root, 'documents', 'a.pdf'))).toHaveLength(4000);
    const object = await storage.get('documents/a.pdf');
    expect(object?.size).toBe(4000);
    expect(Buffer.concat(await object!.body.toArray())).toHaveLength(4000);
  });

  it('stops a body past its limit while it streams, and leaves no file, whole or partial', async () => {
    await expect(
      storage.put('documents/big.pdf', Readable.from(blocks(10, 1000)), { maxBytes: 2500 }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(readdirSync(path.join(root, 'documents'))).toEqual(['a.pdf']);
    expect(await storage.stat('documents/big.pdf')).toBeNull();
  });

  it('names nothing outside its root, and lists only whole files', async () => {
    writeFileSync(path.join(root, 'documents', 'b.pdf.1234.part'), 'half');
    for (const key of ['../outside', 'documents/../../x', '/etc/passwd', 'a//b', 'a\\b', ''])
      expect(await storage.stat(key)).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow();
    expect(existsSync(path.join(root, '..', 'outside'))).toBe(false);
    const keys: string[] = [];
    for await (const object of storage.list()) keys.push(object.key);
    expect(keys).toEqual(['documents/a.pdf']);
    await storage.remove('documents/a.pdf');
    await storage.remove('documents/a.pdf');
    expect(await storage.get('documents/a.pdf')).toBeNull();
    await expect(storage.check()).resolves.toBeUndefined();
  });
});
