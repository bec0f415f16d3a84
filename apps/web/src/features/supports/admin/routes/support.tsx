import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSupport, supportBodySchema } from '@plateforme/shared/supports/admin.schemas';
import { supportAttachmentRoles } from '@plateforme/shared/supports/supports.rules';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AdminRecordForm } from '../../../../components/admin/admin-record-form.tsx';
import { FileUpload } from '../../../../components/admin/file-upload.tsx';
import { RecordScreen } from '../../../../components/admin/record-screen.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { adminSupportsKey, supportsApi } from '../api/supports-api.ts';

const texts = adminContentMessages.supports;
const accepts = {
  pro_attachment: 'application/zip,.zip',
  user_attachment: 'application/pdf,.pdf',
  guide_attachment: 'application/pdf,.pdf,application/zip,.zip',
};

/** /admin/supports/new and /admin/supports/:id: a support's programme, sequence, sharing and files. */
export default function AdminSupportScreen() {
  return (
    <RecordScreen
      listKey={adminSupportsKey}
      get={supportsApi.get}
      title={texts.title}
      notFound={texts.notFound}
      form={(support) => <SupportForm key={support?.updated_at} support={support} />}
    />
  );
}

type SupportDraft = { sequence: string; support_type: AdminSupport['support_type']; shared_with_licence_pros: boolean };
const validation = lazyCheck<SupportDraft, typeof supportBodySchema>(
  () => import('@plateforme/shared/supports/admin.schemas').then((module) => module.supportBodySchema),
  (draft) => ({ ...draft, sequence: draft.sequence.trim() === '' ? Number.NaN : Number(draft.sequence) }),
);
const typeOptions = Object.entries(texts.types).map(([value, label]) => ({ value, label }));

function SupportForm({ support }: { support?: AdminSupport }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminSupportsKey });
  const form = useCheckedForm({
    initial: (): SupportDraft => ({
      sequence: String(support?.sequence ?? ''),
      support_type: support?.support_type ?? 'classique',
      shared_with_licence_pros: support?.shared_with_licence_pros ?? false,
    }),
    validation,
    onValid: async (body) => {
      try {
        const saved = support ? await supportsApi.update(support.id, body) : await supportsApi.create(body);
        await refresh();
        showSnackbar(adminContentMessages.saved, 'success');
        if (!support) navigate(`/admin/supports/${saved.id}`, { replace: true });
      } catch (caught) {
        // The API's refusals go under their fields; anything else keeps a French message, not its own.
        if (isApiError(caught)) throw caught;
        showSnackbar(adminContentMessages.upload.failed, 'error');
      }
    },
  });

  return (
    <AdminRecordForm
      title={support ? texts.edit(support.sequence, texts.types[support.support_type] ?? '') : texts.create}
      listPath="/admin/supports"
      recordId={support?.id}
      remove={supportsApi.remove}
      refresh={refresh}
      deleteText={texts.deleteText}
      form={form}
      files={support && <SupportFiles support={support} refresh={refresh} />}
    >
      <TextInput label={texts.sequence} type="number" required inputProps={{ min: 1 }} {...form.field('sequence')} />
      <SelectField label={texts.supportType} required options={typeOptions} {...form.field('support_type')} />
      <CheckboxField label={texts.shared} {...form.checkbox('shared_with_licence_pros')} />
    </AdminRecordForm>
  );
}

/** The support's three files, each sent, replaced or removed on its own. */
function SupportFiles({ support, refresh }: { support: AdminSupport; refresh: () => Promise<unknown> }) {
  return (
    <Stack component="section" spacing={3} aria-labelledby="support-files" sx={{ maxWidth: 640 }}>
      <Typography variant="h2" id="support-files">
        {texts.files}
      </Typography>
      {supportAttachmentRoles.map((role) => {
        const file = support[role];
        return (
          <Stack key={role} spacing={1}>
            <Typography>
              {file
                ? `${file.name} · ${formatFileSize(file.size)}`
                : `${texts.roles[role]} : ${adminContentMessages.upload.none}`}
            </Typography>
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
              <Button
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => void supportsApi.removeFile(support.id, role).then(refresh)}
              >
                {`${adminContentMessages.upload.remove} (${texts.roles[role]})`}
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
