import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { commonMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import type { SurveyChoice } from '@plateforme/shared/surveys/surveys.schemas';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { textFieldHelper } from '../../../components/ui/field-helper-text.tsx';
import { useState } from 'react';
import { asList, asText, type QuestionFieldProps } from './question-field-props.ts';

/** What the person did in the stand-in field before this one arrived (choice-autocomplete-loader.tsx). */
type Props = QuestionFieldProps & { autoFocus?: boolean; initialOpen?: boolean; initialInput?: string };

const texts = {
  noOptionsText: surveysMessages.noOption,
  openText: 'Voir les propositions',
  closeText: commonMessages.close,
  clearText: 'Effacer',
  loadingText: commonMessages.loading,
};

/**
 * autocomplete (one of the choices, found by typing), combobox (a choice or free text) and
 * multiple_select (several choices) questions: an ARIA combobox with its list.
 */
export function ChoiceAutocompleteField({
  question,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  reserveHelperLine,
  autoFocus = false,
  initialOpen = false,
  initialInput,
}: Props) {
  const line = textFieldHelper(error, reserveHelperLine);
  const [open, setOpen] = useState(initialOpen);
  const chosen = question.choices.find((choice) => String(choice.value) === asText(value)) ?? null;
  const [input, setInput] = useState(initialInput ?? (question.type === 'autocomplete' ? (chosen?.label ?? '') : ''));
  const popup = { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={name}
      label={question.label}
      required={question.is_required}
      onBlur={onBlur}
      inputRef={inputRef}
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={line.helperText}
      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, ...line.htmlInput } }}
    />
  );
  const same = (option: SurveyChoice, selected: SurveyChoice) => String(option.value) === String(selected.value);

  if (question.type === 'combobox') {
    const text = asText(value);
    return (
      <Autocomplete
        {...texts}
        {...popup}
        freeSolo
        autoSelect={false}
        options={question.choices.map((choice) => choice.label)}
        value={text || null}
        inputValue={text}
        onInputChange={(_event, typed, reason) => {
          if (reason === 'input' || reason === 'clear' || reason === 'selectOption') onChange(typed);
        }}
        onChange={(_event, option) => onChange(typeof option === 'string' ? option : '')}
        renderInput={renderInput}
      />
    );
  }

  if (question.type === 'multiple_select') {
    const selected = asList(value);
    return (
      <Autocomplete
        {...texts}
        {...popup}
        multiple
        disableCloseOnSelect
        options={question.choices}
        value={question.choices.filter((choice) => selected.includes(String(choice.value)))}
        inputValue={input}
        onInputChange={(_event, typed) => setInput(typed)}
        onChange={(_event, options) => onChange(options.map((option) => String(option.value)))}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={same}
        renderInput={renderInput}
      />
    );
  }

  return (
    <Autocomplete
      {...texts}
      {...popup}
      inputValue={input}
      onInputChange={(_event, typed) => setInput(typed)}
      options={question.choices}
      value={chosen}
      onChange={(_event, option) => onChange(option ? String(option.value) : '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={same}
      renderInput={renderInput}
    />
  );
}
