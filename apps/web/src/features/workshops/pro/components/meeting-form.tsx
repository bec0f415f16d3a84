import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getParisDay, getWallClock } from '@plateforme/shared/format/paris-time';
import { meetingFormMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { firstMeetingDay, MEETING_MAX_PLACES } from '@plateforme/shared/workshops/meeting-form.rules';
import type { MeetingFormOutput, MeetingFormValues } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormRadioGroup } from '../../../../components/form/form-radio-group.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { ApiError, isApiError } from '../../../../lib/api-error.ts';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';
import type { Participant } from '../api/search-participants.ts';
import { ParticipantsField, type ParticipantLists } from './participants-field.tsx';

export type MeetingFormWorkshop = { id: number; type?: 'onsite' | 'remote' };

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

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (iso: string) => {
  const { hour, minute } = getWallClock(new Date(iso));
  return `${pad(hour)}:${pad(minute)}`;
};

function defaultsOf(workshop: MeetingFormWorkshop, meeting?: MeetingItem): MeetingFormValues {
  if (!meeting) {
    return {
      date: '',
      start_time: '',
      end_time: '',
      type: workshop.type === 'remote' ? 'remote' : 'onsite',
      address: '',
      link: '',
      sequence: '',
      places: '',
      subscribers: [],
      queued: [],
      locked: false,
    };
  }
  const subscribers = (meeting.subscribers ?? []).map((person) => person.id);
  const queued = (meeting.queued ?? []).map((person) => person.id);
  return {
    date: getParisDay(new Date(meeting.start)),
    start_time: timeOf(meeting.start),
    end_time: timeOf(meeting.end),
    type: meeting.type,
    address: meeting.address ?? '',
    link: meeting.link ?? '',
    sequence: meeting.sequence,
    places: meeting.places,
    subscribers,
    queued,
    // The type, day and times of a session with people on it stay (P2 §4).
    locked: subscribers.length + queued.length > 0,
  };
}

function peopleOf(meeting?: MeetingItem): Map<number, Participant> {
  return new Map([...(meeting?.subscribers ?? []), ...(meeting?.queued ?? [])].map((person) => [person.id, person]));
}

/** The API names the instants `start` and `end`: their messages go under the day and the end time. */
function toFormErrors(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const { start, end, ...others } = error.errors;
  const errors = { ...others, ...(start ? { date: start } : {}), ...(end ? { end_time: end } : {}) };
  return new ApiError(error.status, error.message, { code: error.code, message: error.message, errors });
}

/** Fields in the form's order, for the focus on the first server message. */
export const meetingFormFields = [
  'date',
  'start_time',
  'end_time',
  'type',
  'address',
  'link',
  'sequence',
  'places',
  'subscribers',
  'queued',
] as const;

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/workshops/meeting-form.schemas').then((m) => m.meetingFormSchema),
);

/**
 * The meeting form (P2 §5): day from tomorrow, start before end, the type (onsite disabled
 * for a remote workshop), address or link, the sequence filled from the planning when the
 * day changes (still editable), the places, and the participants.
 */
export function MeetingForm({ workshop, meeting, findSequence, onSubmit, pending, backTo }: MeetingFormProps) {
  const defaults = defaultsOf(workshop, meeting);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    trigger,
    formState: { errors },
  } = useForm<MeetingFormValues, unknown, MeetingFormOutput>({
    resolver: validation.resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const [people, setPeople] = useState(() => peopleOf(meeting));
  const [planningFailed, setPlanningFailed] = useState(false);
  const [date, startTime, endTime, type, subscribers, queued] = useWatch({
    control,
    name: ['date', 'start_time', 'end_time', 'type', 'subscribers', 'queued'],
  });
  const locked = defaults.locked;
  const lastDate = useRef(defaults.date);

  // A new day fills the sequence from the planning of its week (P2 §5); the pro may change it.
  useEffect(() => {
    if (!date || date === lastDate.current || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    lastDate.current = date;
    let current = true;
    findSequence(date).then(
      (sequence) => {
        if (!current) return;
        setPlanningFailed(sequence === null);
        if (sequence !== null) setValue('sequence', sequence, { shouldValidate: true });
      },
      () => current && setPlanningFailed(true),
    );
    return () => {
      current = false;
    };
  }, [date, findSequence, setValue]);

  const field = (name: 'date' | 'start_time' | 'end_time' | 'address' | 'link' | 'sequence' | 'places') =>
    textInputProps(register, errors, name);
  // The native readonly on the input is announced as such; aria-readonly on MUI's wrapper div is not allowed.
  const lockedProps = locked ? { readOnly: true } : {};
  const lists: ParticipantLists = { subscribers: subscribers ?? [], queued: queued ?? [] };

  const changeLists = (next: ParticipantLists, person?: Participant) => {
    if (person) setPeople((known) => new Map(known).set(person.id, person));
    setValue('subscribers', next.subscribers, { shouldDirty: true });
    setValue('queued', next.queued, { shouldDirty: true });
    // Places and lists are checked together: the message follows each change.
    void trigger(['subscribers', 'queued']);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const outcome = applyServerErrors(toFormErrors(error), setError, meetingFormFields);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });
  const message = (name: 'subscribers' | 'queued') => errors[name]?.message || undefined;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit}
      aria-label={meeting ? meetingFormMessages.editTitle : meetingFormMessages.createTitle}
      sx={{ maxWidth: 720, minWidth: 0 }}
      {...validation.preloadHandlers}
    >
      {locked ? <Alert severity="info">{meetingFormMessages.lockedHint}</Alert> : null}
      <TextInput
        {...field('date')}
        {...lockedProps}
        label={meetingFormMessages.date}
        type="date"
        required
        inputProps={{ min: locked ? undefined : firstMeetingDay() }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...field('start_time')}
          {...lockedProps}
          label={meetingFormMessages.startTime}
          type="time"
          required
          inputProps={{ max: endTime || undefined }}
        />
        <TextInput
          {...field('end_time')}
          {...lockedProps}
          label={meetingFormMessages.endTime}
          type="time"
          required
          inputProps={{ min: startTime || undefined }}
        />
      </Stack>
      <FormRadioGroup
        control={control}
        name="type"
        legend={meetingFormMessages.type}
        required
        options={[
          { value: 'remote', label: workshopsMessages.remote, disabled: locked },
          // A remote workshop has remote sessions only (P2 §5).
          { value: 'onsite', label: workshopsMessages.onsite, disabled: locked || workshop.type === 'remote' },
        ]}
      />
      {workshop.type === 'remote' ? <Alert severity="info">{meetingFormMessages.remoteWorkshopHint}</Alert> : null}
      {type === 'remote' ? (
        <TextInput
          {...field('link')}
          label={meetingFormMessages.link}
          type="url"
          required
          autoComplete="off"
          hint={meetingFormMessages.linkHint}
        />
      ) : (
        <TextInput {...field('address')} label={meetingFormMessages.address} required autoComplete="street-address" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...field('sequence')}
          label={meetingFormMessages.sequence}
          type="number"
          required
          inputProps={{ min: 1, inputMode: 'numeric' }}
          hint={planningFailed ? meetingFormMessages.planningFailed : undefined}
        />
        <TextInput
          {...field('places')}
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
        errors={{ subscribers: message('subscribers'), queued: message('queued') }}
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
