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
import type { z } from 'zod';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

const texts = adminUsersMessages.detail;
type Draft = z.input<typeof adminUserUpdateSchema>;
const roleOptions = userRoles.map((role) => ({ value: role, label: adminUsersMessages.roles[role] }));

const validation = lazyCheck<Draft, typeof adminUserUpdateSchema>(() =>
  import('@plateforme/shared/accounts/admin.schemas').then((m) => m.adminUserUpdateSchema),
);

/**
 * Names, e-mail, phone and role, checked with the API's own schema before sending; zod loads
 * at the form's first use, as in every form.
 */
export function UserEditForm({ user }: { user: AdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const form = useCheckedForm({
    initial: (): Draft => ({
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone ?? '',
      role: user.role,
    }),
    validation,
    onValid: async (checked: AdminUserUpdate) => {
      await update.mutateAsync({ ...checked, phone: checked.phone?.trim() || null });
      showSnackbar(adminMessages.saved, 'success');
    },
  });
  const field = (name: 'lastname' | 'firstname' | 'email' | 'phone') => ({
    id: `user-${name}`,
    label: texts[name],
    ...form.field(name),
  });

  return (
    <Stack component="form" {...form.formProps} spacing={2} aria-labelledby="identity-title" sx={{ maxWidth: 480 }}>
      <TextInput required {...field('lastname')} />
      <TextInput required {...field('firstname')} />
      <TextInput required type="email" {...field('email')} />
      <TextInput type="tel" {...field('phone')} />
      <SelectField label={texts.role} options={roleOptions} {...form.field('role')} />
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending} aria-busy={update.isPending}>
          {texts.save}
        </Button>
      </div>
    </Stack>
  );
}
