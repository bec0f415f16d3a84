import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingFormMessages, meetingsMessages } from '@plateforme/shared/messages/workshops';
import { meetingCycleMessages as texts } from '@plateforme/shared/messages/workshops-cycle';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useWorkshop } from '../../pro/api/get-meeting-workshop.ts';
import { useSaveMeetingCycle } from '../api/save-meeting-cycle.ts';
import { MeetingCycleForm } from '../components/meeting-cycle-form.tsx';

/** The address the sessions show, as the API writes it when none is typed. */
const addressOf = (workshop: WorkshopListItem) => {
  const town = [workshop.zip, workshop.city].filter(Boolean).join(' ');
  return [workshop.street, town, workshop.info_address].filter((part) => part && part.trim()).join(', ');
};

/**
 * /admin/workshops/:id/meetings/cycle and /pro/workshops/:id/meetings/cycle (issue #37): the
 * staff stay in the back office, the workshop's pro on their screens; both go back to the
 * workshop once the cycle is saved.
 */
export default function MeetingCyclePage() {
  const params = useParams();
  const workshopId = Number(params.id);
  const valid = Number.isInteger(workshopId) && workshopId > 0;
  const staff = useLocation().pathname.startsWith('/admin/');
  const backTo = `${staff ? '/admin' : '/pro'}/workshops/${workshopId}`;
  const workshop = useWorkshop(valid ? workshopId : 0, valid);
  const save = useSaveMeetingCycle();
  const navigate = useNavigate();
  const back = (
    <Link component={RouterLink} to={backTo}>
      {texts.back}
    </Link>
  );
  const page = (children: ReactNode) =>
    staff ? (
      <AdminPage title={texts.title} actions={back}>
        {children}
      </AdminPage>
    ) : (
      <Stack spacing={3} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0 }}>
        <Typography variant="h1">{texts.title}</Typography>
        {back}
        {children}
      </Stack>
    );

  if (!valid || (isApiError(workshop.error) && [403, 404].includes(workshop.error.status)))
    return page(<ErrorState title={texts.title} message={meetingsMessages.workshopNotFound} />);
  if (workshop.isError)
    return page(
      <ErrorState
        title={texts.title}
        message={meetingFormMessages.workshopFetchFailed}
        onRetry={() => void workshop.refetch()}
      />,
    );
  const data = workshop.data?.data;
  if (!data) return page(<PageLoader label={meetingsMessages.workshopLoading} />);
  return page(
    <>
      {data.name ? <Typography sx={{ overflowWrap: 'anywhere' }}>{data.name}</Typography> : null}
      <MeetingCycleForm
        workshop={{ id: data.id, type: data.type === 'remote' ? 'remote' : 'onsite', address: addressOf(data) }}
        backTo={backTo}
        send={(input) => save.mutateAsync({ workshopId: data.id, input })}
        onSaved={async (answer) => {
          showSnackbar(answer.message ?? texts.saved(answer.data.meetings.length), 'success');
          await navigate(backTo);
        }}
        pending={save.isPending}
      />
    </>,
  );
}
