import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAccessState, isPremium, isPro } from '@plateforme/shared/accounts/access.rules';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { useParams } from 'react-router';
import { MembersOnlyCard } from '../../../components/ui/members-only-card.tsx';
import { isEmptyPage, QueryState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useMeetingList, useMember, usePartnerOptions, type MeetingListSource } from '../api/meeting-list-api.ts';
import { MeetingFiltersBar } from '../components/meeting-filters.tsx';
import { PaginationNav } from '../../../components/ui/pagination-nav.tsx';
import { MeetingTable } from '../components/meeting-table.tsx';
import { NextPlaceNote } from '../components/next-place-note.tsx';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import { usePageBeyondLast } from '../../../lib/use-page-beyond-last.ts';
import { toListParams, useMeetingFilters } from '../hooks/meeting-search-params.ts';

/**
 * /meetings « Liste de mes séances » and /meetings/:user_id, a pro's view of a member (P2 §2
 * Meetings screen): filters, sort and page in the address, 15 a page. A member's own list
 * comes from their subscriptions, the rest from GET /api/meetings (P2 §7).
 */
export default function MeetingsPage() {
  const memberParam = Number(useParams().user_id);
  const memberId = Number.isInteger(memberParam) && memberParam > 0 ? memberParam : null;
  const profile = useProfile().data ?? null;
  const state = getAccessState(profile);
  const premium = isPremium(state);
  const own = memberId === null || memberId === profile?.id;
  const now = useMeetingClock();
  const { filters, update } = useMeetingFilters();

  const source: MeetingListSource | null =
    !profile || !premium
      ? null
      : own
        ? { kind: isPro(state) ? 'meetings' : 'subscriptions', userId: profile.id }
        : { kind: 'meetings', userId: memberId! };
  const listParams = toListParams(own ? { ...filters, partner: null } : filters, new Date(now));
  const query = useMeetingList(source, listParams);
  const member = useMember(own ? null : memberId);
  const partners = usePartnerOptions(!own && premium);

  const emptyPage = usePageBeyondLast(query, filters.page, update);
  // The list stays silent about a refusal (P2 §6, DESIGN.md): no message, nothing to show.
  const refused = isApiError(query.error) && query.error.status === 403;

  if (!premium) return <MembersOnlyCard title={meetingsMessages.title} signedIn={profile !== null} />;

  const memberName = member.data ? `${member.data.data.firstname} ${member.data.data.lastname}` : null;
  const empty = <Typography>{meetingsMessages.empty}</Typography>;
  const title = own
    ? meetingsMessages.title
    : memberName
      ? meetingsMessages.titleFor(memberName)
      : meetingsMessages.titleFor('…');

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {own ? <NextPlaceNote source={source} /> : null}
      <MeetingFiltersBar
        filters={filters}
        onChange={(patch) => update(patch)}
        partners={own ? null : (partners.data?.data ?? [])}
      />
      <Alert severity="info" variant="outlined">
        {meetingsMessages.sequenceNote}
      </Alert>
      {refused ? (
        empty
      ) : (
        <QueryState
          query={query}
          errorMessage={meetingsMessages.fetchFailed}
          loadingLabel={meetingsMessages.loading}
          waiting={emptyPage}
          isEmpty={isEmptyPage}
          empty={empty}
        >
          {({ data: meetings, meta }) => (
            <>
              <MeetingTable meetings={meetings} now={now} own={own} label={title} />
              <PaginationNav
                label={meetingsMessages.pagination}
                page={filters.page}
                lastPage={meta.last_page}
                onPage={(page) => update({ page })}
              />
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
