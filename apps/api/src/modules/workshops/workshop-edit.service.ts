import { isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';
import { proWorkshopsMessages } from '@plateforme/shared/messages/workshops-pro';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import {
  departmentOfZip,
  findAddressError,
  type WorkshopEditInput,
} from '@plateforme/shared/workshops/workshop-edit.schemas';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import * as repository from './workshop-edit.repository.ts';
import { toListViewer } from './list-viewer.ts';
import { getWorkshop } from './workshop-detail.service.ts';
import { runsWorkshop } from './workshops.service.ts';

const addressFields = ['info_address', 'street', 'zip', 'city'] as const;

/**
 * PUT /api/workshops/{id} (P2 §7) by the workshop's premium pro (owner, secondary pro, current
 * substitute) or the staff: the description, and the address of an onsite workshop. The row
 * is locked from the rights check to the write. The stored coordinates stay as they are:
 * geocoding happens in the back office (ADR 035). Answers the detail's item.
 */
export async function editWorkshop(
  db: Db,
  viewer: Viewer,
  workshopId: number,
  input: WorkshopEditInput,
  now = new Date(),
) {
  if (viewer.role === 'pro' && !isProPremium(viewer.access)) throw forbidden(commonMessages.membersOnly);
  await db.transaction(async (tx) => {
    const workshop = await repository.lockWorkshop(tx, workshopId);
    if (!workshop) throw new AppError('not_found', errorMessages.notFound);
    if (!(await runsWorkshop(tx, viewer, workshopId, now))) throw forbidden(workshopsMessages.forbidden);

    const changesAddress = addressFields.some((field) => input[field] !== undefined && input[field] !== null);
    if (workshop.type === 'remote' && changesAddress) {
      const field = addressFields.find((name) => input[name]) ?? 'street';
      throw invalid(field, proWorkshopsMessages.remoteHasNoAddress);
    }
    const address = {
      street: input.street === undefined ? workshop.street : input.street,
      zip: input.zip === undefined ? workshop.zip : input.zip,
      city: input.city === undefined ? workshop.city : input.city,
    };
    const addressError = findAddressError(address);
    if (addressError) throw invalid(addressError.field, addressError.message);

    await repository.updateWorkshop(tx, workshopId, {
      description: input.description ?? workshop.description,
      infoAddress: input.info_address === undefined ? workshop.infoAddress : input.info_address,
      ...address,
      // The département filter reads it: it follows the postal code.
      department: address.zip ? departmentOfZip(address.zip) : workshop.department,
    });
  });
  return getWorkshop(db, toListViewer(viewer), workshopId, ['user', 'secondary_pro', 'partner', 'partner.logo'], now);
}
