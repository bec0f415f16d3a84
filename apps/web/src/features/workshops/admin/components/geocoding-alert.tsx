import Alert from '@mui/material/Alert';
import type { GeocodingOutcome } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useEffect, useRef } from 'react';

export type GeocodingMeta = {
  geocoding: GeocodingOutcome;
  message: string | null;
  lat: number | null;
  lng: number | null;
};

function describe(meta: GeocodingMeta): { severity: 'success' | 'warning' | 'info'; text: string } | null {
  if (meta.message) return { severity: 'warning', text: meta.message };
  if (meta.geocoding === 'located' && meta.lat !== null && meta.lng !== null)
    return { severity: 'success', text: texts.located(meta.lat, meta.lng) };
  if (meta.geocoding === 'not_found') return { severity: 'warning', text: texts.notLocated };
  if (meta.geocoding === 'unavailable') return { severity: 'warning', text: texts.geocoderUnavailable };
  if (meta.geocoding === 'manual') return { severity: 'info', text: texts.manualCoordinates };
  return null;
}

/** What the geocoder said at this save; it takes the focus so a screen reader reads it at once. */
export function GeocodingAlert({ meta }: { meta: GeocodingMeta }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = describe(meta);
  // A frame later: after a creation, the page arriving at the new address puts the focus on its
  // content first, in the same commit; the answer then takes it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [meta]);
  if (!shown) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity={shown.severity} role={shown.severity === 'warning' ? 'alert' : 'status'}>
      {shown.text}
    </Alert>
  );
}
