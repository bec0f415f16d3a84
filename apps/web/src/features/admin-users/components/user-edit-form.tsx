import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminUserUpdateSchema, userRoles, type AdminUserDetail } from '@plateforme/shared/admin/admin-users.schemas';
import { adminMessages } from '@plateforme/shared/messages/admin';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';
import { useRef, useState, type FormEvent } from 'react';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../hooks/field-errors.ts';

const texts = adminUsersMessages.detail;
type Draft = { firstname: string; lastname: string; email: string; phone: string; role: AdminUserDetail['role'] };

/** Names, e-mail, phone and role, checked with the API's own schema before sending. */
export function UserEditForm({ user }: { user: AdminUserDetail }) {
  const [draft, setDraft] = useState<Draft>({ firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone ?? '', role: user.role });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const update = useUpdateAdminUser(user.id);
  const fail = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminUserUpdateSchema.safeParse({ ...draft, phone: draft.phone.trim() || null });
    if (!parsed.success) return fail(zodFieldErrors(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        showSnackbar(adminMessages.saved, 'success');
      },
      onError: (error) => fail(serverFieldErrors(error)),
    });
  };
  const field = (name: Exclude<keyof Draft, 'role'>, type = 'text', required = true) => (
    <TextField
      id={`user-${name}`}
      label={texts[name]}
      type={type}
      required={required}
      size="small"
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );
  return (
    <Stack component="form" ref={form} onSubmit={submit} noValidate spacing={2} aria-labelledby="identity-title" sx={{ maxWidth: 480 }}>
      {field('lastname')}
      {field('firstname')}
      {field('email', 'email')}
      {field('phone', 'tel', false)}
      <TextField
        id="user-role"
        select
        size="small"
        label={texts.role}
        value={draft.role}
        onChange={(event) => setDraft({ ...draft, role: event.target.value as Draft['role'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={!!errors.role}
        helperText={errors.role}
      >
        {userRoles.map((role) => (
          <option key={role} value={role}>
            {adminUsersMessages.roles[role]}
          </option>
        ))}
      </TextField>
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending} aria-busy={update.isPending}>
          {texts.save}
        </Button>
      </div>
    </Stack>
  );
}
