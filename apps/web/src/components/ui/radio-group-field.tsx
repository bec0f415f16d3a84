import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldHelperText, helperDescribedBy } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';

export type RadioOption<Value extends string> = { value: Value; label: string; disabled?: boolean };

type RadioGroupFieldProps<Value extends string> = FieldFormProps & {
  /** The question: the group's legend, which names it for screen readers. */
  legend: string;
  options: readonly RadioOption<Value>[];
  value: Value | '' | null | undefined;
  onChange: (value: Value) => void;
};

/**
 * One choice among a few, as a labelled group of radio buttons (a fieldset with its legend).
 * The message is tied to each choice; `inputRef` gets the first, focused when nothing is chosen.
 */
export function RadioGroupField<Value extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  inputRef,
  reserveHelperLine,
}: RadioGroupFieldProps<Value>) {
  const legendId = useId();
  const helperId = `${legendId}-aide`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value ?? ''}
        aria-labelledby={legendId}
        onChange={(event) => onChange(event.target.value as Value)}
        onBlur={onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            label={option.label}
            control={
              <Radio
                slotProps={{
                  input: {
                    ref: index === 0 ? inputRef : undefined,
                    'aria-describedby': helperDescribedBy(helperId, error),
                  } as InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} />
    </FormControl>
  );
}
