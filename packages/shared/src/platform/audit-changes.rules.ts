import { formatDate, formatTime } from '../format/dates.ts';
import { formatEuros } from '../format/money.ts';
import { adminCoreMessages } from '../messages/platform-admin.ts';

const texts = adminCoreMessages.audit;

// Only whole ISO days and instants are read as dates: a number or a free text that merely
// looks like one (a cheque reference « 2025-01 ») stays as typed.
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function formatDay(value: string): string | null {
  try {
    if (isoDay.test(value)) return formatDate(value);
    if (isoInstant.test(value)) return `${formatDate(value)} ${formatTime(value)}`;
  } catch {
    // Not a real day (2025-02-30): shown as stored.
  }
  return null;
}

/** The log's words as the staff read them (ADR 063): what is not in the catalogue is shown as stored. */
export const auditActionLabel = (action: string): string => texts.actions[action] ?? action;
export const auditEntityLabel = (entity: string): string => texts.entities[entity] ?? entity;
export const auditFieldLabel = (field: string): string => texts.fields[field] ?? field;

/** « Atelier n° 12 Mémoire » : the element a line is about. */
export const auditSubject = (line: { entity: string; entity_id: number | null; label: string }): string =>
  `${auditEntityLabel(line.entity)}${line.entity_id ? ` n° ${line.entity_id}` : ''} ${line.label}`.trim();

/**
 * A value of the log as the staff read it: Oui/Non for a flag, « (vide) » for nothing, a day
 * as 23/11/2026 and an instant as 23/11/2026 14h05 (Paris), a list as its items, an amount in
 * cents in euros and a stored word of `field` in French; cut at `maxLength` characters.
 */
export function formatAuditValue(value: unknown, maxLength: number, field?: string): string {
  if (value === undefined || value === null || value === '') return texts.emptyValue;
  if (Array.isArray(value) && value.length === 0) return texts.emptyValue;
  const word = field !== undefined && typeof value === 'string' ? texts.values[field]?.[value] : undefined;
  const text =
    word ??
    (typeof value === 'boolean'
      ? value
        ? texts.yes
        : texts.no
      : typeof value === 'string'
        ? (formatDay(value) ?? value)
        : typeof value === 'number'
          ? field === 'amount_cents'
            ? formatEuros(value)
            : String(value)
          : Array.isArray(value)
            ? value
                .map((item) =>
                  typeof item === 'string' || typeof item === 'number' ? String(item) : JSON.stringify(item),
                )
                .join(', ')
            : JSON.stringify(value));
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** « champ : avant → après », one line per changed field, in French, as the staff read the log. */
export function formatAuditChanges(
  changes: Record<string, { before?: unknown; after?: unknown }>,
  maxLength = 60,
): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    texts.change(
      auditFieldLabel(field),
      formatAuditValue(before, maxLength, field),
      formatAuditValue(after, maxLength, field),
    ),
  );
}
