import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { invitationInputSchema } from '@plateforme/shared/accounts/admin.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useCreateInvitation } from '../api/invitations.ts';
import { emptyStatus, toStatusInput, type ProStatusDraft } from './pro-status-draft.ts';
import { ProStatusFields } from './pro-status-fields.tsx';

const texts = adminUsersMessages.invitations;
const roleOptions = [
  { value: 'pro', label: adminUsersMessages.roles.pro },
  { value: 'user', label: adminUsersMessages.roles.user },
];

type Draft = {
  email: string;
  firstname: string;
  lastname: string;
  role: 'user' | 'pro';
  with_status: boolean;
  pro_status: ProStatusDraft;
};
const blank: Draft = {
  email: '',
  firstname: '',
  lastname: '',
  role: 'pro',
  with_status: false,
  pro_status: emptyStatus,
};

/** What the API receives: the status only for a pro whose status box is ticked. */
const toInvitation = ({ with_status: withStatus, pro_status: status, ...person }: Draft) => ({
  ...person,
  pro_status: person.role === 'pro' && withStatus ? toStatusInput(status) : null,
});
const validation = lazyCheck<Draft, typeof invitationInputSchema>(
  () => import('@plateforme/shared/accounts/admin.schemas').then((m) => m.invitationInputSchema),
  toInvitation,
);

/** « Inviter »: a member or a pro (with a status if wanted) receives the link to finish their account. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      {/* A new form at each opening and closing: a field left as the focus goes back to the button touches none. */}
      <InviteForm key={String(open)} onClose={onClose} />
    </Dialog>
  );
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const invite = useCreateInvitation();
  const form = useCheckedForm({
    initial: blank,
    validation,
    onValid: async (invitation) => {
      const sent = await invite.mutateAsync(invitation);
      showSnackbar(texts.sent(sent.email), 'success');
      onClose();
    },
  });
  const { role, with_status: withStatus } = form.values;
  const text = (name: 'email' | 'firstname' | 'lastname') => ({
    id: `invite-${name}`,
    label: texts[name],
    required: true,
    ...form.field(name),
  });
  return (
    <form {...form.formProps}>
      <DialogTitle id="invite-title">{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput {...text('lastname')} />
          <TextInput {...text('firstname')} />
          <TextInput type="email" {...text('email')} />
          <SelectField label={texts.role} options={roleOptions} {...form.field('role')} />
          {role === 'pro' && <CheckboxField label={texts.withStatus} {...form.checkbox('with_status')} />}
          {role === 'pro' && withStatus && <ProStatusFields form={form} prefix="pro_status." />}
        </Stack>
      </DialogContent>
      <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={onClose} pending={invite.isPending}>
        {texts.send}
      </DialogFormActions>
    </form>
  );
}
