import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

/**
 * A TextInput's or PasswordInput's props from the form's `register`: uncontrolled, so a
 * prerendered form keeps what was typed before the app took over (ADR 016). Its message's line
 * is kept while empty, like every bound field's (see useBoundField).
 */
export function textInputProps<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: Path<Values>,
) {
  const { ref, ...registered } = register(name);
  const error: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return {
    ...registered,
    inputRef: ref,
    error: typeof error === 'string' ? error : undefined,
    reserveHelperLine: true as const,
  };
}
