// The demo workshops: real city coordinates, weekly slots in Paris time.
import { ajaWorkshops } from './aja-workshops.ts';
import { cognitiveWorkshops } from './cognitive-workshops.ts';
import { oncommenceWorkshops } from './oncommence-workshops.ts';

export type WorkshopDraft = {
  key: string;
  name: string;
  description: string;
  type: 'onsite' | 'remote';
  owner: string;
  secondary?: string;
  partner?: string;
  street?: string;
  infoAddress?: string;
  zip: string;
  city: string;
  department: string;
  lat: number;
  lng: number;
  isAja?: boolean;
  workshopType?: 'cognitive' | 'oncommence';
  ajaRef?: string;
  active?: boolean;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  minutes: 60 | 90;
  places: number;
  /** 2 = every other week. */
  everyWeeks?: number;
  /** Upcoming sessions (0 = the next one) seeded full, with a waiting list. */
  fullUpcoming?: number[];
};

export const workshopDrafts: WorkshopDraft[] = [...cognitiveWorkshops, ...ajaWorkshops, ...oncommenceWorkshops];
