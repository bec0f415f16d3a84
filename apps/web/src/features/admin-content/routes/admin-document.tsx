import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { AdminDocument } from '@plateforme/shared/admin/content.schemas';
import { adminContentMessages } from '@plateforme/shared/messages/admin-content';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { contentKeys, documentsApi, formatSize } from '../api/content-api.ts';
import { documentTypeOptions } from '../components/document-types.ts';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { FileUpload } from '../components/file-upload.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete.ts';

const texts = adminContentMessages.documents;
type Fields = { title: string; description: string; type: string };
type Errors = Partial<Record<keyof Fields | 'file', string>>;

const errorsOf = (caught: unknown): Errors =>
  isApiError(caught) ? Object.fromEntries(Object.entries(caught.errors).map(([field, messages]) => [field, messages[0]])) : {};

/** /admin/documents/new and /admin/documents/:id: a document's fields and its file. */
export default function AdminDocumentScreen() {
  return (
    <RecordScreen
      listKey={contentKeys.documents}
      get={documentsApi.get}
      title={texts.edit}
      notFound={texts.notFound}
      form={(document) => <DocumentForm key={document?.id} document={document} />}
    />
  );
}

function DocumentForm({ document }: { document?: AdminDocument }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [fields, setFields] = useState<Fields>({ title: document?.title ?? '', description: document?.description ?? '', type: document?.type ?? 'various' });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.documents });

  const field = (name: keyof Fields) => ({
    value: fields[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!document) return;
    setSaving(true);
    try {
      await documentsApi.update(document.id, fields);
      setErrors({});
      await refresh();
      showSnackbar(adminContentMessages.saved, 'success');
    } catch (caught) {
      setErrors(errorsOf(caught));
    } finally {
      setSaving(false);
    }
  };

  const sendFile = async (file: File, onProgress: (sent: number, total: number) => void, signal: AbortSignal) => {
    const form = new FormData();
    if (!document) for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    try {
      const saved = document ? await documentsApi.replaceFile(document.id, form, { onProgress, signal }) : await documentsApi.create(form, { onProgress, signal });
      setErrors({});
      await refresh();
      if (!document) navigate(`/admin/documents/${saved.id}`, { replace: true });
    } catch (caught) {
      setErrors(errorsOf(caught));
      throw caught;
    }
  };

  const deletion = useConfirmedDelete(document?.id, documentsApi.remove, refresh, '/admin/documents');

  return (
    <AdminPage title={document ? texts.edit : texts.create} actions={<Link component={RouterLink} to="/admin/documents">{adminContentMessages.back}</Link>}>
      <Stack component="form" spacing={2} onSubmit={(event) => void save(event)} noValidate sx={{ maxWidth: 640 }}>
        <TextField label={texts.docTitle} required {...field('title')} />
        <TextField label={texts.description} multiline minRows={3} {...field('description')} />
        <TextField select label={texts.type} required {...field('type')}>
          {documentTypeOptions.map((option) => <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>)}
        </TextField>
        {document && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={saving}>{adminContentMessages.save}</Button>
            <Button color="error" onClick={deletion.ask}>{adminContentMessages.delete}</Button>
          </Stack>
        )}
      </Stack>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        {document?.file && <Typography>{`${document.file.name} · ${formatSize(document.file.size)}`}</Typography>}
        <FileUpload label={document ? texts.replace : texts.file} accept="application/pdf,.pdf" send={sendFile} error={errors.file} />
      </Stack>
      <ConfirmDeleteDialog deletion={deletion} text={texts.deleteText} />
    </AdminPage>
  );
}
