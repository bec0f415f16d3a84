import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';

type PaginationNavProps = {
  /** The landmark's name, e.g. 'Pagination des séances'. */
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
};

/** Previous / « Page X sur Y » / next, the page read out as it changes. */
export function PaginationNav({ label, page, lastPage, onPage }: PaginationNavProps) {
  const last = Math.max(1, lastPage);
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {commonMessages.previousPage}
      </Button>
      <Typography aria-live="polite">{commonMessages.pageOf(Math.min(page, last), last)}</Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= last}>
        {commonMessages.nextPage}
      </Button>
    </Stack>
  );
}
