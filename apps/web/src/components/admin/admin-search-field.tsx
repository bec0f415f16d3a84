import { adminMessages } from '@plateforme/shared/messages/platform';
import { useTypedFilter } from '../../lib/use-typed-filter.ts';
import { TextInput } from '../ui/text-input.tsx';

type Props = { value: string; onSearch: (value: string) => void; label?: string };

/**
 * A list's free-text search (`q`): typed freely, sent once typing pauses. The light TextInput:
 * MUI's TextField would bring its select's menu and modal to every list.
 */
export function AdminSearchField({ value, onSearch, label = adminMessages.search }: Props) {
  const [text, setText] = useTypedFilter(value, onSearch, 400);
  return (
    <TextInput type="search" name="q" label={label} value={text} onChange={(event) => setText(event.target.value)} />
  );
}
