import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';

type Props = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous / « Page X sur Y » / next. */
export function ProUsersPagination({ page, lastPage, onPage }: Props) {
  const last = Math.max(1, lastPage);
  return (
    <Stack component="nav" aria-label="Pagination des adhérents" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {proUsersMessages.previous}
      </Button>
      <Typography aria-live="polite">{proUsersMessages.page(Math.min(page, last), last)}</Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= last}>
        {proUsersMessages.next}
      </Button>
    </Stack>
  );
}
