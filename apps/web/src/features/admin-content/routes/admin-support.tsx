import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORT_FILE_ROLES, type AdminSupport } from '@plateforme/shared/admin/content.schemas';
import { adminContentMessages } from '@plateforme/shared/messages/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { contentKeys, formatSize, supportsApi } from '../api/content-api.ts';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { FileUpload } from '../components/file-upload.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete.ts';

const texts = adminContentMessages.supports;
const accepts = { pro_attachment: 'application/zip,.zip', user_attachment: 'application/pdf,.pdf', guide_attachment: 'application/pdf,.pdf,application/zip,.zip' };

/** /admin/supports/new and /admin/supports/:id: a support's programme, sequence, sharing and files. */
export default function AdminSupportScreen() {
  return (
    <RecordScreen
      listKey={contentKeys.supports}
      get={supportsApi.get}
      title={texts.title}
      notFound={texts.notFound}
      form={(support) => <SupportForm key={support?.updated_at} support={support} />}
    />
  );
}

function SupportForm({ support }: { support?: AdminSupport }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [sequence, setSequence] = useState(String(support?.sequence ?? ''));
  const [supportType, setSupportType] = useState<AdminSupport['support_type']>(support?.support_type ?? 'classique');
  const [shared, setShared] = useState(support?.shared_with_licence_pros ?? false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.supports });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { sequence: Number(sequence), support_type: supportType, shared_with_licence_pros: shared };
    try {
      const saved = support ? await supportsApi.update(support.id, body) : await supportsApi.create(body);
      setErrors({});
      await refresh();
      showSnackbar(adminContentMessages.saved, 'success');
      if (!support) navigate(`/admin/supports/${saved.id}`, { replace: true });
    } catch (caught) {
      setErrors(isApiError(caught) ? caught.errors : {});
      if (!isApiError(caught) || Object.keys(caught.errors).length === 0) showSnackbar(isApiError(caught) ? caught.message : adminContentMessages.upload.failed, 'error');
    }
  };

  const deletion = useConfirmedDelete(support?.id, supportsApi.remove, refresh, '/admin/supports');

  const title = support ? texts.edit(support.sequence, texts.types[support.support_type] ?? '') : texts.create;
  return (
    <AdminPage title={title} actions={<Link component={RouterLink} to="/admin/supports">{adminContentMessages.back}</Link>}>
      <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate sx={{ maxWidth: 640 }}>
        <TextField label={texts.sequence} type="number" required value={sequence} onChange={(event) => setSequence(event.target.value)} error={Boolean(errors.sequence)} helperText={errors.sequence?.[0]} slotProps={{ htmlInput: { min: 1 } }} />
        <TextField select label={texts.supportType} required value={supportType} onChange={(event) => setSupportType(event.target.value as AdminSupport['support_type'])}>
          {Object.entries(texts.types).map(([value, label]) => <MenuItem key={value} value={value}>{label}</MenuItem>)}
        </TextField>
        <FormControlLabel control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />} label={texts.shared} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">{adminContentMessages.save}</Button>
          {support && <Button color="error" onClick={deletion.ask}>{adminContentMessages.delete}</Button>}
        </Stack>
      </Stack>
      {support && (
        <Stack component="section" spacing={3} aria-labelledby="support-files" sx={{ maxWidth: 640 }}>
          <Typography variant="h2" id="support-files">{texts.files}</Typography>
          {SUPPORT_FILE_ROLES.map((role) => {
            const file = support[role];
            return (
              <Stack key={role} spacing={1}>
                <Typography>{file ? `${file.name} · ${formatSize(file.size)}` : `${texts.roles[role]} : ${adminContentMessages.upload.none}`}</Typography>
                <FileUpload
                  label={texts.roles[role] ?? role}
                  accept={accepts[role]}
                  send={async (chosen, onProgress, signal) => {
                    const form = new FormData();
                    form.append('file', chosen);
                    await supportsApi.upload(support.id, role, form, { onProgress, signal });
                    await refresh();
                  }}
                />
                {file && (
                  <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void supportsApi.removeFile(support.id, role).then(refresh)}>
                    {`${adminContentMessages.upload.remove} (${texts.roles[role]})`}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      <ConfirmDeleteDialog deletion={deletion} text={texts.deleteText} />
    </AdminPage>
  );
}
