import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { useId } from 'react';
import { FieldHelperText, helperDescribedBy } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';
import { OutlinedSelect } from './outlined-select.tsx';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldFormProps<HTMLSelectElement> & {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
  /** 'small' for a list's filters, as MUI's dense fields. */
  size?: 'small' | 'medium';
};

/**
 * A form's native select with its message line: keyboard and screen readers get the browser's
 * own list. Drawn from MUI's parts rather than TextField, whose import brings the menu, popover
 * and modal of its non-native select to every screen that shows a choice list (ADR 099).
 */
export function SelectField({
  options,
  fullWidth,
  size,
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  inputRef,
  reserveHelperLine,
}: SelectFieldProps) {
  const selectId = useId();
  const helperId = `${selectId}-aide`;
  return (
    <FormControl variant="outlined" error={Boolean(error)} required={required} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={selectId} shrink>
        {label}
      </InputLabel>
      <OutlinedSelect
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        selectProps={{ id: selectId, name, 'aria-describedby': helperDescribedBy(helperId, error) }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </OutlinedSelect>
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} />
    </FormControl>
  );
}
