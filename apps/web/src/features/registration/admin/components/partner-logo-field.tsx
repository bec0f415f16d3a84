import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@plateforme/shared/registration/admin.rules';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { buildUrl } from '../../../../lib/api-client.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useSavePartnerLogo } from '../api/save-partner-logo.ts';

const text = texts.logo;

function checkFile(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return text.wrongType;
  if (file.size > LOGO_MAX_BYTES) return text.tooBig;
  return null;
}

/** The partner's logo: its preview, a file to replace it (sent at once), and removal. */
export function PartnerLogoField({ partner }: { partner: PartnerAdmin }) {
  const save = useSavePartnerLogo();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const headingId = useId();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file);
    setError(problem);
    if (problem) return;
    try {
      await save.mutateAsync({ id: partner.id, file });
      setPreview(URL.createObjectURL(file));
      showSnackbar(text.uploaded, 'success');
    } catch (failure) {
      setError((isApiError(failure) && failure.errors.logo?.[0]) || text.failed);
    }
  };

  const remove = async () => {
    try {
      await save.mutateAsync({ id: partner.id, file: null });
      setPreview(null);
      showSnackbar(text.removed, 'success');
    } catch {
      showSnackbar(text.failed, 'error');
    }
  };

  const source =
    preview ??
    (partner.logo && partner.active
      ? buildUrl(`${partner.logo.url}?v=${encodeURIComponent(partner.updated_at + partner.logo.size)}`)
      : null);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem' }}>
        {text.heading}
      </Typography>
      {partner.logo ? (
        source ? (
          <Box
            component="img"
            src={source}
            alt={text.preview(partner.name)}
            sx={{
              maxWidth: '12rem',
              maxHeight: '8rem',
              objectFit: 'contain',
              alignSelf: 'flex-start',
              bgcolor: '#fff',
              p: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Typography>{text.inactiveHidden}</Typography>
        )
      ) : (
        <Typography>{text.none}</Typography>
      )}
      <div>
        <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
          {text.choose}
        </Typography>
        <input
          id={inputId}
          type="file"
          name="logo"
          accept={LOGO_TYPES.join(',')}
          onChange={(event) => void upload(event)}
          disabled={save.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-aide ${inputId}-erreur` : `${inputId}-aide`}
          style={{ maxWidth: '100%' }}
        />
        <FormHelperText id={`${inputId}-aide`}>{text.help}</FormHelperText>
      </div>
      {error ? (
        <Alert severity="error" role="alert" id={`${inputId}-erreur`}>
          {error}
        </Alert>
      ) : null}
      {partner.logo ? (
        <div>
          <Button variant="outlined" color="error" onClick={() => void remove()} disabled={save.isPending}>
            {text.remove}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
