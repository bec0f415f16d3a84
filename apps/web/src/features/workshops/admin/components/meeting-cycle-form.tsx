import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { meetingFormMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { meetingCycleMessages as texts } from '@plateforme/shared/messages/workshops-cycle';
import {
  MEETING_CYCLE_MAX_WEEKS,
  toMeetingCycleInput,
  type MeetingCycleFormValues,
} from '@plateforme/shared/workshops/meeting-cycle.rules';
import type {
  meetingCycleInputSchema,
  MeetingCycleAnswer,
  MeetingCycleValues,
} from '@plateforme/shared/workshops/meeting-cycle.schemas';
import { firstMeetingDay, MEETING_MAX_PLACES } from '@plateforme/shared/workshops/meeting-form.rules';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormRadioGroup } from '../../../../components/form/form-radio-group.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyInputResolver } from '../../../../lib/lazy-form-resolver.ts';

export type CycleWorkshop = { id: number; type: 'onsite' | 'remote'; address: string };

type Props = {
  workshop: CycleWorkshop;
  /** Where « Annuler » and a saved cycle lead: the workshop's screen the user came from. */
  backTo: string;
  /** Sends the body: the dates with `preview`, else the whole cycle saved. */
  send: (input: MeetingCycleValues) => Promise<MeetingCycleAnswer>;
  onSaved: (answer: MeetingCycleAnswer) => void | Promise<void>;
  pending: boolean;
};

// zod and the schema load at the form's first use (ADR 095); the sending waits for them too.
const loadSchema = () => import('@plateforme/shared/workshops/meeting-cycle.schemas');
const validation = lazyInputResolver<MeetingCycleFormValues, typeof meetingCycleInputSchema>(() =>
  loadSchema().then((module) => ({ schema: module.meetingCycleInputSchema, toInput: toMeetingCycleInput })),
);

// The list of dates (a table) loads with the first « Voir les dates », beside the server's answer.
type Preview = ComponentType<{ preview: MeetingCycleAnswer['data']; headingId: string }>;
const loadPreview = () => import('./meeting-cycle-preview.tsx').then((module): Preview => module.MeetingCyclePreview);

const fields = [
  'weekday',
  'first_day',
  'count',
  'until',
  'start_time',
  'end_time',
  'type',
  'address',
  'link',
  'places',
  'sequence',
] as const;

/**
 * « Créer une série de séances » (issue #37): a weekday, the times, a number of weeks or an end
 * date; « Voir les dates » lists them with what would refuse any; « Enregistrer les N séances »
 * saves them all at once, only while the list shown matches the fields.
 */
