import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason, fingerprint, missingOutput, writeStamp } from './build-if-changed.mjs';

describe('building only when the sources changed', () => {
  let root;
  const options = {
    inputs: ['src', 'lock.json'],
    outputs: ['dist/index.html', 'dist/server.js'],
    stamp: 'dist/.stamp.json',
    env: {},
  };
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const build = () => {
    const inputsHash = fingerprint(root, options.inputs, options.env);
    write('dist/index.html', '<html></html>');
    write('dist/server.js', 'start()');
    writeStamp(root, inputsHash, options);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
    write('src/main.ts', 'export const a = 1;');
    write('src/pages/login.tsx', 'export const b = 2;');
    write('lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then not again while nothing changed', () => {
    expect(buildReason(root, options)).not.toBeNull();
    build();
    expect(buildReason(root, options)).toBeNull();
    // Touching a file without changing it (a git checkout) is no change.
    utimesSync(path.join(root, 'src/main.ts'), new Date(), new Date(Date.now() + 5000));
    expect(buildReason(root, options)).toBeNull();
  });

  it('builds again when a source is edited, added or removed', () => {
    build();
    write('src/pages/login.tsx', 'export const b = 3;');
    expect(buildReason(root, options)).toBe('sources modifiées');
    build();
    write('src/pages/new.tsx', '');
    expect(buildReason(root, options)).toBe('sources modifiées');
    build();
    rmSync(path.join(root, 'src/pages/new.tsx'));
    expect(buildReason(root, options)).toBe('sources modifiées');
  });

  it('builds again when a VITE_ variable the web build bakes in changes', () => {
    build();
    expect(buildReason(root, { ...options, env: { VITE_API_URL: 'https://api.example.fr' } })).toBe(
      'sources modifiées',
    );
    expect(buildReason(root, { ...options, env: { OTHER: '1' } })).toBeNull();
  });

  it('builds again when an output is missing or was rebuilt apart', () => {
    build();
    rmSync(path.join(root, 'dist/server.js'));
    expect(buildReason(root, options)).toBe('dist/server.js manquant');
    build();
    utimesSync(path.join(root, 'dist/index.html'), new Date(), new Date(Date.now() + 5000));
    expect(buildReason(root, options)).toBe('sorties modifiées depuis');
  });

  it('builds again when the stamp is missing', () => {
    build();
    rmSync(path.join(root, 'dist/.stamp.json'));
    expect(buildReason(root, options)).toBe('aucune trace de construction');
  });

  it('in production, only asks that the outputs exist, whatever changed since', () => {
    expect(missingOutput(root, options.outputs)).toBe('dist/index.html');
    build();
    write('src/main.ts', 'export const a = 2;');
    expect(missingOutput(root, options.outputs)).toBeNull();
  });
});
