import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** A bare test app per file (no demo): tests build their rows with the factories. */
export function workshopTestApp(env: NodeJS.ProcessEnv = {}) {
  const ctx = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    ctx.t = await createTestApp(env);
  });
  afterAll(() => ctx.t?.close());

  /** GET with a query object: arrays as name[i]=value, objects as JSON (as the web sends them). */
  const get = (path: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(query)) {
      if (Array.isArray(value))
        value.forEach((item, index) => parts.push(`${name}[${index}]=${encodeURIComponent(String(item))}`));
      else if (typeof value === 'object') parts.push(`${name}=${encodeURIComponent(JSON.stringify(value))}`);
      else parts.push(`${name}=${encodeURIComponent(String(value))}`);
    }
    return ctx.t.app.inject({ method: 'GET', url: `${path}${parts.length ? `?${parts.join('&')}` : ''}`, headers });
  };
  return { ctx, get, db: () => ctx.t.database.db };
}

export type Item = Record<string, unknown> & { id: number };
export const sortedIds = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);
