import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { useEffect, useId, useRef, useState } from 'react';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useGeneratePartnerCode } from '../api/generate-partner-code.ts';

const text = texts.code;

/**
 * The member code: whether one is active, and « Générer un nouveau code » after a
 * confirmation. The new code is shown here once, with a copy button; leaving the page loses it.
 */
export function PartnerCodeBlock({ partner }: { partner: PartnerAdmin }) {
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const generate = useGeneratePartnerCode();
  const codeRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const headingId = useId();

  useEffect(() => {
    if (code) codeRef.current?.focus();
  }, [code]);

  const confirm = async () => {
    setConfirming(false);
    try {
      setCode((await generate.mutateAsync(partner.id)).code);
    } catch {
      showSnackbar(text.failed, 'error');
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      showSnackbar(text.copied, 'success');
    } catch {
      showSnackbar(text.copyFailed, 'warning');
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem' }}>
        {text.heading}
      </Typography>
      <Typography>{partner.has_code ? text.some : text.none}</Typography>
      {code ? (
        <Alert severity="warning" ref={codeRef} tabIndex={-1} role="status">
          <Stack spacing={1}>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {text.shownOnce}
            </Typography>
            <Typography component="p">
              {text.newCode} :{' '}
              <Typography
                component="code"
                data-testid="new-partner-code"
                sx={{ fontFamily: 'monospace', fontSize: '1.3rem', userSelect: 'all', overflowWrap: 'anywhere' }}
              >
                {code}
              </Typography>
            </Typography>
            <div>
              <Button variant="outlined" onClick={() => void copy()}>
                {text.copy}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : null}
      <div>
        <Button
          variant="outlined"
          onClick={() => setConfirming(true)}
          disabled={generate.isPending}
          aria-busy={generate.isPending}
        >
          {text.generate}
        </Button>
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{text.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{text.cancel}</Button>
          <Button variant="contained" onClick={() => void confirm()}>
            {text.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
