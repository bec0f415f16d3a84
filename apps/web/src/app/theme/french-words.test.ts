import { frFR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { frenchWords } from './french-words.ts';

type Props = Record<string, unknown>;
const propsOf = (locale: typeof frFR, name: string) =>
  (locale.components as Record<string, { defaultProps: Props }>)[name]?.defaultProps ?? {};
const call = (props: Props, key: string, ...args: unknown[]) =>
  (props[key] as (...values: unknown[]) => string)(...args);

describe('frenchWords', () => {
  it("says what MUI's frFR says, word for word", () => {
    for (const name of Object.keys(frFR.components ?? {})) {
      const ours = propsOf(frenchWords, name);
      const theirs = propsOf(frFR, name);
      expect(Object.keys(ours).sort(), name).toEqual(Object.keys(theirs).sort());
      for (const [key, value] of Object.entries(theirs)) if (typeof value !== 'function') expect(ours[key]).toBe(value);
    }
    const types = ['first', 'last', 'next', 'previous'];
    for (const type of types) {
      expect(call(propsOf(frenchWords, 'MuiTablePagination'), 'getItemAriaLabel', type)).toBe(
        call(propsOf(frFR, 'MuiTablePagination'), 'getItemAriaLabel', type),
      );
      for (const selected of [true, false])
        expect(call(propsOf(frenchWords, 'MuiPagination'), 'getItemAriaLabel', type, 3, selected)).toBe(
          call(propsOf(frFR, 'MuiPagination'), 'getItemAriaLabel', type, 3, selected),
        );
    }
    expect(call(propsOf(frenchWords, 'MuiPagination'), 'getItemAriaLabel', 'page', 3, false)).toBe('Aller à la page 3');
    for (const value of [0, 1, 4]) {
      expect(call(propsOf(frenchWords, 'MuiRating'), 'getLabelText', value)).toBe(
        call(propsOf(frFR, 'MuiRating'), 'getLabelText', value),
      );
    }
  });

  it('counts the rows of a table page with thousands apart, as frFR does', () => {
    const rows = { from: 1001, to: 1025, count: 12345 };
    const label = call(propsOf(frenchWords, 'MuiTablePagination'), 'labelDisplayedRows', rows);
    expect(label).toBe('1\u202f001–1\u202f025 sur 12\u202f345');
    expect(label).toBe(call(propsOf(frFR, 'MuiTablePagination'), 'labelDisplayedRows', rows));
    expect(call(propsOf(frenchWords, 'MuiTablePagination'), 'labelDisplayedRows', { ...rows, count: -1 })).toBe(
      call(propsOf(frFR, 'MuiTablePagination'), 'labelDisplayedRows', { ...rows, count: -1 }),
    );
  });
});
