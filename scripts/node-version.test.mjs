import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { minimumMajor } from './node-version.mjs';

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

// What the tests spawn runs on the pinned Node too (ADR 089), whichever way they start it.
describe('the Node the tests and their children run on', () => {
  it('is 24 or later for the test runner itself', () => {
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(minimumMajor);
  });

  it('is the same for a child started with process.execPath and for `node` found on the PATH (npx tsx, Playwright’s servers)', () => {
    const byExecPath = spawnSync(process.execPath, ['-p', 'process.version'], { encoding: 'utf8' });
    const byPath = spawnSync('node', ['-p', 'process.version'], { encoding: 'utf8' });
    expect(byExecPath.stdout.trim()).toBe(process.version);
    expect(majorOf(byPath.stdout.trim())).toBeGreaterThanOrEqual(minimumMajor);
  });

  it('stops a script started on an older Node with a sentence saying how to start it', () => {
    // An older Node played by a child whose version properties say 20.
    const older = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });
         Object.defineProperty(process, 'version', { value: 'v20.20.2' });
         const { checkNode } = await import(${JSON.stringify(new URL('./node-version.mjs', import.meta.url).href)});
         checkNode();`,
      ],
      { encoding: 'utf8' },
    );
    expect(older.status).toBe(1);
    expect(older.stdout).toContain('Node v20.20.2');
    expect(older.stderr).toContain('Node 24 ou plus est attendu');
  });
});
