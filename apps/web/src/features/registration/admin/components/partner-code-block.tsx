import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useGeneratePartnerCode } from '../api/generate-partner-code.ts';

// The confirmation and its modal machinery load when the staff ask for a new code.
const PartnerCodeConfirmDialog = lazy(() => import('./partner-code-confirm-dialog.tsx'));

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
  const confirmMounted = useOpenedOnce(confirming);
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
      {confirmMounted ? (
        <Suspense fallback={null}>
          <PartnerCodeConfirmDialog
            open={confirming}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
