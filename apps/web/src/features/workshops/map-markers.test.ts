import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { describe, expect, it } from 'vitest';
import {
  formatNextOnsite,
  getMarkerKind,
  getProFirstNames,
  getWorkshopPath,
  groupByLocation,
  markerColours,
  sortForList,
} from './map-markers.ts';

const workshop = (item: Partial<WorkshopListItem> & { id: number }): WorkshopListItem => ({
  name: `Atelier ${item.id}`,
  type: 'onsite',
  workshop_type: 'cognitive',
  is_aja: false,
  lat: null,
  lng: null,
  city: null,
  zip: null,
  ...item,
});

describe('the workshops map markers', () => {
  it('P2-MAP-04 colours a remote workshop red, an onsite one orange, an onCommence one purple', () => {
    expect(getMarkerKind(workshop({ id: 1, type: 'remote' }))).toBe('remote');
    expect(getMarkerKind(workshop({ id: 2, type: 'onsite' }))).toBe('onsite');
    expect(getMarkerKind(workshop({ id: 3, type: 'onsite', workshop_type: 'oncommence' }))).toBe('oncommence');
    expect(getMarkerKind(workshop({ id: 4, type: 'remote', workshop_type: 'oncommence' }))).toBe('oncommence');
    expect(markerColours).toEqual({ remote: '#c62828', onsite: '#b34700', oncommence: '#6a1b9a' });
  });

  it('P2-MAP-03 gives one marker per place: workshops at the same coordinates share it', () => {
    const locations = groupByLocation([
      workshop({ id: 1, name: 'Mémoire', lat: 45.764, lng: 4.8357, city: 'Lyon' }),
      workshop({ id: 2, name: 'Attention', lat: 45.764, lng: 4.8357, city: 'Lyon', type: 'remote' }),
      workshop({ id: 3, name: 'Visio sans adresse', type: 'remote' }),
      workshop({ id: 4, name: 'Bordeaux', lat: 44.8378, lng: -0.5792, zip: '33000', type: 'remote' }),
    ]);
    expect(locations).toHaveLength(2);
    const lyon = locations.find((location) => location.place === 'Lyon');
    // Sorted by name inside the popup; a place with an onsite workshop is orange.
    expect(lyon?.workshops.map((item) => item.id)).toEqual([2, 1]);
    expect(lyon?.kind).toBe('onsite');
    const bordeaux = locations.find((location) => location.place === '33000');
    expect(bordeaux).toMatchObject({ kind: 'remote', lat: 44.8378, lng: -0.5792 });
  });

  it('P2-MAP-04 colours a place with a discovery workshop purple, whatever else it hosts', () => {
    const [lille] = groupByLocation([
      workshop({ id: 1, name: 'Attention', lat: 50.6107, lng: 3.0353, city: 'Lille' }),
      workshop({
        id: 2,
        name: 'On commence ! – Lille',
        lat: 50.6107,
        lng: 3.0353,
        city: 'Lille',
        workshop_type: 'oncommence',
      }),
    ]);
    expect(lille?.kind).toBe('oncommence');
  });

  it('keeps every workshop in the list, those without coordinates too, by city then name', () => {
    const listed = sortForList([
      workshop({ id: 1, name: 'B', city: 'Lyon' }),
      workshop({ id: 2, name: 'Visio', type: 'remote' }),
      workshop({ id: 3, name: 'A', city: 'Lyon' }),
      workshop({ id: 4, name: 'Z', city: 'Angers' }),
    ]);
    expect(listed.map((item) => item.id)).toEqual([4, 3, 1, 2]);
  });

  it('P2-MAP-05 P2-MAP-06 give the pros’ first names and the next onsite session on the Paris clock', () => {
    expect(
      getProFirstNames(
        workshop({ id: 1, user: { id: 5, firstname: 'Claire' }, secondary_pro: { id: 6, firstname: 'Marc' } }),
      ),
    ).toBe('Claire et Marc');
    expect(getProFirstNames(workshop({ id: 2, user: { id: 5, firstname: 'Claire' }, secondary_pro: null }))).toBe(
      'Claire',
    );
    expect(getProFirstNames(workshop({ id: 3 }))).toBeNull();
    // 13:00 UTC in January is 14:00 in Paris; in July 12:30 UTC is 14:30.
    expect(formatNextOnsite('2027-01-12T13:00:00.000Z')).toBe('12/01/2027 à 14h00');
    expect(formatNextOnsite('2027-07-06T12:30:00.000Z')).toBe('06/07/2027 à 14h30');
    expect(formatNextOnsite(null)).toBeNull();
  });

  it('P2-MAP-07 links to the workshop, on the AJA path for an AJA workshop', () => {
    expect(getWorkshopPath(workshop({ id: 7 }))).toBe('/workshops/7');
    expect(getWorkshopPath(workshop({ id: 8, is_aja: true }))).toBe('/aja/workshops/8');
  });
});
