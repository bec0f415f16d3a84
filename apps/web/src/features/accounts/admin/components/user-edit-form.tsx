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
import { useRef, useState, type FormEvent } from 'react';
import type { ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

const texts = adminUsersMessages.detail;
type Draft = z.input<typeof adminUserUpdateSchema>;
/** In the form's order: the first field refused gets the focus. */
const fields = ['lastname', 'firstname', 'email', 'phone', 'role'] as const;
type Field = (typeof fields)[number];
type Errors = Partial<Record<Field, string>>;
const roleOptions = userRoles.map((role) => ({ value: role, label: adminUsersMessages.roles[role] }));

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/admin.schemas').then((m) => m.adminUserUpdateSchema),
);
const checkOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Draft>;

/** The shared schema's verdict: its French message per field, or the values to send. */
async function check(draft: Draft): Promise<{ errors: Errors; values?: AdminUserUpdate }> {
  const result = await validation.resolver(draft, undefined, checkOptions);
  const errors: Errors = {};
  for (const field of fields) {
    const message = result.errors[field]?.message;
    if (typeof message === 'string') errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, values: result.values as AdminUserUpdate };
}

const focusField = (field: Field) => document.getElementById(`user-${field}`)?.focus();

/**
 * Names, e-mail, phone and role, checked with the API's own schema before sending. The one
 * form held in plain state rather than react-hook-form: it is the first view of the staff's
 * record screen, whose budget has no room for the library (about 15 KB); zod loads at its
 * first use as in every form. Checked on submit, then again at each change, as the others.
 */
export function UserEditForm({ user }: { user: AdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const [draft, setDraft] = useState<Draft>({
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
  });
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);

  const change = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (submitted.current) void check(next).then((checked) => setErrors(checked.errors));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const checked = await check(draft);
    setErrors(checked.errors);
    const refused = fields.find((field) => checked.errors[field]);
    if (refused) return focusField(refused);
    if (!checked.values) return;
    try {
      await update.mutateAsync({ ...checked.values, phone: checked.values.phone?.trim() || null });
      showSnackbar(adminMessages.saved, 'success');
    } catch (error) {
      const placed: Errors = {};
      const outcome = applyServerErrors<Draft>(
        error,
        (field, { message }, options) => {
          placed[field as Field] = message;
          if (options?.shouldFocus) focusField(field as Field);
        },
        fields,
      );
      setErrors(placed);
      if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  };
  const field = (name: Exclude<Field, 'role'>) => ({
    id: `user-${name}`,
    name,
    label: texts[name],
    value: draft[name] ?? '',
    error: errors[name],
    // Each field keeps its message's line, as the form layer's do: nothing moves on a message.
    reserveHelperLine: true,
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  return (
    <Stack
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
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
      <SelectField
        name="role"
        label={texts.role}
        value={draft.role}
        onChange={(value) => change('role', value)}
        error={errors.role}
        reserveHelperLine
        options={roleOptions}
      />
      <div>
        <Button type="submit" variant="contained" disabled={update.isPending} aria-busy={update.isPending}>
          {texts.save}
        </Button>
      </div>
    </Stack>
  );
}
