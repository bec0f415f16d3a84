import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
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

/** « Mes séances » table (P2 §2): one row a session, past ones greyed and marked « Passée ». */
export function MeetingTable({ meetings, now, own, label }: Props) {
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
          {meetings.map((meeting) => {
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
