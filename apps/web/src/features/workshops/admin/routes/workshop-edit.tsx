import Link from '@mui/material/Link';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminRecordPending } from '../../../../components/admin/admin-record-pending.tsx';
import { useRecordId } from '../../../../components/admin/use-record-id.ts';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useAdminWorkshop } from '../api/get-workshop.ts';
import { useSaveAdminWorkshop } from '../api/save-workshop.ts';
import type { GeocodingMeta } from '../components/geocoding-alert.tsx';
import { WorkshopForm } from '../components/workshop-form.tsx';

// A saved workshop's sections load beside its record, and never for a new one.
const loadSections = () => import('../components/workshop-record-sections.tsx');
const WorkshopRecordSections = lazy(loadSections);

const backLink = (
  <Link component={RouterLink} to="/admin/workshops">
    {texts.title}
  </Link>
);

/** /admin/workshops/new and /admin/workshops/:id: every field, then the substitutions and the deletion. */
export default function WorkshopEditPage() {
  const { isNew, recordId: workshopId } = useRecordId();
  const workshop = useAdminWorkshop(isNew ? null : (workshopId ?? -1));
  const save = useSaveAdminWorkshop();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isNew) void loadSections();
  }, [isNew]);
  // Using the form (a focus, a touch) is reaching what lies under it too: it loads then.
  const [formUsed, setFormUsed] = useState(false);
  const whenUsed = { onFocus: () => setFormUsed(true), onPointerDown: () => setFormUsed(true) };
  // After a creation the edit screen shows what the geocoder said (the form is a new one there).
  // Read once, then dropped from the history entry so a reload does not show it again.
  const { state, pathname } = useLocation() as { state: { geocoding?: GeocodingMeta } | null; pathname: string };
  // The same screen goes on from /new to /:id without remounting: keep the answer when it comes.
  const [createdGeocoding, setCreatedGeocoding] = useState<GeocodingMeta | null>(state?.geocoding ?? null);
  if (state?.geocoding && state.geocoding !== createdGeocoding) setCreatedGeocoding(state.geocoding);
  useEffect(() => {
    if (state?.geocoding) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);

  const submit = async (body: Record<string, unknown>) => {
    const saved = await save.mutateAsync({ id: isNew ? null : workshopId, body });
    showSnackbar(texts.saved, 'success');
    if (isNew) {
      const geocoding: GeocodingMeta = { ...saved.meta, lat: saved.data.lat, lng: saved.data.lng };
      void navigate(`/admin/workshops/${saved.data.id}`, { replace: true, state: { geocoding } });
    }
    return saved;
  };

  if (isNew) {
    return (
      <AdminPage title={texts.newTitle} actions={backLink}>
        <WorkshopForm workshop={null} geocoding={null} onSubmit={submit} />
      </AdminPage>
    );
  }
  if (workshop.isError || workshopId === null || !workshop.data) {
    const messages = { notFound: errorMessages.notFound, loadFailed: texts.loadFailed, loading: texts.editTitle };
    return (
      <AdminRecordPending
        title={texts.editTitle}
        actions={backLink}
        query={workshop}
        invalidId={workshopId === null}
        messages={messages}
      />
    );
  }
  return (
    <AdminPage
      title={texts.editTitle}
      // The sessions' own section offers « Ajouter une séance » and the cycle (ADR 083).
      actions={backLink}
    >
      <div {...whenUsed}>
        <WorkshopForm key={workshopId} workshop={workshop.data} geocoding={createdGeocoding} onSubmit={submit} />
      </div>
      <Suspense fallback={<PageLoader />}>
        <WorkshopRecordSections workshopId={workshopId} formUsed={formUsed} />
      </Suspense>
    </AdminPage>
  );
}
