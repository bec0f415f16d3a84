/** Bounds on what one archive may unpack to (ADR 039). */
export type ZipSiteLimits = {
  maxEntries: number;
  /** Sum of the unpacked bytes, counted while inflating. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Unpacked bytes per compressed byte, checked once an entry passes `ratioFloorBytes`. */
  maxCompressionRatio: number;
  ratioFloorBytes: number;
};

const MiB = 1024 * 1024;

export const defaultZipSiteLimits: ZipSiteLimits = {
  maxEntries: 2000,
  maxTotalBytes: 200 * MiB,
  maxEntryBytes: 100 * MiB,
  maxCompressionRatio: 100,
  ratioFloorBytes: 1 * MiB,
};
