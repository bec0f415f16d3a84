import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useRef, useState, type ComponentType } from 'react';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { ProPickerProps } from './pro-picker-autocomplete.tsx';

type Loaded = ComponentType<ProPickerProps & { typed: string | null; focused: boolean }>;

let loaded: Loaded | null = null;
const loadAutocomplete = () =>
  import('./pro-picker-autocomplete.tsx').then((module) => {
    loaded = module.default;
    return loaded;
  });

/**
 * The pro picker: a light field with the same label and hint until the person reaches it (focus,
 * touch, typing), then MUI's Autocomplete and its popup, which are loaded then rather than with
 * the screen. What was typed meanwhile and the focus carry over.
 */
export function ProPicker(props: ProPickerProps) {
  const [swap, setSwap] = useState<{ Autocomplete: Loaded; focused: boolean } | null>(() =>
    loaded ? { Autocomplete: loaded, focused: false } : null,
  );
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const load = () => {
    void loadAutocomplete()
      .then((Autocomplete) => {
        const focused = document.activeElement !== null && document.activeElement === field.current;
        setSwap((current) => current ?? { Autocomplete, focused });
      })
      .catch(() => undefined);
  };

  if (swap) return <swap.Autocomplete {...props} typed={typed} focused={swap.focused} />;
  const { label, value, onBlur, inputRef, error, required, name } = props;
  return (
    <TextInput
      label={label}
      name={name}
      required={required}
      value={typed ?? value?.name ?? ''}
      onChange={(event) => {
        setTyped(event.target.value);
        load();
      }}
      onFocus={load}
      onPointerDown={load}
      onBlur={onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        field.current = element;
        if (typeof inputRef === 'function') inputRef(element);
        else if (inputRef) inputRef.current = element;
      }}
      error={error}
      hint={texts.proSearch}
      autoComplete="off"
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
    />
  );
}
