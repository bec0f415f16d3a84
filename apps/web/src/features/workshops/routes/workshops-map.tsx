import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { useCallback, useMemo } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useMapConfig } from '../api/map-config.ts';
import { useMapWorkshops } from '../api/map-workshops.ts';
import { MapHelpDialog } from '../components/map-help-dialog.tsx';
import { MapLegend } from '../components/map-legend.tsx';
import { MapPopup } from '../components/map-popup.tsx';
import { MapView } from '../components/map-view.tsx';
import { MapWorkshopList } from '../components/map-workshop-list.tsx';
import { groupByLocation, sortForList, type MapLocation } from '../map-markers.ts';

/**
 * /map, WorkshopsMap (P2 §2): the workshops on a map of France, and the same workshops as a
 * list beside it (desktop) or under it (phone). Members see their programme, visitors every
 * active workshop: GET /api/workshops decides.
 */
export default function WorkshopsMapPage() {
  const { data: profile } = useProfile();
  const workshops = useMapWorkshops(profile?.id ?? null);
  const config = useMapConfig();
  const locations = useMemo(() => groupByLocation(workshops.data ?? []), [workshops.data]);
  const listed = useMemo(() => sortForList(workshops.data ?? []), [workshops.data]);
  const renderPopup = useCallback((location: MapLocation) => <MapPopup location={location} />, []);

  let list;
  if (workshops.isPending) list = <PageLoader label={mapMessages.loading} />;
  else if (workshops.isError)
    list = <ErrorState message={mapMessages.fetchFailed} onRetry={() => void workshops.refetch()} />;
  else if (listed.length === 0) list = <Alert severity="info">{mapMessages.empty}</Alert>;
  else list = <MapWorkshopList workshops={listed} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {mapMessages.title}
        </Typography>
        <Typography color="text.secondary">{mapMessages.intro}</Typography>
      </Box>
      <MapLegend />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
          '& .workshops-map-marker:focus-visible, & .workshops-map-cluster:focus-visible': {
            outline: '3px solid #0b4f8a',
            outlineOffset: '3px',
            borderRadius: '50%',
          },
        }}
      >
        <MapView locations={locations} config={config.data} renderPopup={renderPopup} />
        <Box sx={{ maxHeight: { md: 600 }, overflowY: { md: 'auto' }, pr: { md: 1 } }}>{list}</Box>
      </Box>
      <MapHelpDialog />
    </Stack>
  );
}
