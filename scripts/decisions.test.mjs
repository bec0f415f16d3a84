import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records (docs/decisions/README.md): one decision in force a record, a status
// line under its title, an index that lists them all, and the files they cite still there.

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'docs/decisions');

const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    return { file, number: file.slice(0, 3), text, lines: text.split('\n') };
  });
const numbers = new Set(records.map((record) => record.number));

/** `Status: accepted` or `Status: superseded by NNN`; the status text, or null. */
function statusOf(record) {
  const match = /^Status: (accepted|superseded by (\d{3}))$/.exec(record.lines[2] ?? '');
  return match ? { text: match[1], by: match[2] } : null;
}

describe('decision records', () => {
  it('no two records share a number', () => {
    const seen = records.map((record) => record.number);
    expect(seen.filter((number, i) => seen.indexOf(number) !== i)).toEqual([]);
  });

  it.each(records.map((record) => [record.file, record]))(
    '%s: `# NNN. Title`, a blank line, then its status',
    (_file, record) => {
      expect(record.lines[0]).toMatch(new RegExp(`^# ${record.number}\\. \\S`));
      expect(record.lines[1]).toBe('');
      const status = statusOf(record);
      expect(status, `line 3 is "${record.lines[2]}"`).not.toBeNull();
      if (status.by) {
        expect(numbers.has(status.by), `record ${status.by} exists`).toBe(true);
        expect(status.by).not.toBe(record.number);
      }
    },
  );
});

describe('the index (docs/decisions/README.md)', () => {
  // A row: | 017 | [Title](017-file.md) | accepted |
  const rows = readFileSync(path.join(dir, 'README.md'), 'utf8')
    .split('\n')
    .map((line) => /^\| (\d{3}) \| \[(.+)\]\(([^)]+)\) \| (.+?) \|$/.exec(line))
    .filter(Boolean)
    .map(([, number, title, file, status]) => ({ number, title, file, status }));

  it('lists every record exactly once, in order', () => {
    expect(rows.map((row) => row.file)).toEqual(records.map((record) => record.file));
  });

  it.each(records.map((record) => [record.file, record]))('%s: its number, title and status', (_file, record) => {
    const row = rows.find((candidate) => candidate.file === record.file);
    expect(row).toBeDefined();
    expect(row.number).toBe(record.number);
    expect(`# ${row.number}. ${row.title}`).toBe(record.lines[0]);
    expect(row.status).toBe(statusOf(record)?.text);
  });
});

// What counts as a cited path, kept simple on purpose:
// - the text of a `code span` or the target of a [link](target), without spaces, a scheme
//   (http:) or a leading slash (routes such as /api/workshops, system paths);
// - that contains a slash and ends in a file extension (`modules/users/users.service.ts`),
//   or starts with one of the repository's top folders (`apps/api/src/seed/`);
// - left aside: globs and placeholders (*, {}, <>, …, DATA_DIR/…), package specifiers
//   (@plateforme/shared/…), build output (dist/…); a line suffix (`file.ts:12`) is dropped.
// A path is found relative to the record (links), the repository root, or, for short
// forms such as `modules/…`, `plugins/…`, `features/…` or `test/…`, the usual roots below.
const topFolders = /^(apps|packages|scripts|e2e|docs)\//;
const roots = ['', 'apps/api/src/', 'apps/web/src/', 'packages/shared/src/', 'apps/api/', 'apps/web/'];

function citedPaths(text) {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1].replace(/#.*$/, ''));
  return [...new Set([...spans, ...links])].filter(
    (candidate) =>
      !/[\s*{}<>…]|^[a-z]+:|^[/@]|^\.\.?\/|^[A-Z_]+\/|(^|\/)dist\//.test(candidate) &&
      (topFolders.test(candidate) || /\/.*\.[a-z]{1,5}$/.test(candidate) || /^\d{3}-.+\.md$/.test(candidate)),
  );
}

function exists(cited) {
  const candidate = cited.replace(/:\d+(-\d+)?$/, '');
  if (existsSync(path.join(dir, candidate))) return true;
  return roots.some((prefix) => existsSync(path.join(root, prefix, candidate)));
}

describe('files the records cite', () => {
  it.each(records.map((record) => [record.file, record]))('%s: every cited path exists', (_file, record) => {
    expect(citedPaths(record.text).filter((cited) => !exists(cited))).toEqual([]);
  });
});
