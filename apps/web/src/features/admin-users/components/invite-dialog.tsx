import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { invitationInputSchema } from '@plateforme/shared/admin/admin-users.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';
import { useRef, useState, type FormEvent } from 'react';
import { DialogFormActions } from '../../../components/admin/dialog-form-actions.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCreateInvitation } from '../api/invitations.ts';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../hooks/field-errors.ts';
import { emptyStatus, ProStatusFields, toStatusInput, type ProStatusDraft } from './pro-status-fields.tsx';

const texts = adminUsersMessages.invitations;
const blank = { email: '', firstname: '', lastname: '', role: 'pro' as 'user' | 'pro' };

/** « Inviter »: a member or a pro (with a status if wanted) receives the link to finish their account. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [person, setPerson] = useState(blank);
  const [withStatus, setWithStatus] = useState(false);
  const [status, setStatus] = useState<ProStatusDraft>(emptyStatus);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const invite = useCreateInvitation();

  const close = () => {
    setPerson(blank);
    setWithStatus(false);
    setStatus(emptyStatus);
    setErrors({});
    onClose();
  };
  const fail = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationInputSchema.safeParse({ ...person, pro_status: person.role === 'pro' && withStatus ? toStatusInput(status) : null });
    if (!parsed.success) return fail(zodFieldErrors(parsed.error));
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        showSnackbar(texts.sent(sent.email), 'success');
        close();
      },
      onError: (error) => fail(serverFieldErrors(error)),
    });
  };
  const field = (name: 'email' | 'firstname' | 'lastname', type = 'text') => (
    <TextField
      id={`invite-${name}`}
      label={texts[name]}
      type={type}
      required
      size="small"
      value={person[name]}
      onChange={(event) => setPerson({ ...person, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );
  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <form ref={form} onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">{texts.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('lastname')}
            {field('firstname')}
            {field('email', 'email')}
            <TextField
              id="invite-role"
              select
              size="small"
              label={texts.role}
              value={person.role}
              onChange={(event) => setPerson({ ...person, role: event.target.value as 'user' | 'pro' })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="pro">{adminUsersMessages.roles.pro}</option>
              <option value="user">{adminUsersMessages.roles.user}</option>
            </TextField>
            {person.role === 'pro' && (
              <FormControlLabel control={<Checkbox checked={withStatus} onChange={(event) => setWithStatus(event.target.checked)} />} label={texts.withStatus} />
            )}
            {person.role === 'pro' && withStatus && <ProStatusFields idPrefix="invite-status" value={status} onChange={setStatus} errors={errors} prefix="pro_status." />}
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={close} pending={invite.isPending}>
          {texts.send}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
