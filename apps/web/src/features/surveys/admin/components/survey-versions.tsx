import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SurveyAdmin, SurveyAdminQuestion } from '@plateforme/shared/surveys/admin.schemas';
import { adminPartnersMessages } from '@plateforme/shared/messages/registration-admin';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { useEffect, useId, useRef, useState } from 'react';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { useSurveyVersion } from '../api/get-survey-version.ts';

const text = texts.versions;
const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
    : '—';

/** The versions of a questionnaire, newest first; a past one opens read only below the table. */
export function SurveyVersions({ survey }: { survey: SurveyAdmin }) {
  const [shown, setShown] = useState<number | null>(null);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.4rem' }}>
        {text.heading}
      </Typography>
      <PlainTable
        caption={text.caption}
        captionHidden
        headers={[text.version, text.publishedAt, text.publishedBy, texts.fields.questions_count, text.sessions, null]}
      >
        {survey.versions.map((row) => (
          <TableRow key={row.version}>
            <TableCell component="th" scope="row">
              {row.version === survey.current_version ? `${row.version} (${text.current})` : row.version}
            </TableCell>
            <TableCell>{formatDate(row.published_at)}</TableCell>
            <TableCell>{row.published_by ?? '—'}</TableCell>
            <TableCell>{row.questions_count}</TableCell>
            <TableCell>{row.sessions_count}</TableCell>
            <TableCell>
              {row.version === survey.current_version ? null : (
                <Button size="small" onClick={() => setShown(row.version)} aria-expanded={shown === row.version}>
                  {text.show(row.version)}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </PlainTable>
      {shown === null ? null : (
        <PastVersion key={shown} surveyId={survey.id} version={shown} onClose={() => setShown(null)} />
      )}
    </Stack>
  );
}

function PastVersion({ surveyId, version, onClose }: { surveyId: number; version: number; onClose: () => void }) {
  const query = useSurveyVersion(surveyId, version);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack
      component="section"
      aria-label={text.readOnly(version)}
      spacing={2}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h3" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.2rem' }}>
          {text.readOnly(version)}
        </Typography>
        <Button onClick={onClose}>{text.hide}</Button>
      </Stack>
      <QueryState query={query} errorMessage={texts.loadFailed} loadingLabel={texts.loading}>
        {({ questions }) => (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {questions.map((question) => (
              <ReadOnlyQuestion key={question.id} question={question} />
            ))}
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}

function ReadOnlyQuestion({ question }: { question: SurveyAdminQuestion }) {
  const details = [
    texts.types[question.type],
    question.partner_support_type ? adminPartnersMessages.supportTypes[question.partner_support_type] : null,
    question.is_required ? text.required : null,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 700 }}>{question.label}</Typography>
      <Typography variant="body2">{details.join(' · ')}</Typography>
      {question.choices.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {question.choices.map((choice) => (
            <Typography component="li" variant="body2" key={choice.value}>
              {choice.label}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
