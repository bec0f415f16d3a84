import { PARTNER_SUPPORT_TYPES } from '@plateforme/shared/registration/registration.rules';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { useEffect, useState } from 'react';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useTypedFilter } from '../../../../lib/use-typed-filter.ts';

type Props = {
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
};

const typeOptions = PARTNER_SUPPORT_TYPES.map((value) => ({ value, label: texts.supportTypes[value] }));
const activeOptions = [
  { value: 'true', label: texts.filters.activeOnly },
  { value: 'false', label: texts.filters.inactiveOnly },
];

/** The list's search (name, city) and filters; typed text is sent once it settles. */
export function PartnersFilters({ filters, onChange }: Props) {
  const [q, setQ] = useTypedFilter(filters.q ?? '', (typed) => onChange({ q: typed }), 350);
  const [department, setDepartment] = useState(filters.department ?? '');
  const settledDepartment = useDebouncedValue(department, 350);
  useEffect(() => {
    const value = settledDepartment.trim().toUpperCase();
    if ((value === '' || /^(\d{2}|2[AB]|97\d)$/.test(value)) && value !== (filters.department ?? ''))
      onChange({ department: value });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledDepartment]);

  return (
    <FilterForm
      label={adminMessages.search}
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' }}
    >
      <TextInput
        label={adminMessages.search}
        type="search"
        name="q"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        hint={texts.searchHint}
      />
      <SelectFilter
        label={texts.filters.supportType}
        name="support_type"
        value={filters.support_type ?? ''}
        options={typeOptions}
        anyLabel={texts.filters.all}
        onChange={(value) => onChange({ support_type: value })}
      />
      <SelectFilter
        label={texts.filters.active}
        name="active"
        value={filters.active ?? ''}
        options={activeOptions}
        anyLabel={texts.filters.all}
        onChange={(value) => onChange({ active: value })}
      />
      <TextInput
        label={texts.filters.department}
        name="department"
        value={department}
        onChange={(event) => setDepartment(event.target.value)}
        inputProps={{ maxLength: 3 }}
      />
    </FilterForm>
  );
}
