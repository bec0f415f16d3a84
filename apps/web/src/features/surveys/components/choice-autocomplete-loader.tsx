import { useState, useSyncExternalStore } from 'react';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { asList, asText, type QuestionFieldProps } from './question-field-props.ts';

type Module = typeof import('./choice-autocomplete-field.tsx');

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads MUI's Autocomplete and its popup (about 35 KB): when the person first reaches the
 * questionnaire's form or such a question, not with the page (ADR 095). Tried again after a failure.
 */
export function loadChoiceAutocomplete(): Promise<Module> {
  loading ??= import('./choice-autocomplete-field.tsx').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getLoaded = () => loaded;

/** What the person did in the light field before the combobox arrived, carried over to it. */
type Reached = { focused: boolean; open: boolean; typed?: string };

/**
 * autocomplete, combobox and multiple_select questions. Until the combobox's code is there, a
 * light text field stands in its place, with the same name, role, value and message; reaching
 * it (focus, press, typing) loads the combobox, which takes over with the focus and the text typed.
 */
export function ChoiceAutocompleteLoader(props: QuestionFieldProps) {
  const module = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const [reached, setReached] = useState<Reached>({ focused: false, open: false });
  if (module) {
    const Field = module.ChoiceAutocompleteField;
    return <Field {...props} autoFocus={reached.focused} initialOpen={reached.open} initialInput={reached.typed} />;
  }

  const { question, value, onChange, onBlur, error, name, inputRef, reserveHelperLine } = props;
  const reach = (patch: Partial<Reached>) => {
    setReached((current) => ({ ...current, ...patch }));
    void loadChoiceAutocomplete().catch(() => undefined);
  };
  const chosenLabels = question.choices
    .filter((choice) => asList(value).includes(String(choice.value)))
    .map((choice) => choice.label);
  const shown =
    question.type === 'combobox'
      ? asText(value)
      : (reached.typed ??
        (question.type === 'multiple_select'
          ? chosenLabels.join(', ')
          : (question.choices.find((choice) => String(choice.value) === asText(value))?.label ?? '')));
  return (
    <TextInput
      label={question.label}
      name={name}
      value={shown}
      required={question.is_required}
      error={error}
      reserveHelperLine={reserveHelperLine}
      inputRef={inputRef}
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }}
      onFocus={() => reach({ focused: true })}
      onMouseDown={() => reach({ focused: true, open: true })}
      onBlur={() => {
        setReached((current) => ({ ...current, focused: false }));
        onBlur?.();
      }}
      onChange={(event) => {
        const typed = event.target.value;
        // A combobox's free text is its answer; the others' text only finds a choice.
        if (question.type === 'combobox') onChange(typed);
        reach({ typed, open: true });
      }}
    />
  );
}
