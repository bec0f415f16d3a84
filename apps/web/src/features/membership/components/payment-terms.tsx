import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { legalPath } from '@plateforme/shared/platform/legal-pages';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { platformTermKeys, type PaymentChoices, type PlatformTermKey } from './payment-rules.ts';

type PaymentTermsProps = {
  choices: PaymentChoices;
  showCertification: boolean;
  onCertifiedChange: (checked: boolean) => void;
  onTermChange: (key: PlatformTermKey, checked: boolean) => void;
};

/**
 * The certification and the four platform terms a subscriber accepts (P1-PAY-09, P1-PAY-10),
 * and the whole terms of online donations and memberships and the charter, in a new tab so
 * the amounts chosen stay.
 */
export function PaymentTerms({ choices, showCertification, onCertifiedChange, onTermChange }: PaymentTermsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Conditions
      </Typography>
      {showCertification ? (
        <CheckboxField
          name="certified"
          label={paymentMessages.certifyPathology}
          checked={choices.certified}
          onChange={onCertifiedChange}
          required
        />
      ) : null}
      {platformTermKeys.map((key) => (
        <CheckboxField
          key={key}
          name={`terms.${key}`}
          label={paymentMessages.platformTerms[key]}
          checked={choices.terms[key]}
          onChange={(checked) => onTermChange(key, checked)}
          required
        />
      ))}
      <Typography variant="body2" sx={{ pt: 1 }}>
        {legalMessages.paymentNotice}{' '}
        <NewTabLink to={legalPath('conditions-de-vente')}>{legalMessages.titles['conditions-de-vente']}</NewTabLink>
        {' · '}
        <NewTabLink to={legalPath('charte-de-confidentialite')}>
          {legalMessages.titles['charte-de-confidentialite']}
        </NewTabLink>
      </Typography>
    </Box>
  );
}
