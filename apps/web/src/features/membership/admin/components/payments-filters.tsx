import { PAYMENT_STATES } from '@plateforme/shared/membership/admin.rules';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { DateFilter, FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { usePartnerChoices } from '../api/payments.ts';

const f = texts.filters;
const stateOptions = PAYMENT_STATES.map((state) => ({ value: state, label: texts.states[state] }));
const typeOptions = [
  { value: 'subscription', label: texts.types.subscription },
  { value: 'donation', label: texts.types.donation },
];
const yesNo = [
  { value: 'yes', label: f.yes },
  { value: 'no', label: f.no },
];
const refundOptions = [
  { value: 'due', label: f.refundDue },
  { value: 'done', label: f.refundDone },
];

type Props = { filters: Record<string, string>; onChange: (filters: Record<string, string>) => void };

/** The payments' filters; each acts on change and lands in the address. */
export function PaymentsFilters({ filters, onChange }: Props) {
  const on = (name: string) => (value: string) => onChange({ [name]: value });
  // Without the list (still loading, or refused), the select keeps « Tous » and the address's choice.
  const partners = usePartnerChoices().data ?? [];
  return (
    <FilterForm
      label={adminMessages.search}
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
    >
      <TextInput
        label={texts.searchPayments}
        name="q"
        type="search"
        defaultValue={filters.q}
        onBlur={(event) => on('q')(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && on('q')((event.target as HTMLInputElement).value)}
      />
      <SelectFilter
        label={f.state}
        name="state"
        value={filters.state ?? ''}
        options={stateOptions}
        anyLabel={f.all}
        onChange={on('state')}
      />
      <SelectFilter
        label={f.type}
        name="type"
        value={filters.type ?? ''}
        options={typeOptions}
        anyLabel={f.all}
        onChange={on('type')}
      />
      <SelectFilter
        label={f.partner}
        name="partner_id"
        value={filters.partner_id ?? ''}
        options={partners}
        anyLabel={f.all}
        onChange={on('partner_id')}
      />
      <SelectFilter
        label={f.discounted}
        name="discounted"
        value={filters.discounted ?? ''}
        options={yesNo}
        anyLabel={f.all}
        onChange={on('discounted')}
      />
      <SelectFilter
        label={f.refund}
        name="refund"
        value={filters.refund ?? ''}
        options={refundOptions}
        anyLabel={f.all}
        onChange={on('refund')}
      />
      <DateFilter label={f.from} name="from" value={filters.from ?? ''} onChange={on('from')} />
      <DateFilter label={f.to} name="to" value={filters.to ?? ''} onChange={on('to')} />
    </FilterForm>
  );
}
