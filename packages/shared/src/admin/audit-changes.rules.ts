import { formatDate, formatTime } from '../format/dates.ts';
import { adminCoreMessages } from '../messages/admin-core.ts';

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

/**
 * A value of the log as the staff read it: Oui/Non for a flag, « (vide) » for nothing, a day
 * as 23/11/2026 and an instant as 23/11/2026 14h05 (Paris); cut at `maxLength` characters.
 */
export function formatAuditValue(value: unknown, maxLength: number): string {
  if (value === undefined || value === null || value === '') return texts.emptyValue;
  const text =
    typeof value === 'boolean'
      ? value
        ? texts.yes
        : texts.no
      : typeof value === 'string'
        ? (formatDay(value) ?? value)
        : typeof value === 'number'
          ? String(value)
          : JSON.stringify(value);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** « champ : avant → après », one line per changed field, as the staff read the log. */
export function formatAuditChanges(changes: Record<string, { before?: unknown; after?: unknown }>, maxLength = 60): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    texts.change(field, formatAuditValue(before, maxLength), formatAuditValue(after, maxLength)),
  );
}
