import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SurveyQuestionsInput } from '@plateforme/shared/surveys/admin.schemas';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminRecordPending } from '../../../../components/admin/admin-record-pending.tsx';
import { useRecordId } from '../../../../components/admin/use-record-id.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useSurvey } from '../api/get-survey.ts';
import { usePublishSurveyVersion } from '../api/publish-survey-version.ts';
import { SurveyEditor } from '../components/survey-editor.tsx';
import { SurveyVersions } from '../components/survey-versions.tsx';

const backLink = (
  <Link component={RouterLink} to="/admin/surveys">
    {texts.backToList}
  </Link>
);

/** /admin/surveys/:id: the current questions to edit, published as a new version, and the past versions. */
export default function SurveyEditPage() {
  const { recordId: surveyId } = useRecordId();
  const survey = useSurvey(surveyId ?? -1);
  const publish = usePublishSurveyVersion();
  const [published, setPublished] = useState<number | null>(null);
  const publishedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (published !== null) publishedRef.current?.focus();
  }, [published]);

  const submit = async (input: SurveyQuestionsInput) => {
    const saved = await publish.mutateAsync({ id: surveyId ?? -1, input });
    showSnackbar(texts.published(saved.current_version), 'success');
    setPublished(saved.current_version);
  };

  if (survey.isError || !survey.data) {
    return (
      <AdminRecordPending
        title={texts.title}
        actions={backLink}
        query={survey}
        invalidId={surveyId === null}
        messages={texts}
      />
    );
  }
  const data = survey.data;
  return (
    <AdminPage title={texts.editTitle(data.title)} actions={backLink}>
      {published === null ? null : (
        <Alert severity="success" ref={publishedRef} tabIndex={-1}>
          {texts.published(published)}
        </Alert>
      )}
      <Typography>{texts.currentVersion(data.current_version)}</Typography>
      {/* A new version remounts the editor on its questions. */}
      <SurveyEditor key={`${data.id}-${data.current_version}`} questions={data.questions} onPublish={submit} />
      {/* A plain rule: MUI's Divider is a chunk of its own for one line. */}
      <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
      <SurveyVersions survey={data} />
    </AdminPage>
  );
}
