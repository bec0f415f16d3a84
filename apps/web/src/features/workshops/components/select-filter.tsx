import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

type SelectFilterProps = {
  label: string;
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The label of the empty choice (« Tous »). */
  anyLabel: string;
  error?: string;
  helperText?: string;
  disabled?: boolean;
};

/** One choice among a list, with an empty choice first; its label and message are tied to it. */
export function SelectFilter({ label, name, value, options, onChange, anyLabel, error, helperText, disabled }: SelectFilterProps) {
  // A value from the address stays a choice while the list loads (or if it has gone).
  const shown = value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type MultiSelectFilterProps = {
  label: string;
  name: string;
  values: readonly string[];
  options: readonly FilterOption[];
  onChange: (values: string[]) => void;
};

/** Several choices (days, time slots), shown in the field as a list of their labels. */
export function MultiSelectFilter({ label, name, values, options, onChange }: MultiSelectFilterProps) {
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={name}
      value={values}
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',') : chosen);
      }}
      slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(labelOf).join(', ') } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
