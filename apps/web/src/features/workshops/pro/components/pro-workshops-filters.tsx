import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-pro';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useId } from 'react';
import { useTypedFilter } from '../../../../lib/use-typed-filter.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { PeriodFilter } from '../../../../components/workshops/period-filter.tsx';
import { DepartmentFilter, PartnerFilter } from '../../../../components/workshops/place-filters.tsx';
import {
  pageSizes,
  proSorts,
  type PageSize,
  type ProSort,
  type ProWorkshopFilters,
} from '../hooks/pro-workshop-filters.ts';

const { filters: labels } = workshopsMessages;
const CITY_DEBOUNCE_MS = 300;

type Props = { filters: ProWorkshopFilters; onChange: (change: Partial<ProWorkshopFilters>) => void };

/** The city, sent 300 ms after the last key (P2 §5 search refresh debounce). */
function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useTypedFilter(value, onChange, CITY_DEBOUNCE_MS);
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {labels.city}
      </InputLabel>
      <OutlinedInput
        id={id}
        name="city"
        label={labels.city}
        notched
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </FormControl>
  );
}

/** Filters (P2-PRO-06/07), sort (P2-PRO-08) and page size (P2-PRO-09) of « Mes ateliers ». */
export function ProWorkshopsFilters({ filters, onChange }: Props) {
  return (
    <FilterForm label={workshopsMessages.filtersTitle} columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
      <DepartmentFilter value={filters.department} onChange={(department) => onChange({ department })} />
      <CityFilter value={filters.city} onChange={(city) => onChange({ city })} />
      <PartnerFilter
        label={messages.healthCentre}
        value={filters.partnerId}
        onChange={(partnerId) => onChange({ partnerId })}
      />
      <PeriodFilter from={filters.from} to={filters.to} onChange={onChange} />
      <SelectFilter
        label={labels.sort}
        name="sort"
        value={filters.sort}
        options={proSorts.map((sort) => ({ value: sort, label: messages.sortOptions[sort] }))}
        onChange={(sort) => onChange({ sort: sort as ProSort })}
      />
      <SelectFilter
        label={messages.perPage}
        name="per_page"
        value={String(filters.perPage)}
        options={pageSizes.map((size) => ({ value: String(size), label: size === 0 ? messages.all : String(size) }))}
        onChange={(size) => onChange({ perPage: Number(size) as PageSize })}
      />
    </FilterForm>
  );
}
