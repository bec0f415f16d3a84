import type {
  AdminWorkshop,
  AdminWorkshopCreateInput,
  AdminWorkshopUpdateInput,
  GeocodingOutcome,
} from '@plateforme/shared/workshops/admin.schemas';
import { AppError, conflict, invalid } from '@plateforme/shared/errors/app-error';
import { adminWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-admin';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import type { Workshop } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { changedFields, createdFields, recordAudit } from '../../platform/audit/audit.ts';
import * as repository from './admin-workshops.repository.ts';
import { outcomeMessage, resolveLocation, type Location } from './workshop-location.ts';

export function toAdminWorkshop({
  workshop: w,
  ownerName,
  secondaryName,
  partnerName,
}: repository.WorkshopRow): AdminWorkshop {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    type: w.type,
    workshop_type: w.workshopType,
    active: w.active,
    is_aja: w.isAja,
    user_id: w.userId,
    user: { id: w.userId, name: ownerName },
    secondary_pro_id: w.secondaryProId,
    secondary_pro: w.secondaryProId ? { id: w.secondaryProId, name: secondaryName ?? '' } : null,
    partner_id: w.partnerId,
    partner_name: partnerName,
    info_address: w.infoAddress,
    street: w.street,
    zip: w.zip,
    city: w.city,
    department: w.department,
    lat: w.lat,
    lng: w.lng,
  };
}

/** The fields the audit log compares, as the wire names them. */
const audited = (w: Workshop) => ({
  name: w.name,
  description: w.description,
  type: w.type,
  workshop_type: w.workshopType,
  active: w.active,
  is_aja: w.isAja,
  user_id: w.userId,
  secondary_pro_id: w.secondaryProId,
  partner_id: w.partnerId,
  info_address: w.infoAddress,
  street: w.street,
  zip: w.zip,
  city: w.city,
  department: w.department,
  lat: w.lat,
  lng: w.lng,
});

const locationOf = (w: Workshop): Location => ({
  type: w.type,
  infoAddress: w.infoAddress,
  street: w.street,
  zip: w.zip,
  city: w.city,
  lat: w.lat,
  lng: w.lng,
});

/** The owner and the secondary pro are pros who have not left, and two different people. */
async function checkPeople(db: Db, owner: number, secondary: number | null, partner: number | null) {
  const pros = await repository.findActivePros(db, secondary ? [owner, secondary] : [owner]);
  if (!pros.includes(owner)) throw invalid('user_id', messages.errors.notPro);
  if (secondary !== null && secondary === owner) throw invalid('secondary_pro_id', messages.errors.sameAsOwner);
  if (secondary !== null && !pros.includes(secondary)) throw invalid('secondary_pro_id', messages.errors.notPro);
  if (partner !== null && !(await repository.partnerExists(db, partner)))
    throw invalid('partner_id', messages.errors.partnerUnknown);
}

async function answer(db: Db, workshopId: number, outcome: GeocodingOutcome) {
  const row = await repository.findWorkshopRow(db, workshopId);
  if (!row) throw new AppError('not_found', errorMessages.notFound);
  return { data: toAdminWorkshop(row), meta: { geocoding: outcome, message: outcomeMessage(outcome) } };
}

export async function getAdminWorkshop(db: Db, workshopId: number) {
  const row = await repository.findWorkshopRow(db, workshopId);
  if (!row) throw new AppError('not_found', errorMessages.notFound);
  return { data: toAdminWorkshop(row) };
}

/** POST /api/workshops (P2 §7, P2-WSD-17): the staff creates a workshop; its address is geocoded. */
export async function createAdminWorkshop(
  db: Db,
  geocoderUrl: string,
  viewer: Viewer,
  input: AdminWorkshopCreateInput,
) {
  await checkPeople(db, input.user_id, input.secondary_pro_id, input.partner_id);
  const wanted: Location = {
    type: input.type,
    infoAddress: input.info_address,
    street: input.street,
    zip: input.zip,
    city: input.city,
    lat: input.lat,
    lng: input.lng,
  };
  const { location, department, outcome } = await resolveLocation(geocoderUrl, wanted, null, input);
  const id = await db.transaction(async (tx) => {
    const row = await repository.insertWorkshop(tx, {
      name: input.name,
      description: input.description,
      workshopType: input.workshop_type,
      active: input.active,
      isAja: input.is_aja,
      userId: input.user_id,
      secondaryProId: input.secondary_pro_id,
      partnerId: input.partner_id,
      ...location,
      department,
    });
    await recordAudit(tx, viewer, {
      action: 'create',
      entity: 'workshop',
      entityId: row.id,
      label: row.name,
      changes: createdFields(audited(row)),
    });
    return row.id;
  });
  return answer(db, id, outcome);
}

/**
 * PUT /api/workshops/{id} by the staff: any field; absent fields stay. The geocoder is asked
 * before the transaction, so no row stays locked while it answers.
 */
export async function updateAdminWorkshop(
  db: Db,
  geocoderUrl: string,
  viewer: Viewer,
  workshopId: number,
  input: AdminWorkshopUpdateInput,
) {
  const current = (await repository.findWorkshopRow(db, workshopId))?.workshop;
  if (!current) throw new AppError('not_found', errorMessages.notFound);
  const pick = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);
  const owner = pick(input.user_id, current.userId);
  const secondary = pick(input.secondary_pro_id, current.secondaryProId);
  const partner = pick(input.partner_id, current.partnerId);
  await checkPeople(db, owner, secondary, partner);
  const before = locationOf(current);
  const wanted: Location = {
    type: pick(input.type, before.type),
    infoAddress: pick(input.info_address, before.infoAddress),
    street: pick(input.street, before.street),
    zip: pick(input.zip, before.zip),
    city: pick(input.city, before.city),
    lat: pick(input.lat, before.lat),
    lng: pick(input.lng, before.lng),
  };
  const { location, department, outcome } = await resolveLocation(geocoderUrl, wanted, before, input);
  await db.transaction(async (tx) => {
    const locked = await repository.lockWorkshop(tx, workshopId);
    if (!locked) throw new AppError('not_found', errorMessages.notFound);
    const values = {
      name: pick(input.name, locked.name),
      description: pick(input.description, locked.description),
      workshopType: pick(input.workshop_type, locked.workshopType),
      active: pick(input.active, locked.active),
      isAja: pick(input.is_aja, locked.isAja),
      userId: owner,
      secondaryProId: secondary,
      partnerId: partner,
      ...location,
      department,
    };
    await repository.updateWorkshop(tx, workshopId, values);
    const changes = changedFields(audited(locked), audited({ ...locked, ...values }));
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'workshop',
        entityId: workshopId,
        label: values.name,
        changes,
      });
  });
  return answer(db, workshopId, outcome);
}

/**
 * DELETE /api/workshops/{id} (P2-WSD-18): refused while anyone ever took part in one of its
 * sessions (their history stays; deactivate it instead). Sessions without participants and
 * substitutions go with it.
 */
export async function deleteAdminWorkshop(db: Db, viewer: Viewer, workshopId: number) {
  await db.transaction(async (tx) => {
    const workshop = await repository.lockWorkshop(tx, workshopId);
    if (!workshop) throw new AppError('not_found', errorMessages.notFound);
    if (await repository.hasParticipants(tx, workshopId)) throw conflict(messages.errors.hasParticipants);
    await repository.deleteWorkshop(tx, workshopId);
    await recordAudit(tx, viewer, { action: 'delete', entity: 'workshop', entityId: workshopId, label: workshop.name });
  });
  return { message: messages.deleted };
}
