import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from './centered-card.tsx';
import { commonMessages } from '@plateforme/shared/messages/common';

type MembersOnlyCardProps = {
  /** The page's heading when the card is the whole page. */
  title?: string;
  /** A visitor creates an account first; a signed-in person goes to the membership payment. */
  signedIn: boolean;
};

/** P1 §2 Home: "A not-premium card says the feature is for members only, with an 'Adhérer' button." */
export function MembersOnlyCard({ title, signedIn }: MembersOnlyCardProps) {
  return (
    <CenteredCard>
      <Stack spacing={3}>
        {title ? <Typography variant="h1">{title}</Typography> : null}
        <Typography>{commonMessages.membersOnly}</Typography>
        <div>
          <Button variant="contained" component={RouterLink} to={signedIn ? '/payment/subscription' : '/register'}>
            {commonMessages.adhere}
          </Button>
        </div>
      </Stack>
    </CenteredCard>
  );
}
