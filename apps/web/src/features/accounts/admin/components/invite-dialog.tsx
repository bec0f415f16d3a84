import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { invitationInputSchema } from '@plateforme/shared/accounts/admin.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { useForm, useWatch } from 'react-hook-form';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { inputResolver } from '../../../../lib/zod-resolver.ts';
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
/** In the form's order: the first field the server refuses gets the focus. */
const fields = [
  'lastname',
  'firstname',
  'email',
  'role',
  'pro_status.type',
  'pro_status.start',
  'pro_status.end',
  'pro_status.is_blocked',
] as const;

/** What the API receives: the status only for a pro whose status box is ticked. */
const toInvitation = ({ with_status: withStatus, pro_status: status, ...person }: Draft) => ({
  ...person,
  pro_status: person.role === 'pro' && withStatus ? toStatusInput(status) : null,
});
const resolver = inputResolver<Draft, typeof invitationInputSchema>(invitationInputSchema, toInvitation);

/** « Inviter »: a member or a pro (with a status if wanted) receives the link to finish their account. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useCreateInvitation();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Draft>({
    resolver,
    defaultValues: blank,
  });
  const [role, withStatus] = useWatch({ control, name: ['role', 'with_status'] });
  const text = (name: 'email' | 'firstname' | 'lastname') => ({
    id: `invite-${name}`,
    label: texts[name],
    required: true,
    ...textInputProps(register, formState.errors, name),
  });

  const close = () => {
    reset(blank);
    onClose();
  };
  const submit = handleSubmit(async (draft) => {
    try {
      const sent = await invite.mutateAsync(invitationInputSchema.parse(toInvitation(draft)));
      showSnackbar(texts.sent(sent.email), 'success');
      close();
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="invite-title">{texts.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput {...text('lastname')} />
            <TextInput {...text('firstname')} />
            <TextInput type="email" {...text('email')} />
            <FormSelect control={control} name="role" label={texts.role} options={roleOptions} />
            {role === 'pro' && <FormCheckbox control={control} name="with_status" label={texts.withStatus} />}
            {role === 'pro' && withStatus && <ProStatusFields control={control} prefix="pro_status." />}
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={close} pending={invite.isPending}>
          {texts.send}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
