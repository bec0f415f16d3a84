import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

const nbsp = '\u00a0';

describe('formatFileSize', () => {
  it('P2-LIB-08 shows 1536 bytes as 1,5 Ko (one decimal, French comma and units, ADR 075)', () => {
    expect(formatFileSize(1536)).toBe(`1,5${nbsp}Ko`);
  });

  it('P2-LIB-08 keeps bytes whole below 1 Ko', () => {
    expect(formatFileSize(0)).toBe(`0${nbsp}o`);
    expect(formatFileSize(512)).toBe(`512${nbsp}o`);
    expect(formatFileSize(1023)).toBe(`1023${nbsp}o`);
  });

  it('P2-LIB-08 moves to Mo and Go, with one decimal', () => {
    expect(formatFileSize(1024)).toBe(`1,0${nbsp}Ko`);
    expect(formatFileSize(5 * 1024 * 1024 + 300 * 1024)).toBe(`5,3${nbsp}Mo`);
    expect(formatFileSize(3 * 1024 ** 3)).toBe(`3,0${nbsp}Go`);
  });

  it('P2-LIB-08 never shows 1024,0 of a unit: rounding up moves to the next one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe(`1,0${nbsp}Mo`);
    expect(formatFileSize(1024 ** 3 - 1)).toBe(`1,0${nbsp}Go`);
  });

  it('stays in Go for very large files', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe(`2${'\u202f'}048,0${nbsp}Go`);
  });

  it('refuses what is not a size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
