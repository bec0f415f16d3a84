import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/pro-workshops';

type Props = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous and next page with « Page X sur Y »; nothing when everything fits on one page. */
export function PageNavigation({ page, lastPage, onPage }: Props) {
  if (lastPage <= 1) return null;
  return (
    <Stack component="nav" aria-label="Pagination" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {messages.previousPage}
      </Button>
      <Typography aria-current="page">{messages.pageOf(page, lastPage)}</Typography>
      <Button variant="outlined" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {messages.nextPage}
      </Button>
    </Stack>
  );
}
