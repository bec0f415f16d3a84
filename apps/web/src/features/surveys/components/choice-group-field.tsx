import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type InputHTMLAttributes } from 'react';
import { FieldHelperText, helperDescribedBy } from '../../../components/ui/field-helper-text.tsx';
import { asList, asText, onLeaveGroup, type QuestionFieldProps } from './question-field-props.ts';

type InputSlot = InputHTMLAttributes<HTMLInputElement> & { ref?: QuestionFieldProps['inputRef'] };

/**
 * radio (one answer) and checkbox (several) questions: a fieldset whose legend is the
 * question, one labelled box per choice, the message tied to every box.
 */
export function ChoiceGroupField({
  question,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  reserveHelperLine,
}: QuestionFieldProps) {
  const helperId = `${useId()}-aide`;
  const multiple = question.type === 'checkbox';
  const selected = asList(value);
  const input = (index: number): InputSlot => ({
    ref: index === 0 ? inputRef : undefined,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': helperDescribedBy(helperId, error),
  });
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...selected, choice] : selected.filter((item) => item !== choice));

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={question.is_required}
      fullWidth
      onBlur={onLeaveGroup(onBlur)}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {question.label}
      </FormLabel>
      {multiple ? (
        <FormGroup>
          {question.choices.map((choice, index) => {
            const choiceValue = String(choice.value);
            return (
              <FormControlLabel
                key={choiceValue}
                label={choice.label}
                control={
                  <Checkbox
                    name={name}
                    value={choiceValue}
                    checked={selected.includes(choiceValue)}
                    onChange={(event) => toggle(choiceValue, event.target.checked)}
                    slotProps={{ input: input(index) }}
                  />
                }
              />
            );
          })}
        </FormGroup>
      ) : (
        <RadioGroup name={name} value={asText(value)} onChange={(event) => onChange(event.target.value)}>
          {question.choices.map((choice, index) => (
            <FormControlLabel
              key={String(choice.value)}
              value={String(choice.value)}
              label={choice.label}
              control={<Radio slotProps={{ input: input(index) }} />}
            />
          ))}
        </RadioGroup>
      )}
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} sx={{ mx: 0 }} />
    </FormControl>
  );
}
