import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

/**
 * The form layer: components/ui fields bound to a react-hook-form form by `control` and `name`
 * (one file per field, so a page loads only the fields it shows). Label, help and French
 * messages stay the field's; the value, events and error come from the form.
 *
 * What every field of components/ui takes from a react-hook-form form: its name, value,
 * change and blur, the ref the form focuses on an error, and the French message to show.
 */
export function useBoundField<Values extends FieldValues, Name extends FieldPath<Values> = FieldPath<Values>>(
  control: Control<Values>,
  name: Name,
  onBlur?: () => void,
): BoundField<Values, Name> {
  const { field, fieldState } = useController<Values, Name>({ control, name });
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
    reserveHelperLine: true,
  };
}

/** The props a form-bound field adds to its components/ui field. */
export type BoundProps<Values extends FieldValues, Name extends FieldPath<Values> = FieldPath<Values>> = {
  control: Control<Values>;
  name: Name;
  /** Runs after the form has marked the field touched (e.g. an age check on the birthdate). */
  onBlur?: () => void;
};

export type BoundField<Values extends FieldValues, Name extends FieldPath<Values> = FieldPath<Values>> = {
  name: string;
  value: FieldPathValue<Values, Name>;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  error: string | undefined;
  /**
   * Every bound field keeps its message's line, blank until there is something to say: a
   * message appearing on blur then does not push the button under the pointer down.
   */
  reserveHelperLine: true;
};

/** A text field's value: what the form holds, '' before anything is chosen. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The props of a components/ui field that the form fills. */
export type BoundSlot =
  'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'reserveHelperLine';
