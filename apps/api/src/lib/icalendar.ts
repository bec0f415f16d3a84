/**
 * iCalendar files (RFC 5545) for sessions: the attachment of a confirmation, change or
 * cancellation (iTIP methods REQUEST and CANCEL, RFC 5546), a download, a calendar feed.
 * Times are written in UTC, which every calendar app shows on its own clock: nothing depends on
 * a time-zone table kept in the file.
 */

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export type CalendarEvent = {
  /** The same for every version of one session, so apps replace what they hold. */
  uid: string;
  /** One more on every change; a cancellation carries a higher one too. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  cancelled?: boolean;
  /** REQUEST and CANCEL name who organises and who attends (RFC 5546 §3.2). */
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

const PRODUCT_ID = '-//Association//Plateforme des adherents//FR';

/** 20261201T090000Z */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and new lines are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (a name) in quotes, without the characters a quoted value may not hold. */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next, after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, method: CalendarMethod, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.cancelled || method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`);
  if (method !== 'PUBLISH' && event.organizer) {
    lines.push(`ORGANIZER;CN=${quoted(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  if (method !== 'PUBLISH' && event.attendee) {
    lines.push(
      `ATTENDEE;CN=${quoted(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole calendar file, CRLF line ends, with one event per session given. */
export function calendarFile(
  events: CalendarEvent[],
  options: { method?: CalendarMethod; name?: string; now?: Date; refreshHours?: number } = {},
): string {
  const method = options.method ?? 'PUBLISH';
  const now = options.now ?? new Date();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  // A subscribed calendar: how often apps should read it again (RFC 7986, and Outlook's own line).
  if (options.refreshHours) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${options.refreshHours}H`,
    );
  }
  for (const event of events) lines.push(...eventLines(event, method, now));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
