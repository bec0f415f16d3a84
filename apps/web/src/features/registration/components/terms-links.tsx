import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { legalPath } from '@plateforme/shared/platform/legal-pages';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { lazy, Suspense, useState } from 'react';
import { privacyNotice, termsOfUse } from '../../../components/ui/legal-texts.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useOpenedOnce } from '../../../lib/load-when-wanted.ts';

// The dialog and its modal machinery load when the person asks to read a text.
const LegalDialog = lazy(() =>
  import('../../../components/ui/legal-dialog.tsx').then((m) => ({ default: m.LegalDialog })),
);

/**
 * Creating the account accepts the terms and the privacy notice: both summed up in a dialog,
 * and the whole texts one link away, in a new tab so the form being filled in stays.
 */
export function TermsLinks() {
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);
  const mounted = useOpenedOnce(legal !== null);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{registrationMessages.termsNotice}</Typography>
      <Button variant="text" onClick={() => setLegal('terms')}>
        {registrationMessages.readTerms}
      </Button>
      <Button variant="text" onClick={() => setLegal('privacy')}>
        {registrationMessages.readPrivacy}
      </Button>
      <Typography component="p" variant="body2" sx={{ pt: 1 }}>
        {legalMessages.registrationLinks}{' '}
        <NewTabLink to={legalPath('conditions-d-utilisation')}>
          {legalMessages.titles['conditions-d-utilisation']}
        </NewTabLink>
        {' · '}
        <NewTabLink to={legalPath('charte-de-confidentialite')}>
          {legalMessages.titles['charte-de-confidentialite']}
        </NewTabLink>
      </Typography>
      {mounted ? (
        <Suspense fallback={null}>
          <LegalDialog
            title={authMessages.termsTitle}
            paragraphs={termsOfUse}
            open={legal === 'terms'}
            onClose={() => setLegal(null)}
          />
          <LegalDialog
            title={authMessages.privacyTitle}
            paragraphs={privacyNotice}
            open={legal === 'privacy'}
            onClose={() => setLegal(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
