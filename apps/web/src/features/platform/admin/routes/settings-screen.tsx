import Typography from '@mui/material/Typography';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminSettingsMessages as messages } from '@plateforme/shared/messages/platform-settings';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { useUpdateAdminSettings } from '../api/update-settings.ts';
import { LegalTextsEditor } from '../components/legal-texts-editor.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

/** /admin/settings: amounts, payment contact, the identity on tax receipts, the legal details and texts, the companion's address (issue #16, ADR 044, 070). */
export default function SettingsScreen() {
  const query = useAdminSettings();
  const update = useUpdateAdminSettings();
  return (
    <AdminPage title={messages.title}>
      <Typography color="text.secondary">{messages.intro}</Typography>
      <QueryState query={query} errorMessage={messages.loadFailed} loadingLabel={messages.loading}>
        {({ data: settings }) => (
          <SettingsForm
            values={settings}
            pending={update.isPending}
            onSubmit={async (data) => {
              const answer = await update.mutateAsync(data);
              showSnackbar(adminMessages.saved, 'success');
              return answer.data;
            }}
          />
        )}
      </QueryState>
      <LegalTextsEditor />
    </AdminPage>
  );
}
