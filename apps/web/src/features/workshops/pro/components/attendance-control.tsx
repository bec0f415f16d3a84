import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { useId, useRef, useState } from 'react';
import { showSnackbar } from '../../../../lib/snackbar.ts';

export type Attendance = 0 | 1 | null;

const toValue = (attendance: Attendance) => (attendance === null ? 'unset' : String(attendance));
const fromValue = (value: string): Attendance => (value === 'unset' ? null : value === '1' ? 1 : 0);

type Props = {
  name: string;
  attendance: Attendance;
  /** Before the session starts the control is shown, disabled, with the reason (P2 §4). */
  started: boolean;
  onSave: (attendance: Attendance) => Promise<unknown>;
};

/**
 * Présent / Absent / Non renseigné for one validated participant: a radio group (arrow keys
 * move and select), saved on change; a refused save puts the last saved choice back and says so.
 * Saves go one at a time, the latest choice last: arrowing through the three choices sends
 * requests that could otherwise reach the server out of order and leave the wrong one.
 */
export function AttendanceControl({ name, attendance, started, onSave }: Props) {
  const [value, setValue] = useState<Attendance>(attendance);
  const [saving, setSaving] = useState(false);
  const [shownFrom, setShownFrom] = useState<Attendance>(attendance);
  const wanted = useRef<{ next: Attendance } | null>(null);
  const running = useRef(false);
  const reasonId = useId();
  // A new answer from the server (after a reload) wins over the kept choice, unless a save is pending.
  if (attendance !== shownFrom && !saving) {
    setShownFrom(attendance);
    setValue(attendance);
  }

  const change = async (next: Attendance) => {
    let saved = value;
    setValue(next);
    wanted.current = { next };
    if (running.current) return;
    running.current = true;
    setSaving(true);
    while (wanted.current) {
      const { next: sending } = wanted.current;
      wanted.current = null;
      try {
        await onSave(sending);
        saved = sending;
      } catch {
        if (!wanted.current) setValue(saved);
        showSnackbar(texts.attendanceFailed, 'error');
      }
    }
    running.current = false;
    setSaving(false);
  };

  return (
    <FormControl component="fieldset" disabled={!started} size="small" sx={{ minWidth: 0 }}>
      {/* Before the start the group is disabled, but its name and reason stay readable (4.5:1, issue #37). */}
      <FormLabel component="legend" sx={{ fontSize: '0.875rem', '&.Mui-disabled': { color: 'text.primary' } }}>
        {texts.attendanceOf(name)}
      </FormLabel>
      <RadioGroup
        row
        name={`attendance-${reasonId}`}
        value={toValue(value)}
        aria-describedby={started ? undefined : reasonId}
        aria-busy={saving}
        onChange={(event) => void change(fromValue(event.target.value))}
      >
        <FormControlLabel value="1" control={<Radio size="small" />} label={texts.present} />
        <FormControlLabel value="0" control={<Radio size="small" />} label={texts.absent} />
        <FormControlLabel value="unset" control={<Radio size="small" />} label={texts.unset} />
      </RadioGroup>
      {started ? null : (
        <FormHelperText id={reasonId} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
          {texts.attendanceLocked}
        </FormHelperText>
      )}
    </FormControl>
  );
}
