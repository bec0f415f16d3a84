import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { timeSlots, type TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { useId } from 'react';
import { CityField } from '../../../components/ui/city-field.tsx';
import { departementLabel, useDepartements, type Departement } from '../api/get-departements.ts';
import { useWorkshopPartners } from '../api/get-partners.ts';
import { useProfessionalsNames } from '../api/get-professionals-names.ts';
import { useSequences } from '../api/get-sequences.ts';
import { isPeriodReversed, listSorts, type WorkshopFilters } from '../hooks/workshop-filters.ts';
import { MultiSelectFilter, SelectFilter } from './select-filter.tsx';

const { filters: labels } = workshopsMessages;
const dayOptions = workshopsMessages.weekdays.map((label, index) => ({ value: String(index + 1), label }));
const slotOptions = (Object.keys(timeSlots) as TimeSlot[]).map((slot) => ({ value: slot, label: workshopsMessages.timeSlots[slot] }));
const sortOptions = listSorts.map((sort) => ({ value: sort, label: workshopsMessages.sortOptions[sort] }));
const toId = (value: string) => (value ? Number(value) : null);

type WorkshopFiltersPanelProps = {
  filters: WorkshopFilters;
  onChange: (patch: Partial<WorkshopFilters>) => void;
  onReset: () => void;
  /** The sequences of the AJA sessions or of the others (GET /api/workshops/sequences?is_aja). */
  isAja: boolean;
};

/** The workshop filter of P2 §5: every field changes the address, the list follows 300 ms later. */
export function WorkshopFiltersPanel({ filters, onChange, onReset, isAja }: WorkshopFiltersPanelProps) {
  const departements = useDepartements();
  const partners = useWorkshopPartners();
  const sequences = useSequences(isAja);
  const pros = useProfessionalsNames();
  const placesHelpId = useId();
  const departementOptions = departements.data ?? [];
  const chosenDepartement = departementOptions.find((item) => item.code === filters.department) ?? null;

  return (
    <Box
      component="form"
      role="search"
      aria-label={workshopsMessages.filtersTitle}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <Autocomplete<Departement>
        options={departementOptions}
        getOptionLabel={departementLabel}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        value={chosenDepartement}
        onChange={(_event, option) => onChange({ department: option?.code ?? '' })}
        loading={departements.isPending}
        loadingText="Chargement…"
        noOptionsText="Aucun département"
        clearText="Effacer"
        openText="Voir les départements"
        closeText="Fermer"
        renderInput={(params) => (
          <TextField
            {...params}
            name="department"
            label={labels.department}
            error={departements.isError}
            helperText={departements.isError ? workshopsMessages.departmentsFetchFailed : undefined}
          />
        )}
      />
      <CityField name="city" label={labels.city} value={filters.city} zip="" onChange={(city) => onChange({ city })} />
      <SelectFilter
        name="partner"
        label={labels.partner}
        anyLabel={labels.any}
        value={filters.partner === null ? '' : String(filters.partner)}
        options={(partners.data?.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name }))}
        onChange={(value) => onChange({ partner: toId(value) })}
      />
      <TextField
        type="date"
        name="from"
        label={labels.from}
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        name="to"
        label={labels.to}
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={isPeriodReversed(filters)}
        helperText={isPeriodReversed(filters) ? labels.toBeforeFrom : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
      <MultiSelectFilter
        name="days"
        label={labels.days}
        values={filters.days.map(String)}
        options={dayOptions}
        onChange={(values) => onChange({ days: values.map(Number).sort((a, b) => a - b) })}
      />
      <MultiSelectFilter
        name="slots"
        label={labels.timeSlots}
        values={filters.slots}
        options={slotOptions}
        onChange={(values) => onChange({ slots: values as TimeSlot[] })}
      />
      <SelectFilter
        name="sequence"
        label={labels.sequence}
        anyLabel={labels.any}
        value={filters.sequence === null ? '' : String(filters.sequence)}
        options={(sequences.data?.data ?? []).map((sequence) => ({ value: String(sequence), label: String(sequence) }))}
        onChange={(value) => onChange({ sequence: toId(value) })}
        error={sequences.isError ? workshopsMessages.sequencesFetchFailed : undefined}
      />
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
        {filters.sequence === null ? <FormHelperText id={placesHelpId}>{workshopsMessages.availablePlacesHelp}</FormHelperText> : null}
      </FormControl>
      <SelectFilter
        name="pro"
        label={labels.pro}
        anyLabel={labels.any}
        value={filters.pro === null ? '' : String(filters.pro)}
        options={(pros.data?.data ?? []).map((pro) => ({ value: String(pro.id), label: pro.firstname }))}
        onChange={(value) => onChange({ pro: toId(value) })}
        error={pros.isError ? workshopsMessages.professionalsFetchFailed : undefined}
      />
      <SelectFilter
        name="sort"
        label={labels.sort}
        anyLabel={workshopsMessages.sortOptions.subscriptions_count}
        value={filters.sort === 'subscriptions_count' ? '' : filters.sort}
        options={sortOptions.filter((option) => option.value !== 'subscriptions_count')}
        onChange={(value) => onChange({ sort: value === '' ? 'subscriptions_count' : (value as WorkshopFilters['sort']) })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Button variant="text" onClick={onReset}>
          {workshopsMessages.resetFilters}
        </Button>
      </Box>
    </Box>
  );
}
