import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';

type MeetingPaginationProps = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous / « Page X sur Y » / next (P2 §2 Meetings screen). */
export function MeetingPagination({ page, lastPage, onPage }: MeetingPaginationProps) {
  const last = Math.max(1, lastPage);
  return (
    <Stack component="nav" aria-label={meetingsMessages.pagination} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {meetingsMessages.previousPage}
      </Button>
      <Typography aria-live="polite">{meetingsMessages.page(Math.min(page, last), last)}</Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= last}>
        {meetingsMessages.nextPage}
      </Button>
    </Stack>
  );
}
