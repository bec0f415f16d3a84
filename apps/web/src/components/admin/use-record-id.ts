import { useParams } from 'react-router';

/**
 * The record a back-office address names by its `:id`: `/new` (or no id) is a new record, an id
 * that is not a number names none (the screen says « not found » without asking the API).
 */
export function useRecordId() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  return { isNew, recordId: !isNew && /^\d+$/.test(id) ? Number(id) : null };
}
