import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import { birthYearChoices } from '@plateforme/shared/accounts/age.rules';
import { monthNames } from '@plateforme/shared/format/dates';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { useId, useMemo, type ChangeEvent, type Ref } from 'react';
import { FieldHelperText, helperDescribedBy } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';
import { OutlinedSelect } from './outlined-select.tsx';

type DateParts = { year: string; month: string; day: string };

/** '' → nothing chosen; 'YYYY-MM-DD' → a date; '-03-' → only some selects chosen (not a valid date). */
export function splitDateValue(value: string): DateParts {
  if (!value) return { year: '', month: '', day: '' };
  const [year = '', month = '', day = ''] = value.slice(0, 10).split('-');
  return { year, month, day };
}

export function joinDateParts({ year, month, day }: DateParts): string {
  return year || month || day ? `${year}-${month}-${day}` : '';
}

function daysInMonth(year: string, month: string): number {
  if (!month) return 31;
  // Without a year yet, a leap year keeps 29 February available.
  return new Date(Date.UTC(Number(year) || 2000, Number(month), 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The message ('Date invalide') is tied to each select; `inputRef` gets the day's, focused when the date is wrong. */
type DateInputProps = FieldFormProps<HTMLSelectElement> & {
  /** The question, e.g. 'Date de naissance': the group's legend. */
  label: string;
  /** YYYY-MM-DD, '' when nothing is chosen, or a partial value while some selects are empty. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** The years offered, newest first; by default the last 120 (P1 §5, P2 §2). */
  years?: readonly number[];
};

/**
 * A date as three selects, day, month and year (P1 §5: "Date input has day, month, year
 * selects (years: last 120)"). Native selects: every phone shows its own picker, and each
 * one is labelled. The value is the wire format YYYY-MM-DD once all three are chosen.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  required,
  inputRef,
  years,
  reserveHelperLine,
}: DateInputProps) {
  const id = useId();
  const helperId = `${id}-aide`;
  const helper = error ?? hint;
  const parts = splitDateValue(value);
  const offeredYears = useMemo(() => years ?? birthYearChoices(), [years]);
  // A stored year outside the offered ones stays visible (the validation then says so).
  const yearOptions =
    parts.year && !offeredYears.includes(Number(parts.year)) ? [Number(parts.year), ...offeredYears] : offeredYears;
  const dayCount = daysInMonth(parts.year, parts.month);
  const dayOptions = Array.from({ length: Math.max(dayCount, Number(parts.day) || 0) }, (_, index) => pad(index + 1));

  const change = (part: keyof DateParts) => (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(joinDateParts({ ...parts, [part]: event.target.value }));

  const select = (
    part: keyof DateParts,
    partLabel: string,
    options: { value: string; label: string }[],
    ref?: Ref<HTMLSelectElement>,
  ) => {
    const selectId = `${id}-${part}`;
    return (
      <FormControl
        error={Boolean(error)}
        required={required}
        sx={{ flex: part === 'month' ? '2 1 130px' : '1 1 84px' }}
      >
        <InputLabel htmlFor={selectId} shrink>
          {partLabel}
        </InputLabel>
        <OutlinedSelect
          label={partLabel}
          value={parts[part]}
          onChange={change(part)}
          onBlur={onBlur}
          inputRef={ref}
          selectProps={{
            id: selectId,
            name: name ? `${name}-${part}` : undefined,
            'aria-describedby': helperDescribedBy(helperId, helper),
            'aria-invalid': Boolean(error),
          }}
        >
          <option value="">--</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </OutlinedSelect>
      </FormControl>
    );
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} fullWidth sx={{ gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {select(
          'day',
          fieldLabels.day,
          dayOptions.map((day) => ({ value: day, label: String(Number(day)) })),
          inputRef,
        )}
        {select(
          'month',
          fieldLabels.month,
          monthNames.map((month, index) => ({ value: pad(index + 1), label: month })),
        )}
        {select(
          'year',
          fieldLabels.year,
          yearOptions.map((year) => ({ value: String(year), label: String(year) })),
        )}
      </Box>
      <FieldHelperText id={helperId} text={helper} reserved={reserveHelperLine} sx={{ mx: 0 }} />
    </FormControl>
  );
}
