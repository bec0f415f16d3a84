import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { listMessage, type SurveyEditorForm } from './form-errors.ts';

const text = texts.question;

type Props = { form: SurveyEditorForm; questionIndex: number };

/** A question's choices: a label each and the value its answers store, added and removed by button. */
export function ChoicesEditor({ form, questionIndex }: Props) {
  const name = `questions.${questionIndex}.choices` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const { errors } = form.formState;
  const message = listMessage(errors, name);
  const messageId = useId();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);

  const removeChoice = (index: number) => {
    const left = fields.length - 1;
    remove(index);
    // The focus stays in the list: on the choice now at that place, the one before, or « Ajouter ».
    requestAnimationFrame(() =>
      left === 0 ? addRef.current?.focus() : form.setFocus(`${name}.${Math.min(index, left - 1)}.label`),
    );
  };

  return (
    <Box
      component="fieldset"
      aria-describedby={message ? `${hintId} ${messageId}` : hintId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {text.choices}
      </Box>
      <Typography variant="body2" id={hintId} sx={{ mb: 1 }}>
        {text.choiceValueHint}
      </Typography>
      {message ? (
        <FormHelperText error id={messageId} sx={{ mb: 1 }}>
          {message}
        </FormHelperText>
      ) : null}
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Stack
            key={field.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextInput
              label={`${text.choiceLabel} ${index + 1}`}
              required
              {...textInputProps(form.register, errors, `${name}.${index}.label`)}
            />
            <TextInput
              label={`${text.choiceValue} ${index + 1}`}
              autoComplete="off"
              {...textInputProps(form.register, errors, `${name}.${index}.value`)}
            />
            <Box sx={{ pt: { sm: 1 } }}>
              <IconButton aria-label={text.removeChoice(index + 1)} onClick={() => removeChoice(index)}>
                <DeleteOutline />
              </IconButton>
            </Box>
          </Stack>
        ))}
        <div>
          <Button
            ref={addRef}
            variant="outlined"
            onClick={() =>
              append({ label: '', value: '' }, { shouldFocus: true, focusName: `${name}.${fields.length}.label` })
            }
          >
            {text.addChoice}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
