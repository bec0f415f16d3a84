import { zodResolver } from '@hookform/resolvers/zod';
import { useFrenchZodMessages as installFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';

// The catalogue's wording and zod's French locale for every form (ADR 001). Installed here,
// with the first form, rather than at start: pages without a form do not download zod.
installFrenchZodMessages();

/** The resolver every form uses: the shared zod schema, French messages. */
export const formResolver: typeof zodResolver = zodResolver;
