import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';

const texts = adminUsersMessages.filters;
export const USER_FILTERS = ['role', 'premium', 'aja', 'archived'] as const;

type Props = { filters: Record<string, string>; onChange: (filters: Record<string, string>) => void };

const yesNo = [
  { value: '', label: texts.all },
  { value: 'yes', label: texts.yes },
  { value: 'no', label: texts.no },
];
const choices: Record<(typeof USER_FILTERS)[number], { value: string; label: string }[]> = {
  role: [
    { value: '', label: texts.all },
    ...Object.entries(adminUsersMessages.roles).map(([value, label]) => ({ value, label })),
  ],
  premium: yesNo,
  aja: yesNo,
  archived: yesNo,
};

/** The search box (sent with its button) and the four filters (applied when chosen). */
export function UsersFilters({ filters, onChange }: Props) {
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-end' } }}
    >
      <TextInput
        label={adminUsersMessages.searchLabel}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        size="small"
        fullWidth={false}
      />
      <Button type="submit" variant="outlined">
        {adminMessages.search}
      </Button>
      {USER_FILTERS.map((name) => (
        <Box key={name} sx={{ minWidth: 140 }}>
          <SelectField
            size="small"
            fullWidth
            label={texts[name]}
            value={filters[name] ?? ''}
            onChange={(value) => onChange({ [name]: value })}
            options={choices[name]}
          />
        </Box>
      ))}
    </Stack>
  );
}