export function MeetingCycleForm({ workshop, backTo, send, onSaved, pending }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MeetingCycleFormValues>({
    resolver: validation.resolver,
    defaultValues: {
      weekday: '2',
      first_day: firstMeetingDay(),
      repeat: 'count',
      count: '12',
      until: '',
      start_time: '14:00',
      end_time: '16:00',
      type: workshop.type,
      address: workshop.address,
      link: '',
      places: '',
      sequence: '',
      skip_holidays: true,
    },
    mode: 'onTouched',
  });
  const values = useWatch({ control });
  const [shown, setShown] = useState<{ answer: MeetingCycleAnswer; key: string; Preview: Preview } | null>(null);
  const headingId = useId();
  const previewHeading = useRef(false);
  const key = JSON.stringify(values);
  const stale = shown !== null && shown.key !== key;
  const refused = shown?.answer.data.meetings.some((meeting) => meeting.issue) ?? false;

  // The list's heading takes the focus once shown, so a screen reader reads the dates next.
  useEffect(() => {
    if (shown && previewHeading.current) {
      previewHeading.current = false;
      document.getElementById(headingId)?.focus();
    }
  }, [shown, headingId]);

  const call = (preview: boolean) =>
    handleSubmit(async (values) => {
      try {
        const { meetingCycleInputSchema: schema } = await loadSchema();
        const body = schema.parse({ ...toMeetingCycleInput(values), preview });
        if (preview) {
          const [answer, Preview] = await Promise.all([send(body), loadPreview()]);
          previewHeading.current = true;
          setShown({ answer, key, Preview });
        } else await onSaved(await send(body));
      } catch (error) {
        const outcome = applyServerErrors(error, setError, fields);
        if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
      }
    });
  const field = (name: (typeof fields)[number]) => textInputProps(register, errors, name);
  const count = shown?.answer.data.meetings.length ?? 0;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={call(true)}
      aria-label={texts.title}
      sx={{ minWidth: 0 }}
      {...validation.preloadHandlers}
    >
      <Alert severity="info">{texts.intro}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect
          control={control}
          name="weekday"
          label={texts.weekday}
          required
          options={texts.weekdays.map((label, index) => ({ value: String(index + 1), label }))}
        />
        <TextInput
          {...field('first_day')}
          label={texts.firstDay}
          type="date"
          required
          inputProps={{ min: firstMeetingDay() }}
        />
      </Stack>
      <FormRadioGroup
        control={control}
        name="repeat"
        legend={texts.repeat}
        options={[
          { value: 'count', label: texts.repeatCount },
          { value: 'until', label: texts.repeatUntil },
        ]}
      />
      {values.repeat === 'until' ? (
        <TextInput {...field('until')} label={texts.until} type="date" required />
      ) : (
        <TextInput
          {...field('count')}
          label={texts.count}
          type="number"
          required
          inputProps={{ min: 1, max: MEETING_CYCLE_MAX_WEEKS, inputMode: 'numeric' }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...field('start_time')} label={meetingFormMessages.startTime} type="time" required />
        <TextInput {...field('end_time')} label={meetingFormMessages.endTime} type="time" required />
      </Stack>
      <FormCheckbox control={control} name="skip_holidays" label={texts.skipHolidays} />
      <FormRadioGroup
        control={control}
        name="type"
        legend={meetingFormMessages.type}
        required
        options={[
          { value: 'remote', label: workshopsMessages.remote },
          { value: 'onsite', label: workshopsMessages.onsite, disabled: workshop.type === 'remote' },
        ]}
      />
      {values.type === 'remote' ? (
        <TextInput
          {...field('link')}
          label={meetingFormMessages.link}
          type="url"
          required
          hint={meetingFormMessages.linkHint}
        />
      ) : (
        <TextInput {...field('address')} label={meetingFormMessages.address} required autoComplete="street-address" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...field('places')}
          label={meetingFormMessages.places}
          type="number"
          required
          inputProps={{ min: 1, max: MEETING_MAX_PLACES, inputMode: 'numeric' }}
        />
        <TextInput
          {...field('sequence')}
          label={texts.sequence}
          type="number"
          hint={texts.sequenceHint}
          inputProps={{ min: 1, inputMode: 'numeric' }}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SubmitButton
          variant={shown && !stale ? 'outlined' : 'contained'}
          pending={pending}
          pendingLabel={texts.previewing}
        >
          {texts.preview}
        </SubmitButton>
        <Button component={RouterLink} to={backTo} variant="text">
          {meetingFormMessages.cancel}
        </Button>
      </Stack>
      {shown ? (
        <>
          <shown.Preview preview={shown.answer.data} headingId={headingId} />
          {shown.answer.data.meetings.length === 0 ? <Alert severity="warning">{texts.noDate}</Alert> : null}
          {stale ? <Alert severity="warning">{texts.previewStale}</Alert> : null}
          {refused && !stale ? <Alert severity="error">{texts.fixIssues}</Alert> : null}
          {!stale && !refused && count > 0 ? (
            <Button
              variant="contained"
              onClick={() => void call(false)()}
              disabled={pending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {pending ? texts.saving : texts.save(count)}
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
