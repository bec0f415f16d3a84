import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem, MeetingList } from '@plateforme/shared/workshops/meetings.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../ui/error-state.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { MeetingHeadCells } from './meeting-cells.tsx';
import { PaginationNav } from '../ui/pagination-nav.tsx';
import { stackedOnPhoneSx } from './stacked-on-phone.ts';
import { MeetingsPageSizeSelect, type WorkshopMeetingsPageSize } from './meetings-page-size.tsx';

export type MeetingsPaging = {
  page: number;
  pageSize: WorkshopMeetingsPageSize;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1. */
  setPageSize: (size: WorkshopMeetingsPageSize) => void;
};

/** The page and page size of a workshop's sessions table, 20 a page to start with. */
export function useMeetingsPaging(): MeetingsPaging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<WorkshopMeetingsPageSize>(20);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

type Props = {
  paging: MeetingsPaging;
  query: UseQueryResult<MeetingList>;
  headingId: string;
  minWidth: number;
  /** The header of the column after the session's own columns. */
  lastColumn: ReactNode;
  renderRow: (meeting: MeetingItem) => ReactNode;
  /** One block a session on a phone (`stackedOnPhoneSx`). */
  stackOnPhone?: boolean;
  /** What an empty page says; « Aucune séance trouvée » by default. */
  emptyText?: string;
};

/**
 * A workshop's sessions (P2 §2, §7, §9): loading and error states, the page size select, the
 * table with its rows and the pagination; each screen brings its last column and its rows.
 */
export function PagedMeetingsTable({
  paging,
  query,
  headingId,
  minWidth,
  lastColumn,
  renderRow,
  stackOnPhone = false,
  emptyText = meetingsMessages.empty,
}: Props) {
  if (query.isError) return <ErrorState message={meetingsMessages.fetchFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader label={meetingsMessages.loading} />;
  const { data: meetings, meta } = query.data;

  return (
    <Stack spacing={2}>
      <MeetingsPageSizeSelect value={paging.pageSize} onChange={paging.setPageSize} />
      {meetings.length === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          sx={{ overflowX: 'auto', maxWidth: '100%' }}
        >
          <Table size="small" sx={[{ minWidth }, stackOnPhone && stackedOnPhoneSx]}>
            <TableHead>
              <TableRow>
                <MeetingHeadCells />
                <TableCell>{lastColumn}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{meetings.map((meeting) => renderRow(meeting))}</TableBody>
          </Table>
        </TableContainer>
      )}
      {meta.last_page > 1 ? (
        <PaginationNav
          label={meetingsMessages.pagination}
          page={paging.page}
          lastPage={meta.last_page}
          onPage={paging.setPage}
        />
      ) : null}
    </Stack>
  );
}
