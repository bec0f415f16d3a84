import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-pro';
import { errorMessages } from '@plateforme/shared/messages/common';
import { Navigate, useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useProfile } from '../../../../lib/profile.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useWorkshop } from '../api/get-workshop.ts';
import { useUpdateWorkshop } from '../api/update-workshop.ts';
import { WorkshopEditForm } from '../components/workshop-edit-form.tsx';
import { canEditWorkshop } from '../hooks/can-edit-workshop.ts';

const TITLE = "Modifier l'atelier";
const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;

/** /pro/workshops/:id/edit (EditWorkshop, P2 §2): the pro's fields, « Enregistrer », then back to the workshop. */
export default function EditWorkshopPage() {
  const id = Number(useParams().id);
  const { data: profile } = useProfile();
  const query = useWorkshop(id);
  const update = useUpdateWorkshop();
  const navigate = useNavigate();
  const workshop = query.data?.data;

  if (isForbidden(query.error) || isForbidden(update.error)) return <Navigate to="/unauthorized" replace />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={TITLE}
        message={notFound ? errorMessages.notFound : messages.loadFailed}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  if (!workshop || !profile) return <PageLoader label={messages.loading} />;
  if (!canEditWorkshop(profile, workshop)) return <Navigate to="/unauthorized" replace />;

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{messages.editTitle(workshop.name ?? '')}</Typography>
        <WorkshopEditForm
          workshop={workshop}
          pending={update.isPending}
          onSubmit={async (data) => {
            await update.mutateAsync({ id: workshop.id, data });
            showSnackbar(messages.saved, 'success');
            await navigate(`/pro/workshops/${workshop.id}`);
          }}
        />
      </Stack>
    </CenteredCard>
  );
}
