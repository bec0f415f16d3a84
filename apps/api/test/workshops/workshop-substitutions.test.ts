import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { workshopTestApp, type Item } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();

const as: Record<string, { authorization: string }> = {};
let workshopId = 0;
let otherId = 0;
let substituteId = 0;

beforeAll(async () => {
  const owner = await createPro(db());
  const substitute = await createPro(db());
  const otherOwner = await createPro(db());
  const { workshop } = await createWorkshop(db(), { owner });
  const other = await createWorkshop(db(), { owner: otherOwner });
  await createSubstitution(db(), workshop, substitute, -1, 10);
  await createSubstitution(db(), other.workshop, otherOwner, 5, 10);
  workshopId = workshop.id;
  otherId = other.workshop.id;
  substituteId = substitute.id;
  const people = {
    owner,
    substitute,
    otherOwner,
    member: await createMember(db(), { premium: true }),
    admin: await createAdmin(db()),
  };
  for (const [name, person] of Object.entries(people)) as[name] = await signIn(db(), person);
});

const query = { with: ['next_substitutions'], per_page: 100 };
async function listed(who?: string): Promise<Record<number, Item>> {
  const response = await get('/api/workshops', query, who ? as[who] : {});
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json().data as Item[]).map((item) => [item.id, item]));
}
async function detailed(id: number, who?: string): Promise<Item> {
  const response = await get(`/api/workshops/${id}`, { with: ['next_substitutions'] }, who ? as[who] : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('next_substitutions: for the workshop’s pros and the staff only (P2 §6, P2-WSL-19)', () => {
  it('the owner, the current substitute and the staff read them, on the list and the detail', async () => {
    for (const who of ['owner', 'substitute', 'admin']) {
      const list = await listed(who);
      expect(list[workshopId]?.next_substitutions, who).toEqual([expect.objectContaining({ user_id: substituteId })]);
      expect((await detailed(workshopId, who)).next_substitutions, who).toHaveLength(1);
    }
    // A pro reads those of the workshops they run, not of the others in the same list.
    expect((await listed('owner'))[otherId]).not.toHaveProperty('next_substitutions');
    expect((await listed('admin'))[otherId]?.next_substitutions).toHaveLength(1);
  });

  it('visitors, members and other pros get the items without them', async () => {
    for (const who of [undefined, 'member', 'otherOwner']) {
      expect((await listed(who))[workshopId], who ?? 'visitor').not.toHaveProperty('next_substitutions');
      expect(await detailed(workshopId, who), who ?? 'visitor').not.toHaveProperty('next_substitutions');
    }
  });
});
