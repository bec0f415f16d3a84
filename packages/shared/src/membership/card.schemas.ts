/**
 * The member's card on the wire (issue #38): GET /api/user/membership-card.pdf and the public
 * GET /api/membership-cards/{token}, whose answer holds no name, e-mail or id.
 */
import { z } from 'zod';

/** base64url of a 16-byte sealed block and a 16-byte signature: 43 characters. */
export const CARD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Any text up to 200 characters reaches the check, so a bad token is « Carte inconnue », never a 422. */
export const cardTokenParamsSchema = z.object({ token: z.string().max(200) });

export const cardCheckSchema = z.object({
  data: z.object({
    status: z.enum(['valid', 'expired']),
    /** The end of the membership (ISO instant): valid until, or expired on. */
    until: z.string(),
    /** The sentence the page shows, in French. */
    message: z.string(),
  }),
});
export type CardCheck = z.infer<typeof cardCheckSchema>['data'];
