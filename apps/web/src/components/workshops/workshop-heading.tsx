import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import type { ReactNode } from 'react';
import { API_BASE_URL } from '../../lib/api-client.ts';

type Props = { partner: WorkshopListItem['partner']; children: ReactNode };

/** A workshop screen's title row: the title (and what goes with it), then the partner's logo when it has one (P2 §2). */
export function WorkshopHeading({ partner, children }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      {children}
      {partner && (partner.logo_id ?? partner.logo) ? (
        <Box
          component="img"
          src={`${API_BASE_URL}/api/partners/${partner.id}/logo`}
          alt={meetingsMessages.partnerLogo(partner.name)}
          sx={{
            maxWidth: 160,
            maxHeight: 80,
            objectFit: 'contain',
            alignSelf: { xs: 'flex-start', sm: 'auto' },
            bgcolor: '#fff',
            p: 0.5,
            borderRadius: 1,
          }}
        />
      ) : null}
    </Stack>
  );
}
