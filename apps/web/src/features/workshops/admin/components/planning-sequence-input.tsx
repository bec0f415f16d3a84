import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = {
  /** The field's accessible name: the table's row says which week, no visible label. */
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/**
 * A week's sequence in the planning table: a small input and its message tied to it, drawn
 * from MUI's parts rather than TextField, which brings its select's menu and modal along.
 */
export function PlanningSequenceInput({ label, value, error, onChange }: Props) {
  const helperId = `${useId()}-aide`;
  return (
    <FormControl size="small" error={Boolean(error)}>
      <OutlinedInput
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          'aria-label': label,
          'aria-describedby': error ? helperId : undefined,
          inputMode: 'numeric',
          maxLength: 2,
          size: 3,
        }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
