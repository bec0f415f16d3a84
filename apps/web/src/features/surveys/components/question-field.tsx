import Box from '@mui/material/Box';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ChoiceAutocompleteLoader } from './choice-autocomplete-loader.tsx';
import { ChoiceGroupField } from './choice-group-field.tsx';
import { ChoiceSelectField } from './choice-select-field.tsx';
import { asText, onLeaveGroup, type QuestionFieldProps } from './question-field-props.ts';

/**
 * One question of a questionnaire, rendered by its type (P2 §5): a native select for select
 * and partner, a combobox for autocomplete, combobox and multiple_select, a fieldset of
 * radios or check boxes for radio and checkbox, day-month-year selects for date, a text
 * field for string and a multi-line one for textarea. Each has the question as its
 * accessible name and its message tied to it.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { question, value, onChange, onBlur, error, name, inputRef, reserveHelperLine } = props;
  const field = {
    label: question.label,
    value: asText(value),
    name,
    error,
    required: question.is_required,
    inputRef,
    reserveHelperLine,
  };
  switch (question.type) {
    case 'select':
    case 'partner':
      return <ChoiceSelectField {...props} />;
    case 'radio':
    case 'checkbox':
      return <ChoiceGroupField {...props} />;
    case 'autocomplete':
    case 'combobox':
    case 'multiple_select':
      return <ChoiceAutocompleteLoader {...props} />;
    case 'date':
      return (
        <Box onBlur={onLeaveGroup(onBlur)}>
          <DateInput {...field} onChange={onChange} />
        </Box>
      );
    case 'string':
    case 'textarea':
      return (
        <TextInput
          {...field}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          multiline={question.type === 'textarea'}
          minRows={question.type === 'textarea' ? 4 : undefined}
        />
      );
  }
}
