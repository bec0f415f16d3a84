import { meetings, workshops } from '../../../db/schema/index.ts';

/** What a session's calendar event reads; the e-mails about sessions read it too. */
export const calendarSessionColumns = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  workshopName: workshops.name,
  start: meetings.start,
  end: meetings.end,
  type: meetings.type,
  address: meetings.address,
  link: meetings.link,
  revision: meetings.revision,
};
