import Link from '@mui/material/Link';
import type { SurveyAdminRow } from '@plateforme/shared/surveys/admin.schemas';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { toAdminQuery, useAdminListParams } from '../../../../components/admin/use-admin-list-params.ts';
import { useSurveys } from '../api/get-surveys.ts';

const columns: AdminColumn<SurveyAdminRow>[] = [
  {
    key: 'title',
    header: texts.fields.title,
    sort: 'title',
    cell: (survey) => (
      <Link component={RouterLink} to={`/admin/surveys/${survey.id}`}>
        {survey.title}
      </Link>
    ),
  },
  { key: 'ref', header: texts.fields.ref, sort: 'ref', cell: (survey) => survey.ref },
  { key: 'version', header: texts.fields.current_version, cell: (survey) => survey.current_version },
  { key: 'questions', header: texts.fields.questions_count, cell: (survey) => survey.questions_count },
  { key: 'sessions', header: texts.fields.sessions_count, cell: (survey) => survey.sessions_count },
];

/** /admin/surveys: the questionnaires, each with its current version; a title opens the editor. */
export default function SurveysListPage() {
  const { params, update } = useAdminListParams({ sort: 'title' });
  const surveys = useSurveys(toAdminQuery(params));
  return (
    <AdminPage title={texts.title}>
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={surveys}
        rowKey={(survey) => survey.id}
        params={params}
        onParams={update}
      />
    </AdminPage>
  );
}
