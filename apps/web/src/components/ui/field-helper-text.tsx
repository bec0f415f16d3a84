import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';

type FieldHelperTextProps = Omit<FormHelperTextProps, 'id' | 'children'> & {
  id: string;
  /** The field's message or help; none leaves the line out, or blank when it is reserved. */
  text: string | undefined;
  /**
   * Keeps the line's height while there is nothing to say, so a message that appears on blur
   * moves nothing below it (a press on the button underneath then lands on the button).
   */
  reserved?: boolean;
};

/** The line under a field: its message, its help, or a blank line of the same height. */
export function FieldHelperText({ id, text, reserved = false, ...props }: FieldHelperTextProps) {
  if (text) {
    return (
      <FormHelperText {...props} id={id}>
        {text}
      </FormHelperText>
    );
  }
  // MUI draws ' ' as a hidden zero-width space; without an id, no field is described by it.
  return reserved ? (
    <FormHelperText {...props} aria-hidden>
      {' '}
    </FormHelperText>
  ) : null;
}

/** A field's aria-describedby: its helper line, only when the line says something. */
export const helperDescribedBy = (id: string, text: string | undefined) => (text ? id : undefined);

/**
 * The same line for MUI's TextField: its helperText (' ' is MUI's blank line) and the input's
 * props that keep a blank line out of the field's description.
 */
export function textFieldHelper(text: string | undefined, reserved = false) {
  return {
    helperText: text ?? (reserved ? ' ' : undefined),
    htmlInput: text ? {} : { 'aria-describedby': undefined },
  };
}
