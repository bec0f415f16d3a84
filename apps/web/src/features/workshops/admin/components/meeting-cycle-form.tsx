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
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { RadioGroupField } from '../../../../components/ui/radio-group-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { ServerErrorsOutcome } from '../../../../lib/apply-server-errors.ts';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';

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
const validation = lazyCheck<MeetingCycleFormValues, typeof meetingCycleInputSchema>(
  () => import('@plateforme/shared/workshops/meeting-cycle.schemas').then((m) => m.meetingCycleInputSchema),
  toMeetingCycleInput,
);

// The list of dates (a table) loads with the first « Voir les dates », beside the server's answer.
type Preview = ComponentType<{ preview: MeetingCycleAnswer['data']; headingId: string }>;
const loadPreview = () => import('./meeting-cycle-preview.tsx').then((module): Preview => module.MeetingCyclePreview);

/** A refusal no field could show: the first message about something else, or the answer's. */
const sayRefusal = (outcome: ServerErrorsOutcome) => {
  if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
};

const weekdayOptions = texts.weekdays.map((label, index) => ({ value: String(index + 1), label }));

/**
 * « Créer une série de séances » (issue #37): a weekday, the times, a number of weeks or an end
 * date; « Voir les dates » lists them with what would refuse any; « Enregistrer les N séances »
 * saves them all at once, only while the list shown matches the fields.
 */
export function MeetingCycleForm({ workshop, backTo, send, onSaved, pending }: Props) {
  const [shown, setShown] = useState<{ answer: MeetingCycleAnswer; key: string; Preview: Preview } | null>(null);
  const headingId = useId();
  const previewHeading = useRef(false);
  // Both buttons send the checked fields: the dates first (`preview`), then the cycle itself.
  const preview = useRef(true);
  const form = useCheckedForm({
    initial: (): MeetingCycleFormValues => ({
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
    }),
    validation,
    onValid: async (checked: MeetingCycleValues, sent) => {
      const body = { ...checked, preview: preview.current };
      if (body.preview) {
        const [answer, Preview] = await Promise.all([send(body), loadPreview()]);
        previewHeading.current = true;
        setShown({ answer, key: JSON.stringify(sent), Preview });
      } else await onSaved(await send(body));
    },
    onRefused: sayRefusal,
  });
  const { values } = form;
  const stale = shown !== null && shown.key !== JSON.stringify(values);
  const refused = shown?.answer.data.meetings.some((meeting) => meeting.issue) ?? false;

  // The list's heading takes the focus once shown, so a screen reader reads the dates next.
  useEffect(() => {
    if (shown && previewHeading.current) {
      previewHeading.current = false;
      document.getElementById(headingId)?.focus();
    }
  }, [shown, headingId]);

  const call = (asPreview: boolean, event?: FormEvent) => {
    preview.current = asPreview;
    void form.submit(event);
  };
  const count = shown?.answer.data.meetings.length ?? 0;

  return (
    <Stack
      component="form"
      {...form.formProps}
      spacing={3}
      onSubmit={(event: FormEvent) => call(true, event)}
      aria-label={texts.title}
      sx={{ minWidth: 0 }}
    >
      <Alert severity="info">{texts.intro}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField {...form.field('weekday')} label={texts.weekday} required options={weekdayOptions} />
        <TextInput
          {...form.field('first_day')}
          label={texts.firstDay}
          type="date"
          required
          inputProps={{ min: firstMeetingDay() }}
        />
      </Stack>
      <RadioGroupField
        {...form.field('repeat')}
        legend={texts.repeat}
        options={[
          { value: 'count', label: texts.repeatCount },
          { value: 'until', label: texts.repeatUntil },
        ]}
      />
      {values.repeat === 'until' ? (
        <TextInput {...form.field('until')} label={texts.until} type="date" required />
      ) : (
        <TextInput
          {...form.field('count')}
          label={texts.count}
          type="number"
          required
          inputProps={{ min: 1, max: MEETING_CYCLE_MAX_WEEKS, inputMode: 'numeric' }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...form.field('start_time')} label={meetingFormMessages.startTime} type="time" required />
        <TextInput {...form.field('end_time')} label={meetingFormMessages.endTime} type="time" required />
      </Stack>
      <CheckboxField {...form.checkbox('skip_holidays')} label={texts.skipHolidays} />
      <RadioGroupField
        {...form.field('type')}
        legend={meetingFormMessages.type}
        required
        options={[
          { value: 'remote', label: workshopsMessages.remote },
          { value: 'onsite', label: workshopsMessages.onsite, disabled: workshop.type === 'remote' },
        ]}
      />
      {values.type === 'remote' ? (
        <TextInput
          {...form.field('link')}
          label={meetingFormMessages.link}
          type="url"
          required
          hint={meetingFormMessages.linkHint}
        />
      ) : (
        <TextInput
          {...form.field('address')}
          label={meetingFormMessages.address}
          required
          autoComplete="street-address"
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...form.field('places')}
          label={meetingFormMessages.places}
          type="number"
          required
          inputProps={{ min: 1, max: MEETING_MAX_PLACES, inputMode: 'numeric' }}
        />
        <TextInput
          {...form.field('sequence')}
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
            <Button variant="contained" onClick={() => call(false)} disabled={pending} sx={{ alignSelf: 'flex-start' }}>
              {pending ? texts.saving : texts.save(count)}
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
