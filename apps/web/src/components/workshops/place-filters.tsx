import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { departementLabel, useDepartements } from '../../lib/departements.ts';
import { useWorkshopPartners } from '../../lib/workshop-partners.ts';
import { NumberSelectFilter, SelectFilter } from '../ui/filter-fields.tsx';

/**
 * The département and health-centre filters of the workshops lists (the catalogue and
 * « Mes ateliers »), each holding its own query: an answer redraws that one select.
 */
const { filters: labels } = workshopsMessages;

type Props<Value> = { value: Value; onChange: (value: Value) => void; label?: string };

export function DepartmentFilter({ value, onChange }: Props<string>) {
  const departements = useDepartements();
  return (
    <SelectFilter
      name="department"
      label={labels.department}
      anyLabel={labels.any}
      value={value}
      options={(departements.data ?? []).map((item) => ({ value: item.code, label: departementLabel(item) }))}
      onChange={onChange}
      error={departements.isError ? workshopsMessages.departmentsFetchFailed : undefined}
    />
  );
}

export function PartnerFilter({ value, onChange, label = labels.partner }: Props<number | null>) {
  const partners = useWorkshopPartners();
  return (
    <NumberSelectFilter
      name="partner"
      label={label}
      anyLabel={labels.any}
      value={value}
      options={(partners.data?.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name }))}
      onChange={onChange}
    />
  );
}
