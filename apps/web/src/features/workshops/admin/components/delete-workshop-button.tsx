import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useDeleteAdminWorkshop } from '../api/delete-workshop.ts';
import { confirmDialogPreload, LazyConfirmDialog } from '../../../../components/admin/lazy-confirm-dialog.tsx';

/** « Supprimer l’atelier » after a confirmation; a refusal (409: people took part) shows beside it. */
export function DeleteWorkshopButton({ workshopId }: { workshopId: number }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAdminWorkshop();
  const navigate = useNavigate();
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync(workshopId);
      setOpen(false);
      showSnackbar(answer.message || texts.deleted, 'success');
      void navigate('/admin/workshops');
    } catch (error) {
      setOpen(false);
      setRefusal(isApiError(error) ? error.message : errorMessages.generic);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {refusal ? (
        <Alert ref={refusalRef} tabIndex={-1} severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} {...confirmDialogPreload}>
        {texts.delete}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={texts.deleteTitle}
        text={texts.deleteText}
        confirmLabel={texts.confirmDelete}
        pending={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
