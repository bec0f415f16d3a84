import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingFormMessages } from '@plateforme/shared/messages/workshops';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { useParticipantSearch, type Participant } from '../api/search-participants.ts';

export type ParticipantLists = { subscribers: number[]; queued: number[] };

type ParticipantsFieldProps = {
  workshopId: number;
  lists: ParticipantLists;
  /** Names of the people on the lists (from the session, then from the search). */
  people: ReadonlyMap<number, Participant>;
  onChange: (lists: ParticipantLists, person?: Participant) => void;
  errors: { subscribers?: string; queued?: string };
};

const SEARCH_DEBOUNCE_MS = 300;
const nameOf = (person: Participant | undefined, id: number) =>
  person ? `${person.firstname} ${person.lastname}` : `#${id}`;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** A person in a list: the name, the e-mail under it, then the buttons; plain list items, no MUI List. */
function PersonItem({ label, email, children }: { label: string; email?: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.5 }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 160, overflowWrap: 'anywhere' }}>
        <Typography variant="body2">{label}</Typography>
        {email ? (
          <Typography variant="body2" color="text.secondary">
            {email}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 };

/**
 * The form's participants (P2 §4, §5): a search among the members (5 answers), then
 * « Inscrits » and « Liste d'attente » with buttons to move a person or take them off. A
 * person is on one list at most: moving them to one takes them off the other.
 */
export function ParticipantsField({ workshopId, lists, people, onChange, errors }: ParticipantsFieldProps) {
  const [term, setTerm] = useState('');
  const name = useDebounced(term.trim());
  const search = useParticipantSearch(workshopId, name);
  const resultsId = useId();
  const listed = new Set([...lists.subscribers, ...lists.queued]);
  const results = (search.data?.data ?? []).filter((person) => !listed.has(person.id));

  const put = (id: number, target: 'subscribers' | 'queued' | null, person?: Participant) => {
    const subscribers = lists.subscribers.filter((other) => other !== id);
    const queued = lists.queued.filter((other) => other !== id);
    if (target === 'subscribers') subscribers.push(id);
    if (target === 'queued') queued.push(id);
    onChange({ subscribers, queued }, person);
  };

  const renderList = (kind: 'subscribers' | 'queued') => {
    const ids = lists[kind];
    const title = kind === 'subscribers' ? meetingFormMessages.subscribers : meetingFormMessages.queued;
    const error = errors[kind];
    const headingId = `${resultsId}-${kind}`;
    return (
      <Stack spacing={1} component="section" aria-labelledby={headingId}>
        <Typography variant="h3" component="h3" id={headingId} sx={{ fontSize: '1.1rem' }}>
          {title} ({ids.length})
        </Typography>
        {ids.length === 0 ? <Typography color="text.secondary">{meetingFormMessages.emptyList}</Typography> : null}
        <Box component="ul" aria-labelledby={headingId} sx={listSx}>
          {ids.map((id) => {
            const label = nameOf(people.get(id), id);
            return (
              <PersonItem key={id} label={label} email={people.get(id)?.email}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => put(id, kind === 'subscribers' ? 'queued' : 'subscribers')}
                >
                  {kind === 'subscribers'
                    ? meetingFormMessages.moveToQueue(label)
                    : meetingFormMessages.moveToSubscribers(label)}
                </Button>
                <Button size="small" color="error" onClick={() => put(id, null)}>
                  {meetingFormMessages.remove(label)}
                </Button>
              </PersonItem>
            );
          })}
        </Box>
        {error ? (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {meetingFormMessages.participantsTitle}
      </Typography>
      <TextInput
        label={meetingFormMessages.searchParticipant}
        hint={meetingFormMessages.searchHint}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        type="search"
        autoComplete="off"
        inputProps={{ 'aria-controls': resultsId }}
      />
      <div id={resultsId} aria-live="polite">
        {name.length >= 2 && search.isFetching ? (
          <CircularProgress size={20} aria-label={meetingFormMessages.searching} />
        ) : null}
        {name.length >= 2 && search.isError ? <Alert severity="error">{meetingFormMessages.searchFailed}</Alert> : null}
        {name.length >= 2 && search.isSuccess && results.length === 0 ? (
          <Typography color="text.secondary">{meetingFormMessages.noParticipantFound}</Typography>
        ) : null}
        {name.length >= 2 && results.length > 0 ? (
          <Box component="ul" aria-label={meetingFormMessages.searchParticipant} sx={listSx}>
            {results.map((person) => {
              const label = nameOf(person, person.id);
              return (
                <PersonItem key={person.id} label={label} email={person.email}>
                  <Button size="small" variant="contained" onClick={() => put(person.id, 'subscribers', person)}>
                    {meetingFormMessages.addToSubscribers(label)}
                  </Button>
                  <Button size="small" variant="outlined" onClick={() => put(person.id, 'queued', person)}>
                    {meetingFormMessages.addToQueue(label)}
                  </Button>
                </PersonItem>
              );
            })}
          </Box>
        ) : null}
      </div>
      {renderList('subscribers')}
      {renderList('queued')}
    </Stack>
  );
}
