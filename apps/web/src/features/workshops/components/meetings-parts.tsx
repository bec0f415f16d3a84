import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { mySessionsMessages } from '@plateforme/shared/messages/workshops-my-sessions';
import type { MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import { useId } from 'react';
import { isEmptyPage, QueryState } from '../../../components/ui/query-state.tsx';
import { PaginationNav } from '../../../components/ui/pagination-nav.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageBeyondLast } from '../../../lib/use-page-beyond-last.ts';
import { useMeetingList, type MeetingListParams, type MeetingListSource } from '../api/meeting-list-api.ts';
import { MeetingTable } from './meeting-table.tsx';

type PartProps = {
  source: MeetingListSource | null;
  params: MeetingListParams;
  /** Moves this part to another page (a page beyond the last steps back in place of the address). */
  onPage: (page: number, options?: { replace: boolean }) => void;
  now: number;
  own: boolean;
  /** The table's and the pagination's accessible names. */
  label: string;
  paginationLabel: string;
};

/** One part of « Mes séances »: its table and « Page X sur Y », or its loader, error or empty text. */
export function MeetingsPart({ source, params, onPage, now, own, label, paginationLabel }: PartProps) {
  const query = useMeetingList(source, params);
  const emptyPage = usePageBeyondLast(query, params.page, (patch, options) => onPage(patch.page, options));
  // The list stays silent about a refusal (P2 §6, DESIGN.md): no message, nothing to show.
  const refused = isApiError(query.error) && query.error.status === 403;
  const empty = <Typography>{meetingsMessages.empty}</Typography>;
  if (refused) return empty;
  return (
    <QueryState
      query={query}
      errorMessage={meetingsMessages.fetchFailed}
      loadingLabel={meetingsMessages.loading}
      waiting={emptyPage}
      isEmpty={isEmptyPage}
      empty={empty}
    >
      {({ data: meetings, meta }: MeetingList) => (
        <Stack spacing={2}>
          <MeetingTable meetings={meetings} now={now} own={own} label={label} />
          <PaginationNav label={paginationLabel} page={params.page} lastPage={meta.last_page} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}

type PastProps = Omit<PartProps, 'label' | 'paginationLabel'> & {
  open: boolean;
  onToggle: () => void;
};

/**
 * « Séances passées », folded by default behind a disclosure button (Enter or Space opens it):
 * the ended sessions are only asked for once it is open.
 */
export function PastMeetingsSection({ open, onToggle, ...part }: PastProps) {
  const panelId = useId();
  return (
    <Box component="section" aria-labelledby={`${panelId}-title`}>
      <Typography variant="h2" id={`${panelId}-title`} sx={{ fontSize: '1.25rem', m: 0 }}>
        <Button
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          sx={{ font: 'inherit', textTransform: 'none', px: 1 }}
        >
          {mySessionsMessages.pastTitle}
        </Button>
      </Typography>
      <Box id={panelId} hidden={!open} sx={{ mt: 2 }}>
        {open ? (
          <MeetingsPart
            {...part}
            label={mySessionsMessages.pastTable}
            paginationLabel={mySessionsMessages.pastPagination}
          />
        ) : null}
      </Box>
    </Box>
  );
}
