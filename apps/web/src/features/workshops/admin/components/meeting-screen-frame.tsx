import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingCycleMessages } from '@plateforme/shared/messages/workshops-cycle';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';

/**
 * Where a session's screens lead back to: the staff's workshop screen when they came from the
 * back office (/admin/workshops/…), the pro's otherwise (issue #37).
 */
export function useWorkshopHome(workshopId: number | null): { staff: boolean; home: string } {
  const staff = useLocation().pathname.startsWith('/admin/');
  return { staff, home: `${staff ? '/admin' : '/pro'}/workshops/${workshopId ?? ''}` };
}

/** A session screen inside the back office for the staff (its menu and heading), as the pro's page otherwise. */
export function MeetingScreenFrame({
  title,
  workshopId,
  children,
}: {
  title: string;
  workshopId: number | null;
  children: ReactNode;
}) {
  const { staff, home } = useWorkshopHome(workshopId);
  if (staff)
    return (
      <AdminPage
        title={title}
        actions={
          <Link component={RouterLink} to={home}>
            {meetingCycleMessages.back}
          </Link>
        }
      >
        <Stack spacing={3} sx={{ maxWidth: 720, minWidth: 0 }}>
          {children}
        </Stack>
      </AdminPage>
    );
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {children}
    </Stack>
  );
}
