import { validationMessages } from '@plateforme/shared/messages/common';
import type { PartnerCodeReason } from '@plateforme/shared/registration/registration.rules';
import { createPartnerCodeFormSchema } from '@plateforme/shared/registration/registration.schemas';
import { z } from 'zod';

/** Step 3's check, loaded with zod at the form's first use (ADR 095). */
export function partnerCodeSchemaFor(reason: PartnerCodeReason) {
  // The partner is a choice of this screen: none chosen yet says 'Champ requis'.
  return createPartnerCodeFormSchema(reason).extend({
    partner_id: z
      .number()
      .nullable()
      .pipe(z.number({ error: validationMessages.required })),
  });
}
