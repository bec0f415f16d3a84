import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ProChoice } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useEffect, useState, type Ref } from 'react';
import { useProSearch } from '../api/search-pros.ts';

export type ProPickerProps = {
  label: string;
  value: ProChoice | null;
  onChange: (value: ProChoice | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  name?: string;
};

type Props = ProPickerProps & {
  /** What was typed in the light field shown while this one loaded, and whether it had the focus. */
  typed: string | null;
  focused: boolean;
};

/**
 * A labelled search over the non-archived pros (owner, secondary pro, substitute): MUI's
 * Autocomplete, loaded by ProPicker when the person reaches the field.
 */
export default function ProPickerAutocomplete(props: Props) {
  const { label, value, onChange, onBlur, inputRef, error, required, name, typed, focused } = props;
  const [input, setInput] = useState('');
  // Its list opens at once when the person had started typing in the light field.
  const [open, setOpen] = useState(focused && Boolean(typed));
  // The Autocomplete sets its text from the value as it mounts: what was typed comes after.
  useEffect(() => {
    if (typed !== null) setInput(typed);
    // Only once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const search = useProSearch(input);
  const options = search.data ?? [];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {`${option.name} (${option.email})`}
        </li>
      )}
      loading={search.isFetching}
      noOptionsText={input.trim().length < 2 ? texts.proSearch : texts.noPro}
      loadingText={texts.searching}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          inputRef={inputRef}
          autoFocus={focused}
          error={Boolean(error)}
          helperText={error ?? texts.proSearch}
        />
      )}
    />
  );
}
