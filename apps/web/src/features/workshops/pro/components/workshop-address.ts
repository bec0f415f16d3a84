/** « 12 rue des Lilas, 75012 Paris »: the street, postal code and town that are filled in, in that order. */
export function workshopAddress(place: { street?: string | null; zip?: string | null; city?: string | null }): string {
  const town = [place.zip, place.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [place.street?.trim(), town].filter(Boolean).join(', ');
}
