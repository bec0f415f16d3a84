import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { readMeetingFilters, writeMeetingFilters } from './meeting-filters.ts';

export * from './meeting-filters.ts';

/** The filters, and a setter that writes them back; any change but the page goes back to page 1. */
export const useMeetingFilters = () => useAddressFilters(readMeetingFilters, writeMeetingFilters);
