import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels } from '@plateforme/shared/messages/common';
import type { ReactNode } from 'react';
import type { User } from '../api/get-user.ts';

/** Product text: an item the person has not filled in. */
export const NOT_PROVIDED = 'Non renseigné';

function safeFormatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  for (const candidate of [value, value.slice(0, 10)]) {
    try {
      return formatDate(candidate);
    } catch {
      // Not a date in this form: try the day part alone.
    }
  }
  return null;
}

/** 'du 01/01/2026 au 31/12/2026', or 'Aucun' without a current membership (P2 §2 Profile). */
export function describeSubscription(user: Pick<User, 'premium_dates'>): string {
  const start = safeFormatDate(user.premium_dates?.start);
  const end = safeFormatDate(user.premium_dates?.end);
  return start && end ? profileMessages.subscriptionDates(start, end) : profileMessages.noSubscription;
}

function describeAddress(user: User): ReactNode {
  const town = [user.zip, user.city].filter(Boolean).join(' ');
  if (!user.street && !town) return NOT_PROVIDED;
  return (
    <>
      {user.street}
      {user.street && town ? <br /> : null}
      {town}
    </>
  );
}

function describeAssistant(user: User): ReactNode {
  const assistant = user.aja_assistant;
  if (!assistant) return profileMessages.noAssistant;
  return (
    <>
      {`${assistant.firstname} ${assistant.lastname}`}
      <br />
      {assistant.email}
    </>
  );
}

/**
 * P2 §2 Profile: last name, first name, e-mail, birth date (DD/MM/YYYY), address, phone, the
 * current membership dates or 'Aucun'; for an AJA young person, the carer or 'Aucun aidant PAP'.
 */
export function ProfileDetails({
  user,
  extraItems = [],
}: {
  user: User;
  extraItems?: [label: string, value: ReactNode][];
}) {
  const items: [label: string, value: ReactNode][] = [
    [fieldLabels.lastname, user.lastname || NOT_PROVIDED],
    [fieldLabels.firstname, user.firstname || NOT_PROVIDED],
    [fieldLabels.email, user.email],
    [fieldLabels.birthdate, safeFormatDate(user.birthdate) ?? NOT_PROVIDED],
    [fieldLabels.street, describeAddress(user)],
    [fieldLabels.phone, user.phone || NOT_PROVIDED],
    [profileMessages.subscription, describeSubscription(user)],
  ];
  if (user.aja_role === 'aja_young') items.push([profileMessages.assistant, describeAssistant(user)]);
  items.push(...extraItems);

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 2 },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
