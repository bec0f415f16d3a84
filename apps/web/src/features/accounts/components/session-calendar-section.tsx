import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import { useId } from 'react';
import { CalendarFeedBlock } from './calendar-feed-block.tsx';
import { SessionMailPreferences } from './session-mail-preferences.tsx';

/** The profile's « Mes séances dans mon agenda et mes rappels » (ADR 072, 074). */
export function SessionCalendarSection({ isPro }: { isPro: boolean }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={3} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem' }}>
        {calendarMessages.section.title}
      </Typography>
      <SessionMailPreferences isPro={isPro} />
      <CalendarFeedBlock />
    </Stack>
  );
}
