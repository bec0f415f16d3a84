import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DataExport } from '@plateforme/shared/accounts/data-export.schemas';
import { dataExportMessages as text } from '@plateforme/shared/messages/accounts-data';
import { useId, useRef } from 'react';
import { useDownloadDataExport } from '../api/download-data-export.ts';
import { useDataExport } from '../api/get-data-export.ts';
import { useRequestDataExport } from '../api/request-data-export.ts';

/** What her latest copy is, in one sentence. */
function describe(copy: DataExport | null): string {
  if (!copy) return text.none;
  switch (copy.state) {
    case 'pending':
      return text.pending;
    case 'ready':
      return `${text.readySince(copy.ready_at ?? copy.requested_at)} ${text.ready(copy.expires_at)}`;
    case 'failed':
      return text.failed;
    case 'expired':
      return text.expired;
  }
}

/**
 * The profile's « Mes données » (issue #38): ask for a copy of everything held about her, follow
 * its preparation (the state is a live region, read out when it changes), download it while kept.
 */
export function MyDataSection() {
  const headingId = useId();
  const latest = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const copy = latest.data ?? null;
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The button goes while the copy is prepared: the focus moves to the sentence that says so.
  const ask = () => {
    download.reset();
    request.mutate(undefined, { onSuccess: () => setTimeout(() => statusRef.current?.focus()) });
  };
  const save = (id: number) => download.mutate(id, { onError: () => void latest.refetch() });

  let body;
  if (latest.isPending)
    body = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{text.loading}</Typography>
      </Stack>
    );
  else if (latest.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void latest.refetch()}>
            Réessayer
          </Button>
        }
      >
        {text.loadFailed}
      </Alert>
    );
  else
    body = (
      <>
        <Typography role="status" ref={statusRef} tabIndex={-1} data-state={copy?.state ?? 'none'}>
          {describe(copy)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {copy?.state === 'ready' && (
            <Button
              variant="contained"
              onClick={() => save(copy.id)}
              disabled={download.isPending}
              startIcon={download.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {download.isPending ? text.downloading : text.download}
            </Button>
          )}
          {copy?.state !== 'pending' && (
            <Button
              variant={copy?.state === 'ready' ? 'outlined' : 'contained'}
              onClick={ask}
              disabled={request.isPending}
            >
              {request.isPending ? text.requesting : copy?.state === 'ready' ? text.requestAgain : text.request}
            </Button>
          )}
        </Stack>
        {request.isError && (
          <Alert severity="error" role="alert">
            {request.error.message}
          </Alert>
        )}
        {download.isError && (
          <Alert severity="error" role="alert">
            {download.error.message || text.downloadFailed}
          </Alert>
        )}
      </>
    );

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem' }}>
        {text.title}
      </Typography>
      <Typography>{text.intro}</Typography>
      {body}
    </Stack>
  );
}
