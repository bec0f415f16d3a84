/**
 * Answer shapes of the password and invitation routes. The request schemas are the shared
 * ones the web forms use (@plateforme/shared/accounts/profile.schemas).
 */
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
