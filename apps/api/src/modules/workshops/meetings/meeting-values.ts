/** A session's own fields, as the meeting form writes them and the staff's audit logs them. */
export type MeetingValues = {
  start: Date;
  end: Date;
  type: 'onsite' | 'remote';
  address: string | null;
  link: string | null;
  sequence: number;
  places: number;
};
