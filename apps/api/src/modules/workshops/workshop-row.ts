import { isoText, rowReader } from '../../db/prepared.ts';
import { workshops, type Workshop } from '../../db/schema/index.ts';

/** A workshop as the views read it: its instants already in the API's form (`toISOString`). */
export type WorkshopRow = Omit<Workshop, 'start' | 'end' | 'createdAt' | 'updatedAt'> & {
  start: string | null;
  end: string | null;
  createdAt: string;
};

/** The columns of a WorkshopRow, the instants written by PostgreSQL (a list's page reads them). */
export const workshopRowFields = {
  id: workshops.id,
  name: workshops.name,
  description: workshops.description,
  type: workshops.type,
  active: workshops.active,
  userId: workshops.userId,
  secondaryProId: workshops.secondaryProId,
  partnerId: workshops.partnerId,
  infoAddress: workshops.infoAddress,
  street: workshops.street,
  zip: workshops.zip,
  city: workshops.city,
  department: workshops.department,
  lat: workshops.lat,
  lng: workshops.lng,
  isAja: workshops.isAja,
  workshopType: workshops.workshopType,
  ajaRef: workshops.ajaRef,
  start: isoText(workshops.start),
  end: isoText(workshops.end),
  createdAt: isoText(workshops.createdAt),
};

export const readWorkshopRow = rowReader<WorkshopRow>(workshopRowFields);

/** The same from a workshop read whole (the detail's one row). */
export function toWorkshopRow({ start, end, createdAt, updatedAt: _updatedAt, ...rest }: Workshop): WorkshopRow {
  return {
    ...rest,
    start: start?.toISOString() ?? null,
    end: end?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
