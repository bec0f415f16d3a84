import { describe, expect, it } from 'vitest';
import { downloadName, nameWithExtension } from './stored-files.ts';

describe('file names that say what the file is (ADR 066)', () => {
  it('replaces another extension, keeps the right one whatever its case, adds a missing one', () => {
    expect(nameWithExtension('x.html', 'pdf')).toBe('x.pdf');
    expect(nameWithExtension('Rapport.PDF', 'pdf')).toBe('Rapport.PDF');
    expect(nameWithExtension('rapport', 'pdf')).toBe('rapport.pdf');
    expect(nameWithExtension('compte rendu 12.03.2024', 'pdf')).toBe('compte rendu 12.03.2024.pdf');
    expect(nameWithExtension('diapos.pdf', 'zip')).toBe('diapos.zip');
    expect(nameWithExtension('.html', 'pdf')).toBe('document.pdf');
    expect(nameWithExtension(`${'a'.repeat(200)}.html`, 'pdf')).toHaveLength(200);
  });

  it('names a download by its type, and leaves a type it does not know alone', () => {
    expect(downloadName('x.html', 'application/pdf')).toBe('x.pdf');
    expect(downloadName('logo.jpeg', 'image/jpeg')).toBe('logo.jpeg');
    expect(downloadName('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(downloadName('notes.txt', 'application/octet-stream')).toBe('notes.txt');
  });
});
