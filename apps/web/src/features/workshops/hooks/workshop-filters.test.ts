import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../lib/api-client.ts';
import {
  changeFilters,
  countSetFilters,
  emptyFilters,
  readFilters,
  toWorkshopSearch,
  toWorkshopsQuery,
  writeFilters,
} from './workshop-filters.ts';

const read = (address: string) => readFilters(new URLSearchParams(address));
const today = new Date('2026-03-10T10:00:00Z');

describe('workshops list filters in the address', () => {
  it('P2-WSL-20 reads every filter back from the address it writes, leaving empty values out', () => {
    const filters = {
      ...emptyFilters,
      department: '2A',
      city: 'Ajaccio',
      partner: 4,
      from: '2026-04-01',
      to: '2026-04-30',
      days: [1, 3],
      slots: ['morning' as const, 'lateAfternoon' as const],
      sequence: 2,
      places: true,
      pro: 9,
      sort: 'name' as const,
    };
    const address = writeFilters(filters).toString();
    expect(address).toBe(
      'department=2A&city=Ajaccio&partner=4&from=2026-04-01&to=2026-04-30&days=1&days=3&slots=morning&slots=lateAfternoon&sequence=2&places=1&pro=9&sort=name',
    );
    expect(read(address)).toEqual(filters);
    expect(writeFilters(emptyFilters).toString()).toBe('');
  });

  it('« Près de » is kept in the address and sent trimmed from its second letter', () => {
    const filters = { ...emptyFilters, near: ' Saint-Étienne ' };
    expect(read(writeFilters(filters).toString())).toEqual(filters);
    expect(toWorkshopSearch(filters, { is_aja: 0 })).toEqual({ is_aja: 0, near: 'Saint-Étienne' });
    expect(toWorkshopSearch({ ...emptyFilters, near: 'S' }, { is_aja: 0 })).toEqual({ is_aja: 0 });
  });

  it('leaves out what a hand-edited link gets wrong, without failing', () => {
    expect(
      read('department=9999&partner=abc&from=demain&days=0&days=8&days=2&slots=night&sequence=-1&sort=drop'),
    ).toEqual({ ...emptyFilters, days: [2] });
  });

  it('P2-WSL-22 reads the available-places box only with a sequence', () => {
    expect(read('places=1').places).toBe(false);
    expect(read('sequence=3&places=1').places).toBe(true);
  });

  it('P2-WSL-23 clearing the sequence unticks the available-places box', () => {
    const ticked = changeFilters(emptyFilters, { sequence: 3, places: true });
    expect(ticked.places).toBe(true);
    expect(changeFilters(ticked, { sequence: null }).places).toBe(false);
    expect(changeFilters(ticked, { city: 'Lyon' }).places).toBe(true);
  });

  it('counts the filters set for the phone button, the sort included and a period once', () => {
    expect(countSetFilters(emptyFilters)).toBe(0);
    expect(countSetFilters(read('department=69&days=1&days=3'))).toBe(2);
    expect(countSetFilters(read('from=2026-04-01&to=2026-04-30&sort=name'))).toBe(2);
    expect(countSetFilters(read('to=2026-04-30&sequence=2&places=1'))).toBe(3);
  });
});

describe('the search sent to GET /api/workshops', () => {
  it('P2-WSL-03 keeps the screen scope and adds the filters under the API names', () => {
    const search = toWorkshopSearch(
      { ...emptyFilters, city: ' Lyon ', partner: 4, days: [5], slots: ['midday'], sequence: 2, places: true, pro: 7 },
      { active: 1, is_aja: 0, workshop_type: 'oncommence' },
      today,
    );
    expect(search).toEqual({
      active: 1,
      is_aja: 0,
      workshop_type: 'oncommence',
      city: 'Lyon',
      partner_id: 4,
      days: [5],
      time_slots: ['midday'],
      sequence: 2,
      available_places: 1,
      user_id: 7,
    });
  });

  it('sends the period as [first day, last day], an end alone from today, and no reversed period', () => {
    const scope = { is_aja: 0 } as const;
    expect(toWorkshopSearch({ ...emptyFilters, from: '2026-04-01', to: '2026-04-30' }, scope, today).dates).toEqual([
      '2026-04-01',
      '2026-04-30',
    ]);
    expect(toWorkshopSearch({ ...emptyFilters, from: '2026-04-01' }, scope, today).dates).toEqual(['2026-04-01']);
    expect(toWorkshopSearch({ ...emptyFilters, to: '2026-04-30' }, scope, today).dates).toEqual([
      '2026-03-10',
      '2026-04-30',
    ]);
    expect(
      toWorkshopSearch({ ...emptyFilters, from: '2026-04-30', to: '2026-04-01' }, scope, today).dates,
    ).toBeUndefined();
  });

  it('P2-WSL-06 P2-WSL-08 P2-WSL-20 asks 24 a page by subscriptions_count ascending, only what a card shows, arrays as name[index]', () => {
    const search = toWorkshopSearch({ ...emptyFilters, days: [1, 2] }, { is_aja: 0, active: 1 }, today);
    const query = toQueryString(toWorkshopsQuery(search, 'subscriptions_count', 1));
    expect(query).toBe(
      `search=${encodeURIComponent('{"is_aja":0,"active":1,"days":[1,2]}')}&with[0]=user&with[1]=secondary_pro&with[2]=partner&with[3]=three_next_meetings` +
        '&select[0]=name&select[1]=active&select[2]=type&select[3]=zip&select[4]=city' +
        '&without[0]=subscriptions_count&without[1]=next_meeting_start&without[2]=next_onsite_meeting_start' +
        '&sort=subscriptions_count&direction=asc&per_page=24&page=1',
    );
  });
});
