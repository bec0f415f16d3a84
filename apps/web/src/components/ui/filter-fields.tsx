import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import { useId, type ReactNode } from 'react';
import OutlinedInput from '@mui/material/OutlinedInput';
import { OutlinedSelect } from './outlined-select.tsx';

/**
 * The list filters' fields, on the browser's own controls (native select, date, checkboxes):
 * the phone's pickers, type-ahead in long lists, and none of MUI's menu machinery on a page
 * visitors open first.
 */

export type FilterOption = { value: string; label: string };

type SelectFilterProps = {
  label: string;
  name: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The label of the empty choice (« Tous »); without it, one of the options is always chosen (sort, page size). */
  anyLabel?: string;
  error?: string;
};

/** A filter's frame: the label kept above the field, and its message tied to it. */
function FilterControl({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-aide`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {children(id, error ? helperId : undefined)}
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** One choice among a list, the empty choice first when there is one; its message is tied to it. */
export function SelectFilter({ label, name, value, options, onChange, anyLabel, error }: SelectFilterProps) {
  // A value from the address stays a choice while the list loads (or if it has gone).
  const shown =
    value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];
  return (
    <FilterControl label={label} error={error}>
      {(id, describedBy) => (
        <OutlinedSelect
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          selectProps={{ id, name, 'aria-describedby': describedBy }}
        >
          {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </OutlinedSelect>
      )}
    </FilterControl>
  );
}

type NumberSelectFilterProps = Omit<SelectFilterProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A SelectFilter whose choices are numbers (an id, a sequence): the empty choice is null. */
export function NumberSelectFilter({ value, onChange, ...props }: NumberSelectFilterProps) {
  return (
    <SelectFilter
      {...props}
      value={value === null ? '' : String(value)}
      onChange={(text) => onChange(text ? Number(text) : null)}
    />
  );
}

type DateFilterProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  error?: string;
};

/** A day, with the browser's date picker; the label stays above the jj/mm/aaaa mask. */
export function DateFilter({ label, name, value, onChange, min, error }: DateFilterProps) {
  return (
    <FilterControl label={label} error={error}>
      {(id, describedBy) => (
        <OutlinedInput
          id={id}
          name={name}
          type="date"
          label={label}
          notched
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputProps={{ min, 'aria-describedby': describedBy }}
        />
      )}
    </FilterControl>
  );
}

type CheckboxGroupFilterProps = {
  legend: string;
  name: string;
  values: readonly string[];
  options: readonly FilterOption[];
  onChange: (values: string[]) => void;
};

/** Several choices (days, time slots) as a labelled group of boxes. */
export function CheckboxGroupFilter({ legend, name, values, options, onChange }: CheckboxGroupFilterProps) {
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...values, option.value] : values.filter((value) => value !== option.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

type FilterFormProps = {
  label: string;
  /** The grid's columns at each breakpoint. */
  columns: Record<'xs' | 'sm' | 'md', string>;
  children: ReactNode;
};

/** A list's filters: a named search landmark laid out as a grid; each field acts on change, so Enter submits nothing. */
export function FilterForm({ label, columns, children }: FilterFormProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
