import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ProChoice } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState, type Ref } from 'react';
import { useProSearch } from '../api/search-pros.ts';

type Props = {
  label: string;
  value: ProChoice | null;
  onChange: (value: ProChoice | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  name?: string;
};

/** A labelled search over the non-archived pros (owner, secondary pro, substitute). */
export function ProPicker({ label, value, onChange, onBlur, inputRef, error, required, name }: Props) {
  const [input, setInput] = useState('');
  const search = useProSearch(input);
  const options = search.data ?? [];
  return (
    <Autocomplete
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
          error={Boolean(error)}
          helperText={error ?? texts.proSearch}
        />
      )}
    />
  );
}
