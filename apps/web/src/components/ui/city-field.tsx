import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { commonMessages, fieldLabels, validationMessages } from '@plateforme/shared/messages/common';
import { useEffect, useRef } from 'react';
import { textFieldHelper } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';
import { useCommunes, useCommunesByName, type Commune } from './use-communes.ts';

/** A commune found by its name, with one of its postal codes: choosing it fills both fields. */
type CityOption = string | { nom: string; zip: string };

const zipPattern = /^\d{5}$/;
const optionLabel = (option: CityOption) => (typeof option === 'string' ? option : `${option.nom} (${option.zip})`);
const byNameOptions = (communes: Commune[]): CityOption[] =>
  communes.flatMap((commune) => (commune.codesPostaux ?? []).map((zip) => ({ nom: commune.nom, zip }))).slice(0, 20);

type CityFieldProps = FieldFormProps & {
  value: string;
  onChange: (city: string) => void;
  /** Fills the postal code when a city found by its name is chosen (P1 §5). */
  onZipChange?: (zip: string) => void;
  /** The postal code typed next to it: 5 digits look the communes up. */
  zip: string;
  label?: string;
};

/**
 * The city, with the communes of the postal code as suggestions (P1 §5, P2 §5): a postal code
 * with a single commune fills the city; none says 'Aucune ville trouvée'. The city can always be
 * typed: when the geography service does not answer, the field is a plain text field.
 */
export function CityField({
  value,
  onChange,
  onZipChange,
  onBlur,
  zip,
  name,
  label = fieldLabels.city,
  error,
  required,
  inputRef,
  reserveHelperLine,
}: CityFieldProps) {
  const lookup = useCommunes(zip);
  const communes = lookup.status === 'found' ? lookup.communes : [];
  const zipOptions = [...new Set(communes.map((commune) => commune.nom))];
  // Without a postal code yet, the city typed is looked up by name.
  const nameLookup = useCommunesByName(value, Boolean(onZipChange) && !zipPattern.test(zip));
  const byName = lookup.status === 'idle' && nameLookup.status !== 'idle';
  const options: CityOption[] = byName
    ? nameLookup.status === 'found'
      ? byNameOptions(nameLookup.communes)
      : []
    : zipOptions;
  const notFound = (lookup.status === 'found' || (byName && nameLookup.status === 'found')) && options.length === 0;
  const line = textFieldHelper(error ?? (notFound ? validationMessages.noCityFound : undefined), reserveHelperLine);

  // A postal code the person has just typed, with one commune only, fills the city. The code
  // the form opened with does not overwrite a city already saved.
  const zipAtStart = useRef(zip);
  const single = zipOptions.length === 1 ? zipOptions[0] : undefined;
  useEffect(() => {
    if (zip === zipAtStart.current || !single) return;
    zipAtStart.current = zip;
    if (single !== value) onChange(single);
  }, [zip, single, value, onChange]);

  return (
    <Autocomplete
      freeSolo
      options={options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => optionLabel(option) === optionLabel(selected)}
      // Communes found by name are already the answer to what was typed.
      filterOptions={byName ? (all) => all : undefined}
      value={value || null}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        // A chosen option is handled by onChange: its label may carry the postal code.
        if (reason === 'input' || reason === 'clear') onChange(text);
      }}
      onChange={(_event, option) => {
        if (option === null) return onChange('');
        if (typeof option === 'string') return onChange(option);
        onChange(option.nom);
        onZipChange?.(option.zip);
      }}
      loading={lookup.status === 'loading' || nameLookup.status === 'loading'}
      loadingText={commonMessages.loading}
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
          helperText={line.helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'address-level2', ...line.htmlInput },
          }}
        />
      )}
    />
  );
}
