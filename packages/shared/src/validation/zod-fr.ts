import { z } from 'zod';

/**
 * French messages for every zod schema, on both sides. The catalogue's wording wins for
 * the common cases ("Champ requis", "Format invalide"); zod's French locale covers the rest.
 */
export function useFrenchZodMessages(): void {
  z.config(z.locales.fr());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return 'Champ requis';
      }
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
        return 'Champ requis';
      }
      if (issue.code === 'invalid_format') return 'Format invalide';
      return undefined;
    },
  });
}
