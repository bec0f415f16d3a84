import TextField from '@mui/material/TextField';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { useTypedFilter } from '../../lib/use-typed-filter.ts';

type Props = { value: string; onSearch: (value: string) => void; label?: string };

/** A list's free-text search (`q`): typed freely, sent once typing pauses. */
export function AdminSearchField({ value, onSearch, label = adminMessages.search }: Props) {
  const [text, setText] = useTypedFilter(value, onSearch, 400);
  return (
    <TextField
      type="search"
      name="q"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth
    />
  );
}
