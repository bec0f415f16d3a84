import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findLegalTextProblem } from '@plateforme/shared/platform/legal-admin.rules';
import type { AdminLegalText } from '@plateforme/shared/platform/legal-admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import type { LegalText } from '@plateforme/shared/platform/legal.schemas';
import { adminSettingsMessages } from '@plateforme/shared/messages/platform-settings';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useAdminLegalTexts, usePreviewLegalText, useUpdateLegalText } from '../api/legal-texts.ts';

const texts = adminSettingsMessages.legalTexts;

// The preview's dialog and its modal machinery load with the first preview.
const LegalPreviewDialog = lazy(() =>
  import('./legal-preview-dialog.tsx').then((module) => ({ default: module.LegalPreviewDialog })),
);

/** The message to show under the text: the schema's, else the server's field message, else its general one. */
function fieldMessage(error: unknown): string {
  if (isApiError(error)) return error.errors.content?.[0] ?? error.message;
  return texts.previewFailed;
}

/** One page's text: edited whole, previewed as the public page shows it, then saved. */
function LegalTextForm({ text }: { text: AdminLegalText }) {
  const [content, setContent] = useState(text.content);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<LegalText | null>(null);
  // TextInput types its ref as an input's; multiline, it is the textarea, focused the same way.
  const input = useRef<HTMLInputElement | null>(null);
  const save = useUpdateLegalText();
  const previewer = usePreviewLegalText();
  const previewOpened = useOpenedOnce(preview !== null);

  const checked = () => {
    const problem = findLegalTextProblem(content);
    if (problem === null) return content.trim();
    setError(problem);
    input.current?.focus();
    return null;
  };
  const refused = (failure: unknown) => {
    setError(fieldMessage(failure));
    input.current?.focus();
  };
  const onPreview = () => {
    const draft = checked();
    if (draft !== null)
      previewer.mutate({ slug: text.slug, content: draft }, { onSuccess: setPreview, onError: refused });
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const draft = checked();
    if (draft !== null)
      save.mutate(
        { slug: text.slug, content: draft },
        { onSuccess: () => showSnackbar(texts.saved, 'success'), onError: refused },
      );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave}>
      <Typography color="text.secondary">{texts.updatedAt(formatDate(text.updated_at))}</Typography>
      <TextInput
        label={`${texts.content} : ${text.title}`}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setError(undefined);
        }}
        error={error}
        inputRef={input}
        multiline
        minRows={12}
        maxRows={30}
        required
        reserveHelperLine
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={onPreview} disabled={previewer.isPending} aria-busy={previewer.isPending}>
          {texts.preview}
        </Button>
        <SubmitButton pending={save.isPending} pendingLabel={adminSettingsMessages.saving}>
          {texts.save}
        </SubmitButton>
      </Stack>
      {previewOpened ? (
        <Suspense fallback={null}>
          <LegalPreviewDialog preview={preview} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The five legal texts, one at a time (ADR 070). */
export function LegalTextsEditor() {
  const query = useAdminLegalTexts();
  const [slug, setSlug] = useState<string>('mentions-legales');
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2.5}>
      <Typography id={headingId} variant="h2">
        {texts.title}
      </Typography>
      <Typography color="text.secondary">{texts.intro}</Typography>
      <QueryState query={query} errorMessage={texts.loadFailed} loadingLabel={texts.loading}>
        {(list) => {
          const current = list.find((item) => item.slug === slug) ?? list[0];
          return (
            <>
              <SelectField
                label={texts.page}
                name="legal-page"
                value={current?.slug ?? ''}
                options={list.map((item) => ({ value: item.slug, label: item.title }))}
                onChange={setSlug}
                fullWidth
              />
              {current && <LegalTextForm key={`${current.slug}-${current.updated_at}`} text={current} />}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
