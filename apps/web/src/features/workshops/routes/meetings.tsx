import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getAccessState, isPremium, isPro } from '@plateforme/shared/accounts/access.rules';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { mySessionsMessages } from '@plateforme/shared/messages/workshops-my-sessions';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MembersOnlyCard } from '../../../components/ui/members-only-card.tsx';
import { CollapsibleOnPhone } from '../../../components/ui/collapsible-on-phone.tsx';
import { useProfile } from '../../../lib/profile.ts';
import {
  useMeetingList,
  useMember,
  usePartnerOptions,
  type MeetingListParams,
  type MeetingListSource,
} from '../api/meeting-list-api.ts';
import { MeetingFiltersBar } from '../components/meeting-filters.tsx';
import { MeetingsPart, PastMeetingsSection } from '../components/meetings-parts.tsx';
import { NextPlaceNote } from '../components/next-place-note.tsx';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import {
  countMeetingFilters,
  toListParams,
  useMeetingFilters,
  type MeetingFilters,
} from '../hooks/meeting-search-params.ts';

/**
 * /meetings « Liste de mes séances » and /meetings/:user_id, a pro's view of a member (P2 §2
 * Meetings screen): the coming sessions first, soonest first, then the past ones folded
 * (issue #37); filters, sort and pages in the address, 15 a page. A member's own list comes
 * from their subscriptions, the rest from GET /api/meetings (P2 §7).
 */
export default function MeetingsPage() {
  const memberParam = Number(useParams().user_id);
  const memberId = Number.isInteger(memberParam) && memberParam > 0 ? memberParam : null;
  const profile = useProfile().data ?? null;
  const state = getAccessState(profile);
  const premium = isPremium(state);
  const own = memberId === null || memberId === profile?.id;
  const now = useMeetingClock();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { filters: address, update } = useMeetingFilters();
  const filters = own ? { ...address, partner: null } : address;

  const source: MeetingListSource | null =
    !profile || !premium
      ? null
      : own
        ? { kind: isPro(state) ? 'meetings' : 'subscriptions', userId: profile.id }
        : { kind: 'meetings', userId: memberId! };
  const date = new Date(now);
  const comingParams = toListParams(filters, date, 'coming');
  const member = useMember(own ? null : memberId);
  const partners = usePartnerOptions(!own && premium);

  if (!premium) return <MembersOnlyCard title={meetingsMessages.title} signedIn={profile !== null} />;

  const memberName = member.data ? `${member.data.data.firstname} ${member.data.data.lastname}` : null;
  const title = own ? meetingsMessages.title : meetingsMessages.titleFor(memberName ?? '…');
  // A filter changes both parts: each goes back to its first page, the past part stays as it was, open or not.
  const changeFilters = (patch: Partial<MeetingFilters>) =>
    update({ ...patch, past: address.past === null ? null : 1 });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {own ? <NextPlaceNote source={source} /> : null}
      <CollapsibleOnPhone label={workshopsMessages.filtersToggle(countMeetingFilters(filters))} phone={phone}>
        <MeetingFiltersBar
          filters={filters}
          onChange={changeFilters}
          partners={own ? null : (partners.data?.data ?? [])}
        />
      </CollapsibleOnPhone>
      <Alert severity="info" variant="outlined">
        {meetingsMessages.sequenceNote}
      </Alert>
      <Stack component="section" spacing={2} aria-labelledby="coming-sessions-title">
        <Typography variant="h2" id="coming-sessions-title" sx={{ fontSize: '1.25rem' }}>
          {mySessionsMessages.comingTitle}
        </Typography>
        <MeetingsPart
          source={source}
          params={comingParams}
          onPage={(page, options) => update({ page, past: address.past }, options)}
          now={now}
          own={own}
          label={mySessionsMessages.comingTable}
          paginationLabel={mySessionsMessages.comingPagination}
        />
      </Stack>
      <AfterComingList source={source} params={comingParams}>
        <PastMeetingsSection
          open={address.past !== null}
          onToggle={() => update({ page: address.page, past: address.past === null ? 1 : null })}
          source={source}
          params={toListParams(filters, date, 'past')}
          onPage={(past, options) => update({ page: address.page, past }, options)}
          now={now}
          own={own}
        />
      </AfterComingList>
    </Stack>
  );
}

/**
 * « Séances passées » comes once the coming part has its answer: drawn below the coming list's
 * loader, it would be pushed down the screen when the list arrives (ADR 097). Only this part
 * follows the list's query, so its answer does not draw the whole page again.
 */
function AfterComingList({
  source,
  params,
  children,
}: {
  source: MeetingListSource | null;
  params: MeetingListParams;
  children: ReactNode;
}) {
  const coming = useMeetingList(source, params);
  return coming.data !== undefined || coming.isError ? children : null;
}
