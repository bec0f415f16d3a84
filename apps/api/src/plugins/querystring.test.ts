import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring.ts';

describe('query strings', () => {
  it('reads arrays sent as name[index]=value (part 1 §7) and name[]=value', () => {
    expect(parseQueryString('with[0]=payments&with[1]=aja_assistant')).toEqual({ with: ['payments', 'aja_assistant'] });
    expect(parseQueryString('with[]=payments&with[]=subscriptions.workshop')).toEqual({
      with: ['payments', 'subscriptions.workshop'],
    });
  });

  it('reads one level of name[key]=value and plain keys', () => {
    expect(parseQueryString('search[name]=Mar&page=2')).toEqual({ search: { name: 'Mar' }, page: '2' });
  });

  it('ignores absurd indexes instead of allocating them', () => {
    expect(parseQueryString('with[99999999]=x')).toEqual({ with: [] });
  });

  it('never writes on Object.prototype (__proto__ is not a name)', () => {
    const parsed = parseQueryString(
      '__proto__[polluted]=yes&__proto__=x&constructor[prototype][polluted]=yes&a[__proto__]=yes&page=2',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed.page).toBe('2');
  });
});
