import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { isPeriodReversed } from '../../lib/period.ts';
import { DateFilter } from '../ui/filter-fields.tsx';

const { filters: labels } = workshopsMessages;

type Period = { from: string; to: string };

type Props = Period & { onChange: (change: Partial<Period>) => void };

/** « Du » and « Au » of the workshops lists (the catalogue and « Mes ateliers »); the end cannot be picked before the start, and says so if typed. */
export function PeriodFilter({ from, to, onChange }: Props) {
  return (
    <>
      <DateFilter name="from" label={labels.from} value={from} onChange={(value) => onChange({ from: value })} />
      <DateFilter
        name="to"
        label={labels.to}
        value={to}
        min={from || undefined}
        onChange={(value) => onChange({ to: value })}
        error={isPeriodReversed({ from, to }) ? labels.toBeforeFrom : undefined}
      />
    </>
  );
}
