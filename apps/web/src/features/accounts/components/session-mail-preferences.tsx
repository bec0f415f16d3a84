import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import type {
  SessionMailPreferencesAnswer,
  SessionMailPreferencesInput,
} from '@plateforme/shared/workshops/calendar.schemas';
import { useId } from 'react';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSessionMailPreferences } from '../api/get-session-mail-preferences.ts';
import { useUpdateSessionMailPreferences } from '../api/update-session-mail-preferences.ts';

const text = calendarMessages.section;

const inputOf = ({ reminder_hours: _, ...input }: SessionMailPreferencesAnswer): SessionMailPreferencesInput => input;

/**
 * What she receives about her sessions beyond confirmations and changes (ADR 072): the
 * reminders (a switch, then one checkbox per delay the staff set), a freed place held for
 * her from the waiting list, and for a pro the evening-before list of participants. Each
 * change is saved at once.
 */
export function SessionMailPreferences({ isPro }: { isPro: boolean }) {
  const headingId = useId();
  const query = useSessionMailPreferences();
  const update = useUpdateSessionMailPreferences();

  if (query.isPending)
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{text.loading}</Typography>
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed}
      </Alert>
    );

  const preferences = query.data;
  const save = (change: Partial<SessionMailPreferencesInput>) =>
    update.mutate(
      { ...inputOf(preferences), ...change },
      {
        onSuccess: () => showSnackbar(text.saved, 'success'),
        onError: () => showSnackbar(text.saveFailed, 'error'),
      },
    );
  const toggleDelay = (hours: number, wanted: boolean) =>
    save({
      skipped_reminder_hours: wanted
        ? preferences.skipped_reminder_hours.filter((skipped) => skipped !== hours)
        : [...preferences.skipped_reminder_hours, hours],
    });
  const busy = update.isPending;

  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.15rem' }}>
        {text.mailsTitle}
      </Typography>
      <Typography>{text.mailsIntro}</Typography>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={preferences.reminders}
              onChange={(event) => save({ reminders: event.target.checked })}
              disabled={busy}
            />
          }
          label={text.reminders}
        />
        <FormGroup sx={{ pl: 4 }} role="group" aria-label={text.reminders}>
          {preferences.reminder_hours.map((hours) => (
            <FormControlLabel
              key={hours}
              control={
                <Checkbox
                  checked={preferences.reminders && !preferences.skipped_reminder_hours.includes(hours)}
                  onChange={(event) => toggleDelay(hours, event.target.checked)}
                  disabled={busy || !preferences.reminders}
                />
              }
              label={text.reminderBefore(hours)}
            />
          ))}
        </FormGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={preferences.offers}
              onChange={(event) => save({ offers: event.target.checked })}
              disabled={busy}
            />
          }
          label={text.offers}
        />
        {isPro ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={preferences.participant_lists}
                onChange={(event) => save({ participant_lists: event.target.checked })}
                disabled={busy}
              />
            }
            label={text.participantLists}
          />
        ) : null}
      </FormGroup>
    </Stack>
  );
}
