import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { messages } from '@plateforme/shared/messages/fr';
import { useEffect, useRef, type Ref } from 'react';
import { useCommunes } from './use-communes.ts';

type CityFieldProps = {
  value: string;
  onChange: (city: string) => void;
  onBlur?: () => void;
  /** The postal code typed next to it: 5 digits look the communes up. */
  zip: string;
  name?: string;
  label?: string;
  /** The field's message ('Champ requis'), shown under it and announced with it. */
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The city, with the communes of the postal code as suggestions (P1 §5, P2 §5): a postal code
 * with a single commune fills the city; none says 'Aucune ville trouvée'. The city can always be
 * typed: when the geography service does not answer, the field is a plain text field.
 */
export function CityField({ value, onChange, onBlur, zip, name, label = messages.fields.city, error, required, inputRef }: CityFieldProps) {
  const lookup = useCommunes(zip);
  const communes = lookup.status === 'found' ? lookup.communes : [];
  const options = [...new Set(communes.map((commune) => commune.nom))];
  const notFound = lookup.status === 'found' && options.length === 0;

  // A postal code the person has just typed, with one commune only, fills the city. The code
  // the form opened with does not overwrite a city already saved.
  const zipAtStart = useRef(zip);
  const single = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (zip === zipAtStart.current || !single) return;
    zipAtStart.current = zip;
    if (single !== value) onChange(single);
  }, [zip, single, value, onChange]);

  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value || null}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear' || reason === 'selectOption') onChange(text);
      }}
      onChange={(_event, option) => onChange(typeof option === 'string' ? option : '')}
      loading={lookup.status === 'loading'}
      loadingText={messages.common.loading}
      clearText="Effacer"
      openText="Voir les villes"
      closeText="Fermer"
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          onBlur={onBlur}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? (notFound ? messages.validation.noCityFound : undefined)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'address-level2' } }}
        />
      )}
    />
  );
}
