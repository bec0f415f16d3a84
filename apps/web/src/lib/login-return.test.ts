import { describe, expect, it } from 'vitest';
import { loginPathFor, readReturnPath } from './login-return.ts';

describe('login return path', () => {
  it('P2-WSD-11 brings a visitor back to the workshop they came from', () => {
    const path = loginPathFor('/workshops/12');
    expect(path).toBe('/login?redirect=%2Fworkshops%2F12');
    expect(readReturnPath(path.slice('/login'.length))).toBe('/workshops/12');
  });

  it('follows only paths of this site', () => {
    expect(readReturnPath('?redirect=https://evil.example')).toBeNull();
    expect(readReturnPath('?redirect=//evil.example')).toBeNull();
    expect(readReturnPath('?redirect=/\\evil.example')).toBeNull();
    expect(readReturnPath('?redirect=/login')).toBeNull();
    expect(readReturnPath('')).toBeNull();
  });
});
