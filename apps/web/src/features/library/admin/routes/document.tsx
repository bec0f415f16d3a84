import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { AdminDocument, DocumentBody, documentBodySchema } from '@plateforme/shared/library/admin.schemas';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyInputResolver } from '../../../../lib/lazy-form-resolver.ts';
import { preloadOn, useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { adminDocumentsKey, documentsApi } from '../api/documents-api.ts';
import { documentTypeOptions } from '../components/document-types.ts';
import { FileUpload } from '../../../../components/admin/file-upload.tsx';
import { RecordScreen } from '../../../../components/admin/record-screen.tsx';
import { useConfirmedDelete } from '../../../../components/admin/use-confirmed-delete.ts';

const texts = adminContentMessages.documents;
// The question « Supprimer définitivement ? » and its dialog load when first asked.
const loadConfirmDelete = () => import('../../../../components/admin/confirm-delete-dialog.tsx');
const ConfirmDeleteDialog = lazy(() => loadConfirmDelete().then((module) => ({ default: module.ConfirmDeleteDialog })));
type Fields = { title: string; description: string; type: DocumentBody['type'] };
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['title', 'description', 'type'] as const;
const validation = lazyInputResolver<Fields, typeof documentBodySchema>(() =>
  import('@plateforme/shared/library/admin.schemas').then((module) => ({
    schema: module.documentBodySchema,
    toInput: (values: Fields) => values,
  })),
);
const fileErrorOf = (caught: unknown) => (isApiError(caught) ? caught.errors.file?.[0] : undefined);

/** /admin/documents/new and /admin/documents/:id: a document's fields and its file. */
export default function AdminDocumentScreen() {
  return (
    <RecordScreen
      listKey={adminDocumentsKey}
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
  const { register, control, handleSubmit, getValues, setError, formState } = useForm<Fields>({
    resolver: validation.resolver,
    defaultValues: {
      title: document?.title ?? '',
      description: document?.description ?? '',
      type: document?.type ?? 'various',
    },
  });
  const [fileError, setFileError] = useState<string | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: adminDocumentsKey });
  const refused = (caught: unknown) => {
    applyServerErrors(caught, setError, fields);
    setFileError(fileErrorOf(caught));
  };

  const save = handleSubmit(async (values) => {
    if (!document) return;
    try {
      await documentsApi.update(document.id, values);
      await refresh();
      showSnackbar(adminContentMessages.saved, 'success');
    } catch (caught) {
      refused(caught);
    }
  });

  const sendFile = async (file: File, onProgress: (sent: number, total: number) => void, signal: AbortSignal) => {
    const form = new FormData();
    if (!document) for (const [name, value] of Object.entries(getValues())) form.append(name, value);
    form.append('file', file);
    try {
      const saved = document
        ? await documentsApi.replaceFile(document.id, form, { onProgress, signal })
        : await documentsApi.create(form, { onProgress, signal });
      setFileError(undefined);
      await refresh();
      if (!document) navigate(`/admin/documents/${saved.id}`, { replace: true });
    } catch (caught) {
      refused(caught);
      throw caught;
    }
  };

  const deletion = useConfirmedDelete(document?.id, documentsApi.remove, refresh, '/admin/documents');
  const asked = useOpenedOnce(deletion.confirming);

  return (
    <AdminPage
      title={document ? texts.edit : texts.create}
      actions={
        <Link component={RouterLink} to="/admin/documents">
          {adminContentMessages.back}
        </Link>
      }
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => void save(event)}
        noValidate
        sx={{ maxWidth: 640 }}
        {...validation.preloadHandlers}
      >
        <TextInput label={texts.docTitle} required {...textInputProps(register, formState.errors, 'title')} />
        <TextInput
          label={texts.description}
          multiline
          minRows={3}
          {...textInputProps(register, formState.errors, 'description')}
        />
        <FormSelect control={control} name="type" label={texts.type} required options={documentTypeOptions} />
        {document && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {adminContentMessages.save}
            </Button>
            <Button color="error" onClick={deletion.ask} {...preloadOn(loadConfirmDelete)}>
              {adminContentMessages.delete}
            </Button>
          </Stack>
        )}
      </Stack>
      <Stack spacing={1} sx={{ maxWidth: 640 }}>
        {document?.file && <Typography>{`${document.file.name} · ${formatFileSize(document.file.size)}`}</Typography>}
        <FileUpload
          label={document ? texts.replace : texts.file}
          accept="application/pdf,.pdf"
          send={sendFile}
          error={fileError}
        />
      </Stack>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog deletion={deletion} text={texts.deleteText} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
