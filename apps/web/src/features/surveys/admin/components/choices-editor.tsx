import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { focusWhenDrawn, labelId, newChoice, type ChoiceDraft, type SurveyEditorForm } from './survey-draft.ts';

const text = texts.question;

type Props = { form: SurveyEditorForm; choices: readonly ChoiceDraft[]; questionIndex: number };

/** A question's choices: a label each and the value its answers store, added and removed by button. */
export function ChoicesEditor({ form, choices, questionIndex }: Props) {
  const name = `questions.${questionIndex}.choices` as const;
  const message = form.errorOf(name);
  const messageId = useId();
  const hintId = useId();
  const addRef = useRef<HTMLButtonElement>(null);

  // A changed list is checked as a whole, as a field left: « Ajoutez au moins une proposition » shows at once.
  const change = (next: ChoiceDraft[]) => {
    form.setValue(name, next);
    form.touch(name);
  };

  const addChoice = () => {
    const added = newChoice();
    change([...choices, added]);
    focusWhenDrawn(() => document.getElementById(labelId(added.key)));
  };

  const removeChoice = (index: number) => {
    const next = choices.filter((_choice, at) => at !== index);
    change(next);
    // The focus stays in the list: on the choice now at that place, the one before, or « Ajouter ».
    const focused = next[Math.min(index, next.length - 1)];
    focusWhenDrawn(() => (focused ? document.getElementById(labelId(focused.key)) : addRef.current));
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
        {choices.map((choice, index) => (
          <Stack
            key={choice.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextInput
              id={labelId(choice.key)}
              label={`${text.choiceLabel} ${index + 1}`}
              required
              {...form.field(`${name}.${index}.label`)}
            />
            <TextInput
              label={`${text.choiceValue} ${index + 1}`}
              autoComplete="off"
              {...form.field(`${name}.${index}.value`)}
            />
            <Box sx={{ pt: { sm: 1 } }}>
              <IconButton aria-label={text.removeChoice(index + 1)} onClick={() => removeChoice(index)}>
                <DeleteOutline />
              </IconButton>
            </Box>
          </Stack>
        ))}
        <div>
          <Button ref={addRef} variant="outlined" onClick={addChoice}>
            {text.addChoice}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
