import { describe, expect, it } from 'vitest';
import { readPlanningSequence } from './planning.rules.ts';
import { planningSequenceSchema } from './planning.schemas.ts';

describe('readPlanningSequence', () => {
  it('clears the week when empty and reads a sequence from 1 to 99', () => {
    expect(readPlanningSequence('  ')).toEqual({ sequence: null });
    expect(readPlanningSequence(' 7 ')).toEqual({ sequence: 7 });
    expect(readPlanningSequence('99')).toEqual({ sequence: 99 });
  });

  it('refuses what the API refuses, with the schema’s message', () => {
    const message = planningSequenceSchema.safeParse(0).error?.issues[0]?.message;
    expect(message).toBeTruthy();
    for (const text of ['0', '100', '1.5', '-3', 'abc', '1e1'])
      expect(readPlanningSequence(text)).toEqual({ error: message });
  });
});
