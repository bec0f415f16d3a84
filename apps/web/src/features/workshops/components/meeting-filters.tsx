import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden.ts';
import { dateRanges, type MeetingFilters } from '../hooks/meeting-search-params.ts';

type FilterSelectProps = {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
};

/** One filter on the browser's own select (ADR 056): side by side from 600 px, one a line below. */
function FilterSelect(props: FilterSelectProps) {
  return (
    <Box sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <SelectField {...props} fullWidth />
    </Box>
  );
}

const ANY = 'any';

/** A partner from the address stays a choice while the list loads (or if it has gone). */
function partnerOptions(partners: { id: number; name: string }[], chosen: number | null): SelectOption[] {
  const options = partners.map((partner) => ({ value: String(partner.id), label: partner.name }));
  return chosen === null || partners.some((partner) => partner.id === chosen)
    ? options
    : [...options, { value: String(chosen), label: String(chosen) }];
}

type Props = {
  filters: MeetingFilters;
  onChange: (patch: Partial<MeetingFilters>) => void;
  /** The pro's view of a member only (P2-MEET-06). */
  partners: { id: number; name: string }[] | null;
};

/** Partner, period, type, sort and order (P2 §2 Meetings screen). */
export function MeetingFiltersBar({ filters, onChange, partners }: Props) {
  const any = { value: ANY, label: meetingsMessages.anyValue };
  return (
    <Stack component="fieldset" direction="row" sx={{ flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0, minWidth: 0 }}>
      {/* Read by screen readers, not shown: the selects' own labels say enough on screen. */}
      <Box component="legend" sx={visuallyHiddenSx}>
        {meetingsMessages.filters}
      </Box>
      {partners ? (
        <FilterSelect
          name="partner"
          label={meetingsMessages.partner}
          value={filters.partner ? String(filters.partner) : ANY}
          options={[any, ...partnerOptions(partners, filters.partner)]}
          onChange={(value) => onChange({ partner: value === ANY ? null : Number(value) })}
        />
      ) : null}
      <FilterSelect
        name="range"
        label={meetingsMessages.dateRange}
        value={filters.range ?? ANY}
        options={[any, ...dateRanges.map((range) => ({ value: range, label: meetingsMessages.dateRanges[range] }))]}
        onChange={(value) => onChange({ range: value === ANY ? null : (value as MeetingFilters['range']) })}
      />
      <FilterSelect
        name="type"
        label={meetingsMessages.columns.type}
        value={filters.type ?? ANY}
        options={[
          any,
          { value: 'remote', label: workshopsMessages.remote },
          { value: 'onsite', label: workshopsMessages.onsite },
        ]}
        onChange={(value) => onChange({ type: value === ANY ? null : (value as MeetingFilters['type']) })}
      />
      <FilterSelect
        name="sort"
        label={meetingsMessages.sort}
        value={filters.sort}
        options={[
          { value: 'start', label: meetingsMessages.sortBy.date },
          { value: 'sequence', label: meetingsMessages.sortBy.sequence },
        ]}
        onChange={(value) => onChange({ sort: value as MeetingFilters['sort'] })}
      />
      <FilterSelect
        name="direction"
        label={meetingsMessages.direction}
        value={filters.direction}
        options={[
          { value: 'asc', label: meetingsMessages.sortBy.asc },
          { value: 'desc', label: meetingsMessages.sortBy.desc },
        ]}
        onChange={(value) => onChange({ direction: value as MeetingFilters['direction'] })}
      />
    </Stack>
  );
}
