import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PlanningWeek } from '@plateforme/shared/workshops/planning.schemas';
import { adminPlanningMessages as messages } from '@plateforme/shared/messages/workshops-planning';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { PlanningSequenceInput } from './planning-sequence-input.tsx';

const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const formatDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));

type Props = {
  caption: string;
  weeks: PlanningWeek[];
  /** What is typed, per week, where it differs from the saved sequence. */
  drafts: Record<number, string>;
  errors: Record<number, string>;
  onChange: (week: number, value: string) => void;
};

/** One row per ISO week: its number, its Monday to Sunday, and the sequence field. */
export function PlanningTable({ caption, weeks, drafts, errors, onChange }: Props) {
  return (
    <PlainTable caption={caption} headers={[messages.columns.week, messages.columns.dates, messages.columns.sequence]}>
      {weeks.map((row) => {
        const value = drafts[row.week] ?? (row.sequence === null ? '' : String(row.sequence));
        const error = errors[row.week];
        return (
          <TableRow key={row.week} selected={row.week in drafts}>
            <TableCell component="th" scope="row">
              {row.week}
            </TableCell>
            <TableCell>{messages.dates(formatDay(row.monday), formatDay(row.sunday))}</TableCell>
            <TableCell sx={{ minWidth: '6.5rem' }}>
              <PlanningSequenceInput
                label={messages.sequenceLabel(row.week)}
                value={value}
                error={error}
                onChange={(next) => onChange(row.week, next)}
              />
            </TableCell>
          </TableRow>
        );
      })}
    </PlainTable>
  );
}
