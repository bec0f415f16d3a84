import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * What every field of components/ui takes from a react-hook-form form: its name, value,
 * change and blur, the ref the form focuses on an error, and the French message to show.
 */
export function useBoundField<Values extends FieldValues>(control: Control<Values>, name: FieldPath<Values>, onBlur?: () => void) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: () => {
      field.onBlur();
      onBlur?.();
    },
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}

/** The props a form-bound field adds to its components/ui field. */
export type BoundProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Runs after the form has marked the field touched (e.g. an age check on the birthdate). */
  onBlur?: () => void;
};
