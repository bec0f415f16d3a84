import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useProfessionalsNames } from '../api/get-professionals-names.ts';
import { useSequences } from '../api/get-sequences.ts';
import { NumberSelectFilter } from '../../../components/ui/filter-fields.tsx';

/**
 * The filters whose choices come from the API, each holding its own query: an answer
 * arriving redraws that one select, not the whole panel (the page's blocking time on a phone).
 * Département and partner live in components/workshops (« Mes ateliers » uses them too).
 */
const { filters: labels } = workshopsMessages;

type Props<Value> = { value: Value; onChange: (value: Value) => void };

export function ProFilter({ value, onChange }: Props<number | null>) {
  const pros = useProfessionalsNames();
  return (
    <NumberSelectFilter
      name="pro"
      label={labels.pro}
      anyLabel={labels.any}
      value={value}
      options={(pros.data?.data ?? []).map((pro) => ({ value: String(pro.id), label: pro.firstname }))}
      onChange={onChange}
      error={pros.isError ? workshopsMessages.professionalsFetchFailed : undefined}
    />
  );
}

export function SequenceFilter({ value, onChange, isAja }: Props<number | null> & { isAja: boolean }) {
  const sequences = useSequences(isAja);
  return (
    <NumberSelectFilter
      name="sequence"
      label={labels.sequence}
      anyLabel={labels.any}
      value={value}
      options={(sequences.data?.data ?? []).map((sequence) => ({ value: String(sequence), label: String(sequence) }))}
      onChange={onChange}
      error={sequences.isError ? workshopsMessages.sequencesFetchFailed : undefined}
    />
  );
}
