import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { choicesKindOf, surveyQuestionTypes } from '@plateforme/shared/surveys/question-types.rules';
import { adminPartnersMessages } from '@plateforme/shared/messages/registration-admin';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { PARTNER_SUPPORT_TYPES } from '@plateforme/shared/registration/registration.rules';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { ChoicesEditor } from './choices-editor.tsx';
import { labelId, type QuestionDraft, type SurveyEditorForm } from './survey-draft.ts';

const text = texts.question;

type Props = {
  form: SurveyEditorForm;
  question: QuestionDraft;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

// The blank first choice stays until one is picked.
const blank: SelectOption = { value: '', label: '—', disabled: true };
const typeOptions = [blank, ...surveyQuestionTypes.map((type) => ({ value: type, label: texts.types[type] }))];
const partnerOptions = [
  blank,
  ...PARTNER_SUPPORT_TYPES.map((type) => ({ value: type, label: adminPartnersMessages.supportTypes[type] })),
];

/**
 * One question of the editor: its label, type, whether it is required, and its choices or
 * partners; moved and removed by buttons (no drag), each named with the question's place.
 */
export function QuestionCard({ form, question, index, count, onMove, onRemove }: Props) {
  const position = index + 1;
  const kind = question.type ? choicesKindOf(question.type) : null;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 2, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5 }}>
        <Typography component="span" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {text.heading(position)}
        </Typography>
      </Box>
      <Stack spacing={2}>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <IconButton
            id={`question-${index}-up`}
            aria-label={text.moveUp(position)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpward />
          </IconButton>
          <IconButton
            id={`question-${index}-down`}
            aria-label={text.moveDown(position)}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownward />
          </IconButton>
          <IconButton aria-label={text.remove(position)} disabled={count === 1} onClick={() => onRemove(index)}>
            <DeleteOutline />
          </IconButton>
        </Stack>
        <TextInput
          id={labelId(question.key)}
          label={text.label}
          required
          multiline
          {...form.field(`questions.${index}.label`)}
        />
        <SelectField
          label={text.type}
          options={typeOptions}
          required
          fullWidth
          {...form.field(`questions.${index}.type`)}
        />
        <CheckboxField label={text.required} {...form.checkbox(`questions.${index}.is_required`)} />
        {kind === 'partners' ? (
          <>
            <SelectField
              label={text.partnerSupportType}
              options={partnerOptions}
              required
              fullWidth
              {...form.field(`questions.${index}.partner_support_type`)}
            />
            <Typography variant="body2">{text.partnerChoices}</Typography>
          </>
        ) : null}
        {kind === 'choices' ? <ChoicesEditor form={form} choices={question.choices} questionIndex={index} /> : null}
        {kind === 'none' ? <Typography variant="body2">{text.noChoices}</Typography> : null}
      </Stack>
    </Box>
  );
}
