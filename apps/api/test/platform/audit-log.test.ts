import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loadWorkbook } from '../helpers/xlsx.ts';

let t: TestApp;
let admin: { authorization: string };
let alice: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  alice = await createAdmin(db, { firstname: 'Alice', lastname: 'Martin' });
  const line = (
    at: string,
    entity: string,
    label: string,
    actor: { id: number; name: string } | null,
    changes = {},
  ) => ({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? 'Compte supprimé',
    action: 'update',
    entity,
    entityId: 7,
    label,
    changes,
    createdAt: new Date(at),
  });
  const byAlice = { id: alice.id, name: 'Alice Martin' };
  await db.insert(auditLog).values([
    line('2025-03-10T09:00:00Z', 'partner', 'Mutuelle Santé', byAlice, { price: { before: 1000, after: 800 } }),
    // 22:30 UTC on 31 March is already 1 April in Paris.
    line('2025-03-31T22:30:00Z', 'workshop', 'Atelier de Lyon', byAlice, {
      description: { before: 'court', after: 'x'.repeat(300) },
    }),
    line('2025-03-20T09:00:00Z', 'workshop', 'Atelier de Nantes', null),
  ]);
  admin = await signIn(db, await createAdmin(db));
});
afterAll(() => t?.close());

const get = (url: string, headers: object = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const labels = async (url: string) => (await get(url)).json().data.map((row: { label: string }) => row.label);

describe('GET /api/admin/audit-log (ADR 040, 041)', () => {
  it('lists the newest first, with the author, the element and the changes, paged', async () => {
    const response = await get('/api/admin/audit-log?per_page=20');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total: 3, page: 1, per_page: 20, last_page: 1 });
    expect(body.data.map((row: { label: string }) => row.label)).toEqual([
      'Atelier de Lyon',
      'Atelier de Nantes',
      'Mutuelle Santé',
    ]);
    expect(body.data[2]).toMatchObject({
      actor_id: alice.id,
      actor_name: 'Alice Martin',
      action: 'update',
      entity: 'partner',
      entity_id: 7,
      changes: { price: { before: 1000, after: 800 } },
      created_at: '2025-03-10T09:00:00.000Z',
    });
    expect(await labels('/api/admin/audit-log?sort=actor_name&direction=asc')).toEqual([
      'Mutuelle Santé',
      'Atelier de Lyon',
      'Atelier de Nantes',
    ]);
  });

  it('filters on the entity, the author, Paris days and the text of the label or the author', async () => {
    expect(await labels('/api/admin/audit-log?entity=workshop')).toEqual(['Atelier de Lyon', 'Atelier de Nantes']);
    expect(await labels(`/api/admin/audit-log?actor_id=${alice.id}`)).toEqual(['Atelier de Lyon', 'Mutuelle Santé']);
    expect(await labels('/api/admin/audit-log?from=2025-03-01&to=2025-03-31')).toEqual([
      'Atelier de Nantes',
      'Mutuelle Santé',
    ]);
    expect(await labels('/api/admin/audit-log?from=2025-04-01')).toEqual(['Atelier de Lyon']);
    expect(await labels('/api/admin/audit-log?q=nantes')).toEqual(['Atelier de Nantes']);
    expect(await labels('/api/admin/audit-log?q=martin')).toEqual(['Atelier de Lyon', 'Mutuelle Santé']);
    expect(await labels('/api/admin/audit-log?q=100%25')).toEqual([]);
  });

  it('answers an empty page past the last one, with the true meta', async () => {
    const response = await get('/api/admin/audit-log?page=2');
    expect(response.json()).toEqual({ data: [], meta: { total: 3, page: 2, per_page: 20, last_page: 1 } });
  });

  it('refuses an unknown sort, a bad day and a reversed period in French, tied to the field (422)', async () => {
    const badSort = await get('/api/admin/audit-log?sort=changes');
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
    const reversed = await get('/api/admin/audit-log?from=2025-04-01&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['La date de fin ne peut pas précéder la date de début.'] });
    const badDay = await get('/api/admin/audit-log?from=2025-02-30');
    expect(badDay.json().errors).toEqual({ from: ['Date invalide : attendu AAAA-MM-JJ.'] });
  });

  it('is refused to a member (403)', async () => {
    const member = await signIn(t.database.db, await createMember(t.database.db, { premium: true }));
    expect((await get('/api/admin/audit-log', member)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit-log/export', () => {
  it('writes the actions, the elements and the changed fields in French', async () => {
    const base = {
      actorId: alice.id,
      actorName: 'Alice Martin',
      entityId: 7,
      createdAt: new Date('2025-03-06T09:00:00Z'),
    };
    await t.database.db.insert(auditLog).values([
      { ...base, action: 'rotate_code', entity: 'partner', label: 'Ligue 75', changes: { code: { after: '••••' } } },
      {
        ...base,
        action: 'refund_done',
        entity: 'payment',
        label: 'CB-7 — 20.00 €',
        changes: { refunded_at: { before: null, after: '2025-03-06T09:00:00.000Z' } },
      },
    ]);
    const workbook = await loadWorkbook((await get('/api/admin/audit-log/export?q=Ligue%2075')).rawPayload);
    const [, line] = workbook.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(line!.slice(2)).toEqual([
      'Nouveau code adhérent',
      'Partenaire n° 7 Ligue 75',
      'Code adhérent : (vide) → ••••',
    ]);
    const refund = (
      await loadWorkbook((await get('/api/admin/audit-log/export?entity=payment')).rawPayload)
    ).worksheets[0]!.getRow(2);
    expect(refund.getCell(3).value).toBe('Remboursement effectué');
    expect(refund.getCell(5).value).toBe('Remboursé le : (vide) → 06/03/2025 10h00');
  });

  it('answers every line of the filters as a real xlsx: Paris dates, readable changes', async () => {
    const response = await get('/api/admin/audit-log/export?entity=workshop&per_page=20&page=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('journal-des-actions.xlsx');
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Date', 'Auteur', 'Action', 'Élément', 'Modifications']);
    expect(rows).toHaveLength(3);
    const [lyon, nantes] = rows.slice(1) as unknown[][];
    // 22:30 UTC on 31 March: 00:30 on 1 April in Paris.
    expect((lyon![0] as Date).toISOString()).toBe('2025-04-01T00:30:00.000Z');
    expect(lyon!.slice(1, 4)).toEqual(['Alice Martin', 'Modification', 'Atelier n° 7 Atelier de Lyon']);
    expect(lyon![4]).toMatch(/^Description : court → x{199}…$/);
    expect(nantes!.slice(1, 5)).toEqual(['Compte supprimé', 'Modification', 'Atelier n° 7 Atelier de Nantes', '']);
  });
});
