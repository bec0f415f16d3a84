import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed.ts';

const text = calendarMessages.section;

// The question before renewing or deleting (a dialog and its modal machinery) loads when asked.
const CalendarFeedConfirmDialog = lazy(() => import('./calendar-feed-confirm-dialog.tsx'));

type Confirming = 'renew' | 'remove' | null;

/**
 * Her personal calendar address (ADR 074): created, renewed or deleted here. The address is
 * shown once, right after it is made (only its fingerprint is kept), with a copy button.
 */
export function CalendarFeedBlock() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const dialogMounted = useOpenedOnce(confirming !== null);
  const shownRef = useRef<HTMLDivElement>(null);

  // The new address takes the focus, so a screen reader reads it and the copy button is next.
  useEffect(() => {
    if (url) shownRef.current?.focus();
  }, [url]);

  const create = (renewing: boolean) =>
    renew.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        if (renewing) showSnackbar(text.renewed, 'success');
      },
      onError: () => showSnackbar(text.feedFailed, 'error'),
    });
  const confirm = () => {
    const action = confirming;
    setConfirming(null);
    if (action === 'renew') create(true);
    else if (action === 'remove')
      remove.mutate(undefined, {
        onSuccess: () => {
          setUrl(null);
          showSnackbar(text.removed, 'success');
        },
        onError: () => showSnackbar(text.feedFailed, 'error'),
      });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      showSnackbar(text.copied, 'success');
    } catch {
      showSnackbar(text.copyFailed, 'warning');
    }
  };
  const busy = renew.isPending || remove.isPending;

  let body;
  if (feed.isPending)
    body = (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{text.loading}</Typography>
      </Stack>
    );
  else if (feed.isError)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed}
      </Alert>
    );
  else
    body = (
      <>
        <Typography>
          {feed.data.active && feed.data.created_at
            ? text.feedActive(formatDate(feed.data.created_at))
            : text.feedInactive}
        </Typography>
        {url ? (
          <Alert severity="info" ref={shownRef} tabIndex={-1} role="status">
            <Stack spacing={1}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {text.urlOnce}
              </Typography>
              <TextInput label={text.urlLabel} value={url} onFocus={(event) => event.target.select()} readOnly />
              <Typography component="p" variant="body2">
                {text.feedPrivate}
              </Typography>
              <div>
                <Button variant="contained" size="small" onClick={() => void copy()}>
                  {text.copy}
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {feed.data.active ? (
            <>
              <Button variant="outlined" onClick={() => setConfirming('renew')} disabled={busy}>
                {text.renew}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setConfirming('remove')} disabled={busy}>
                {text.remove}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => create(false)} disabled={busy}>
              {text.create}
            </Button>
          )}
        </Stack>
      </>
    );

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.15rem' }}>
        {text.feedTitle}
      </Typography>
      <Typography>{text.feedIntro}</Typography>
      {body}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CalendarFeedConfirmDialog confirming={confirming} onCancel={() => setConfirming(null)} onConfirm={confirm} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
