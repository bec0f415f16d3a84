import Box from '@mui/material/Box';
import { AttendanceControl, type Attendance } from './attendance-control.tsx';

export type AttendancePerson = { id: number; name: string; attendance: Attendance };

type Props = {
  people: AttendancePerson[];
  started: boolean;
  onAttendance: (userId: number, attendance: Attendance) => Promise<unknown>;
};

/** Présent / Absent / Non renseigné for each validated participant, saved one by one (P2 §4). */
export function AttendanceList({ people, started, onAttendance }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {people.map((person) => (
        <Box component="li" key={person.id} sx={{ overflowWrap: 'anywhere' }}>
          <AttendanceControl
            name={person.name}
            attendance={person.attendance}
            started={started}
            onSave={(attendance) => onAttendance(person.id, attendance)}
          />
        </Box>
      ))}
    </Box>
  );
}
