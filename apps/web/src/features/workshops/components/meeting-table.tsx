import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { startTransition, useEffect, useState } from 'react';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { MeetingCells, MeetingHeadCells } from '../../../components/meetings/meeting-cells.tsx';
import { hasEnded, showsInfo } from '../../../components/meetings/meeting-format.ts';
import { MeetingInfoMenu } from './meeting-info-menu.tsx';
import { MeetingVisioButton } from './meeting-visio-button.tsx';
import { stackedOnPhoneSx } from '../../../components/meetings/stacked-on-phone.ts';
import { pastRowSx } from '../../../components/meetings/meeting-past-row.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';
import { WorkshopName } from './workshop-name.tsx';

const { columns } = meetingsMessages;

type Props = {
  meetings: readonly MeetingItem[];
  now: number;
  /** The member's own list: the info column with the visio button, and the status buttons act. */
  own: boolean;
  label: string;
};

/** The rows of the table's first frame: more than a phone's screen of stacked sessions. */
const FIRST_ROWS = 3;

/**
 * « Mes séances » table (P2 §2): one row a session, past ones greyed and marked « Passée ».
 * When it first appears, the rows after the first few follow at once in a transition, which
 * React draws in slices: the list's arrival is not one long task on a slow phone (issue #40).
 */
export function MeetingTable({ meetings, now, own, label }: Props) {
  const [allRows, setAllRows] = useState(meetings.length <= FIRST_ROWS);
  useEffect(() => {
    if (!allRows) startTransition(() => setAllRows(true));
  }, [allRows]);
  const rows = allRows ? meetings : meetings.slice(0, FIRST_ROWS);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={[{ minWidth: 880 }, stackedOnPhoneSx]}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.workshop}</TableCell>
            <MeetingHeadCells />
            {own ? <TableCell>{columns.download}</TableCell> : null}
            <TableCell>{columns.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((meeting) => {
            const past = hasEnded(meeting, now);
            return (
              <TableRow key={meeting.id} sx={past ? pastRowSx : undefined}>
                {/* Where the table scrolls sideways (a tablet), the name keeps whole words, not one letter a line. */}
                <TableCell sx={{ minWidth: 200, overflowWrap: 'break-word' }}>
                  <WorkshopName meeting={meeting} />
                </TableCell>
                <MeetingCells meeting={meeting} past={past} placesLeft={own} />
                {own ? (
                  <TableCell>
                    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <MeetingVisioButton meeting={meeting} />
                      {showsInfo(meeting, now) ? <MeetingInfoMenu meeting={meeting} /> : null}
                    </Stack>
                  </TableCell>
                ) : null}
                <TableCell>
                  <SubscriptionStatus meeting={meeting} now={now} readOnly={!own} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
