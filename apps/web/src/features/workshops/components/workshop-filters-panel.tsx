import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { nearMessages } from '@plateforme/shared/messages/workshops-near';
import { timeSlots, type TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { useId } from 'react';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCommunesByName } from '../../../components/ui/use-communes.ts';
import { DEFAULT_SORT, listSorts, type ListSort, type WorkshopFilters } from '../hooks/workshop-filters.ts';
import { CheckboxGroupFilter, FilterForm, SelectFilter } from '../../../components/ui/filter-fields.tsx';
import { PeriodFilter } from '../../../components/workshops/period-filter.tsx';
import { DepartmentFilter, PartnerFilter } from '../../../components/workshops/place-filters.tsx';
import { ProFilter, SequenceFilter } from './data-filters.tsx';

const { filters: labels } = workshopsMessages;
const dayOptions = workshopsMessages.weekdays.map((label, index) => ({ value: String(index + 1), label }));
const slotOptions = (Object.keys(timeSlots) as TimeSlot[]).map((slot) => ({
  value: slot,
  label: workshopsMessages.timeSlots[slot],
}));
const otherSorts = listSorts
  .filter((sort) => sort !== DEFAULT_SORT)
  .map((sort) => ({ value: sort, label: workshopsMessages.sortOptions[sort] }));
const wholeRow = { gridColumn: '1 / -1' } as const;

/** The city, typed freely, with the communes of that name suggested (the geography service). */
function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const listId = useId();
  const lookup = useCommunesByName(value, true);
  const names = lookup.status === 'found' ? [...new Set(lookup.communes.map((commune) => commune.nom))] : [];
  return (
    <>
      <TextInput
        label={labels.city}
        name="city"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ list: listId, autoComplete: 'address-level2' }}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

/** « Près de »: a postal code or a town; the API's message when it knows no such place. */
function NearFilter({ value, error, onChange }: { value: string; error?: string; onChange: (near: string) => void }) {
  return (
    <TextInput
      label={nearMessages.label}
      name="near"
      value={value}
      error={error}
      hint={nearMessages.help}
      placeholder={nearMessages.placeholder}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ maxLength: 100, autoComplete: 'off' }}
    />
  );
}

type WorkshopFiltersPanelProps = {
  filters: WorkshopFilters;
  onChange: (patch: Partial<WorkshopFilters>) => void;
  onReset: () => void;
  /** The sequences of the AJA sessions or of the others (GET /api/workshops/sequences?is_aja). */
  isAja: boolean;
  /** Why the place typed in « Près de » was not found (the list's answer), under that field. */
  nearError?: string;
};

/** The workshop filter of P2 §5: every field changes the address, the list follows 300 ms later. */
export function WorkshopFiltersPanel({ filters, onChange, onReset, isAja, nearError }: WorkshopFiltersPanelProps) {
  const placesHelpId = useId();

  return (
    <FilterForm
      label={workshopsMessages.filtersTitle}
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
    >
      <NearFilter value={filters.near} error={nearError} onChange={(near) => onChange({ near })} />
      <DepartmentFilter value={filters.department} onChange={(department) => onChange({ department })} />
      <CityFilter value={filters.city} onChange={(city) => onChange({ city })} />
      <PartnerFilter value={filters.partner} onChange={(partner) => onChange({ partner })} />
      <PeriodFilter from={filters.from} to={filters.to} onChange={onChange} />
      <ProFilter value={filters.pro} onChange={(pro) => onChange({ pro })} />
      <Box sx={wholeRow}>
        <CheckboxGroupFilter
          name="days"
          legend={labels.days}
          values={filters.days.map(String)}
          options={dayOptions}
          onChange={(values) => onChange({ days: values.map(Number).sort((a, b) => a - b) })}
        />
      </Box>
      <Box sx={wholeRow}>
        <CheckboxGroupFilter
          name="slots"
          legend={labels.timeSlots}
          values={filters.slots}
          options={slotOptions}
          onChange={(values) =>
            onChange({ slots: slotOptions.map((option) => option.value).filter((slot) => values.includes(slot)) })
          }
        />
      </Box>
      <SequenceFilter value={filters.sequence} isAja={isAja} onChange={(sequence) => onChange({ sequence })} />
      <FormControl disabled={filters.sequence === null}>
        <FormControlLabel
          label={workshopsMessages.availablePlaces}
          control={
            <Checkbox
              name="places"
              checked={filters.places}
              onChange={(event) => onChange({ places: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': filters.sequence === null ? placesHelpId : undefined } }}
            />
          }
        />
        {/* The hint explains why the box is off: it stays readable, not greyed like the box. */}
        {filters.sequence === null ? (
          <FormHelperText id={placesHelpId} disabled={false}>
            {workshopsMessages.availablePlacesHelp}
          </FormHelperText>
        ) : null}
      </FormControl>
      <SelectFilter
        name="sort"
        label={labels.sort}
        anyLabel={workshopsMessages.sortOptions[DEFAULT_SORT]}
        value={filters.sort === DEFAULT_SORT ? '' : filters.sort}
        options={otherSorts}
        onChange={(value) => onChange({ sort: value === '' ? DEFAULT_SORT : (value as ListSort) })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', ...wholeRow }}>
        <Button variant="outlined" onClick={onReset}>
          {workshopsMessages.resetFilters}
        </Button>
      </Box>
    </FilterForm>
  );
}
