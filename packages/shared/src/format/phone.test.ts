import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  // P1 §5: "Phone is formatted in pairs of digits separated by spaces as typed."
  it('P1-REGR-24 P2-PROF-14 formats 0612345678 as "06 12 34 56 78"', () => {
    expect(formatPhone('0612345678')).toBe('06 12 34 56 78');
  });

  it('P1-REGR-24 formats each keystroke, an odd digit standing alone at the end', () => {
    expect(formatPhone('0')).toBe('0');
    expect(formatPhone('06')).toBe('06');
    expect(formatPhone('061')).toBe('06 1');
    expect(formatPhone('06 1')).toBe('06 1');
    expect(formatPhone('06 12 ')).toBe('06 12');
  });

  it('P2-PROF-14 regroups digits typed with dots, dashes or uneven spaces', () => {
    expect(formatPhone('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(formatPhone('06-1234 5678')).toBe('06 12 34 56 78');
    expect(formatPhone('06a12')).toBe('06 12');
  });

  it('keeps the leading + of an international number', () => {
    expect(formatPhone('+33612345678')).toBe('+33 61 23 45 67 8');
  });

  it('gives an empty string when there is no digit', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('');
  });
});
