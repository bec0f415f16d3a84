import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { useState } from 'react';
import { LegalDialog } from '../../../components/ui/legal-dialog.tsx';
import { privacyNotice, termsOfUse } from '../../../components/ui/legal-texts.ts';

/** Creating the account accepts the terms and the privacy notice: both readable in a dialog. */
export function TermsLinks() {
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{registrationMessages.termsNotice}</Typography>
      <Button variant="text" onClick={() => setLegal('terms')}>
        {registrationMessages.readTerms}
      </Button>
      <Button variant="text" onClick={() => setLegal('privacy')}>
        {registrationMessages.readPrivacy}
      </Button>
      <LegalDialog title={authMessages.termsTitle} paragraphs={termsOfUse} open={legal === 'terms'} onClose={() => setLegal(null)} />
      <LegalDialog title={authMessages.privacyTitle} paragraphs={privacyNotice} open={legal === 'privacy'} onClose={() => setLegal(null)} />
    </Stack>
  );
}
