import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSupport, supportBodySchema } from '@plateforme/shared/supports/admin.schemas';
import { supportAttachmentRoles } from '@plateforme/shared/supports/supports.rules';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyInputResolver } from '../../../../lib/lazy-form-resolver.ts';
import { preloadOn, useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { adminSupportsKey, supportsApi } from '../api/supports-api.ts';
import { FileUpload } from '../../../../components/admin/file-upload.tsx';
import { RecordScreen } from '../../../../components/admin/record-screen.tsx';
import { useConfirmedDelete } from '../../../../components/admin/use-confirmed-delete.ts';

const texts = adminContentMessages.supports;
// The question « Supprimer définitivement ? » and its dialog load when first asked.
const loadConfirmDelete = () => import('../../../../components/admin/confirm-delete-dialog.tsx');
const ConfirmDeleteDialog = lazy(() => loadConfirmDelete().then((module) => ({ default: module.ConfirmDeleteDialog })));
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
const toBody = (draft: SupportDraft) => ({
  ...draft,
  sequence: draft.sequence.trim() === '' ? Number.NaN : Number(draft.sequence),
});
const validation = lazyInputResolver<SupportDraft, typeof supportBodySchema>(() =>
  import('@plateforme/shared/supports/admin.schemas').then((module) => ({
    schema: module.supportBodySchema,
    toInput: toBody,
  })),
);
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['sequence', 'support_type', 'shared_with_licence_pros'] as const;
const typeOptions = Object.entries(texts.types).map(([value, label]) => ({ value, label }));

function SupportForm({ support }: { support?: AdminSupport }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { register, control, handleSubmit, setError, formState } = useForm<SupportDraft>({
    resolver: validation.resolver,
    defaultValues: {
      sequence: String(support?.sequence ?? ''),
      support_type: support?.support_type ?? 'classique',
      shared_with_licence_pros: support?.shared_with_licence_pros ?? false,
    },
  });
  const refresh = () => client.invalidateQueries({ queryKey: adminSupportsKey });

  const save = handleSubmit(async (draft) => {
    // Checked by the schema already: the draft as the API's body.
    const body = toBody(draft);
    try {
      const saved = support ? await supportsApi.update(support.id, body) : await supportsApi.create(body);
      await refresh();
      showSnackbar(adminContentMessages.saved, 'success');
      if (!support) navigate(`/admin/supports/${saved.id}`, { replace: true });
    } catch (caught) {
      const outcome = applyServerErrors(caught, setError, fields);
      if (outcome.placed === 0)
        showSnackbar(isApiError(caught) ? caught.message : adminContentMessages.upload.failed, 'error');
    }
  });

  const deletion = useConfirmedDelete(support?.id, supportsApi.remove, refresh, '/admin/supports');
  const asked = useOpenedOnce(deletion.confirming);

  const title = support ? texts.edit(support.sequence, texts.types[support.support_type] ?? '') : texts.create;
  return (
    <AdminPage
      title={title}
      actions={
        <Link component={RouterLink} to="/admin/supports">
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
        <TextInput
          label={texts.sequence}
          type="number"
          required
          inputProps={{ min: 1 }}
          {...textInputProps(register, formState.errors, 'sequence')}
        />
        <FormSelect control={control} name="support_type" label={texts.supportType} required options={typeOptions} />
        <FormCheckbox control={control} name="shared_with_licence_pros" label={texts.shared} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {adminContentMessages.save}
          </Button>
          {support && (
            <Button color="error" onClick={deletion.ask} {...preloadOn(loadConfirmDelete)}>
              {adminContentMessages.delete}
            </Button>
          )}
        </Stack>
      </Stack>
      {support && (
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
      )}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog deletion={deletion} text={texts.deleteText} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
