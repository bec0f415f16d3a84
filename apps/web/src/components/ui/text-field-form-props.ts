import { textFieldHelper } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';

type TextFieldFormArgs = FieldFormProps<HTMLInputElement | HTMLSelectElement> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * What a form field drawn with MUI's TextField passes it: label, name, value, events, the
 * ref the form focuses and the message line. `htmlInput` goes into its slotProps.
 */
export function textFieldFormProps({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  inputRef,
  reserveHelperLine,
}: TextFieldFormArgs) {
  const line = textFieldHelper(error, reserveHelperLine);
  return {
    field: {
      label,
      required,
      name,
      value,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      onBlur,
      inputRef,
      error: Boolean(error),
      helperText: line.helperText,
    },
    htmlInput: line.htmlInput,
  };
}
