import TextField from '@mui/material/TextField';
import { adminMessages } from '@plateforme/shared/messages/admin';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type Props = { value: string; onSearch: (value: string) => void; label?: string };

/** A list's free-text search (`q`): typed freely, sent once typing pauses. */
export function AdminSearchField({ value, onSearch, label = adminMessages.search }: Props) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 400);
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled);
  }, [settled, value, onSearch]);
  return <TextField type="search" name="q" label={label} value={text} onChange={(event) => setText(event.target.value)} fullWidth />;
}
