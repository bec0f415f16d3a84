import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { markerColours, markerKinds } from '../map-markers.ts';

/** The colours in words, with the letter each marker carries (colour is never the only cue). */
export function MapLegend() {
  return (
    <Box component="section" aria-labelledby="map-legend-title">
      <Typography id="map-legend-title" variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {mapMessages.legendTitle}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}
      >
        {markerKinds.map((kind) => (
          <Box component="li" key={kind} data-kind={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: markerColours[kind],
                color: '#fff',
                border: '2px solid #fff',
                boxShadow: '0 0 0 1px rgba(0,0,0,.7)',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 12,
              }}
            >
              {mapMessages.kindLetters[kind]}
            </Box>
            <Typography component="span">
              {mapMessages.kinds[kind]} ({mapMessages.colourNames[kind]})
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {mapMessages.legendNote}
      </Typography>
    </Box>
  );
}
