import { formatIsoDate } from '../format/dates.ts';

/**
 * `participants-<workshop slug>-<Paris day>.xlsx` (P2 §7 "Export participants"): the API's
 * Content-Disposition and the web's saved file share it. The slug keeps ASCII letters and digits.
 */
export function participantsFileName(workshopName: string, start: string | Date): string {
  const slug = workshopName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Ligatures do not decompose: « Œuvre » is « oeuvre ».
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `participants-${slug || 'atelier'}-${formatIsoDate(start)}.xlsx`;
}
