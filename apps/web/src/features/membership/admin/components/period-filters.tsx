import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { DateFilter, FilterForm } from '../../../../components/ui/filter-fields.tsx';

type Props = {
  from: string;
  to: string;
  errors: { from?: string; to?: string };
  onChange: (filters: { from?: string; to?: string }) => void;
};

/** The reconciliation's period, two Paris days (`to` included); a problem shows under its field. */
export function PeriodFilters({ from, to, errors, onChange }: Props) {
  return (
    <FilterForm
      label={texts.partners.period}
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 14rem))', md: 'repeat(2, minmax(0, 14rem))' }}
    >
      <DateFilter
        label={texts.filters.from}
        name="from"
        value={from}
        error={errors.from}
        onChange={(value) => onChange({ from: value })}
      />
      <DateFilter
        label={texts.filters.to}
        name="to"
        value={to}
        min={from || undefined}
        error={errors.to}
        onChange={(value) => onChange({ to: value })}
      />
    </FilterForm>
  );
}
