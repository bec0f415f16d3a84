import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { meetingFormMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { firstMeetingDay, MEETING_MAX_PLACES } from '@plateforme/shared/workshops/meeting-form.rules';
import type {
  meetingFormSchema,
  MeetingFormOutput,
  MeetingFormValues,
} from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { RadioGroupField } from '../../../../components/ui/radio-group-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { ServerErrorsOutcome } from '../../../../lib/apply-server-errors.ts';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import type { Participant } from '../api/search-participants.ts';
import { usePlanningSequence } from '../hooks/use-planning-sequence.ts';
import { meetingFormStart, peopleOf, type MeetingFormWorkshop } from './meeting-form-values.ts';
import { ParticipantsField, type ParticipantLists } from './participants-field.tsx';

type MeetingFormProps = {
  workshop: MeetingFormWorkshop;
  /** The session being edited; none to add one. */
  meeting?: MeetingItem;
  /** The sequence planned for a day's week, or null (GET /api/planning/…). */
  findSequence: (day: string) => Promise<number | null>;
  /** Sends the form; a refusal is thrown back with its field messages. */
  onSubmit: (values: MeetingFormOutput) => Promise<void>;
  pending: boolean;
  /** Where « Annuler » leads: the workshop's screen the user came from. */
  backTo?: string;
};

const validation = lazyCheck<MeetingFormValues, typeof meetingFormSchema>(() =>
  import('@plateforme/shared/workshops/meeting-form.schemas').then((m) => m.meetingFormSchema),
);

/** The API names the instants `start` and `end`: their messages go under the day and the end time. */
const serverNames = { date: 'start', end_time: 'end' };

/** A refusal no field could show: the first message about something else, or the answer's. */
const sayRefusal = (outcome: ServerErrorsOutcome) => {
  if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
};

/**
 * The meeting form (P2 §5): day from tomorrow, start before end, the type (onsite disabled
 * for a remote workshop), address or link, the sequence filled from the planning when the
 * day changes (still editable), the places, and the participants.
 */
export function MeetingForm({ workshop, meeting, findSequence, onSubmit, pending, backTo }: MeetingFormProps) {
  const form = useCheckedForm({
    initial: () => meetingFormStart(workshop, meeting),
    validation,
    onValid: async (values: MeetingFormOutput) => {
      await onSubmit(values);
    },
    onRefused: sayRefusal,
    serverNames,
  });
  const { values } = form;
  const [people, setPeople] = useState(() => peopleOf(meeting));
  const planning = usePlanningSequence(findSequence, values.date, (sequence) => form.setValue('sequence', sequence));
  const locked = values.locked;

  const dateField = form.field('date');
  // The native readonly on the input is announced as such; aria-readonly on MUI's wrapper div is not allowed.
  const lockedProps = locked ? { readOnly: true } : {};
  const lists: ParticipantLists = { subscribers: values.subscribers, queued: values.queued };

  const changeLists = (next: ParticipantLists, person?: Participant) => {
    if (person) setPeople((known) => new Map(known).set(person.id, person));
    form.setValue('subscribers', next.subscribers);
    form.setValue('queued', next.queued);
    // Places and lists are checked together: the message follows each change.
    form.touch('subscribers');
    form.touch('queued');
  };

  return (
    <Stack
      component="form"
      spacing={3}
      {...form.formProps}
      aria-label={meeting ? meetingFormMessages.editTitle : meetingFormMessages.createTitle}
      sx={{ maxWidth: 720, minWidth: 0 }}
    >
      {locked ? <Alert severity="info">{meetingFormMessages.lockedHint}</Alert> : null}
      <TextInput
        {...dateField}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          dateField.onChange(event);
          planning.dayChanged(event.target.value);
        }}
        {...lockedProps}
        label={meetingFormMessages.date}
        type="date"
        required
        inputProps={{ min: locked ? undefined : firstMeetingDay() }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...form.field('start_time')}
          {...lockedProps}
          label={meetingFormMessages.startTime}
          type="time"
          required
          inputProps={{ max: values.end_time || undefined }}
        />
        <TextInput
          {...form.field('end_time')}
          {...lockedProps}
          label={meetingFormMessages.endTime}
          type="time"
          required
          inputProps={{ min: values.start_time || undefined }}
        />
      </Stack>
      <RadioGroupField
        {...form.field('type')}
        legend={meetingFormMessages.type}
        required
        options={[
          { value: 'remote', label: workshopsMessages.remote, disabled: locked },
          // A remote workshop has remote sessions only (P2 §5).
          { value: 'onsite', label: workshopsMessages.onsite, disabled: locked || workshop.type === 'remote' },
        ]}
      />
      {workshop.type === 'remote' ? <Alert severity="info">{meetingFormMessages.remoteWorkshopHint}</Alert> : null}
      {values.type === 'remote' ? (
        <TextInput
          {...form.field('link')}
          label={meetingFormMessages.link}
          type="url"
          required
          autoComplete="off"
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
          {...form.field('sequence')}
          label={meetingFormMessages.sequence}
          type="number"
          required
          inputProps={{ min: 1, inputMode: 'numeric' }}
          hint={planning.failed ? meetingFormMessages.planningFailed : undefined}
        />
        <TextInput
          {...form.field('places')}
          label={meetingFormMessages.places}
          type="number"
          required
          inputProps={{ min: 1, max: MEETING_MAX_PLACES, inputMode: 'numeric' }}
        />
      </Stack>
      <ParticipantsField
        workshopId={workshop.id}
        lists={lists}
        people={people}
        onChange={changeLists}
        errors={{ subscribers: form.errorOf('subscribers'), queued: form.errorOf('queued') }}
      />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <SubmitButton pending={pending}>{meetingFormMessages.save}</SubmitButton>
        <Button component={RouterLink} to={backTo ?? `/pro/workshops/${workshop.id}`} variant="text">
          {meetingFormMessages.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
