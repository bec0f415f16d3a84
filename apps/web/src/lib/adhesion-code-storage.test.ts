import { describe, expect, it } from 'vitest';
import { clearAdhesionCode, readAdhesionCode, saveAdhesionCode } from './adhesion-code-storage.ts';

describe('adhesion code storage', () => {
  it('keeps the code per user in this tab, under adhesion-code:<userId>', () => {
    saveAdhesionCode(12, { partnerId: 3, code: 'LIGUE75', reason: 'ligue' });
    expect(JSON.parse(window.sessionStorage.getItem('adhesion-code:12') ?? 'null')).toEqual({
      partnerId: 3,
      code: 'LIGUE75',
      reason: 'ligue',
    });
    expect(window.localStorage.length).toBe(0);
    expect(readAdhesionCode(12)).toEqual({ partnerId: 3, code: 'LIGUE75', reason: 'ligue' });
    expect(readAdhesionCode(13)).toBeNull();
    clearAdhesionCode(12);
    expect(readAdhesionCode(12)).toBeNull();
  });

  it('reads a partner-less entry (AJA path)', () => {
    saveAdhesionCode(5, { partnerId: null, code: '', reason: 'aja' });
    expect(readAdhesionCode(5)).toEqual({ partnerId: null, code: '', reason: 'aja' });
  });

  it('reads bad JSON and entries of the wrong shape as nothing', () => {
    window.sessionStorage.setItem('adhesion-code:7', '{not json');
    expect(readAdhesionCode(7)).toBeNull();
    window.sessionStorage.setItem('adhesion-code:7', JSON.stringify({ partnerId: '3', code: 'X', reason: 'ligue' }));
    expect(readAdhesionCode(7)).toBeNull();
    window.sessionStorage.setItem('adhesion-code:7', JSON.stringify(['LIGUE75']));
    expect(readAdhesionCode(7)).toBeNull();
    window.sessionStorage.setItem('adhesion-code:7', 'null');
    expect(readAdhesionCode(7)).toBeNull();
  });
});
