import type { AdminWorkshop, ProChoice } from '@plateforme/shared/workshops/admin.schemas';

/** The form's values: the wire's names, text as typed; the server's schema judges them (ADR 043). */
export type WorkshopFormValues = {
  name: string;
  description: string;
  type: 'onsite' | 'remote';
  workshop_type: 'cognitive' | 'oncommence';
  user_id: ProChoice | null;
  secondary_pro_id: ProChoice | null;
  partner_id: string;
  info_address: string;
  street: string;
  zip: string;
  city: string;
  lat: string;
  lng: string;
  active: boolean;
  is_aja: boolean;
};

const pro = (person: AdminWorkshop['user'], email = ''): ProChoice | null =>
  person ? { id: person.id, name: person.name, email } : null;

export function toFormValues(workshop: AdminWorkshop | null): WorkshopFormValues {
  return {
    name: workshop?.name ?? '',
    description: workshop?.description ?? '',
    type: workshop?.type ?? 'onsite',
    workshop_type: workshop?.workshop_type ?? 'cognitive',
    user_id: pro(workshop?.user ?? null),
    secondary_pro_id: pro(workshop?.secondary_pro ?? null),
    partner_id: workshop?.partner_id ? String(workshop.partner_id) : '',
    info_address: workshop?.info_address ?? '',
    street: workshop?.street ?? '',
    zip: workshop?.zip ?? '',
    city: workshop?.city ?? '',
    lat: workshop?.lat === null || workshop?.lat === undefined ? '' : String(workshop.lat),
    lng: workshop?.lng === null || workshop?.lng === undefined ? '' : String(workshop.lng),
    active: workshop?.active ?? true,
    is_aja: workshop?.is_aja ?? false,
  };
}

/** Every field of the form, in the order toFormValues gives them. */
export const WORKSHOP_FIELDS = Object.keys(toFormValues(null)) as (keyof WorkshopFormValues)[];

/** A coordinate as typed (a comma is a decimal point); text that is no number goes as is, for the server's message. */
function toCoordinate(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
}

function toWire(values: WorkshopFormValues, field: (typeof WORKSHOP_FIELDS)[number]): unknown {
  switch (field) {
    case 'user_id':
    case 'secondary_pro_id':
      return values[field]?.id ?? null;
    case 'partner_id':
      return values.partner_id ? Number(values.partner_id) : null;
    case 'lat':
    case 'lng':
      return toCoordinate(values[field]);
    default:
      return values[field];
  }
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a !== null && b !== null && typeof a === 'object' && typeof b === 'object'
    ? (a as ProChoice).id === (b as ProChoice).id
    : a === b;

/** The fields whose value differs from the form's start (a pro compared by its id). */
export function changedFields(start: WorkshopFormValues, values: WorkshopFormValues): ReadonlySet<string> {
  return new Set(WORKSHOP_FIELDS.filter((field) => !sameValue(start[field], values[field])));
}

/**
 * The body to send. A new workshop sends every field; an edit sends only what changed, so
 * unchanged coordinates do not count as typed and a new address is geocoded again.
 */
export function toWorkshopBody(
  values: WorkshopFormValues,
  changed: ReadonlySet<string> | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of WORKSHOP_FIELDS) {
    if (changed === null || changed.has(field)) body[field] = toWire(values, field);
  }
  return body;
}
