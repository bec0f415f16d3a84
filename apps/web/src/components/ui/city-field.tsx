import { fieldLabels, validationMessages } from '@plateforme/shared/messages/common';
import { useEffect, useId, useRef } from 'react';
import type { FieldFormProps } from './field-form-props.ts';
import { TextInput } from './text-input.tsx';
import { useCommunes, useCommunesByName, type Commune } from './use-communes.ts';

/** A commune found by its name, with one of its postal codes: choosing it fills both fields. */
type NamedCommune = { nom: string; zip: string };

const zipPattern = /^\d{5}$/;
const namedLabel = (option: NamedCommune) => `${option.nom} (${option.zip})`;
const byNameOptions = (communes: Commune[]): NamedCommune[] =>
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
 * The suggestions are the browser's own (an input with a datalist, a combobox to assistive
 * technologies): MUI's Autocomplete and its popup weighed about 20 KB on the forms' first visit.
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
  const listId = `${useId()}-villes`;
  const lookup = useCommunes(zip);
  const communes = lookup.status === 'found' ? lookup.communes : [];
  const zipOptions = [...new Set(communes.map((commune) => commune.nom))];
  // Without a postal code yet, the city typed is looked up by name.
  const nameLookup = useCommunesByName(value, Boolean(onZipChange) && !zipPattern.test(zip));
  const byName = lookup.status === 'idle' && nameLookup.status !== 'idle';
  const named = byName && nameLookup.status === 'found' ? byNameOptions(nameLookup.communes) : [];
  const options = byName ? named.map(namedLabel) : zipOptions;
  const notFound = (lookup.status === 'found' || (byName && nameLookup.status === 'found')) && options.length === 0;

  // A postal code the person has just typed, with one commune only, fills the city. The code
  // the form opened with does not overwrite a city already saved.
  const zipAtStart = useRef(zip);
  const single = zipOptions.length === 1 ? zipOptions[0] : undefined;
  useEffect(() => {
    if (zip === zipAtStart.current || !single) return;
    zipAtStart.current = zip;
    if (single !== value) onChange(single);
  }, [zip, single, value, onChange]);

  // A commune found by its name is chosen as « Lyon (69002) »: the city and its postal code.
  const change = (text: string) => {
    const chosen = named.find((option) => namedLabel(option) === text);
    if (!chosen) return onChange(text);
    onChange(chosen.nom);
    onZipChange?.(chosen.zip);
  };

  return (
    <>
      <TextInput
        name={name}
        label={label}
        required={required}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        error={error}
        hint={notFound ? validationMessages.noCityFound : undefined}
        reserveHelperLine={reserveHelperLine}
        autoComplete="address-level2"
        inputProps={{ list: listId }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}
