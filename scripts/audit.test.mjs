import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'audit.mjs');

/** Runs audit.mjs with a stand-in `npm` first on the PATH that prints `stdout` and exits `code`. */
function runAudit(binDir, { stdout, code, env = {} }) {
  const fake = path.join(binDir, 'npm');
  writeFileSync(
    fake,
    `#!/bin/sh\ncat <<'JSON'\n${stdout}\nJSON\necho "npm error audit endpoint returned an error" >&2\nexit ${code}\n`,
  );
  chmodSync(fake, 0o755);
  const { AUDIT_STRICT: _ignored, ...parentEnv } = process.env;
  return spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...parentEnv, PATH: `${binDir}${path.delimiter}${process.env.PATH}`, ...env },
  });
}

const unreachable = JSON.stringify({ message: 'Method Not Allowed - POST /-/npm/v1/security/advisories/bulk' });
const clean = JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: {} } });
const highAdvisory = JSON.stringify({
  auditReportVersion: 2,
  vulnerabilities: {
    leftpad: {
      severity: 'high',
      range: '<1.0.1',
      via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz' }],
    },
  },
  metadata: { vulnerabilities: { high: 1 } },
});

describe('the dependency audit', () => {
  let binDir;
  beforeEach(() => (binDir = mkdtempSync(path.join(os.tmpdir(), 'fake-npm-'))));
  afterEach(() => rmSync(binDir, { recursive: true, force: true }));

  it('says loudly, in a block on stderr, that it could not run, and passes by default', () => {
    const run = runAudit(binDir, { stdout: unreachable, code: 1 });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('ATTENTION : AUDIT DES DÉPENDANCES NON EFFECTUÉ');
    expect(run.stderr).toContain('Method Not Allowed');
    expect(run.stderr).toContain('AUDIT_STRICT=1');
    expect(run.stderr.split('\n').filter((line) => line.startsWith('!!')).length).toBeGreaterThanOrEqual(6);
  });

  it('fails when it could not run and AUDIT_STRICT=1', () => {
    const run = runAudit(binDir, { stdout: 'not json', code: 1, env: { AUDIT_STRICT: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('AUDIT_STRICT=1 : cette étape échoue.');
  });

  it('passes quietly on a clean report, and fails on a high advisory not accepted', () => {
    const ok = runAudit(binDir, { stdout: clean, code: 0 });
    expect(ok.status).toBe(0);
    expect(ok.stderr).not.toContain('NON EFFECTUÉ');
    const bad = runAudit(binDir, { stdout: highAdvisory, code: 1 });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('GHSA-xxxx-yyyy-zzzz');
  });
});
