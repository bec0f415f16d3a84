import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminDocument, DocumentBody, documentBodySchema } from '@plateforme/shared/library/admin.schemas';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminRecordForm } from '../../../../components/admin/admin-record-form.tsx';
import { FileUpload } from '../../../../components/admin/file-upload.tsx';
import { RecordScreen } from '../../../../components/admin/record-screen.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { adminDocumentsKey, documentsApi } from '../api/documents-api.ts';
import { documentTypeOptions } from '../components/document-types.ts';

const texts = adminContentMessages.documents;
type Fields = { title: string; description: string; type: DocumentBody['type'] };
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['title', 'description', 'type'] as const;
const validation = lazyCheck<Fields, typeof documentBodySchema>(() =>
  import('@plateforme/shared/library/admin.schemas').then((module) => module.documentBodySchema),
);

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
  const refresh = () => client.invalidateQueries({ queryKey: adminDocumentsKey });
  const form = useCheckedForm({
    initial: (): Fields => ({
      title: document?.title ?? '',
      description: document?.description ?? '',
      type: document?.type ?? 'various',
    }),
    validation,
    onValid: async (checked) => {
      if (!document) return;
      await documentsApi.update(document.id, checked);
      await refresh();
      showSnackbar(adminContentMessages.saved, 'success');
    },
  });
  const [fileError, setFileError] = useState<string | undefined>();

  // A new document is created with its file: the fields go with it, and the server's messages under them.
  const sendFile = async (file: File, onProgress: (sent: number, total: number) => void, signal: AbortSignal) => {
    const body = new FormData();
    if (!document) for (const [name, value] of Object.entries(form.values)) body.append(name, value);
    body.append('file', file);
    try {
      const saved = document
        ? await documentsApi.replaceFile(document.id, body, { onProgress, signal })
        : await documentsApi.create(body, { onProgress, signal });
      setFileError(undefined);
      await refresh();
      if (!document) navigate(`/admin/documents/${saved.id}`, { replace: true });
    } catch (caught) {
      const errors = isApiError(caught) ? caught.errors : {};
      const wrong = fields.filter((path) => errors[path]?.[0]);
      wrong.forEach((path, index) => form.setError(path, errors[path]?.[0] ?? '', { focus: index === 0 }));
      setFileError(errors.file?.[0]);
      throw caught;
    }
  };

  return (
    <AdminRecordForm
      title={document ? texts.edit : texts.create}
      listPath="/admin/documents"
      recordId={document?.id}
      remove={documentsApi.remove}
      refresh={refresh}
      deleteText={texts.deleteText}
      form={form}
      savable={Boolean(document)}
      files={
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          {document?.file && <Typography>{`${document.file.name} · ${formatFileSize(document.file.size)}`}</Typography>}
          <FileUpload
            label={document ? texts.replace : texts.file}
            accept="application/pdf,.pdf"
            send={sendFile}
            error={fileError}
          />
        </Stack>
      }
    >
      <TextInput label={texts.docTitle} required {...form.field('title')} />
      <TextInput label={texts.description} multiline minRows={3} {...form.field('description')} />
      <SelectField label={texts.type} required options={documentTypeOptions} {...form.field('type')} />
    </AdminRecordForm>
  );
}
