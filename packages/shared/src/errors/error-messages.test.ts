import { describe, expect, it } from 'vitest';
import { AppError, errorStatus, type AppErrorCode } from './app-error.ts';
import { getErrorMessage } from './error-messages.ts';

describe('getErrorMessage', () => {
  it('gives a French message for every error code', () => {
    for (const code of Object.keys(errorStatus) as AppErrorCode[]) {
      expect(getErrorMessage(code)).toMatch(/\S/);
    }
  });

  // P1 §8: "403: 'Action non autorisée' where shown".
  it('P1-ERR-02 a 403 says "Action non autorisée"', () => {
    const error = new AppError('forbidden', getErrorMessage('forbidden'));
    expect([error.status, error.message]).toEqual([403, 'Action non autorisée']);
  });

  // P1 §8: "Login failure with an error field: 'Identifiants incorrects'".
  it('P1-LOGIN-10 a refused login says "Identifiants incorrects"', () => {
    expect(getErrorMessage('invalid_grant')).toBe('Identifiants incorrects');
  });

  // P1 §4 Session: "Any 401 while authenticated: ... snack 'Vous êtes déconnecté'".
  it('P1-LOGIN-24 a 401 says "Vous êtes déconnecté"', () => {
    expect(getErrorMessage('unauthenticated')).toBe('Vous êtes déconnecté');
  });

  it('rate limits, missing resources, invalid data and server faults have their own words', () => {
    expect(getErrorMessage('rate_limited')).toBe('Trop de tentatives, veuillez réessayer plus tard.');
    expect(getErrorMessage('not_found')).toBe('Ressource introuvable');
    expect(getErrorMessage('validation_failed')).toBe('Données invalides');
    expect(getErrorMessage('internal')).toBe('Une erreur est survenue');
    expect(getErrorMessage('unavailable')).toBe('Le service est momentanément indisponible, veuillez réessayer.');
  });
});
