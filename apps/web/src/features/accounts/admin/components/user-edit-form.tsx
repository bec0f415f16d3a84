import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { userRoles } from '@plateforme/shared/accounts/admin.rules';
import type {
  adminUserUpdateSchema,
  AdminUserDetail,
  AdminUserUpdate,
} from '@plateforme/shared/accounts/admin.schemas';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

const texts = adminUsersMessages.detail;
type Draft = z.input<typeof adminUserUpdateSchema>;
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['lastname', 'firstname', 'email', 'phone', 'role'] as const;
const roleOptions = userRoles.map((role) => ({ value: role, label: adminUsersMessages.roles[role] }));

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/admin.schemas').then((m) => m.adminUserUpdateSchema),
);

/** Names, e-mail, phone and role, checked with the API's own schema before sending. */
export function UserEditForm({ user }: { user: AdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const { register, control, handleSubmit, setError, formState } = useForm<Draft, unknown, AdminUserUpdate>({
    resolver: validation.resolver,
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone ?? '',
      role: user.role,
    },
  });
  const field = (name: Exclude<keyof Draft, 'role'>) => ({
    id: `user-${name}`,
    label: texts[name],
    ...textInputProps(register, formState.errors, name),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, phone: values.phone?.trim() || null });
      showSnackbar(adminMessages.saved, 'success');
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  });

  return (
    <Stack
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      spacing={2}
      aria-labelledby="identity-title"
      sx={{ maxWidth: 480 }}
      {...validation.preloadHandlers}
    >
      <TextInput required {...field('lastname')} />
      <TextInput required {...field('firstname')} />
      <TextInput required type="email" {...field('email')} />
      <TextInput type="tel" {...field('phone')} />
      <FormSelect control={control} name="role" label={texts.role} options={roleOptions} />
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending} aria-busy={update.isPending}>
          {texts.save}
        </Button>
      </div>
    </Stack>
  );
}
