import { adminCoreMessages } from '../messages/admin-core.ts';

const texts = adminCoreMessages.audit;

/** A value of the log as one line of text, cut at `maxLength` characters (long texts, JSON). */
export function formatAuditValue(value: unknown, maxLength: number): string {
  if (value === undefined || value === null || value === '') return texts.emptyValue;
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** « champ : avant → après », one line per changed field, as the staff read the log. */
export function formatAuditChanges(changes: Record<string, { before?: unknown; after?: unknown }>, maxLength = 60): string[] {
  return Object.entries(changes).map(([field, { before, after }]) =>
    texts.change(field, formatAuditValue(before, maxLength), formatAuditValue(after, maxLength)),
  );
}
