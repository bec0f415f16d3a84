import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, sqlState } from './unavailable.ts';

const pgError = (code: string, message = 'erreur') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a database that cannot answer now (ADR 023)', () => {
  it('is a cancelled statement, a lock wait given up, a server shutting down or full, a lost connection', () => {
    for (const code of ['57014', '55P03', '57P01', '57P03', '53300', '08006', 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(wrapped(pgError(code))), code).toBe(true);
    }
  });

  it('is the pool giving up on a free connection, or the client on an answer', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is not a bad request or a bug: a unique violation, a syntax error, a plain error', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('23505')))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('reads the SQLSTATE through drizzle’s wrapping', () => {
    expect(sqlState(wrapped(pgError('42P01')))).toBe('42P01');
    expect(sqlState(new Error('x'))).toBeUndefined();
  });
});
