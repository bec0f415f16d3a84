import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerAdmin, PartnerAdminInput } from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminRecordPending } from '../../../../components/admin/admin-record-pending.tsx';
import { useRecordId } from '../../../../components/admin/use-record-id.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { usePartner } from '../api/get-partner.ts';
import { useSavePartner } from '../api/save-partner.ts';
import { useSetPartnerActive } from '../api/set-partner-active.ts';
import { PartnerCodeBlock } from '../components/partner-code-block.tsx';
import { PartnerForm } from '../components/partner-form.tsx';
import { PartnerLogoField } from '../components/partner-logo-field.tsx';

// A plain rule between the page's parts: MUI's Divider is a module of its own for the same <hr>.
const Rule = () => (
  <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }} />
);

const backLink = (
  <Link component={RouterLink} to="/admin/partners">
    {texts.backToList}
  </Link>
);

/** /admin/partners/new and /admin/partners/:id: the partner's fields, then its logo, code and state. */
export default function PartnerEditPage() {
  const { isNew, recordId: partnerId } = useRecordId();
  const partner = usePartner(isNew ? null : (partnerId ?? -1));
  const save = useSavePartner();
  const navigate = useNavigate();

  const submit = async (input: PartnerAdminInput) => {
    const saved = await save.mutateAsync({ id: isNew ? null : partnerId, input });
    showSnackbar(isNew ? texts.created : texts.saved, 'success');
    if (isNew) void navigate(`/admin/partners/${saved.id}`, { replace: true });
  };

  if (isNew) {
    return (
      <AdminPage title={texts.newTitle} actions={backLink}>
        <PartnerForm partner={null} onSubmit={submit} />
        <Typography>{texts.saveFirst}</Typography>
      </AdminPage>
    );
  }
  if (partner.isError || !partner.data) {
    return (
      <AdminRecordPending
        title={texts.title}
        actions={backLink}
        query={partner}
        invalidId={partnerId === null}
        messages={texts}
      />
    );
  }
  return (
    <AdminPage
      title={texts.editTitle(partner.data.name)}
      actions={
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* The reconciliation of this partner's reduced price (ADR 049), this year by default. */}
          <Link component={RouterLink} to={`/admin/payments/partners/${partner.data.id}`}>
            {texts.discountedPayments}
          </Link>
          {backLink}
        </Stack>
      }
    >
      <PartnerForm key={partner.data.id} partner={partner.data} onSubmit={submit} />
      <Rule />
      <PartnerLogoField partner={partner.data} />
      <Rule />
      <PartnerCodeBlock partner={partner.data} />
      <Rule />
      <PartnerStatus partner={partner.data} />
    </AdminPage>
  );
}

function PartnerStatus({ partner }: { partner: PartnerAdmin }) {
  const setActive = useSetPartnerActive();
  const toggle = async () => {
    const updated = await setActive.mutateAsync({ id: partner.id, active: !partner.active });
    showSnackbar(updated.active ? texts.reactivated : texts.deactivated, 'success');
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography role="status">{texts.status(partner.active)}</Typography>
      <Button
        variant="outlined"
        color={partner.active ? 'error' : 'primary'}
        onClick={() => void toggle().catch(() => undefined)}
        disabled={setActive.isPending}
      >
        {partner.active ? texts.deactivate : texts.reactivate}
      </Button>
    </Stack>
  );
}
