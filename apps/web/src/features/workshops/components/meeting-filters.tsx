import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useId } from 'react';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden.ts';
import { dateRanges, type MeetingFilters } from '../hooks/meeting-search-params.ts';

type Option = { value: string; label: string };

function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const ANY = 'any';

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
          label={meetingsMessages.partner}
          value={filters.partner ? String(filters.partner) : ANY}
          options={[any, ...partners.map((partner) => ({ value: String(partner.id), label: partner.name }))]}
          onChange={(value) => onChange({ partner: value === ANY ? null : Number(value) })}
        />
      ) : null}
      <FilterSelect
        label={meetingsMessages.dateRange}
        value={filters.range ?? ANY}
        options={[any, ...dateRanges.map((range) => ({ value: range, label: meetingsMessages.dateRanges[range] }))]}
        onChange={(value) => onChange({ range: value === ANY ? null : (value as MeetingFilters['range']) })}
      />
      <FilterSelect
        label={meetingsMessages.columns.type}
        value={filters.type ?? ANY}
        options={[any, { value: 'remote', label: workshopsMessages.remote }, { value: 'onsite', label: workshopsMessages.onsite }]}
        onChange={(value) => onChange({ type: value === ANY ? null : (value as MeetingFilters['type']) })}
      />
      <FilterSelect
        label={meetingsMessages.sort}
        value={filters.sort}
        options={[
          { value: 'start', label: meetingsMessages.sortBy.date },
          { value: 'sequence', label: meetingsMessages.sortBy.sequence },
        ]}
        onChange={(value) => onChange({ sort: value as MeetingFilters['sort'] })}
      />
      <FilterSelect
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
