import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { commonMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import type { SurveyChoice } from '@plateforme/shared/surveys/surveys.schemas';
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import { textFieldHelper } from '../../../components/ui/field-helper-text.tsx';
import { asList, asText, type QuestionFieldProps } from './question-field-props.ts';

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
}: QuestionFieldProps) {
  const line = textFieldHelper(error, reserveHelperLine);
  const renderInput = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      name={name}
      label={question.label}
      required={question.is_required}
      onBlur={onBlur}
      inputRef={inputRef}
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
        multiple
        disableCloseOnSelect
        options={question.choices}
        value={question.choices.filter((choice) => selected.includes(String(choice.value)))}
        onChange={(_event, options) => onChange(options.map((option) => String(option.value)))}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={same}
        renderInput={renderInput}
      />
    );
  }

  const chosen = question.choices.find((choice) => String(choice.value) === asText(value)) ?? null;
  return (
    <Autocomplete
      {...texts}
      options={question.choices}
      value={chosen}
      onChange={(_event, option) => onChange(option ? String(option.value) : '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={same}
      renderInput={renderInput}
    />
  );
}
