import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { meetingsMessages, proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { proWorkshopPageMessages as pageTexts } from '@plateforme/shared/messages/workshops-pro-home';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useId } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { WorkshopHeading } from '../../../../components/workshops/workshop-heading.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useProWorkshop } from '../api/get-pro-workshop.ts';
import { ProSessions } from '../components/pro-meetings.tsx';
import { PastSessions } from '../components/past-sessions.tsx';
import { workshopAddress } from '../components/workshop-address.ts';

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

function Where({ workshop }: { workshop: WorkshopListItem }) {
  const remote = workshop.type === 'remote';
  const link = remote ? workshop.info_address : null;
  if (remote && link) {
    return (
      <Typography>
        {texts.link} :{' '}
        {isWebLink(link) ? (
          <Link href={link} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {link}
          </Link>
        ) : (
          link
        )}
      </Typography>
    );
  }
  // The whole address, street included; the access details (floor, code) on their own line.
  const place = workshopAddress(workshop);
  const access = remote ? null : workshop.info_address?.trim();
  return (
    <>
      {place ? <Typography sx={{ overflowWrap: 'anywhere' }}>{`${texts.address} : ${place}`}</Typography> : null}
      {access ? <Typography sx={{ overflowWrap: 'anywhere' }}>{`${pageTexts.access} : ${access}`}</Typography> : null}
    </>
  );
}

function Substitutions({ workshop }: { workshop: WorkshopListItem }) {
  const headingId = useId();
  const coming = workshop.next_substitutions ?? [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
        {texts.substitutionsTitle}
      </Typography>
      {coming.length === 0 ? (
        <Typography>{texts.noSubstitutions}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {coming.map((substitution) => {
            const who = substitution.user
              ? `${substitution.user.firstname} ${substitution.user.lastname ?? ''}`.trim()
              : `#${substitution.user_id}`;
            return (
              <li key={`${substitution.user_id}-${substitution.start}`}>
                {texts.substitution(who, formatDate(substitution.start), formatDate(substitution.end))}
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/**
 * /pro/workshops/:id (P2 §2 Pro workshops, P2-PRO-02/11, P2-WSD-09/10/15; issue #37): the workshop
 * for its pro with its whole address, then its coming sessions, the one under way or next first
 * (its participants open while it runs), the edit and add-session links, its coming
 * substitutions, and its past sessions folded. A pro who does not run it sees no action she
 * could not finish (`can_manage`).
 */
export default function ProWorkshopPage() {
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const focusMeetingId = Number(searchParams.get('seance')) || undefined;
  const valid = Number.isInteger(id) && id > 0;
  const query = useProWorkshop(id, valid);
  const comingHeadingId = useId();
  const workshop = query.data?.data;

  if (!valid || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))) {
    return <ErrorState title={meetingsMessages.workshopTitle} message={texts.notFound} />;
  }
  if (query.isError)
    return (
      <ErrorState
        title={meetingsMessages.workshopTitle}
        message={texts.fetchFailed}
        onRetry={() => void query.refetch()}
      />
    );
  if (!workshop) return <PageLoader label={texts.loading} />;
  const canManage = workshop.can_manage === true;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <WorkshopHeading partner={workshop.partner}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {workshop.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={workshop.type === 'remote' ? texts.remote : texts.onsite} />
            <Chip
              size="small"
              color={workshop.active ? 'success' : 'default'}
              variant="outlined"
              label={workshop.active ? texts.visible : texts.disabled}
            />
          </Stack>
        </Stack>
      </WorkshopHeading>
      <Box>
        <Where workshop={workshop} />
      </Box>
      {canManage ? null : (
        <Alert severity="info" variant="outlined">
          {pageTexts.notRunning}
        </Alert>
      )}
      <Stack component="section" aria-labelledby={comingHeadingId} spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="h2" id={comingHeadingId}>
          {pageTexts.comingTitle}
        </Typography>
        <ProSessions
          workshopId={workshop.id}
          workshopName={workshop.name ?? ''}
          headingId={comingHeadingId}
          part="coming"
          canManage={canManage}
          focusMeetingId={focusMeetingId}
        />
      </Stack>
      {/* After the coming sessions: on a phone the one under way or next stays within the first screen. */}
      {canManage ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" component={RouterLink} to={`/pro/workshops/${workshop.id}/edit`}>
            {texts.edit}
          </Button>
          <Button variant="contained" component={RouterLink} to={`/pro/workshops/${workshop.id}/meetings/new`}>
            {texts.addSession}
          </Button>
        </Stack>
      ) : null}
      {workshop.description ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{workshop.description}</Typography>
      ) : null}
      {canManage ? <Substitutions workshop={workshop} /> : null}
      <PastSessions workshopId={workshop.id} workshopName={workshop.name ?? ''} canManage={canManage} />
    </Stack>
  );
}
