import { Transform, type TransformCallback } from 'node:stream';
import type { Entry } from 'yauzl';
import { ZipSiteError } from './errors.ts';
import type { ZipSiteLimits } from './limits.ts';

/**
 * Counts the bytes actually inflated and stops the copy as soon as an entry gives more than it
 * declared or passes a bound (entry, archive, compression ratio): nothing more reaches the disk.
 * The declared sizes were checked against the same bounds before any inflating.
 */
export class ByteLimit extends Transform {
  private written = 0;

  constructor(
    private readonly entry: Entry,
    private readonly budget: { total: number },
    private readonly limits: ZipSiteLimits,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.written += chunk.length;
    this.budget.total += chunk.length;
    const { entry, limits } = this;
    const named = { name: entry.fileName };
    if (this.written > entry.uncompressedSize)
      return callback(
        new ZipSiteError(
          'size_mismatch',
          `${entry.fileName} inflates past its declared ${entry.uncompressedSize} bytes`,
          named,
        ),
      );
    if (this.written > limits.maxEntryBytes)
      return callback(
        new ZipSiteError('entry_too_large', `${entry.fileName} inflates past ${limits.maxEntryBytes} bytes`, named),
      );
    if (this.budget.total > limits.maxTotalBytes)
      return callback(new ZipSiteError('too_large', `inflates past ${limits.maxTotalBytes} bytes`));
    if (
      this.written > limits.ratioFloorBytes &&
      this.written > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
    ) {
      return callback(
        new ZipSiteError('compression_ratio', `${entry.fileName} inflates past ${limits.maxCompressionRatio}:1`, named),
      );
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.written !== this.entry.uncompressedSize) {
      return callback(
        new ZipSiteError(
          'size_mismatch',
          `${this.entry.fileName} gives ${this.written} of its declared ${this.entry.uncompressedSize} bytes`,
          { name: this.entry.fileName },
        ),
      );
    }
    callback();
  }
}
