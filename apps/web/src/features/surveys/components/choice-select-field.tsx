import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { useId } from 'react';
import { FieldHelperText, helperDescribedBy } from '../../../components/ui/field-helper-text.tsx';
import { asText, type QuestionFieldProps } from './question-field-props.ts';
import { OutlinedSelect } from '../../../components/ui/outlined-select.tsx';

/**
 * select and partner questions: a native select, so every phone shows its own picker and the
 * keyboard works as everywhere (arrows, first letters).
 */
export function ChoiceSelectField({
  question,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  reserveHelperLine,
}: QuestionFieldProps) {
  const id = useId();
  const helperId = `${id}-aide`;
  return (
    <FormControl fullWidth error={Boolean(error)} required={question.is_required}>
      <InputLabel htmlFor={id} shrink sx={{ whiteSpace: 'normal', maxWidth: 'calc(100% - 24px)' }}>
        {question.label}
      </InputLabel>
      <OutlinedSelect
        label={question.label}
        value={asText(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        selectProps={{
          id,
          name,
          required: question.is_required,
          'aria-invalid': Boolean(error),
          'aria-describedby': helperDescribedBy(helperId, error),
        }}
      >
        <option value="">Choisir une réponse</option>
        {question.choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </OutlinedSelect>
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} />
    </FormControl>
  );
}
