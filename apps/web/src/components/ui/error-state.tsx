import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';

type ErrorStateProps = {
  /** Given when the error is the whole page: it becomes the page's heading. */
  title?: string;
  message?: string;
  onRetry?: () => void;
};

/** Error state of a page or a section, in plain words, with a way to try again. */
export function ErrorState({ title, message = errorMessages.generic, onRetry }: ErrorStateProps) {
  return (
    <Stack spacing={2} sx={{ py: 4 }}>
      {title ? (
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
      ) : null}
      <Alert severity="error" variant="outlined">
        {message}
      </Alert>
      {onRetry ? (
        <div>
          <Button variant="contained" onClick={onRetry}>
            {commonMessages.retry}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
